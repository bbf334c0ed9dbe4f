// Runs once before the test files: migrates a template SQLite database that every test file
// copies (support/mock.ts), so no test runs the Prisma CLI itself. The app's tests use it too
// (tests/global-setup.ts).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The project's top level: the Prisma schema, its migrations and scripts/prisma.js. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const TMP_DIR = fileURLToPath(new URL('.tmp', import.meta.url))
export const TEMPLATE_DB = path.join(TMP_DIR, 'template.db')
/** What the template was migrated with (the migrations' hash): the same, and it is not again. */
const TEMPLATE_STAMP = path.join(TMP_DIR, 'template.migrations')
const MIGRATIONS = path.join(ROOT, 'prisma/migrations')

/** Older than this, a copy or an upload folder was left by a run that crashed. */
const STALE_MS = 60 * 60 * 1000

export default function setup(): () => void {
  mkdirSync(TMP_DIR, { recursive: true })
  removeLeftSeededCopies()
  // what crashed runs left, but not what a run going on beside this one is using; the
  // template is kept and brought up to date below
  for (const name of readdirSync(TMP_DIR)) {
    const file = path.join(TMP_DIR, name)
    const left = /^(mock-.*\.db(-wal|-shm|-journal)?|uploads(-.*)?)$/.test(name)
    if (left && Date.now() - statSync(file).mtimeMs > STALE_MS) {
      rmSync(file, { recursive: true, force: true })
    }
  }
  // `prisma migrate deploy` costs some 1.4 s of CPU even when there is nothing to apply, and
  // every project of a run that copies the template calls this
  const stamp = migrationsHash()
  if (existsSync(TEMPLATE_DB) && readStamp() === stamp) return removeLeftSeededCopies
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
  writeFileSync(TEMPLATE_STAMP, stamp)
  return removeLeftSeededCopies
}

/**
 * The seeded databases (and their slips) the mocks of this run, or of a run that crashed,
 * were copied from (support/mock.ts): named after their run's vitest process.
 */
function removeLeftSeededCopies(): void {
  for (const name of readdirSync(TMP_DIR)) {
    const pid = Number(/^mock-seeded-(\d+)-/.exec(name)?.[1])
    if (pid && (pid === process.pid || !isRunning(pid))) {
      rmSync(path.join(TMP_DIR, name), { recursive: true, force: true })
    }
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function migrateTemplate() {
  rmSync(TEMPLATE_STAMP, { force: true })
  return spawnSync(process.execPath, ['scripts/prisma.js', 'migrate', 'deploy'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: `file:${TEMPLATE_DB}` },
    encoding: 'utf8',
  })
}

/** Every migration's name and SQL, hashed. */
function migrationsHash(): string {
  const hash = createHash('sha256')
  for (const name of readdirSync(MIGRATIONS).sort()) {
    const sql = path.join(MIGRATIONS, name, 'migration.sql')
    hash.update(`${name}\n`)
    if (existsSync(sql)) hash.update(readFileSync(sql))
  }
  return hash.digest('hex')
}

function readStamp(): string | undefined {
  try {
    return readFileSync(TEMPLATE_STAMP, 'utf8')
  } catch {
    return undefined
  }
}
