// Withdrawals: the limits, withdraw-all's sweep, and the operator settling them (admin API).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { endpoints } from '@member-wallet/contract/schemas'

import { DEMO_USERNAME } from '../seed'
import { getSetting, setSetting } from '../settings'
import {
  badInputTests,
  balancesOf,
  createMember,
  expectError,
  expectUnchanged,
  type TestMember,
} from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const wallet = endpoints.wallet

let mock: TestMock
let member: TestMember
beforeAll(async () => {
  mock = await startTestMock()
  member = await createMember(mock, { wallet: 100000, games: { PG: 5000 } })
})
afterAll(() => mock.close())

const post = (path: string, body: unknown, as: TestMember = member, requestId?: string) =>
  mock.call('POST', path, body, as.token, requestId ? { 'X-Request-Id': requestId } : undefined)

const rowsOf = (memberId: number) =>
  mock.prisma.statement.findMany({ where: { memberId }, orderBy: { id: 'asc' } })

const bankOf = async (memberId: number) => {
  const m = await mock.prisma.member.findUniqueOrThrow({ where: { id: memberId } })
  return `${m.bankCode} ${m.bankAccountNo}`
}

const INVALID_AMOUNTS: unknown[] = [
  '150',
  'NaN',
  null,
  false,
  { amount: 1 },
  1e12,
  100.001,
  50000.01,
]
const SMALL_AMOUNTS = [99.99, 0, -0, -100, -1e12, 0.01]

for (const path of ['/api/wallet/withdraw', '/api/wallet/withdrawAll']) {
  describe(`POST ${path}: the rules`, () => {
    it('takes exactly withdrawMin and exactly withdrawMax', async () => {
      const m = await createMember(mock, { wallet: 5010000 })
      expect((await post(path, { amount: 100 }, m)).status).toBe(200)
      expect((await post(path, { amount: 50000 }, m)).status).toBe(200)
      expect((await balancesOf(mock, m.id)).wallet).toBe(5010000 - 10000 - 5000000)
    })

    it.each(SMALL_AMOUNTS)('%d → 400 TRANSFER_MINIMUM, nothing changes', async (amount) => {
      const result = await expectUnchanged(mock, () => post(path, { amount }))
      expectError(result, 400, 'TRANSFER_MINIMUM')
    })

    it.each(INVALID_AMOUNTS)('%j → 400 KEY_INVALID, nothing changes', async (amount) => {
      const result = await expectUnchanged(mock, () => post(path, { amount }))
      expectError(result, 400, 'KEY_INVALID')
    })

    it('follows the withdraw setting', async () => {
      const limits = await getSetting(mock.prisma, 'withdraw')
      await setSetting(mock.prisma, 'withdraw', { withdrawMin: 500, withdrawMax: 600 })
      try {
        expectError(
          await expectUnchanged(mock, () => post(path, { amount: 499.99 })),
          400,
          'TRANSFER_MINIMUM',
        )
        expectError(
          await expectUnchanged(mock, () => post(path, { amount: 600.01 })),
          400,
          'KEY_INVALID',
        )
        const lookup = await mock.call('GET', '/api/lookup/withdraw', undefined, member.token)
        expect(lookup.body).toEqual({ withdrawMin: 500, withdrawMax: 600 })
      } finally {
        await setSetting(mock.prisma, 'withdraw', limits)
      }
    })

    it('a member without a bank account → 400 NO_BANK, nothing changes', async () => {
      // registration requires a bank account: only the database can take it away
      const m = await createMember(mock, { wallet: 100000 })
      await mock.prisma.member.update({ where: { id: m.id }, data: { bankAccountNo: '' } })
      try {
        const result = await expectUnchanged(mock, () => post(path, { amount: 100 }, m))
        expectError(result, 400, 'NO_BANK')
      } finally {
        await mock.prisma.member.update({
          where: { id: m.id },
          data: { bankAccountNo: `x${m.id}` },
        })
      }
    })

    describe('bad bodies', () => {
      badInputTests(() => mock, {
        method: 'POST',
        path,
        valid: { amount: 100 },
        required: ['amount'],
        token: () => member.token,
      })
    })

    it('no token → 401 UNAUTHORIZED', async () => {
      const result = await expectUnchanged(mock, () => mock.call('POST', path, { amount: 100 }))
      expectError(result, 401, 'UNAUTHORIZED')
    })
  })
}

