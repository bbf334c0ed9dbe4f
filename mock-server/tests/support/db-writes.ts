// What a request changed in the mock's database and its stored uploads. Triggers on every
// table log each row inserted, updated or deleted, as it was and as it became, so a test reads
// what was written instead of reading every table whole before and after (which was most of
// the time of the fuzzers and the authorisation matrix). Shared by the fuzz tests of the mock
// (mock-server/tests/fuzz.test.ts) and of the app (tests/api/app-fuzz.test.ts), the authorisation
// matrix and the contract check's test.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect } from 'vitest'

import { chatDir, slipDir } from '../../uploads'
import { type TestMock } from './mock'

export type Row = Record<string, unknown>

/** A row written: `was` null for an insert, `now` null for a delete. */
export type Write = { table: string; was: Row | null; now: Row | null }

/** A stored upload added, removed or rewritten, by its folder and name ("slips/…"). */
export type UploadChange = { file: string; change: 'added' | 'removed' | 'rewritten' }

export type DatabaseWatch = {
  /**
   * What changed since the watch began or was last read, then watches on from now: the rows
   * written (a row written as it was is no change) and the upload files.
   */
  read(): Promise<{ writes: Write[]; uploads: UploadChange[] }>
  /** The same, one line per table or folder changed, with its first change. */
  changes(): Promise<string[]>
}

const LOG = 'test_db_writes'

/**
 * Tables that record requests, not data: the answers kept for idempotency keys (a refused
 * call's answer is kept too, so that its repeat is refused alike). Writing them is no change.
 */
const NOT_DATA = ['IdempotentRequest']

const installed = new WeakMap<TestMock, Promise<void>>()

/** Creates the log and a trigger per table and event, once per mock. */
function installTriggers(mock: TestMock): Promise<void> {
  let done = installed.get(mock)
  if (!done) {
    done = (async () => {
      const { prisma } = mock
      await prisma.$executeRawUnsafe(
        `CREATE TABLE ${LOG} (id INTEGER PRIMARY KEY, tbl TEXT NOT NULL, was TEXT, now TEXT)`,
      )
      const tables = await prisma.$queryRawUnsafe<{ name: string }[]>(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%' ` +
          `AND name NOT IN (${[LOG, ...NOT_DATA].map((name) => `'${name}'`).join(', ')})`,
      )
      for (const { name } of tables) {
        const columns = await prisma.$queryRawUnsafe<{ name: string }[]>(
          'SELECT name FROM pragma_table_info(?)',
          name,
        )
        const row = (alias: string) =>
          `json_object(${columns.map((c) => `'${c.name}', ${alias}."${c.name}"`).join(', ')})`
        for (const [event, was, now] of [
          ['INSERT', 'NULL', row('NEW')],
          ['UPDATE', row('OLD'), row('NEW')],
          ['DELETE', row('OLD'), 'NULL'],
        ]) {
          await prisma.$executeRawUnsafe(
            `CREATE TRIGGER "${LOG}_${event}_${name}" AFTER ${event} ON "${name}" ` +
              `BEGIN INSERT INTO ${LOG} (tbl, was, now) VALUES ('${name}', ${was}, ${now}); END`,
          )
        }
      }
    })()
    installed.set(mock, done)
  }
  return done
}

/** Every stored upload, by folder and name, with the hash of its bytes. */
function readUploads(mock: TestMock): Record<string, string> {
  const files: Record<string, string> = {}
  for (const [folder, dir] of [
    ['slips', slipDir(mock.uploadDir)],
    ['chat', chatDir(mock.uploadDir)],
  ] as const) {
    if (!existsSync(dir)) continue
    for (const name of readdirSync(dir)) {
      const bytes = readFileSync(path.join(dir, name))
      files[`${folder}/${name}`] = createHash('sha256').update(bytes).digest('hex')
    }
  }
  return files
}

function uploadChanges(then: Record<string, string>, now: Record<string, string>) {
  const changes: UploadChange[] = []
  for (const file of Object.keys({ ...then, ...now }).sort()) {
    if (then[file] === now[file]) continue
    const change = !(file in then) ? 'added' : !(file in now) ? 'removed' : 'rewritten'
    changes.push({ file, change })
  }
  return changes
}

/** Starts watching what is written to `mock`'s database and uploads. */
export async function watchDatabase(mock: TestMock): Promise<DatabaseWatch> {
  await installTriggers(mock)
  await mock.prisma.$executeRawUnsafe(`DELETE FROM ${LOG}`)
  let uploads = readUploads(mock)

  async function read() {
    const logged = await mock.prisma.$queryRawUnsafe<
      { id: number; tbl: string; was: string | null; now: string | null }[]
    >(`DELETE FROM ${LOG} RETURNING id, tbl, was, now`)
    const writes = logged
      .filter((entry) => entry.was !== entry.now)
      .sort((a, b) => Number(a.id) - Number(b.id))
      .map(({ tbl, was, now }) => ({
        table: tbl,
        was: was === null ? null : (JSON.parse(was) as Row),
        now: now === null ? null : (JSON.parse(now) as Row),
      }))
    const then = uploads
    uploads = readUploads(mock)
    return { writes, uploads: uploadChanges(then, uploads) }
  }

  return {
    read,
    async changes() {
      const { writes, uploads: files } = await read()
      const lines = new Map<string, string>()
      const show = (row: Row | null) => (row === null ? '(none)' : JSON.stringify(row))
      for (const { table, was, now } of writes) {
        if (!lines.has(table)) lines.set(table, `${table}: ${show(was)} → ${show(now)}`)
      }
      for (const { file, change } of files) {
        const folder = `files:${file.split('/')[0]}`
        if (!lines.has(folder)) lines.set(folder, `${folder}: ${file} ${change}`)
      }
      return [...lines.values()]
    },
  }
}

/** Money is whole minor units, never below zero. */
export async function expectSaneBalances(mock: TestMock): Promise<void> {
  const rows = await mock.prisma.$queryRawUnsafe<Record<string, unknown>[]>(
    `SELECT "walletBalance" AS a FROM "Member" UNION ALL SELECT "inviteBalance" FROM "Member"
     UNION ALL SELECT "refundAccrued" FROM "Member" UNION ALL SELECT "refundBalance" FROM "Member"
     UNION ALL SELECT "coin" FROM "Member" UNION ALL SELECT "balance" FROM "GameAccount"`,
  )
  for (const { a } of rows) {
    const amount = Number(a)
    expect(Number.isSafeInteger(amount) && amount >= 0, `a balance of ${String(a)}`).toBe(true)
  }
}
