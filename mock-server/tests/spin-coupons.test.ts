// Spin coupons: GET /api/spinwheel/coupon and POST /api/spinwheel/coupon/claim (SPEC §8 spin
// coupon codes), paying into the wallet with a luckydraw statement row, once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { endpoints } from '@member-wallet/contract/schemas'

import { DEMO_PASSWORD, DEMO_USERNAME } from '../seed'
import {
  badInputTests,
  balancesOf,
  createMember,
  expectError,
  expectUnchanged,
  type TestMember,
} from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const spin = endpoints.spin
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

// Every clock stays before the tests' real time, so the members' sessions stay valid.
const START = Date.parse('2026-11-13T05:00:00Z')
const clock = { now: START }

let mock: TestMock
let demo: TestMember
beforeAll(async () => {
  mock = await startTestMock({ now: () => clock.now })
  demo = { id: 1, username: DEMO_USERNAME, token: await mock.login(DEMO_USERNAME, DEMO_PASSWORD) }
})
afterAll(() => mock.close())
beforeEach(() => {
  clock.now = START
})

const couponsOf = async (as: TestMember) => {
  const result = await mock.call('GET', '/api/spinwheel/coupon', undefined, as.token)
  expect(result.status).toBe(200)
  return spin.coupons.response.parse(result.body)
}

const claim = (coupon: unknown, as: TestMember) =>
  mock.call('POST', '/api/spinwheel/coupon/claim', { coupon }, as.token)

const claimOk = async (coupon: string, as: TestMember) => {
  expect(await claim(coupon, as)).toEqual({ status: 200, body: { success: true, error: null } })
}

const statementsOf = async (as: TestMember) => {
  const result = await mock.call('POST', '/api/statement', { page: 1, limit: 100 }, as.token)
  expect(result.status).toBe(200)
  return endpoints.statement.statements.response.parse(result.body).statements
}

const activeBonusOf = async (as: TestMember) => {
  const result = await mock.call('GET', '/api/bonus/check/active', undefined, as.token)
  return endpoints.rewards.activeBonus.response.parse(result.body)
}

/** A new member who spun the given (forced) slice once: answers the member and the coupon id. */
const winCoupon = async (code: string, member?: TestMember) => {
  const m = member ?? (await createMember(mock))
  await mock.prisma.member.update({ where: { id: m.id }, data: { coin: { increment: 1 } } })
  expect((await mock.admin('PUT', '/__admin/spin', { nextSlices: [code] })).status).toBe(200)
  const spun = await mock.call('POST', '/api/spinwheel/spin', {}, m.token)
  expect(spun.body).toMatchObject({ success: true, result: { code } })
  const [coupon] = await couponsOf(m)
  return { m, id: coupon?._id ?? '' }
}

/** A coupon written straight into the database (spins never make these). */
const couponRow = async (memberId: number, sliceCode: string, amount = 1000) => {
  const row = await mock.prisma.spinCoupon.create({
    data: {
      memberId,
      sliceCode,
      prizeName: sliceCode,
      amount,
      createdAt: new Date(START),
      expiresAt: new Date(START + 7 * DAY),
    },
  })
  return String(row.id)
}

describe('GET /api/spinwheel/coupon', () => {
  it('the demo member: 10 and 50 baht, newest first; the expired one is left out', async () => {
    expect(await couponsOf(demo)).toEqual([
      {
        _id: expect.any(String),
        prize: {
          name: 'เครดิตฟรี 10 บาท',
          slice: {
            code: 'CREDIT10',
            label: '10 บาท',
            bgColor: '#6d28d9',
            textColor: '#ffffff',
            htmlDescription: expect.stringMatching(/^<p>.*10 บาท.*<\/p>$/),
          },
        },
        amount: 10,
        createdAt: new Date(START - 5 * HOUR).toISOString(),
        expiredAt: new Date(START - 5 * HOUR + 7 * DAY).toISOString(),
      },
      {
        _id: expect.any(String),
        prize: {
          name: 'เครดิตฟรี 50 บาท',
          slice: expect.objectContaining({ code: 'CREDIT50', label: '50 บาท' }),
        },
        amount: 50,
        createdAt: new Date(START - 2 * DAY).toISOString(),
        expiredAt: new Date(START + 5 * DAY).toISOString(),
      },
    ])
    const expired = await mock.prisma.spinCoupon.findMany({
      where: { memberId: 1, expiresAt: { lte: new Date(START) } },
    })
    expect(expired.map((c) => [c.sliceCode, c.status, c.amount])).toEqual([
      ['CREDIT5', 'claimable', 500],
    ])
  })

  it('a new member has none; another member’s are never listed', async () => {
    const { m } = await winCoupon('CREDIT10')
    const other = await createMember(mock)
    expect(await couponsOf(other)).toEqual([])
    expect(await couponsOf(m)).toHaveLength(1)
  })

  it('a coupon is listed until the moment it expires', async () => {
    const { m, id } = await winCoupon('CREDIT5')
    clock.now = START + 7 * DAY - 1
    expect((await couponsOf(m)).map((c) => c._id)).toEqual([id])
    clock.now = START + 7 * DAY
    expect(await couponsOf(m)).toEqual([])
  })
})