describe('POST /api/wallet/withdraw', () => {
  it('debits the wallet and writes a PENDING withdraw row to the member’s bank account', async () => {
    const m = await createMember(mock, { wallet: 30000, games: { PG: 100000 } })
    const result = await post('/api/wallet/withdraw', { amount: 150.5 }, m, 'wd-1')
    expect(result.status).toBe(200)
    expect(wallet.withdraw.response.parse(result.body)).toEqual({ message: 'SUCCESS' })
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 14950, games: { PG: 100000 }, rows: 1 })
    expect(await rowsOf(m.id)).toEqual([
      expect.objectContaining({
        statementType: 'withdraw',
        status: 'PENDING',
        from: 'wallet',
        to: await bankOf(m.id),
        amount: 15050,
        requestId: 'wd-1',
      }),
    ])
  })

  it('more than the wallet holds (game balances do not count) → 400 MONEY_NOT_ENOUGH', async () => {
    const m = await createMember(mock, { wallet: 9999, games: { PG: 100000 } })
    const result = await expectUnchanged(mock, () =>
      post('/api/wallet/withdraw', { amount: 100 }, m),
    )
    expectError(result, 400, 'MONEY_NOT_ENOUGH')
  })
})

describe('POST /api/wallet/withdrawAll', () => {
  it('sweeps every game balance into the wallet, then withdraws, in one go', async () => {
    const m = await createMember(mock, {
      wallet: 5000,
      games: { PG: 20000, JOKER: 0, HUAYHD: 10000 },
    })
    const result = await post('/api/wallet/withdrawAll', { amount: 300 }, m, 'wda-1')
    expect(result.status).toBe(200)
    expect(wallet.withdrawAll.response.parse(result.body)).toEqual({ message: 'SUCCESS' })
    expect(await balancesOf(mock, m.id)).toEqual({
      wallet: 5000,
      games: { PG: 0, JOKER: 0, HUAYHD: 0 },
      rows: 3,
    })
    const bank = await bankOf(m.id)
    expect(
      (await rowsOf(m.id)).map((r) => [
        r.statementType,
        r.status,
        r.from,
        r.to,
        r.amount,
        r.requestId,
      ]),
    ).toEqual([
      ['transfer', 'SUCCESS', 'PG', 'wallet', 20000, 'wda-1'],
      ['transfer', 'SUCCESS', 'HUAYHD', 'wallet', 10000, 'wda-1'],
      ['withdraw', 'PENDING', 'wallet', bank, 30000, 'wda-1'],
    ])
  })

  it('with nothing to sweep it is a plain withdrawal', async () => {
    const m = await createMember(mock, { wallet: 10000, games: { PG: 0 } })
    expect((await post('/api/wallet/withdrawAll', { amount: 100 }, m)).status).toBe(200)
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 0, games: { PG: 0 }, rows: 1 })
  })

  it('more than wallet and games hold → 400 MONEY_NOT_ENOUGH, and the sweep is rolled back', async () => {
    const m = await createMember(mock, { wallet: 5000, games: { PG: 20000, JOKER: 4999 } })
    const result = await expectUnchanged(mock, () =>
      post('/api/wallet/withdrawAll', { amount: 300 }, m),
    )
    expectError(result, 400, 'MONEY_NOT_ENOUGH')
    expect(await balancesOf(mock, m.id)).toEqual({
      wallet: 5000,
      games: { PG: 20000, JOKER: 4999 },
      rows: 0,
    })
  })
})

