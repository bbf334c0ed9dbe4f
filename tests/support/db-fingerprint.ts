// What a bad request must leave as it was, read whole: every row and column of every table of
// the mock's database and the stored upload files. Shared by the fuzz tests of the mock
// (tests/api/fuzz.test.ts) and of the app's actions and loaders (tests/api/app-fuzz.test.ts).
import { existsSync, readdirSync } from 'node:fs'

import { expect } from 'vitest'

import { chatDir, slipDir } from '../../mock-server/uploads'
import { type TestMock } from './mock'

export type Fingerprint = Record<string, string>

/**
 * A reader of the fingerprint of `mock`: the query that reads every table whole, in one round
 * trip, is built once the tables are known, since it is read after every case. The fingerprint
 * is a superset of mock.snapshot(): members' balances and bank accounts, password hashes, OTPs,
 * sessions, settings, the ledger …, and the stored uploads.
 */
export async function fingerprinter(mock: TestMock): Promise<() => Promise<Fingerprint>> {
  const { prisma } = mock
  const tables = await prisma.$queryRawUnsafe<{ name: string }[]>(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
  )
  const columns: string[] = []
  for (const { name } of tables) {
    const info = await prisma.$queryRawUnsafe<{ name: string }[]>(`PRAGMA table_info("${name}")`)
    const row = info.map((c) => `quote("${c.name}")`).join(` || ',' || `)
    columns.push(
      `(SELECT COUNT(*) || char(10) || COALESCE(group_concat(r, char(10)), '') ` +
        `FROM (SELECT ${row} AS r FROM "${name}" ORDER BY rowid)) AS "${name}"`,
    )
  }
  const everyTable = `SELECT ${columns.join(', ')}`
  const files = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort().join('\n') : '')
  return async () => {
    const [rows] = await prisma.$queryRawUnsafe<Fingerprint[]>(everyTable)
    return {
      ...rows,
      'files:slips': files(slipDir(mock.uploadDir)),
      'files:chat': files(chatDir(mock.uploadDir)),
    }
  }
}

/** The tables (and folders) whose contents differ, with their first differing row. */
export function differences(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after }).flatMap((table) => {
    if (before[table] === after[table]) return []
    const a = (before[table] ?? '').split('\n')
    const b = (after[table] ?? '').split('\n')
    const at = a.findIndex((line, i) => line !== b[i])
    const index = at === -1 ? a.length : at
    return [`${table}: ${a[index] ?? '(none)'} → ${b[index] ?? '(none)'}`]
  })
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
