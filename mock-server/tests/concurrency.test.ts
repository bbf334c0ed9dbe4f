// 200 money-moving requests at once against the in-process server: no balance goes negative,
// no money appears or disappears, and every answer wrote exactly its statement rows.
import { type Statement } from '@prisma/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { toMinor } from '../money'
import { balancesOf, createMember, type TestMember } from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const MEMBERS = 10
const REQUESTS = 200
const START_WALLET = 100000 // 1,000.00
const START_GAMES: Record<string, number> = { PG: 30000, JOKER: 15000 }
const START_TOTAL = START_WALLET + Object.values(START_GAMES).reduce((a, b) => a + b, 0)
const ACCOUNTS = ['wallet', ...Object.keys(START_GAMES)]

// a seeded generator, so a failing run can be repeated with CONCURRENCY_SEED
const SEED = Number(process.env.CONCURRENCY_SEED) || Date.now() % 1_000_000
function mulberry32(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const random = mulberry32(SEED)
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
/** Baht with two decimals between min and max. */
const amountBetween = (min: number, max: number) =>
  Math.round((min + random() * (max - min)) * 100) / 100
/** A code as a client might send it: any case. */
const anyCase = (code: string) => (random() < 0.5 ? code : code.toLowerCase())

type Kind = 'transfer' | 'transferAll' | 'withdraw' | 'withdrawAll'
type Call = {
  kind: Kind
  member: TestMember
  requestId: string
  body: { from?: string; to?: string; amount?: number }
}

function makeCall(index: number, members: TestMember[]): Call {
  const member = pick(members)
  const requestId = `c-${index}`
  const r = random()
  if (r < 0.5) {
    const from = pick(ACCOUNTS)
    const to = pick(ACCOUNTS.filter((a) => a !== from))
    // mostly affordable, a third far over any balance
    const amount = random() < 0.67 ? amountBetween(1, 400) : amountBetween(2000, 5000)
    return {
      kind: 'transfer',
      member,
      requestId,
      body: { from: anyCase(from), to: anyCase(to), amount },
    }
  }
  if (r < 0.65)
    return { kind: 'transferAll', member, requestId, body: { to: anyCase(pick(ACCOUNTS)) } }
  const amount = random() < 0.67 ? amountBetween(100, 500) : amountBetween(2000, 3000)
  return { kind: r < 0.85 ? 'withdraw' : 'withdrawAll', member, requestId, body: { amount } }
}

const label = (account: string) =>
  account.toLowerCase() === 'wallet' ? 'wallet' : account.toUpperCase()

let mock: TestMock
let members: TestMember[]
beforeAll(async () => {
  mock = await startTestMock()
  members = []
  for (let i = 0; i < MEMBERS; i++) {
    members.push(await createMember(mock, { wallet: START_WALLET, games: START_GAMES }))
  }
})
afterAll(() => mock.close())

describe(`${REQUESTS} concurrent requests by ${MEMBERS} members (seed ${SEED})`, () => {
  it('keep every balance whole and every row accounted for', { timeout: 120_000 }, async () => {
    const calls = Array.from({ length: REQUESTS }, (_, i) => makeCall(i, members))
    const results = await Promise.all(
      calls.map((call) =>
        mock.call('POST', `/api/wallet/${call.kind}`, call.body, call.member.token, {
          'X-Request-Id': call.requestId,
        }),
      ),
    )

    // every answer is a success or "not enough money", nothing else
    const answers = calls.map((call, i) => ({
      call,
      result: results[i] ?? { status: 0, body: null },
    }))
    for (const { call, result } of answers) {
      const ok = result.status === 200 && JSON.stringify(result.body) === '{"message":"SUCCESS"}'
      const poor =
        result.status === 400 && JSON.stringify(result.body) === '{"message":"MONEY_NOT_ENOUGH"}'
      expect(
        ok || poor,
        `${call.requestId} ${call.kind} ${JSON.stringify(call.body)} → ${result.status} ${JSON.stringify(result.body)}`,
      ).toBe(true)
    }
    const succeeded = answers.filter((a) => a.result.status === 200)
    // the mix really exercised both outcomes of every kind of call
    for (const kind of ['transfer', 'transferAll', 'withdraw', 'withdrawAll'] as Kind[]) {
      expect(answers.filter((a) => a.call.kind === kind).length, kind).toBeGreaterThan(0)
    }
    expect(succeeded.length).toBeGreaterThan(0)
    expect(succeeded.length).toBeLessThan(REQUESTS)

    // no balance below zero, anywhere
    expect(await mock.prisma.member.count({ where: { walletBalance: { lt: 0 } } })).toBe(0)
    expect(await mock.prisma.gameAccount.count({ where: { balance: { lt: 0 } } })).toBe(0)

    const ids = members.map((m) => m.id)
    const rows = await mock.prisma.statement.findMany({
      where: { memberId: { in: ids } },
      orderBy: { id: 'asc' },
    })
    expect(rows.every((row) => row.requestId !== null)).toBe(true)
    const rowsOf = new Map<string, Statement[]>()
    for (const row of rows)
      rowsOf.set(row.requestId ?? '', [...(rowsOf.get(row.requestId ?? '') ?? []), row])

    // every answer wrote exactly its rows, for its own member, in one piece
    for (const { call, result } of answers) {
      const own = rowsOf.get(call.requestId) ?? []
      const where = `${call.requestId} ${call.kind} ${JSON.stringify(call.body)}`
      if (result.status !== 200) {
        expect(own, where).toEqual([])
        continue
      }
      expect(
        own.every((row) => row.memberId === call.member.id),
        where,
      ).toBe(true)
      const first = rows.indexOf(own[0] as Statement)
      expect(rows.slice(first, first + own.length), `${where}: rows in one piece`).toEqual(own)
      const transfers = own.filter((row) => row.statementType === 'transfer')
      const withdrawals = own.filter((row) => row.statementType === 'withdraw')
      expect(
        transfers.every((row) => row.status === 'SUCCESS' && row.amount > 0),
        where,
      ).toBe(true)
      expect(
        withdrawals.every((row) => row.status === 'PENDING' && row.from === 'wallet'),
        where,
      ).toBe(true)
      switch (call.kind) {
        case 'transfer':
          expect(
            own.map((r) => [r.statementType, r.from, r.to, r.amount]),
            where,
          ).toEqual([
            [
              'transfer',
              label(call.body.from ?? ''),
              label(call.body.to ?? ''),
              toMinor(call.body.amount ?? 0),
            ],
          ])
          break
        case 'transferAll': {
          const to = label(call.body.to ?? '')
          expect(withdrawals, where).toEqual([])
          expect(transfers.length, where).toBeGreaterThanOrEqual(1)
          expect(transfers.length, where).toBeLessThanOrEqual(ACCOUNTS.length - 1)
          expect(
            transfers.every((r) => r.to === to && r.from !== to),
            where,
          ).toBe(true)
          expect(new Set(transfers.map((r) => r.from)).size, where).toBe(transfers.length)
          break
        }
        case 'withdraw':
          expect(
            own.map((r) => [r.statementType, r.amount]),
            where,
          ).toEqual([['withdraw', toMinor(call.body.amount ?? 0)]])
          break
        case 'withdrawAll':
          expect(own.at(-1), where).toMatchObject({
            statementType: 'withdraw',
            amount: toMinor(call.body.amount ?? 0),
          })
          expect(withdrawals, where).toHaveLength(1)
          expect(
            transfers.every((r) => r.to === 'wallet' && r.from !== 'wallet'),
            where,
          ).toBe(true)
          expect(new Set(transfers.map((r) => r.from)).size, where).toBe(transfers.length)
          break
      }
    }

    // the counts, per kind of call
    const rowsFor = (kind: Kind, type: string) =>
      succeeded
        .filter((a) => a.call.kind === kind)
        .reduce(
          (n, a) =>
            n + (rowsOf.get(a.call.requestId) ?? []).filter((r) => r.statementType === type).length,
          0,
        )
    const successfulTransferRows = rows.filter(
      (r) => r.statementType === 'transfer' && r.status === 'SUCCESS',
    ).length
    expect(rowsFor('transfer', 'transfer')).toBe(
      succeeded.filter((a) => a.call.kind === 'transfer').length,
    )
    expect(successfulTransferRows).toBe(
      rowsFor('transfer', 'transfer') +
        rowsFor('transferAll', 'transfer') +
        rowsFor('withdrawAll', 'transfer'),
    )
    expect(rows.filter((r) => r.statementType === 'withdraw').length).toBe(
      succeeded.filter((a) => a.call.kind === 'withdraw' || a.call.kind === 'withdrawAll').length,
    )
    expect(rows.length).toBe(
      successfulTransferRows + rowsFor('withdraw', 'withdraw') + rowsFor('withdrawAll', 'withdraw'),
    )

    for (const member of members) {
      const now = await balancesOf(mock, member.id)
      const own = rows.filter((r) => r.memberId === member.id)

      // no money made or lost: balances plus what left as withdrawals is what there was
      const withdrawn = own
        .filter((r) => r.statementType === 'withdraw')
        .reduce((n, r) => n + r.amount, 0)
      const games = Object.values(now.games).reduce((a, b) => a + b, 0)
      expect(now.wallet + games + withdrawn, `member ${member.id}`).toBe(START_TOTAL)

      // replaying the rows in the order they were written gives the balances, never going
      // below zero; transfer-all moved whole balances and withdraw-all swept every game
      const replay: Record<string, number> = { wallet: START_WALLET, ...START_GAMES }
      const groups = new Map<string, Statement[]>()
      for (const row of own)
        groups.set(row.requestId ?? '', [...(groups.get(row.requestId ?? '') ?? []), row])
      for (const [requestId, group] of groups) {
        const call = calls.find((c) => c.requestId === requestId)
        for (const row of group) {
          const from = row.from ?? ''
          expect(replay[from], `${requestId} replay ${from}`).toBeGreaterThanOrEqual(row.amount)
          if (
            call?.kind === 'transferAll' ||
            (call?.kind === 'withdrawAll' && row.statementType === 'transfer')
          ) {
            expect(row.amount, `${requestId}: the whole of ${from}`).toBe(replay[from])
          }
          replay[from] = (replay[from] ?? 0) - row.amount
          if (row.statementType === 'transfer')
            replay[row.to ?? ''] = (replay[row.to ?? ''] ?? 0) + row.amount
        }
        if (call?.kind === 'transferAll') {
          const to = label(call.body.to ?? '')
          for (const account of ACCOUNTS.filter((a) => a !== to)) {
            expect(replay[account], `${requestId}: ${account} emptied`).toBe(0)
          }
        }
        if (call?.kind === 'withdrawAll') {
          for (const code of Object.keys(START_GAMES))
            expect(replay[code], `${requestId}: ${code} swept`).toBe(0)
        }
      }
      expect({ wallet: now.wallet, ...now.games }, `member ${member.id} replayed`).toEqual(replay)
    }
  })
})