describe('the admin API for withdrawals', () => {
  type Listed = { id: number; username: string; amount: number; status: string; to: string }

  const list = async (query = '') => {
    const result = await mock.admin('GET', `/__admin/withdrawals${query}`)
    expect(result.status).toBe(200)
    return result.body as Listed[]
  }

  async function pendingOf(m: TestMember, amount: number): Promise<number> {
    expect((await post('/api/wallet/withdraw', { amount }, m)).status).toBe(200)
    const row = await mock.prisma.statement.findFirstOrThrow({
      where: { memberId: m.id, statementType: 'withdraw', status: 'PENDING' },
      orderBy: { id: 'desc' },
    })
    return row.id
  }

  it('lists withdrawals by status, the seeded PENDING one included', async () => {
    const pending = await list('?status=PENDING')
    expect(pending).toContainEqual(
      expect.objectContaining({
        username: DEMO_USERNAME,
        amount: 200,
        status: 'PENDING',
        to: 'KBANK 1234567890',
      }),
    )
    expect(pending.every((w) => w.status === 'PENDING')).toBe(true)
    const failed = await list('?status=FAILED')
    expect(failed).toContainEqual(expect.objectContaining({ username: DEMO_USERNAME, amount: 100 }))
    expect((await list()).length).toBeGreaterThanOrEqual(pending.length + failed.length + 1)
  })

  it('refuses a status that does not exist', async () => {
    expectError(await mock.admin('GET', '/__admin/withdrawals?status=DONE'), 400, 'KEY_INVALID')
  })

  it('SUCCESS keeps the money out; settling twice → 409 KEY_INVALID', async () => {
    const m = await createMember(mock, { wallet: 20000 })
    const id = await pendingOf(m, 150)
    const result = await mock.admin('PUT', `/__admin/withdrawals/${id}`, { status: 'SUCCESS' })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ id, status: 'SUCCESS', amount: 150, username: m.username })
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 5000, games: {}, rows: 1 })
    const again = await expectUnchanged(mock, () =>
      mock.admin('PUT', `/__admin/withdrawals/${id}`, { status: 'FAILED' }),
    )
    expectError(again, 409, 'KEY_INVALID')
  })

  it('FAILED puts the money back in the wallet, once, with the row turned FAILED', async () => {
    const m = await createMember(mock, { wallet: 20000 })
    const id = await pendingOf(m, 120)
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        mock.admin('PUT', `/__admin/withdrawals/${id}`, { status: 'FAILED' }),
      ),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    for (const r of results.filter((r) => r.status !== 200)) expectError(r, 409, 'KEY_INVALID')
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 20000, games: {}, rows: 1 })
    const statement = await mock.call('POST', '/api/statement', { page: 1, limit: 10 }, m.token)
    expect(statement.body).toMatchObject({
      total: 1,
      statements: [{ statementType: 'withdraw', status: 'FAILED', amount: 120 }],
    })
  })

  it('anything but a withdrawal → 404 NO_DATA; a bad status → 400 KEY_INVALID', async () => {
    const transfer = await mock.prisma.statement.findFirstOrThrow({
      where: { statementType: 'transfer' },
    })
    for (const id of [String(transfer.id), '999999', 'abc', '-1', '1.5']) {
      expectError(
        await expectUnchanged(mock, () =>
          mock.admin('PUT', `/__admin/withdrawals/${id}`, { status: 'SUCCESS' }),
        ),
        404,
        'NO_DATA',
      )
    }
    const pending = await list('?status=PENDING')
    const id = pending[0]?.id
    expectError(
      await mock.admin('PUT', `/__admin/withdrawals/${id}`, { status: 'PENDING' }),
      400,
      'KEY_INVALID',
    )
    expectError(await mock.admin('PUT', `/__admin/withdrawals/${id}`, {}), 400, 'KEY_MISSING')
  })

  it('needs the admin password', async () => {
    const response = await fetch(`${mock.url}/__admin/withdrawals?status=PENDING`)
    expect(response.status).toBe(401)
  })
})
