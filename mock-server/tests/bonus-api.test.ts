// Bonuses: GET /api/bonus, /api/bonus/activate/:code, /check/active, /check/minimum and
// /clear; the periods maxReceived counts in (Bangkok day and week), and deposits refused while
// a bonus is active.
import { readFileSync } from 'node:fs'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { endpoints, SLIP_FILE_FIELD } from '@member-wallet/contract/schemas'
import { encryptTrueLink } from '@member-wallet/contract/truelink'

import { DEMO_PASSWORD, DEMO_USERNAME, SAMPLE_SLIP } from '../seed'
import { balancesOf, createMember, expectError, expectUnchanged, type TestMember } from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const rewards = endpoints.rewards
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const SECRET = 'bonus-test-secret'

// Friday 13 November 2026, 12:00 in Bangkok (05:00 UTC); that week began on Monday the 9th
// at 00:00 Bangkok (Sunday the 8th, 17:00 UTC). Every clock stays before the tests' real time,
// so the members' sessions stay valid.
const START = Date.parse('2026-11-13T05:00:00Z')
const clock = { now: START }

let mock: TestMock
let demoToken: string
beforeAll(async () => {
  mock = await startTestMock({ now: () => clock.now, trueLinkSecret: SECRET })
  demoToken = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
})
afterAll(() => mock.close())
beforeEach(() => {
  clock.now = START
})

const get = (path: string, as: { token: string }) => mock.call('GET', path, undefined, as.token)

const bonusesOf = async (as: { token: string }) => {
  const result = await get('/api/bonus', as)
  expect(result.status).toBe(200)
  return rewards.bonuses.response.parse(result.body)
}

const activate = (code: string, as: TestMember) => get(`/api/bonus/activate/${code}`, as)

/** Receives a bonus and answers the user bonus. */
const activateOk = async (code: string, as: TestMember) => {
  const result = await activate(code, as)
  expect(result.status).toBe(200)
  return rewards.activateBonus.response.parse(result.body)
}

const activeOf = async (as: TestMember) => {
  const result = await get('/api/bonus/check/active', as)
  expect(result.status).toBe(200)
  return rewards.activeBonus.response.parse(result.body)
}

const clear = (as: TestMember) => get('/api/bonus/clear', as)

/** The member loses everything in the games: wallet and game balances to 0. */
const loseEverything = async (as: TestMember) => {
  await mock.prisma.member.update({ where: { id: as.id }, data: { walletBalance: 0 } })
  await mock.prisma.gameAccount.updateMany({ where: { memberId: as.id }, data: { balance: 0 } })
}

/** Ends the member's bonus after losing everything. */
const loseAndClear = async (as: TestMember) => {
  await loseEverything(as)
  expect(await clear(as)).toEqual({ status: 200, body: { message: 'BONUS_CLEAR' } })
}

const statementsOf = async (as: TestMember) => {
  const result = await mock.call('POST', '/api/statement', { page: 1, limit: 100 }, as.token)
  expect(result.status).toBe(200)
  return endpoints.statement.statements.response.parse(result.body).statements
}

