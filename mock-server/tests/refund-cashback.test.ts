// Cashback: GET /api/refund/check, /receive, /addWallet and /banners, POST /api/refund, and
// the admin calls that grant it and switch it off.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { endpoints } from '@member-wallet/contract/schemas'

import { DEMO_PASSWORD, DEMO_USERNAME } from '../seed'
import { getSetting } from '../settings'
import {
  badInputTests,
  balancesOf,
  createMember,
  expectError,
  expectUnchanged,
  type TestMember,
} from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const rewards = endpoints.rewards
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const START = Date.parse('2026-11-13T05:00:00Z')
const clock = { now: START }

let mock: TestMock
beforeAll(async () => {
  mock = await startTestMock({ now: () => clock.now })
})
afterAll(() => mock.close())
beforeEach(() => {
  clock.now = START
})

const get = (path: string, as: TestMember) => mock.call('GET', path, undefined, as.token)

const check = async (as: TestMember) => {
  const result = await get('/api/refund/check', as)
  expect(result.status).toBe(200)
  return rewards.refundCheck.response.parse(result.body)
}

const refundsOf = async (as: TestMember, page = 1, limit = 10) => {
  const result = await mock.call('POST', '/api/refund', { page, limit }, as.token)
  expect(result.status).toBe(200)
  return rewards.refunds.response.parse(result.body)
}

const receive = (as: TestMember) => get('/api/refund/receive', as)
const addWallet = (as: TestMember) => get('/api/refund/addWallet', as)

/** The operator grants cashback (baht) through the admin API. */
const grant = async (as: TestMember, refundAccrued: number) => {
  const result = await mock.admin('PUT', `/__admin/members/${as.username}`, { refundAccrued })
  expect(result.status).toBe(200)
  return result.body
}

const refundFields = async (id: number) =>
  mock.prisma.member.findUniqueOrThrow({
    where: { id },
    select: { refundAccrued: true, refundBalance: true },
  })

const OK = { status: 200, body: { message: 'REFUND_SUCCESS' } }

describe('GET /api/refund/check', () => {
  it('nothing accrued: result false, with the rules and the percentages', async () => {
    const m = await createMember(mock)
    expect(await check(m)).toEqual({
      result: false,
      bonus: false,
      info: await getSetting(mock.prisma, 'refundInfo'),
      refundAmount: 0,
      refundSuccess: 80,
      refundFail: 20,
    })
    expect((await check(m)).info).toContain('คืนยอดเสีย')
  })

  it('the demo member has 35.50 to receive and two older refunds', async () => {
    const token = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
    const demo = { id: 1, username: DEMO_USERNAME, token }
    expect(await check(demo)).toMatchObject({ result: true, bonus: false, refundAmount: 35.5 })
    expect(await refundsOf(demo)).toEqual({
      total: 2,
      refunds: [
        {
          _id: expect.any(String),
          refundAmount: 48.25,
          createdAt: new Date(START - 8 * DAY).toISOString(),
        },
        {
          _id: expect.any(String),
          refundAmount: 120,
          createdAt: new Date(START - 15 * DAY).toISOString(),
        },
      ],
    })
    const statement = await mock.call('POST', '/api/statement', { page: 1, limit: 100 }, token)
    const rows = (statement.body as { statements: { from: string; amount: number }[] }).statements
    expect(rows.filter((r) => r.from === 'refund').map((r) => r.amount)).toEqual([48.25, 120])
  })
})

