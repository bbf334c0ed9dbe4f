// Runs once before all test files: migrates a template SQLite database that every API test
// file copies (tests/support/mock.ts), so no test runs the Prisma CLI itself.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'

export const TMP_DIR = path.resolve('tests/.tmp')
export const TEMPLATE_DB = path.join(TMP_DIR, 'template.db')

/** Older than this, a copy or an upload folder was left by a run that crashed. */
const STALE_MS = 60 * 60 * 1000

export default function setup(): void {
  mkdirSync(TMP_DIR, { recursive: true })
  // what crashed runs left, but not what a run going on beside this one is using; the
  // template is kept and brought up to date below (migrating it again changes nothing)
  for (const name of readdirSync(TMP_DIR)) {
    const file = path.join(TMP_DIR, name)
    const left = /^(mock-.*\.db(-wal|-shm|-journal)?|uploads(-.*)?)$/.test(name)
    if (left && Date.now() - statSync(file).mtimeMs > STALE_MS) {
      rmSync(file, { recursive: true, force: true })
    }
  }
  let result = migrateTemplate()
  if (result.status !== 0) {
    // a template from before a migration was edited: start it again
    for (const suffix of ['', '-wal', '-shm', '-journal'])
      rmSync(TEMPLATE_DB + suffix, { force: true })
    result = migrateTemplate()
  }
  if (result.status !== 0 || !existsSync(TEMPLATE_DB)) {
    throw new Error(
      `Could not migrate the test template database:\n${result.stdout}\n${result.stderr}`,
    )
  }
}

function migrateTemplate() {
  return spawnSync(process.execPath, ['scripts/prisma.js', 'migrate', 'deploy'], {
    env: { ...process.env, DATABASE_URL: `file:${TEMPLATE_DB}` },
    encoding: 'utf8',
  })
}