describe('GET /api/bonus', () => {
  it('lists the seeded bonuses in order with the demo member’s records', async () => {
    const banner = (file: string) => `${mock.url}/banners/${file}`
    const bonuses = await bonusesOf({ token: demoToken })
    expect(bonuses).toEqual([
      {
        code: 'WELCOME100',
        name: 'โบนัสสมาชิกใหม่ 100 บาท',
        type: 'limit',
        maxReceived: 1,
        percentFail: 30,
        banners: [
          { image: banner('bonus-welcome.svg'), html: '' },
          { image: banner('promo.svg'), html: expect.stringContaining('เงื่อนไข') },
        ],
        userBonus: null,
      },
      {
        code: 'DAILY20',
        name: 'โบนัสรายวัน 20 บาท',
        type: 'day',
        maxReceived: 2,
        percentFail: 20,
        banners: [
          { image: banner('bonus-daily.svg'), html: '' },
          { image: banner('promo.svg'), html: expect.stringContaining('วันละ 2 ครั้ง') },
        ],
        // yesterday 21:00 in Bangkok
        userBonus: {
          _id: expect.any(String),
          isActive: false,
          received: [{ updatedAt: '2026-11-12T14:00:00.000Z' }],
        },
      },
      {
        code: 'WEEKLY50',
        name: 'โบนัสรายสัปดาห์ 50 บาท',
        type: 'week',
        maxReceived: 1,
        percentFail: 25,
        banners: [
          { image: banner('bonus-weekly.svg'), html: '' },
          { image: banner('promo.svg'), html: expect.stringContaining('วันจันทร์') },
        ],
        // Monday 10:00 in Bangkok
        userBonus: {
          _id: expect.any(String),
          isActive: false,
          received: [{ updatedAt: '2026-11-09T03:00:00.000Z' }],
        },
      },
    ])
  })

  it('serves the banner pictures as SVG, cached for long', async () => {
    for (const file of [
      'bonus-welcome.svg',
      'bonus-daily.svg',
      'bonus-weekly.svg',
      'invite.svg',
      'refund.svg',
      'promo.svg',
    ]) {
      const response = await fetch(`${mock.url}/banners/${file}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
      expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/)
      const svg = await response.text()
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 640 360"/)
    }
    expectError(await mock.call('GET', '/banners/nope.svg'), 404, 'NO_DATA')
  })

  it('leaves out a bonus the operator switched off', async () => {
    const m = await createMember(mock)
    await mock.prisma.bonus.update({ where: { code: 'DAILY20' }, data: { isActive: false } })
    try {
      expect((await bonusesOf(m)).map((b) => b.code)).toEqual(['WELCOME100', 'WEEKLY50'])
      expectError(await expectUnchanged(mock, () => activate('DAILY20', m)), 404, 'NO_DATA')
    } finally {
      await mock.prisma.bonus.update({ where: { code: 'DAILY20' }, data: { isActive: true } })
    }
  })

  it('a new member has no records', async () => {
    const m = await createMember(mock)
    expect((await bonusesOf(m)).map((b) => b.userBonus)).toEqual([null, null, null])
  })
})

describe('GET /api/bonus/activate/:code', () => {
  it('credits the bonus with a bonus row, makes it active and answers the user bonus', async () => {
    const m = await createMember(mock, { wallet: 1000 })
    const userBonus = await activateOk('welcome100', m)
    expect(userBonus).toEqual({
      _id: expect.any(String),
      isActive: true,
      received: [{ updatedAt: new Date(START).toISOString() }],
    })
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 11000, games: {}, rows: 1 })
    const [row] = await statementsOf(m)
    expect(row).toEqual({
      _id: expect.any(String),
      statementType: 'bonus',
      status: 'SUCCESS',
      from: 'bonus',
      to: 'wallet',
      amount: 100,
      createdAt: new Date(START).toISOString(),
      bonus: { description: 'โบนัสสมาชิกใหม่ 100 บาท' },
      promotion: null,
      invite: null,
      refund: null,
      luckydraw: null,
    })
    expect(await activeOf(m)).toEqual({ status: true, type: 'limit' })
    const welcome = (await bonusesOf(m)).find((b) => b.code === 'WELCOME100')
    expect(welcome?.userBonus).toEqual(userBonus)
  })

  it('the same bonus or another while one is active → 409 BONUS_ALREADY_ACTIVE', async () => {
    const m = await createMember(mock)
    await activateOk('DAILY20', m)
    for (const code of ['DAILY20', 'WELCOME100', 'weekly50']) {
      expectError(await expectUnchanged(mock, () => activate(code, m)), 409, 'BONUS_ALREADY_ACTIVE')
    }
  })

  it('an unknown code → 404 NO_DATA', async () => {
    const m = await createMember(mock)
    for (const code of ['NOPE', 'x'.repeat(300), '%20']) {
      expectError(await expectUnchanged(mock, () => activate(code, m)), 404, 'NO_DATA')
    }
  })

  it('several bonuses at once: exactly one is received', async () => {
    const m = await createMember(mock)
    const results = await Promise.all(
      ['WELCOME100', 'DAILY20', 'WEEKLY50', 'DAILY20', 'WELCOME100', 'WEEKLY50'].map((code) =>
        activate(code, m),
      ),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r).toEqual({ status: 409, body: { message: 'BONUS_ALREADY_ACTIVE' } })
    }
    expect(await mock.prisma.userBonus.count({ where: { memberId: m.id, isActive: true } })).toBe(1)
    expect((await balancesOf(mock, m.id)).rows).toBe(1)
  })

  describe('maxReceived in its period (Bangkok time)', () => {
    it('limit: once, for ever', async () => {
      const m = await createMember(mock)
      await activateOk('WELCOME100', m)
      await loseAndClear(m)
      expectError(
        await expectUnchanged(mock, () => activate('WELCOME100', m)),
        409,
        'BONUS_MAX_CLAIMED',
      )
      clock.now = START + 7 * DAY
      expectError(await activate('WELCOME100', m), 409, 'BONUS_MAX_CLAIMED')
      // the card says so too
      const welcome = (await bonusesOf(m)).find((b) => b.code === 'WELCOME100')
      expect(welcome?.userBonus).toMatchObject({ isActive: false, received: [expect.anything()] })
    })

    it('day: twice a day; a new day starts at midnight in Bangkok (17:00 UTC)', async () => {
      const m = await createMember(mock)
      // 23:00 in Bangkok
      clock.now = Date.parse('2026-11-13T16:00:00Z')
      await activateOk('DAILY20', m)
      await loseAndClear(m)
      clock.now += 30 * MINUTE
      const second = await activateOk('DAILY20', m)
      expect(second.received).toHaveLength(2)
      await loseAndClear(m)
      clock.now = Date.parse('2026-11-13T16:59:59.999Z')
      expectError(
        await expectUnchanged(mock, () => activate('DAILY20', m)),
        409,
        'BONUS_MAX_CLAIMED',
      )
      clock.now = Date.parse('2026-11-13T17:00:00.000Z')
      const third = await activateOk('DAILY20', m)
      expect(third).toEqual({
        _id: second._id,
        isActive: true,
        received: [
          { updatedAt: '2026-11-13T16:00:00.000Z' },
          { updatedAt: '2026-11-13T16:30:00.000Z' },
          { updatedAt: '2026-11-13T17:00:00.000Z' },
        ],
      })
      expect((await balancesOf(mock, m.id)).wallet).toBe(2000)
    })

    it('week: once a week; a new week starts on Monday 00:00 in Bangkok', async () => {
      const m = await createMember(mock)
      // Monday the 9th, 00:00 in Bangkok: the first moment of the week
      clock.now = Date.parse('2026-11-08T17:00:00Z')
      await activateOk('WEEKLY50', m)
      await loseAndClear(m)
      // Sunday the 15th, 23:59:59.999 in Bangkok: the same week
      clock.now = Date.parse('2026-11-15T16:59:59.999Z')
      expectError(
        await expectUnchanged(mock, () => activate('WEEKLY50', m)),
        409,
        'BONUS_MAX_CLAIMED',
      )
      // Monday the 16th, 00:00 in Bangkok
      clock.now = Date.parse('2026-11-15T17:00:00Z')
      expect((await activateOk('WEEKLY50', m)).received).toHaveLength(2)
    })

    it('the demo member received WEEKLY50 this week and DAILY20 only yesterday', async () => {
      const m = { id: 1, username: DEMO_USERNAME, token: demoToken }
      expectError(
        await expectUnchanged(mock, () => activate('WEEKLY50', m)),
        409,
        'BONUS_MAX_CLAIMED',
      )
      expect((await activateOk('DAILY20', m)).received).toHaveLength(2)
      expect(await activeOf(m)).toEqual({ status: true, type: 'day' })
    })
  })
})

describe('GET /api/bonus/check/active and /check/minimum', () => {
  it('no bonus: status false, type null', async () => {
    const m = await createMember(mock)
    expect(await activeOf(m)).toEqual({ status: false, type: null })
  })

  it('minimum: the 5 baht threshold, and true while the wallet and all games together are below it', async () => {
    const m = await createMember(mock, { wallet: 300, games: { JOKER: 199 } })
    const minimum = async () => (await get('/api/bonus/check/minimum', m)).body
    expect(await minimum()).toEqual({ status: true, minimum: 5 })
    await mock.prisma.gameAccount.updateMany({ where: { memberId: m.id }, data: { balance: 200 } })
    expect(await minimum()).toEqual({ status: false, minimum: 5 })
  })
})

describe('GET /api/bonus/clear', () => {
  it('no active bonus → 400 NO_DATA', async () => {
    const m = await createMember(mock)
    expectError(await expectUnchanged(mock, () => clear(m)), 400, 'NO_DATA')
  })

  it('at or above the threshold → 400 BONUS_CONDITION, nothing changes', async () => {
    const m = await createMember(mock, { games: { JOKER: 300, PG: 150 } })
    await activateOk('DAILY20', m)
    // 20.00 in the wallet and 4.50 in the games
    expectError(await expectUnchanged(mock, () => clear(m)), 400, 'BONUS_CONDITION')
    // exactly 5.00 is not below it
    await mock.prisma.member.update({ where: { id: m.id }, data: { walletBalance: 50 } })
    expectError(await expectUnchanged(mock, () => clear(m)), 400, 'BONUS_CONDITION')
    expect(await activeOf(m)).toEqual({ status: true, type: 'day' })
  })

  it('below it: every game balance is cleared with a finish_bonus row, the wallet stays', async () => {
    const m = await createMember(mock, { games: { JOKER: 300, PG: 150, UFABET: 0 } })
    await activateOk('DAILY20', m)
    // the member lost most of it: 1.00 in the wallet, 2.49 and 1.50 in the games
    await mock.prisma.member.update({ where: { id: m.id }, data: { walletBalance: 100 } })
    await mock.prisma.gameAccount.updateMany({
      where: { memberId: m.id, providerCode: 'JOKER' },
      data: { balance: 249 },
    })
    clock.now += HOUR
    expect(await clear(m)).toEqual({ status: 200, body: { message: 'BONUS_CLEAR' } })
    expect(await balancesOf(mock, m.id)).toEqual({
      wallet: 100,
      games: { JOKER: 0, PG: 0, UFABET: 0 },
      rows: 2,
    })
    const [finish] = await statementsOf(m)
    expect(finish).toMatchObject({
      statementType: 'finish_bonus',
      status: 'SUCCESS',
      from: 'bonus',
      to: null,
      amount: 3.99,
      createdAt: new Date(START + HOUR).toISOString(),
      bonus: { description: 'โบนัสรายวัน 20 บาท' },
    })
    expect(await activeOf(m)).toEqual({ status: false, type: null })
    expect((await bonusesOf(m)).find((b) => b.code === 'DAILY20')?.userBonus?.isActive).toBe(false)
    // ended: a second call has nothing to end
    expectError(await expectUnchanged(mock, () => clear(m)), 400, 'NO_DATA')
  })

  it('empty games: the finish_bonus row says 0', async () => {
    const m = await createMember(mock)
    await activateOk('WEEKLY50', m)
    await loseAndClear(m)
    const [finish] = await statementsOf(m)
    expect(finish).toMatchObject({ statementType: 'finish_bonus', amount: 0 })
  })

  it('follows bonusClearBelow (admin API)', async () => {
    const set = await mock.admin('PUT', '/__admin/settings', { bonusClearBelow: 30 })
    expect(set.body).toMatchObject({ bonusClearBelow: 30 })
    try {
      const m = await createMember(mock, { games: { JOKER: 300 } })
      await activateOk('DAILY20', m)
      // 23.00 in all is below 30
      expect((await get('/api/bonus/check/minimum', m)).body).toEqual({ status: true, minimum: 30 })
      expect((await clear(m)).status).toBe(200)
      expect(await balancesOf(mock, m.id)).toEqual({ wallet: 2000, games: { JOKER: 0 }, rows: 2 })
    } finally {
      await mock.admin('PUT', '/__admin/settings', { bonusClearBelow: 5 })
    }
    for (const bonusClearBelow of [-1, 'five', null]) {
      expectError(
        await mock.admin('PUT', '/__admin/settings', { bonusClearBelow }),
        400,
        'KEY_INVALID',
      )
    }
    expect((await mock.admin('GET', '/__admin/settings')).body).toMatchObject({
      bonusClearBelow: 5,
    })
  })

  it('two ends at once: one ends it, the other finds none', async () => {
    const m = await createMember(mock, { games: { PG: 100 } })
    await activateOk('DAILY20', m)
    await mock.prisma.member.update({ where: { id: m.id }, data: { walletBalance: 0 } })
    const results = await Promise.all([clear(m), clear(m), clear(m)])
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400])
    expect(await mock.prisma.statement.count({ where: { memberId: m.id } })).toBe(2)
  })
})

describe('deposits while a bonus is active → 400 BONUS_REMAINING (SPEC §9)', () => {
  let m: TestMember
  let linkWallet: string
  beforeAll(async () => {
    const wallet = await mock.prisma.depositAccount.findFirst({
      where: { kind: 'WALLET', mode: 'LINK' },
    })
    linkWallet = wallet?.walletAccountName ?? ''
  })
  beforeEach(async () => {
    m = await createMember(mock)
    await activateOk('DAILY20', m)
  })

  const slip = async () => {
    const form = new FormData()
    const png = readFileSync(SAMPLE_SLIP)
    form.append(SLIP_FILE_FIELD, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png')
    const response = await fetch(`${mock.url}/api/wallet/slip`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${m.token}` },
      body: form,
    })
    return { status: response.status, body: (await response.json()) as unknown }
  }

  it('a QR, a slip and a True Wallet gift link are refused, nothing is written', async () => {
    const qr = () => mock.call('POST', '/api/qrcode/KBANK', { amount: 100 }, m.token)
    expectError(await expectUnchanged(mock, qr), 400, 'BONUS_REMAINING')
    expectError(await expectUnchanged(mock, slip), 400, 'BONUS_REMAINING')
    const link = `https://gift.truemoney.com/campaign/?v=${'bonusvoucher'.padEnd(18, 'x')}`
    const truelink = () =>
      mock.call(
        'POST',
        '/api/wallet/truelink',
        { link: encryptTrueLink(link, linkWallet, SECRET) },
        m.token,
      )
    expectError(await expectUnchanged(mock, truelink), 400, 'BONUS_REMAINING')

    // once the bonus is ended they are taken again
    await loseAndClear(m)
    expect((await qr()).body).toMatchObject({ hasQrcode: true })
    expect(await slip()).toEqual({ status: 200, body: { message: 'SUCCESS' } })
    expect(await truelink()).toEqual({ status: 200, body: { message: 'SUCCESS' } })
  })
})

