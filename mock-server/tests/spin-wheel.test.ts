// The prize wheel: GET /api/spinwheel/setup and /active, POST /api/spinwheel/spin (a coin a
// spin, forced or seeded outcomes, spins at once), coins earned from deposits, and the admin's
// /__admin/spin switch and queue.
import { readFileSync } from 'node:fs'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { endpoints, SLIP_FILE_FIELD } from '@member-wallet/contract/schemas'

import { DEFAULT_SPIN_SEED } from '../config'
import { DEMO_PASSWORD, DEMO_USERNAME, SAMPLE_SLIP, SPIN_SLICES, SPIN_WHEEL_NAME } from '../seed'
import { mulberry32, pickSlice } from '../spin-random'
import { balancesOf, createMember, expectError, expectUnchanged, type TestMember } from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const spin = endpoints.spin
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

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
beforeEach(async () => {
  clock.now = START
  expect(
    (await mock.admin('PUT', '/__admin/spin', { nextSlices: [], isActive: true })).status,
  ).toBe(200)
})

const setupOf = async (as: TestMember) => {
  const result = await mock.call('GET', '/api/spinwheel/setup', undefined, as.token)
  expect(result.status).toBe(200)
  return spin.setup.response.parse(result.body).result
}

const activeOf = async (as: TestMember) => {
  const result = await mock.call('GET', '/api/spinwheel/active', undefined, as.token)
  expect(result.status).toBe(200)
  return spin.active.response.parse(result.body).status
}

const spinOnce = (as: TestMember, body: unknown = {}) =>
  mock.call('POST', '/api/spinwheel/spin', body, as.token)

/** Spins and answers the result. */
const spinOk = async (as: TestMember) => {
  const result = await spinOnce(as)
  expect(result.status).toBe(200)
  const body = spin.spin.response.parse(result.body)
  expect(body).toMatchObject({ success: true, error: null })
  return body.result
}

const couponsOf = async (as: TestMember) => {
  const result = await mock.call('GET', '/api/spinwheel/coupon', undefined, as.token)
  expect(result.status).toBe(200)
  return spin.coupons.response.parse(result.body)
}

const force = async (...nextSlices: string[]) => {
  const result = await mock.admin('PUT', '/__admin/spin', { nextSlices })
  expect(result.status).toBe(200)
}

const queued = async () => {
  const result = await mock.admin('GET', '/__admin/spin')
  expect(result.status).toBe(200)
  return (result.body as { nextSlices: string[] }).nextSlices
}

const coinOf = async (as: TestMember) =>
  (await mock.prisma.member.findUniqueOrThrow({ where: { id: as.id } })).coin

/** A new member with some coins. */
const memberWithCoins = async (coin: number) => {
  const m = await createMember(mock)
  await mock.prisma.member.update({ where: { id: m.id }, data: { coin } })
  return m
}

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }) as [number, number, number]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

describe('GET /api/spinwheel/setup and /active', () => {
  it('the demo member: the seeded wheel in order and 3 coins', async () => {
    expect(await setupOf(demo)).toEqual({
      activeSpinwheel: {
        name: SPIN_WHEEL_NAME,
        slice: SPIN_SLICES.map(({ code, label, bgColor, textColor, htmlDescription }) => ({
          code,
          label,
          bgColor,
          textColor,
          htmlDescription,
        })),
      },
      userCoin: 3,
    })
    expect(await activeOf(demo)).toBe(true)
  })

  it('the seeded wheel: 8 distinct readable colours, weights of 100, small prizes common', async () => {
    const slices = await mock.prisma.spinSlice.findMany({ orderBy: { sortOrder: 'asc' } })
    expect(slices.map((s) => [s.code, s.label, s.kind, s.amount, s.weight])).toEqual([
      ['CREDIT50', '50 บาท', 'credit', 5000, 5],
      ['CREDIT10', '10 บาท', 'credit', 1000, 20],
      ['COIN1', '+1 เหรียญ', 'coins', 1, 18],
      ['BONUS20', 'โบนัส 20', 'bonus', 0, 7],
      ['NOTHING', 'ขอบคุณ', 'nothing', 0, 25],
      ['CREDIT100', '100 บาท', 'credit', 10000, 2],
      ['COIN2', '+2 เหรียญ', 'coins', 2, 8],
      ['CREDIT5', '5 บาท', 'credit', 500, 15],
    ])
    expect(new Set(slices.map((s) => s.bgColor)).size).toBe(8)
    for (const s of slices) expect(contrast(s.bgColor, s.textColor), s.code).toBeGreaterThan(4.5)
    expect(slices.reduce((sum, s) => sum + s.weight, 0)).toBe(100)
    const bonus = slices.find((s) => s.kind === 'bonus')
    expect(
      await mock.prisma.bonus.findUnique({ where: { code: bonus?.bonusCode ?? '' } }),
    ).toMatchObject({ code: 'DAILY20', amount: 2000, isActive: true })
  })

  it('a new member has no coins', async () => {
    const m = await createMember(mock)
    expect((await setupOf(m)).userCoin).toBe(0)
    expect(await activeOf(m)).toBe(true)
  })

  it('the wheel switched off: no wheel, active false', async () => {
    const m = await memberWithCoins(2)
    expect(await mock.admin('PUT', '/__admin/spin', { isActive: false })).toEqual({
      status: 200,
      body: { isActive: false, nextSlices: [] },
    })
    expect(await setupOf(m)).toEqual({ activeSpinwheel: null, userCoin: 2 })
    expect(await activeOf(m)).toBe(false)
  })

  it('a wheel whose slices cannot win (all weights 0) is not running', async () => {
    const m = await createMember(mock)
    await mock.prisma.spinSlice.updateMany({ data: { weight: 0 } })
    try {
      expect((await setupOf(m)).activeSpinwheel).toBeNull()
      expect(await activeOf(m)).toBe(false)
    } finally {
      for (const { code, weight } of SPIN_SLICES) {
        await mock.prisma.spinSlice.update({ where: { code }, data: { weight } })
      }
    }
  })
})