describe('receive, then add to the wallet', () => {
  it('moves accrued cashback to a refund log, then into the wallet with a bonus row', async () => {
    const m = await createMember(mock, { wallet: 1000 })
    expect(await grant(m, 40)).toMatchObject({ refundAccrued: 40, refundBalance: 0 })
    expect(await check(m)).toMatchObject({ result: true, bonus: false, refundAmount: 40 })

    clock.now += MINUTE
    expect(await receive(m)).toEqual(OK)
    expect(await refundFields(m.id)).toEqual({ refundAccrued: 0, refundBalance: 4000 })
    expect(await refundsOf(m)).toEqual({
      total: 1,
      refunds: [
        {
          _id: expect.any(String),
          refundAmount: 40,
          createdAt: new Date(START + MINUTE).toISOString(),
        },
      ],
    })
    // received but not yet in the wallet: still counted, nothing more to receive
    expect(await check(m)).toMatchObject({ result: false, refundAmount: 40 })
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 1000, games: {}, rows: 0 })
    expectError(await expectUnchanged(mock, () => receive(m)), 400, 'NO_REFUND')

    clock.now += MINUTE
    expect(await addWallet(m)).toEqual(OK)
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 5000, games: {}, rows: 1 })
    expect(await refundFields(m.id)).toEqual({ refundAccrued: 0, refundBalance: 0 })
    const statement = await mock.call('POST', '/api/statement', { page: 1, limit: 10 }, m.token)
    expect((statement.body as { statements: unknown[] }).statements).toEqual([
      {
        _id: expect.any(String),
        statementType: 'bonus',
        status: 'SUCCESS',
        from: 'refund',
        to: 'wallet',
        amount: 40,
        createdAt: new Date(START + 2 * MINUTE).toISOString(),
        bonus: null,
        promotion: null,
        invite: null,
        refund: { description: 'คืนยอดเสีย' },
        luckydraw: null,
      },
    ])
    expect(await check(m)).toMatchObject({ result: false, refundAmount: 0 })
    expectError(await expectUnchanged(mock, () => addWallet(m)), 400, 'REFUND_MINIMUM')
  })

  it('nothing accrued → 400 NO_REFUND; nothing received → 400 REFUND_MINIMUM', async () => {
    const m = await createMember(mock)
    expectError(await expectUnchanged(mock, () => receive(m)), 400, 'NO_REFUND')
    expectError(await expectUnchanged(mock, () => addWallet(m)), 400, 'REFUND_MINIMUM')
  })

  it('receives add up: two receipts, one add to the wallet', async () => {
    const m = await createMember(mock)
    await grant(m, 10.25)
    expect(await receive(m)).toEqual(OK)
    await grant(m, 5)
    clock.now += MINUTE
    expect(await receive(m)).toEqual(OK)
    expect((await refundsOf(m)).refunds.map((r) => r.refundAmount)).toEqual([5, 10.25])
    expect(await check(m)).toMatchObject({ refundAmount: 15.25 })
    expect(await addWallet(m)).toEqual(OK)
    expect((await balancesOf(mock, m.id)).wallet).toBe(1525)
  })

  it('at once: each step happens once', async () => {
    const m = await createMember(mock)
    await grant(m, 30)
    const received = await Promise.all(Array.from({ length: 6 }, () => receive(m)))
    expect(received.filter((r) => r.status === 200)).toHaveLength(1)
    for (const r of received.filter((r) => r.status !== 200)) {
      expect(r).toEqual({ status: 400, body: { message: 'NO_REFUND' } })
    }
    expect((await refundsOf(m)).total).toBe(1)
    const added = await Promise.all(Array.from({ length: 6 }, () => addWallet(m)))
    expect(added.filter((r) => r.status === 200)).toHaveLength(1)
    for (const r of added.filter((r) => r.status !== 200)) {
      expect(r).toEqual({ status: 400, body: { message: 'REFUND_MINIMUM' } })
    }
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 3000, games: {}, rows: 1 })
  })
})

describe('what holds cashback back', () => {
  it('an active bonus: check says bonus, receive → 400 REFUND_CONDITION', async () => {
    const m = await createMember(mock)
    await grant(m, 20)
    expect((await get('/api/bonus/activate/DAILY20', m)).status).toBe(200)
    expect(await check(m)).toMatchObject({ result: false, bonus: true, refundAmount: 20 })
    expectError(await expectUnchanged(mock, () => receive(m)), 400, 'REFUND_CONDITION')
    // the bonus ended, it can be received
    await mock.prisma.member.update({ where: { id: m.id }, data: { walletBalance: 0 } })
    expect((await get('/api/bonus/clear', m)).status).toBe(200)
    expect(await check(m)).toMatchObject({ result: true, bonus: false })
    expect(await receive(m)).toEqual(OK)
  })

  it('switched off (admin refundActive) → 400 REFUND_INACTIVE; received cashback can still be added', async () => {
    const m = await createMember(mock)
    await grant(m, 20)
    expect(await receive(m)).toEqual(OK)
    await grant(m, 7)
    const off = await mock.admin('PUT', '/__admin/settings', { refundActive: false })
    expect(off.body).toMatchObject({ refundActive: false })
    try {
      expect(await check(m)).toMatchObject({ result: false, bonus: false, refundAmount: 27 })
      expectError(await expectUnchanged(mock, () => receive(m)), 400, 'REFUND_INACTIVE')
      const nothing = await createMember(mock)
      expectError(await expectUnchanged(mock, () => receive(nothing)), 400, 'REFUND_INACTIVE')
      expect(await addWallet(m)).toEqual(OK)
    } finally {
      await mock.admin('PUT', '/__admin/settings', { refundActive: true })
    }
    expect(await receive(m)).toEqual(OK)
    expect(await refundFields(m.id)).toEqual({ refundAccrued: 0, refundBalance: 700 })
  })
})

