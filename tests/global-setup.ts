// Runs once before all test files: migrates a template SQLite database that every API test
// file copies (tests/support/mock.ts), so no test runs the Prisma CLI itself.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

export const TMP_DIR = path.resolve('tests/.tmp')
export const TEMPLATE_DB = path.join(TMP_DIR, 'template.db')

export default function setup(): void {
  mkdirSync(TMP_DIR, { recursive: true })
  // the template, and the copies and upload folders a crashed run may have left
  for (const name of readdirSync(TMP_DIR)) {
    if (/^((template|mock-.*)\.db(-wal|-shm|-journal)?|uploads(-.*)?)$/.test(name)) {
      rmSync(path.join(TMP_DIR, name), { recursive: true, force: true })
    }
  }
  const result = spawnSync(process.execPath, ['scripts/prisma.js', 'migrate', 'deploy'], {
    env: { ...process.env, DATABASE_URL: `file:${TEMPLATE_DB}` },
    encoding: 'utf8',
  })
  if (result.status !== 0 || !existsSync(TEMPLATE_DB)) {
    throw new Error(
      `Could not migrate the test template database:\n${result.stdout}\n${result.stderr}`,
    )
  }
}