describe('POST /api/spinwheel/spin', () => {
  it('a credit slice: one coin spent, a claimable coupon for 7 days, no money yet', async () => {
    const m = await memberWithCoins(3)
    await force('CREDIT50')
    clock.now += MINUTE
    expect(await spinOnce(m)).toEqual({
      status: 200,
      body: {
        success: true,
        result: { code: 'CREDIT50', label: '50 บาท', remainingCoin: 2 },
        error: null,
      },
    })
    expect(await coinOf(m)).toBe(2)
    expect(await couponsOf(m)).toEqual([
      {
        _id: expect.any(String),
        prize: {
          name: 'เครดิตฟรี 50 บาท',
          slice: {
            code: 'CREDIT50',
            label: '50 บาท',
            bgColor: '#f5b301',
            textColor: '#3d2600',
            htmlDescription: expect.stringContaining('50 บาท'),
          },
        },
        amount: 50,
        createdAt: new Date(START + MINUTE).toISOString(),
        expiredAt: new Date(START + MINUTE + 7 * DAY).toISOString(),
      },
    ])
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 0, games: {}, rows: 0 })
  })

  it('a bonus slice: a coupon for the bonus’s amount, named after it', async () => {
    const m = await memberWithCoins(1)
    await force('bonus20')
    expect(await spinOk(m)).toEqual({ code: 'BONUS20', label: 'โบนัส 20', remainingCoin: 0 })
    const [coupon] = await couponsOf(m)
    expect(coupon).toMatchObject({
      prize: { name: 'โบนัสรายวัน 20 บาท', slice: { code: 'BONUS20', label: 'โบนัส 20' } },
      amount: 20,
    })
  })

  it('a coins slice adds its coins at once, without a coupon', async () => {
    const m = await memberWithCoins(1)
    await force('COIN2', 'COIN1')
    expect(await spinOk(m)).toEqual({ code: 'COIN2', label: '+2 เหรียญ', remainingCoin: 2 })
    expect(await spinOk(m)).toEqual({ code: 'COIN1', label: '+1 เหรียญ', remainingCoin: 2 })
    expect(await coinOf(m)).toBe(2)
    expect(await couponsOf(m)).toEqual([])
  })

  it('the nothing slice: only the coin is spent', async () => {
    const m = await memberWithCoins(2)
    await force('NOTHING')
    const before = await mock.snapshot()
    expect(await spinOk(m)).toEqual({ code: 'NOTHING', label: 'ขอบคุณ', remainingCoin: 1 })
    expect(await mock.snapshot()).toEqual({ ...before, coins: { ...before.coins, [m.id]: 1 } })
  })

  it('forced slices are taken one per spin, in order; then the seeded draws go on', async () => {
    const m = await memberWithCoins(10)
    await force('CREDIT5', 'NOTHING', 'CREDIT100')
    expect((await spinOk(m))?.code).toBe('CREDIT5')
    expect(await queued()).toEqual(['NOTHING', 'CREDIT100'])
    expect((await spinOk(m))?.code).toBe('NOTHING')
    expect((await spinOk(m))?.code).toBe('CREDIT100')
    expect(await queued()).toEqual([])
    const codes = SPIN_SLICES.map((s) => s.code)
    for (let i = 0; i < 5; i++) expect(codes).toContain((await spinOk(m))?.code)
    expect(await coinOf(m)).toBeGreaterThanOrEqual(2)
  })

  it('no coins → 400 NO_COIN, nothing changes and the forced slice waits', async () => {
    const m = await memberWithCoins(0)
    await force('CREDIT100')
    expectError(await expectUnchanged(mock, () => spinOnce(m)), 400, 'NO_COIN')
    expect(await queued()).toEqual(['CREDIT100'])
    // negative coins (an operator's mistake) cannot even be stored: the balance guards refuse
    await expect(
      mock.prisma.member.update({ where: { id: m.id }, data: { coin: -2 } }),
    ).rejects.toThrow()
  })

  it('the wheel switched off → 400 NO_ACTIVE_SPINWHEEL, the coins stay', async () => {
    const m = await memberWithCoins(3)
    await mock.admin('PUT', '/__admin/spin', { isActive: false, nextSlices: ['CREDIT50'] })
    expectError(await expectUnchanged(mock, () => spinOnce(m)), 400, 'NO_ACTIVE_SPINWHEEL')
    expect(await queued()).toEqual(['CREDIT50'])
    // switched on again, it spins
    await mock.admin('PUT', '/__admin/spin', { isActive: true })
    expect(await spinOk(m)).toEqual({ code: 'CREDIT50', label: '50 บาท', remainingCoin: 2 })
  })

  it('the body: none, {} or extra keys are fine; anything but a JSON object → 400 KEY_INVALID', async () => {
    const m = await memberWithCoins(3)
    await force('NOTHING', 'NOTHING', 'NOTHING')
    expect((await mock.call('POST', '/api/spinwheel/spin', undefined, m.token)).status).toBe(200)
    expect((await spinOnce(m, {})).status).toBe(200)
    expect((await spinOnce(m, { wheel: 'x' })).status).toBe(200)
    await mock.prisma.member.update({ where: { id: m.id }, data: { coin: 1 } })
    expectError(await expectUnchanged(mock, () => spinOnce(m, [])), 400, 'KEY_INVALID')
    const raw = (body: string, type: string) =>
      fetch(`${mock.url}/api/spinwheel/spin`, {
        method: 'POST',
        headers: { 'Content-Type': type, Authorization: `Bearer ${m.token}` },
        body,
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }))
    expectError(await expectUnchanged(mock, () => raw('spin', 'text/plain')), 400, 'KEY_INVALID')
    expectError(
      await expectUnchanged(mock, () => raw('{"oops": ', 'application/json')),
      400,
      'KEY_INVALID',
    )
  })

  it('ten spins at once with 3 coins: exactly 3 win, the coins end at 0', async () => {
    const m = await memberWithCoins(3)
    await force('CREDIT10', 'CREDIT10', 'CREDIT10')
    const results = await Promise.all(Array.from({ length: 10 }, () => spinOnce(m)))
    const won = results.filter((r) => r.status === 200)
    expect(won).toHaveLength(3)
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r).toEqual({ status: 400, body: { message: 'NO_COIN' } })
    }
    expect(won.map((r) => spin.spin.response.parse(r.body).result?.remainingCoin).sort()).toEqual([
      0, 1, 2,
    ])
    expect(await coinOf(m)).toBe(0)
    expect(await couponsOf(m)).toHaveLength(3)
    expect(await queued()).toEqual([])
  })

  it('spins at once take exactly one forced slice each: the refused ones leave the rest', async () => {
    const m = await memberWithCoins(3)
    await force('CREDIT5', 'CREDIT10', 'CREDIT50', 'CREDIT100', 'NOTHING')
    const results = await Promise.all(Array.from({ length: 8 }, () => spinOnce(m)))
    const codes = results
      .filter((r) => r.status === 200)
      .map((r) => spin.spin.response.parse(r.body).result?.code)
      .sort()
    expect(codes).toEqual(['CREDIT10', 'CREDIT5', 'CREDIT50'])
    expect(await queued()).toEqual(['CREDIT100', 'NOTHING'])
    expect(await coinOf(m)).toBe(0)
  })

  it('one member’s spins never touch another’s coins or coupons', async () => {
    const [a, b] = [await memberWithCoins(2), await memberWithCoins(5)]
    await force('CREDIT10')
    await spinOk(a)
    expect(await coinOf(b)).toBe(5)
    expect(await couponsOf(b)).toEqual([])
    expect(await couponsOf(a)).toHaveLength(1)
  })
})

