// Promotion codes: GET /api/promotion/find/:code, /activate/:code and /current.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { endpoints } from '@member-wallet/contract/schemas'

import { balancesOf, createMember, expectError, expectUnchanged, type TestMember } from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const rewards = endpoints.rewards
const MINUTE = 60_000
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
const find = (code: string, as: TestMember) => get(`/api/promotion/find/${code}`, as)
const activate = (code: string, as: TestMember) => get(`/api/promotion/activate/${code}`, as)

const current = async (as: TestMember) => {
  const result = await get('/api/promotion/current', as)
  expect(result.status).toBe(200)
  return rewards.currentPromotion.response.parse(result.body)
}

const NEWYEAR50 = {
  code: 'NEWYEAR50',
  description: 'โปรปีใหม่ รับเครดิตฟรี 50 บาท ทำยอดชนะ 5 เท่าถอนได้ทันที',
  percentFail: 25,
}
const SONGKRAN100 = {
  code: 'SONGKRAN100',
  description: 'โปรสงกรานต์ รับเครดิตฟรี 100 บาท ทำยอดชนะ 5 เท่าถอนได้ทันที',
  percentFail: 40,
}

let member: TestMember
beforeAll(async () => {
  member = await createMember(mock)
})

describe('GET /api/promotion/find/:code', () => {
  it('finds an active promotion in any case, with blanks around it', async () => {
    for (const code of ['NEWYEAR50', 'newyear50', '%20NewYear50%20']) {
      const result = await find(code, member)
      expect(result).toEqual({ status: 200, body: NEWYEAR50 })
      expect(rewards.findPromotion.response.parse(result.body)).toEqual(NEWYEAR50)
    }
    expect((await find('songkran100', member)).body).toEqual(SONGKRAN100)
  })

  it('an unknown or switched-off code answers {}', async () => {
    for (const code of ['NOPE', 'OLD10', 'old10', 'X'.repeat(30)]) {
      expect(await find(code, member)).toEqual({ status: 200, body: {} })
    }
  })

  it('a code longer than 30 characters → 400 KEY_INVALID; blank → 400 KEY_MISSING', async () => {
    expectError(await find('X'.repeat(31), member), 400, 'KEY_INVALID')
    expectError(
      await find(`NEWYEAR50${'%20'.repeat(3)}${'Y'.repeat(25)}`, member),
      400,
      'KEY_INVALID',
    )
    expectError(await find('%20%20', member), 400, 'KEY_MISSING')
  })
})

describe('GET /api/promotion/activate/:code', () => {
  it('credits the promotion once, with a bonus row from promotion', async () => {
    const m = await createMember(mock, { wallet: 1000 })
    expect(await current(m)).toBeNull()
    expect(await activate('newyear50', m)).toEqual({ status: 200, body: { message: 'SUCCESS' } })
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 6000, games: {}, rows: 1 })
    const statement = await mock.call('POST', '/api/statement', { page: 1, limit: 10 }, m.token)
    expect(statement.body).toEqual({
      total: 1,
      statements: [
        {
          _id: expect.any(String),
          statementType: 'bonus',
          status: 'SUCCESS',
          from: 'promotion',
          to: 'wallet',
          amount: 50,
          createdAt: new Date(START).toISOString(),
          bonus: null,
          promotion: { description: NEWYEAR50.description },
          invite: null,
          refund: null,
          luckydraw: null,
        },
      ],
    })
    expect(await current(m)).toEqual(NEWYEAR50)

    // the same code again, in any case → 409 PROMOTION_RECEIVED
    for (const code of ['NEWYEAR50', 'NewYear50']) {
      expectError(await expectUnchanged(mock, () => activate(code, m)), 409, 'PROMOTION_RECEIVED')
    }
  })

  it('an unknown or switched-off code → 404 NO_PROMOTION; too long → 400 KEY_INVALID', async () => {
    const m = await createMember(mock)
    for (const code of ['NOPE', 'OLD10']) {
      expectError(await expectUnchanged(mock, () => activate(code, m)), 404, 'NO_PROMOTION')
    }
    expectError(await expectUnchanged(mock, () => activate('Z'.repeat(31), m)), 400, 'KEY_INVALID')
  })

  it('with a bonus active → 409 BONUS_ALREADY_ACTIVE (a used code still says PROMOTION_RECEIVED)', async () => {
    const m = await createMember(mock)
    expect((await activate('NEWYEAR50', m)).status).toBe(200)
    expect((await get('/api/bonus/activate/DAILY20', m)).status).toBe(200)
    expectError(
      await expectUnchanged(mock, () => activate('SONGKRAN100', m)),
      409,
      'BONUS_ALREADY_ACTIVE',
    )
    expectError(
      await expectUnchanged(mock, () => activate('NEWYEAR50', m)),
      409,
      'PROMOTION_RECEIVED',
    )
  })

  it('many activations of one code at once pay once', async () => {
    const m = await createMember(mock)
    const results = await Promise.all(Array.from({ length: 8 }, () => activate('songkran100', m)))
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r).toEqual({ status: 409, body: { message: 'PROMOTION_RECEIVED' } })
    }
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 10000, games: {}, rows: 1 })
    expect(await mock.prisma.promotionUse.count({ where: { memberId: m.id } })).toBe(1)
  })
})

describe('GET /api/promotion/current', () => {
  it('answers the latest promotion the member used, even one switched off since', async () => {
    const m = await createMember(mock)
    expect((await activate('SONGKRAN100', m)).status).toBe(200)
    clock.now += MINUTE
    expect((await activate('NEWYEAR50', m)).status).toBe(200)
    expect(await current(m)).toEqual(NEWYEAR50)
    await mock.prisma.promotion.update({ where: { code: 'NEWYEAR50' }, data: { isActive: false } })
    try {
      expect(await current(m)).toEqual(NEWYEAR50)
      expect((await find('NEWYEAR50', m)).body).toEqual({})
    } finally {
      await mock.prisma.promotion.update({ where: { code: 'NEWYEAR50' }, data: { isActive: true } })
    }
  })
})

describe('one member’s promotions are theirs', () => {
  it('another member does not see them and can use the same code', async () => {
    const [a, b] = [await createMember(mock), await createMember(mock)]
    expect((await activate('NEWYEAR50', a)).status).toBe(200)
    expect(await current(b)).toBeNull()
    expect(await activate('NEWYEAR50', b)).toEqual({ status: 200, body: { message: 'SUCCESS' } })
    expect(await current(b)).toEqual(NEWYEAR50)
    expect((await balancesOf(mock, a.id)).wallet).toBe(5000)
    expect((await balancesOf(mock, b.id)).wallet).toBe(5000)
  })
})

describe('no token → 401 UNAUTHORIZED', () => {
  it.each([
    '/api/promotion/current',
    '/api/promotion/find/NEWYEAR50',
    '/api/promotion/activate/NEWYEAR50',
  ])('%s', async (path) => {
    expectError(await expectUnchanged(mock, () => mock.call('GET', path)), 401, 'UNAUTHORIZED')
  })
})