describe('one member’s bonuses are theirs', () => {
  it('another member neither sees nor ends them, and receives their own', async () => {
    const [a, b] = [await createMember(mock), await createMember(mock)]
    const ownerBonus = await activateOk('WEEKLY50', a)
    expect((await bonusesOf(b)).map((x) => x.userBonus)).toEqual([null, null, null])
    expect(await activeOf(b)).toEqual({ status: false, type: null })
    expectError(await expectUnchanged(mock, () => clear(b)), 400, 'NO_DATA')
    const theirs = await activateOk('WEEKLY50', b)
    expect(theirs._id).not.toBe(ownerBonus._id)
    expect(await activeOf(a)).toEqual({ status: true, type: 'week' })
    // b ends theirs; a's stays active
    await loseAndClear(b)
    expect(await activeOf(a)).toEqual({ status: true, type: 'week' })
  })
})

describe('no token → 401 UNAUTHORIZED', () => {
  it.each([
    '/api/bonus',
    '/api/bonus/activate/DAILY20',
    '/api/bonus/check/active',
    '/api/bonus/check/minimum',
    '/api/bonus/clear',
  ])('%s', async (path) => {
    expectError(await expectUnchanged(mock, () => mock.call('GET', path)), 401, 'UNAUTHORIZED')
  })
})