describe('coins from deposits', () => {
  const depositQr = async (as: TestMember, amount: number) => {
    const created = await mock.call('POST', '/api/qrcode/KBANK', { amount }, as.token)
    const { qrcodeId } = endpoints.deposit.qrCreate.response.parse(created.body)
    expect((await mock.admin('POST', `/__admin/qrcodes/${qrcodeId}/paid`)).status).toBe(200)
  }

  it('a coin per full 100 baht of each deposit, in the same step as the money', async () => {
    const m = await createMember(mock)
    await depositQr(m, 99.99)
    expect(await coinOf(m)).toBe(0)
    await depositQr(m, 100)
    expect(await coinOf(m)).toBe(1)
    await depositQr(m, 350.5)
    expect(await coinOf(m)).toBe(4)
    expect((await setupOf(m)).userCoin).toBe(4)
    expect((await balancesOf(mock, m.id)).wallet).toBe(55049)
  })

  it('an operator-read slip counts the same', async () => {
    const m = await createMember(mock)
    const form = new FormData()
    const png = readFileSync(SAMPLE_SLIP)
    form.append(SLIP_FILE_FIELD, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'slip.png')
    const uploaded = await fetch(`${mock.url}/api/wallet/slip`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${m.token}` },
      body: form,
    })
    expect(uploaded.status).toBe(200)
    const slip = await mock.prisma.slip.findFirstOrThrow({ where: { memberId: m.id } })
    const read = await mock.admin('PUT', `/__admin/slips/${slip.id}`, {
      status: 'SUCCESS',
      amount: 1000,
    })
    expect(read.status).toBe(200)
    expect(await coinOf(m)).toBe(10)
  })
})

describe('/__admin/spin', () => {
  it('needs the admin password', async () => {
    const attempts: Record<string, string>[] = [{}, { 'x-admin-password': 'wrong' }]
    for (const headers of attempts) {
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', { isActive: false }],
      ] as const) {
        const result = await mock.call(method, '/__admin/spin', body, undefined, headers)
        expectError(result, 401, 'UNAUTHORIZED')
      }
    }
    expect((await mock.admin('GET', '/__admin/spin')).body).toEqual({
      isActive: true,
      nextSlices: [],
    })
  })

  it('nextSlices: any case, replaces the queue; an unknown code → 400 KEY_INVALID, nothing set', async () => {
    expect(
      await mock.admin('PUT', '/__admin/spin', { nextSlices: ['credit50', ' coin1 '] }),
    ).toEqual({ status: 200, body: { isActive: true, nextSlices: ['CREDIT50', 'COIN1'] } })
    expectError(
      await mock.admin('PUT', '/__admin/spin', {
        nextSlices: ['NOTHING', 'JACKPOT'],
        isActive: false,
      }),
      400,
      'KEY_INVALID',
    )
    expect((await mock.admin('GET', '/__admin/spin')).body).toEqual({
      isActive: true,
      nextSlices: ['CREDIT50', 'COIN1'],
    })
    for (const body of [
      { nextSlices: 'CREDIT50' },
      { nextSlices: [1] },
      { isActive: 'yes' },
      { isActive: null },
      { other: true },
      [],
    ]) {
      expectError(await mock.admin('PUT', '/__admin/spin', body), 400, 'KEY_INVALID')
    }
    // a blank code is a missing one
    expectError(await mock.admin('PUT', '/__admin/spin', { nextSlices: [' '] }), 400, 'KEY_MISSING')
    expect(await queued()).toEqual(['CREDIT50', 'COIN1'])
  })

  it('reset empties the queue, reseeds, and starts the seeded draws again', async () => {
    await force('CREDIT100')
    expect((await mock.admin('POST', '/__admin/reset')).status).toBe(200)
    expect(await queued()).toEqual([])
    const random = mulberry32(DEFAULT_SPIN_SEED)
    const expected = Array.from({ length: 6 }, () => pickSlice(SPIN_SLICES, random()).code)
    const m = await memberWithCoins(20)
    const codes: string[] = []
    for (let i = 0; i < 6; i++) codes.push((await spinOk(m))?.code ?? '')
    expect(codes).toEqual(expected)
    // the reseed ended every session: the demo member logs in again
    demo = { ...demo, token: await mock.login(DEMO_USERNAME, DEMO_PASSWORD) }
    expect((await setupOf(demo)).userCoin).toBe(3)
  })
})

describe('no token → 401 UNAUTHORIZED', () => {
  it.each([
    ['GET', '/api/spinwheel/setup'],
    ['GET', '/api/spinwheel/active'],
    ['POST', '/api/spinwheel/spin'],
    ['GET', '/api/spinwheel/coupon'],
    ['POST', '/api/spinwheel/coupon/claim'],
  ])('%s %s', async (method, path) => {
    const body = method === 'POST' ? {} : undefined
    expectError(
      await expectUnchanged(mock, () => mock.call(method, path, body)),
      401,
      'UNAUTHORIZED',
    )
  })
})