describe('POST /api/spinwheel/coupon/claim', () => {
  it('a credit coupon: the amount into the wallet with a luckydraw bonus row, once', async () => {
    const { m, id } = await winCoupon('CREDIT50')
    clock.now += HOUR
    await claimOk(id, m)
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 5000, games: {}, rows: 1 })
    expect(await statementsOf(m)).toEqual([
      {
        _id: expect.any(String),
        statementType: 'bonus',
        status: 'SUCCESS',
        from: 'luckydraw',
        to: 'wallet',
        amount: 50,
        createdAt: new Date(START + HOUR).toISOString(),
        bonus: null,
        promotion: null,
        invite: null,
        refund: null,
        luckydraw: { description: '50 บาท' },
      },
    ])
    expect(await couponsOf(m)).toEqual([])
    const row = await mock.prisma.spinCoupon.findUniqueOrThrow({ where: { id: Number(id) } })
    expect(row).toMatchObject({ status: 'claimed', claimedAt: new Date(START + HOUR) })
    // claimed → 409 NO_CLAIMABLE_COUPON, nothing more is paid
    expectError(await expectUnchanged(mock, () => claim(id, m)), 409, 'NO_CLAIMABLE_COUPON')
  })

  it('the demo member claims the seeded 50 baht', async () => {
    const fifty = (await couponsOf(demo)).find((c) => c.amount === 50)
    const before = await balancesOf(mock, demo.id)
    await claimOk(fifty?._id ?? '', demo)
    expect((await balancesOf(mock, demo.id)).wallet).toBe(before.wallet + 5000)
    expect((await couponsOf(demo)).map((c) => c.amount)).toEqual([10])
  })

  it('a bonus coupon: the bonus becomes active and its amount is credited as luckydraw', async () => {
    const { m, id } = await winCoupon('BONUS20')
    await claimOk(id, m)
    expect(await activeBonusOf(m)).toEqual({ status: true, type: 'day' })
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 2000, games: {}, rows: 1 })
    expect((await statementsOf(m))[0]).toMatchObject({
      from: 'luckydraw',
      amount: 20,
      luckydraw: { description: 'โบนัส 20' },
    })
    // a prize, not the member's own claim: the bonus's receipts stay as they were
    const userBonus = await mock.prisma.userBonus.findFirstOrThrow({
      where: { memberId: m.id },
      include: { receipts: true },
    })
    expect(userBonus).toMatchObject({ bonusCode: 'DAILY20', isActive: true, receipts: [] })
  })

  it('five claims of one coupon at once pay once', async () => {
    const { m, id } = await winCoupon('CREDIT100')
    const results = await Promise.all(Array.from({ length: 5 }, () => claim(id, m)))
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r).toEqual({ status: 409, body: { message: 'NO_CLAIMABLE_COUPON' } })
    }
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 10000, games: {}, rows: 1 })
  })

  it('two coupons claimed at once both pay', async () => {
    const { m, id: first } = await winCoupon('CREDIT10')
    const { id: second } = await winCoupon('CREDIT5', m)
    const results = await Promise.all([claim(first, m), claim(second, m)])
    expect(results.map((r) => r.status)).toEqual([200, 200])
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 1500, games: {}, rows: 2 })
  })

  describe('refusals change nothing', () => {
    it('an unknown coupon → 404 INVALID_CODE', async () => {
      const m = await createMember(mock)
      for (const coupon of ['999999', '0', '-1', '1.5', 'abc', '1e3', '9'.repeat(30)]) {
        expectError(await expectUnchanged(mock, () => claim(coupon, m)), 404, 'INVALID_CODE')
      }
    })

    it('another member’s coupon → 404 INVALID_CODE, for them it still works', async () => {
      const { m: owner, id } = await winCoupon('CREDIT10')
      const other = await createMember(mock)
      expectError(await expectUnchanged(mock, () => claim(id, other)), 404, 'INVALID_CODE')
      await claimOk(id, owner)
    })

    it('expired → 400 COUPON_EXPIRED (the moment it expires), a moment before it pays', async () => {
      const { m, id } = await winCoupon('CREDIT5')
      const { id: other } = await winCoupon('CREDIT10', m)
      clock.now = START + 7 * DAY
      expectError(await expectUnchanged(mock, () => claim(id, m)), 400, 'COUPON_EXPIRED')
      clock.now = START + 7 * DAY - 1
      await claimOk(other, m)
    })

    it('its slice deleted → 400 INVALID_PRIZE_CODE; the list still shows it, in grey', async () => {
      const wheel = await mock.prisma.spinWheel.findFirstOrThrow()
      await mock.prisma.spinSlice.create({
        data: {
          wheelId: wheel.id,
          code: 'GONE7',
          label: '7 บาท',
          bgColor: '#000000',
          textColor: '#ffffff',
          kind: 'credit',
          amount: 700,
          // never drawn: only forced
          weight: 0,
          sortOrder: 99,
        },
      })
      const { m, id } = await winCoupon('GONE7')
      await mock.prisma.spinSlice.delete({ where: { code: 'GONE7' } })
      expect(await couponsOf(m)).toEqual([
        expect.objectContaining({
          _id: id,
          prize: {
            name: 'เครดิตฟรี 7 บาท',
            slice: {
              code: 'GONE7',
              label: 'เครดิตฟรี 7 บาท',
              bgColor: '#6b7280',
              textColor: '#ffffff',
              htmlDescription: '',
            },
          },
          amount: 7,
        }),
      ])
      expectError(await expectUnchanged(mock, () => claim(id, m)), 400, 'INVALID_PRIZE_CODE')
    })

    it('its bonus switched off → 400 INVALID_PRIZE_CODE', async () => {
      const { m, id } = await winCoupon('BONUS20')
      await mock.prisma.bonus.update({ where: { code: 'DAILY20' }, data: { isActive: false } })
      try {
        expectError(await expectUnchanged(mock, () => claim(id, m)), 400, 'INVALID_PRIZE_CODE')
      } finally {
        await mock.prisma.bonus.update({ where: { code: 'DAILY20' }, data: { isActive: true } })
      }
      await claimOk(id, m)
    })

    it('a slice that wins no coupon (coins, nothing) → 400 INVALID_COUPON_TYPE', async () => {
      const m = await createMember(mock)
      for (const code of ['NOTHING', 'COIN1']) {
        const id = await couponRow(m.id, code)
        expectError(await expectUnchanged(mock, () => claim(id, m)), 400, 'INVALID_COUPON_TYPE')
      }
    })

    it('a bonus active → 400 BONUS_REMAINING, for credit and bonus coupons alike', async () => {
      const { m, id } = await winCoupon('CREDIT50')
      const { id: bonusCoupon } = await winCoupon('BONUS20', m)
      const activated = await mock.call('GET', '/api/bonus/activate/WEEKLY50', undefined, m.token)
      expect(activated.status).toBe(200)
      expectError(await expectUnchanged(mock, () => claim(id, m)), 400, 'BONUS_REMAINING')
      expectError(await expectUnchanged(mock, () => claim(bonusCoupon, m)), 400, 'BONUS_REMAINING')
      // once the bonus is ended the coupon pays
      await mock.prisma.member.update({ where: { id: m.id }, data: { walletBalance: 0 } })
      expect((await mock.call('GET', '/api/bonus/clear', undefined, m.token)).status).toBe(200)
      await claimOk(id, m)
    })
  })

  describe('bad bodies', () => {
    let m: TestMember
    beforeAll(async () => {
      m = await createMember(mock)
    })
    badInputTests(() => mock, {
      method: 'POST',
      path: '/api/spinwheel/coupon/claim',
      valid: { coupon: '1' },
      required: ['coupon'],
      token: () => m.token,
    })
  })
})