describe('POST /api/refund', () => {
  it('pages the logs newest first, total always all of them', async () => {
    const m = await createMember(mock)
    for (const amount of [1, 2, 3]) {
      await grant(m, amount)
      clock.now += MINUTE
      expect(await receive(m)).toEqual(OK)
    }
    const amounts = async (page: number, limit: number) =>
      (await refundsOf(m, page, limit)).refunds.map((r) => r.refundAmount)
    expect(await amounts(1, 2)).toEqual([3, 2])
    expect(await amounts(2, 2)).toEqual([1])
    expect(await refundsOf(m, 3, 2)).toEqual({ total: 3, refunds: [] })
  })

  describe('bad bodies', () => {
    let m: TestMember
    beforeAll(async () => {
      m = await createMember(mock)
    })
    badInputTests(() => mock, {
      method: 'POST',
      path: '/api/refund',
      valid: { page: 1, limit: 10 },
      required: ['page', 'limit'],
      token: () => m.token,
    })
  })
})

describe('GET /api/refund/banners', () => {
  it('answers the operator’s refund banners with the picture on this server', async () => {
    const m = await createMember(mock)
    const result = await get('/api/refund/banners', m)
    expect(result).toEqual({
      status: 200,
      body: [{ image: `${mock.url}/banners/refund.svg`, html: expect.stringContaining('5%') }],
    })
    expect(rewards.refundBanners.response.parse(result.body)).toHaveLength(1)
  })
})

describe('one member’s cashback is theirs', () => {
  it('another member neither sees the logs nor receives or adds the cashback', async () => {
    const [a, b] = [await createMember(mock), await createMember(mock)]
    await grant(a, 12)
    expect(await receive(a)).toEqual(OK)
    await grant(a, 8)
    expect(await refundsOf(b)).toEqual({ total: 0, refunds: [] })
    expect(await check(b)).toMatchObject({ result: false, refundAmount: 0 })
    expectError(await expectUnchanged(mock, () => receive(b)), 400, 'NO_REFUND')
    expectError(await expectUnchanged(mock, () => addWallet(b)), 400, 'REFUND_MINIMUM')
    expect(await refundFields(a.id)).toEqual({ refundAccrued: 800, refundBalance: 1200 })
  })
})

describe('the admin API', () => {
  it('PUT /__admin/members/:username sets refundAccrued in baht; bad amounts → 400 KEY_INVALID', async () => {
    const m = await createMember(mock)
    expect(await grant(m, 35.5)).toEqual({
      username: m.username,
      isActive: true,
      walletBalance: 0,
      refundAccrued: 35.5,
      refundBalance: 0,
      inviteBalance: 0,
    })
    for (const refundAccrued of [-0.01, 0.001, '5', true]) {
      expectError(
        await expectUnchanged(mock, () =>
          mock.admin('PUT', `/__admin/members/${m.username}`, { refundAccrued }),
        ),
        400,
        'KEY_INVALID',
      )
    }
    expectError(
      await mock.admin('PUT', `/__admin/members/${m.username}`, { refundBalance: 5 }),
      400,
      'KEY_INVALID',
    )
    expectError(
      await mock.admin('PUT', '/__admin/members/0000000000', { refundAccrued: 1 }),
      404,
      'NO_USER',
    )
    // 0 takes it back
    expect(await grant(m, 0)).toMatchObject({ refundAccrued: 0 })
  })
})

describe('no token → 401 UNAUTHORIZED', () => {
  it.each([
    ['POST', '/api/refund'],
    ['GET', '/api/refund/check'],
    ['GET', '/api/refund/receive'],
    ['GET', '/api/refund/addWallet'],
    ['GET', '/api/refund/banners'],
  ])('%s %s', async (method, path) => {
    const body = method === 'POST' ? { page: 1, limit: 10 } : undefined
    expectError(
      await expectUnchanged(mock, () => mock.call(method, path, body)),
      401,
      'UNAUTHORIZED',
    )
  })
})
