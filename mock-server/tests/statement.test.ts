import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { endpoints } from '@member-wallet/contract/schemas'

import { DEMO_PASSWORD, DEMO_USERNAME } from '../seed'
import { badInputTests, createMember, expectError, expectUnchanged } from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const statements = endpoints.statement.statements

const clock = { now: Date.parse('2026-11-20T12:00:00Z') }
const HOUR = 3600_000

let mock: TestMock
let token: string
beforeAll(async () => {
  mock = await startTestMock({ now: () => clock.now })
  token = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
})
afterAll(() => mock.close())

const page = async (body: unknown, as = token) => {
  const result = await mock.call('POST', '/api/statement', body, as)
  expect(result.status).toBe(200)
  return statements.response.parse(result.body)
}

describe('POST /api/statement', () => {
  it('answers the demo member’s seeded statement, newest first', async () => {
    const { total, statements: rows } = await page({ page: 1, limit: 100 })
    expect(total).toBe(14)
    const none = { bonus: null, promotion: null, invite: null, refund: null, luckydraw: null }
    const bank = 'KBANK 1234567890'
    // the reward history (written after the other rows, so with higher ids)
    const reward = (
      _id: string,
      statementType: 'bonus' | 'finish_bonus',
      from: 'bonus' | 'invite' | 'refund',
      amount: number,
      createdAt: string,
      description: string,
    ) => ({
      _id,
      statementType,
      status: 'SUCCESS',
      from,
      to: statementType === 'bonus' ? 'wallet' : null,
      amount,
      createdAt,
      ...none,
      [from]: { description },
    })
    const daily = 'โบนัสรายวัน 20 บาท'
    const weekly = 'โบนัสรายสัปดาห์ 50 บาท'
    expect(rows).toEqual([
      {
        // the demo slip the operator read
        _id: '7',
        statementType: 'deposit',
        status: 'SUCCESS',
        from: bank,
        to: 'wallet',
        amount: 500,
        createdAt: '2026-11-20T10:00:00.000Z',
        ...none,
      },
      {
        _id: '6',
        statementType: 'withdraw',
        status: 'FAILED',
        from: 'wallet',
        to: bank,
        amount: 100,
        createdAt: '2026-11-20T07:00:00.000Z',
        ...none,
      },
      {
        _id: '5',
        statementType: 'withdraw',
        status: 'PENDING',
        from: 'wallet',
        to: bank,
        amount: 200,
        createdAt: '2026-11-19T15:00:00.000Z',
        ...none,
      },
      // 21:00 yesterday (Bangkok), ended 45 minutes later
      reward('14', 'finish_bonus', 'bonus', 0, '2026-11-19T14:45:00.000Z', daily),
      reward('13', 'bonus', 'bonus', 20, '2026-11-19T14:00:00.000Z', daily),
      {
        _id: '3',
        statementType: 'transfer',
        status: 'SUCCESS',
        from: 'wallet',
        to: 'UFABET',
        amount: 120.5,
        createdAt: '2026-11-18T17:00:00.000Z',
        ...none,
      },
      {
        _id: '4',
        statementType: 'withdraw',
        status: 'SUCCESS',
        from: 'wallet',
        to: bank,
        amount: 300,
        createdAt: '2026-11-18T12:00:00.000Z',
        ...none,
      },
      {
        _id: '2',
        statementType: 'transfer',
        status: 'SUCCESS',
        from: 'wallet',
        to: 'JOKER',
        amount: 250,
        createdAt: '2026-11-17T14:00:00.000Z',
        ...none,
      },
      {
        _id: '1',
        statementType: 'deposit',
        status: 'SUCCESS',
        from: bank,
        to: 'wallet',
        amount: 1000,
        createdAt: '2026-11-17T12:00:00.000Z',
        ...none,
      },
      // Monday 10:00 (Bangkok) of this week
      reward('12', 'finish_bonus', 'bonus', 0, '2026-11-16T03:45:00.000Z', weekly),
      reward('11', 'bonus', 'bonus', 50, '2026-11-16T03:00:00.000Z', weekly),
      reward('10', 'bonus', 'refund', 48.25, '2026-11-12T12:10:00.000Z', 'คืนยอดเสีย'),
      reward('9', 'bonus', 'invite', 75, '2026-11-10T12:00:00.000Z', 'โบนัสแนะนำเพื่อน'),
      reward('8', 'bonus', 'refund', 120, '2026-11-05T12:10:00.000Z', 'คืนยอดเสีย'),
    ])
  })

  it('pages: limit rows from (page - 1) × limit, total always all of them', async () => {
    const ids = async (p: number, limit: number) =>
      (await page({ page: p, limit })).statements.map((s) => s._id)
    expect(await ids(1, 3)).toEqual(['7', '6', '5'])
    expect(await ids(2, 3)).toEqual(['14', '13', '3'])
    expect(await ids(3, 3)).toEqual(['4', '2', '1'])
    expect(await ids(4, 3)).toEqual(['12', '11', '10'])
    expect(await ids(5, 3)).toEqual(['9', '8'])
    expect(await ids(6, 3)).toEqual([])
    expect((await page({ page: 100000, limit: 100 })).total).toBe(14)
  })

  it('shows a new movement on top; rows of the same moment newest id first', async () => {
    const m = await createMember(mock, { wallet: 100000, games: { PG: 0 } })
    clock.now += HOUR
    await mock.call(
      'POST',
      '/api/wallet/transfer',
      { from: 'wallet', to: 'PG', amount: 10 },
      m.token,
    )
    await mock.call(
      'POST',
      '/api/wallet/transfer',
      { from: 'PG', to: 'wallet', amount: 5 },
      m.token,
    )
    await mock.call('POST', '/api/wallet/withdraw', { amount: 100 }, m.token)
    const { bankCode, bankAccountNo } = await mock.prisma.member.findUniqueOrThrow({
      where: { id: m.id },
    })
    const { total, statements: rows } = await page({ page: 1, limit: 10 }, m.token)
    expect(total).toBe(3)
    expect(rows.map((r) => [r.statementType, r.from, r.to, r.amount, r.status])).toEqual([
      ['withdraw', 'wallet', `${bankCode} ${bankAccountNo}`, 100, 'PENDING'],
      ['transfer', 'PG', 'wallet', 5, 'SUCCESS'],
      ['transfer', 'wallet', 'PG', 10, 'SUCCESS'],
    ])
    expect(new Set(rows.map((r) => r.createdAt))).toEqual(
      new Set([new Date(clock.now).toISOString()]),
    )
  })

  it('maps the description fields to { description } objects', async () => {
    const m = await createMember(mock)
    await mock.prisma.statement.create({
      data: {
        memberId: m.id,
        statementType: 'bonus',
        status: 'SUCCESS',
        from: null,
        to: 'wallet',
        amount: 5000,
        bonusDescription: 'โบนัสต้อนรับ 10%',
        refundDescription: 'คืนยอดเสีย',
        updatedAt: new Date(clock.now),
      },
    })
    const [row] = (await page({ page: 1, limit: 1 }, m.token)).statements
    expect(row).toMatchObject({
      statementType: 'bonus',
      from: null,
      amount: 50,
      bonus: { description: 'โบนัสต้อนรับ 10%' },
      refund: { description: 'คืนยอดเสีย' },
      promotion: null,
      invite: null,
      luckydraw: null,
    })
  })

  it('shows a member only their own rows', async () => {
    const m = await createMember(mock)
    expect(await page({ page: 1, limit: 100 }, m.token)).toEqual({ total: 0, statements: [] })
  })

  it.each([
    [{ page: 0, limit: 10 }],
    [{ page: 1, limit: 0 }],
    [{ page: 1, limit: 101 }],
    [{ page: 1.5, limit: 10 }],
    [{ page: -1, limit: 10 }],
    [{ page: 1, limit: 1e12 }],
    [{ page: 'NaN', limit: 10 }],
  ])('%j → 400 KEY_INVALID', async (body) => {
    expectError(
      await expectUnchanged(mock, () => mock.call('POST', '/api/statement', body, token)),
      400,
      'KEY_INVALID',
    )
  })

  describe('bad bodies', () => {
    badInputTests(() => mock, {
      method: 'POST',
      path: '/api/statement',
      valid: { page: 1, limit: 10 },
      required: ['page', 'limit'],
      token: () => token,
    })
  })

  it('no token → 401 UNAUTHORIZED', async () => {
    expectError(
      await mock.call('POST', '/api/statement', { page: 1, limit: 10 }),
      401,
      'UNAUTHORIZED',
    )
  })
})
