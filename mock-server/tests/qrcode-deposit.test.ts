// QR deposits: GET, POST and DELETE /api/qrcode/…, the operator marking a QR paid, and the
// providers' fault switch (admin API).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { endpoints } from '@member-wallet/contract/schemas'

import { DEMO_PROMPTPAY_ID, parseTlv, promptPayPayload } from '../promptpay'
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

const deposit = endpoints.deposit
const MINUTE = 60_000
const START = Math.floor(Date.now() / MINUTE) * MINUTE
const clock = { now: START }

let mock: TestMock
beforeAll(async () => {
  mock = await startTestMock({ now: () => clock.now })
})
afterAll(() => mock.close())
beforeEach(() => {
  clock.now = START
})

const NO_QR = { qrcodeId: null, hasQrcode: false, qrcode: null, amount: null, expireIn: null }

const state = async (provider: string, as: TestMember) => {
  const result = await mock.call('GET', `/api/qrcode/${provider}`, undefined, as.token)
  expect(result.status).toBe(200)
  return deposit.qrState.response.parse(result.body)
}

const create = (provider: string, amount: unknown, as: TestMember) =>
  mock.call('POST', `/api/qrcode/${provider}`, { amount }, as.token)

/** Makes a QR and answers its id. */
const createOk = async (provider: string, amount: number, as: TestMember) => {
  const result = await create(provider, amount, as)
  expect(result.status).toBe(200)
  const qr = deposit.qrCreate.response.parse(result.body)
  expect(qr.hasQrcode).toBe(true)
  return qr.qrcodeId ?? ''
}

const cancel = (id: string, as: TestMember) =>
  mock.call('DELETE', `/api/qrcode/${id}`, undefined, as.token)

const paid = (id: string) => mock.admin('POST', `/__admin/qrcodes/${id}/paid`)

const statusOf = async (id: string) =>
  (await mock.prisma.qrCode.findUniqueOrThrow({ where: { id } })).status

describe('POST /api/qrcode/:provider and GET it back', () => {
  it('makes a live KBANK QR: a scannable PromptPay SVG, payable for 10 minutes', async () => {
    const m = await createMember(mock)
    const result = await create('KBANK', 100.5, m)
    expect(result.status).toBe(200)
    const qr = deposit.qrCreate.response.parse(result.body)
    expect(qr).toEqual({
      qrcodeId: expect.stringMatching(/^qr_[a-f0-9]{24}$/),
      hasQrcode: true,
      qrcode: expect.stringContaining('<svg'),
      amount: 100.5,
      expireIn: new Date(START + 10 * MINUTE).toISOString(),
      message: 'SUCCESS',
    })
    const row = await mock.prisma.qrCode.findUniqueOrThrow({ where: { id: qr.qrcodeId ?? '' } })
    expect(row).toMatchObject({ memberId: m.id, provider: 'KBANK', amount: 10050, status: 'LIVE' })
    expect(row.payload).toBe(promptPayPayload(DEMO_PROMPTPAY_ID, 10050))
    expect(parseTlv(row.payload).find((f) => f.tag === '54')?.value).toBe('100.50')

    clock.now += 3 * MINUTE
    // the provider in any case
    expect(await state('kbank', m)).toEqual(qr)
    expect(await state('WW', m)).toEqual({ ...NO_QR, message: 'NO_DATA' })
  })

  it('keeps one QR per provider: another provider is fine, the same one → 409 QR_FAIL', async () => {
    const m = await createMember(mock)
    await createOk('KBANK', 50, m)
    await createOk('PAYTIMZ', 50, m)
    expectError(await expectUnchanged(mock, () => create('kbank', 20, m)), 409, 'QR_FAIL')
    const rows = await mock.prisma.qrCode.findMany({ where: { memberId: m.id } })
    expect(rows.map((r) => `${r.provider}/${r.status}`).sort()).toEqual([
      'KBANK/LIVE',
      'PAYTIMZ/LIVE',
    ])
  })

  it('concurrent creates at one provider make exactly one live QR', async () => {
    const m = await createMember(mock)
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => create('PAYONEX', 100 + i, m)),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 409)).toHaveLength(11)
    for (const r of results.filter((r) => r.status === 409)) {
      expect(r.body).toEqual({ message: 'QR_FAIL' })
    }
    expect(await mock.prisma.qrCode.count({ where: { memberId: m.id, provider: 'PAYONEX' } })).toBe(
      1,
    )
  })

  it('another member’s QR is theirs: GET shows none', async () => {
    const [a, b] = [await createMember(mock), await createMember(mock)]
    await createOk('FP', 10, a)
    expect((await state('FP', b)).hasQrcode).toBe(false)
    await createOk('FP', 10, b)
  })
})

describe('the provider refusing: 200, hasQrcode false, QR_FAIL', () => {
  let m: TestMember
  beforeAll(async () => {
    m = await createMember(mock)
  })

  const refused = async (provider: string, amount: number) => {
    const result = await expectUnchanged(mock, () => create(provider, amount, m))
    expect(result).toEqual({ status: 200, body: { ...NO_QR, message: 'QR_FAIL' } })
  }

  it.each([
    ['WW', 99.99],
    ['PAYONEX', 99],
    ['PAYTIMZ', 9.99],
    ['FP', 9],
    ['KBANK', 0.99],
    ['KBANK', 0],
    ['KBANK', -100],
  ])('%s below its minimum (%d)', async (provider, amount) => {
    await refused(provider, amount)
  })

  it('at the minimum it makes one', async () => {
    for (const [provider, amount] of [
      ['WW', 100],
      ['PAYONEX', 100],
      ['PAYTIMZ', 10],
      ['FP', 10],
      ['KBANK', 1],
    ] as const) {
      await createOk(provider, amount, await createMember(mock))
    }
  })

  it('PAYTIMZ_MIN (config.paytimzMin) replaces the PAYTIMZ and FP minimum only', async () => {
    const config = mock.app.locals.mock.config
    config.paytimzMin = 50
    try {
      await refused('PAYTIMZ', 49.99)
      await refused('FP', 49.99)
      await createOk('PAYTIMZ', 50, await createMember(mock))
      await createOk('FP', 50, await createMember(mock))
      await createOk('KBANK', 1, await createMember(mock))
      await refused('WW', 99.99)
    } finally {
      config.paytimzMin = null
    }
    await createOk('PAYTIMZ', 10, await createMember(mock))
  })

  it('a provider switched to failing (admin), until switched back', async () => {
    const on = await mock.admin('PUT', '/__admin/qr-providers/kbank', { failing: true })
    expect(on).toEqual({ status: 200, body: { provider: 'KBANK', failing: true } })
    try {
      expect(await getSetting(mock.prisma, 'qrFailing')).toEqual(['KBANK'])
      await refused('KBANK', 100)
      await createOk('WW', 100, await createMember(mock))
    } finally {
      const off = await mock.admin('PUT', '/__admin/qr-providers/KBANK', { failing: false })
      expect(off.body).toEqual({ provider: 'KBANK', failing: false })
    }
    expect(await getSetting(mock.prisma, 'qrFailing')).toEqual([])
    await createOk('KBANK', 100, await createMember(mock))
  })

  it('a provider without an active deposit account (KBANK counts only in SMS mode)', async () => {
    const where = { bankCode: 'KBANK', mode: 'SMS' }
    await mock.prisma.depositAccount.updateMany({ where, data: { isActive: false } })
    try {
      // the AUTO-mode KBANK account takes slips, not QR payments
      await refused('KBANK', 100)
    } finally {
      await mock.prisma.depositAccount.updateMany({ where, data: { isActive: true } })
    }
    await mock.prisma.depositAccount.updateMany({
      where: { bankCode: 'FP' },
      data: { isActive: false },
    })
    try {
      await refused('FP', 100)
    } finally {
      await mock.prisma.depositAccount.updateMany({
        where: { bankCode: 'FP' },
        data: { isActive: true },
      })
    }
  })
})

describe('expiry', () => {
  it('at expireIn the QR is gone: GET answers none, cancel 400, paid 409', async () => {
    const m = await createMember(mock, { wallet: 1000 })
    const id = await createOk('FP', 20, m)
    clock.now = START + 10 * MINUTE - 1
    expect((await state('FP', m)).qrcodeId).toBe(id)

    clock.now = START + 10 * MINUTE
    expect(await state('FP', m)).toEqual({ ...NO_QR, message: 'NO_DATA' })
    expect(await statusOf(id)).toBe('EXPIRED')
    expectError(await expectUnchanged(mock, () => cancel(id, m)), 400, 'QR_FAIL')
    expectError(await expectUnchanged(mock, () => paid(id)), 409, 'QR_FAIL')
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 1000, games: {}, rows: 0 })
    // and a new one can be made
    await createOk('FP', 20, m)
  })

  it('a QR nobody looked at since it ran out is expired too', async () => {
    const m = await createMember(mock)
    const id = await createOk('WW', 100, m)
    clock.now = START + 11 * MINUTE
    expectError(await cancel(id, m), 400, 'QR_FAIL')
    expect(await statusOf(id)).toBe('EXPIRED')
    const second = await createOk('WW', 100, m)
    clock.now = START + 30 * MINUTE
    expectError(await paid(second), 409, 'QR_FAIL')
    expect(await statusOf(second)).toBe('LIVE')
    // the admin list marks it as it is
    const list = await mock.admin('GET', '/__admin/qrcodes?status=EXPIRED')
    expect(list.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ qrcodeId: second, status: 'EXPIRED' })]),
    )
  })

  it('follows the qrMinutes setting', async () => {
    await mock.prisma.setting.update({ where: { key: 'qrMinutes' }, data: { value: '3' } })
    try {
      const m = await createMember(mock)
      const result = await create('KBANK', 10, m)
      expect((result.body as { expireIn: string }).expireIn).toBe(
        new Date(START + 3 * MINUTE).toISOString(),
      )
    } finally {
      await mock.prisma.setting.update({ where: { key: 'qrMinutes' }, data: { value: '10' } })
    }
  })
})

describe('DELETE /api/qrcode/:qrcodeId', () => {
  it('cancels the caller’s live QR once', async () => {
    const m = await createMember(mock)
    const id = await createOk('KBANK', 10, m)
    const result = await cancel(id, m)
    expect(result).toEqual({ status: 200, body: { message: 'SUCCESS' } })
    expect(await statusOf(id)).toBe('CANCELLED')
    expect((await state('KBANK', m)).hasQrcode).toBe(false)
    expectError(await expectUnchanged(mock, () => cancel(id, m)), 400, 'QR_FAIL')
    expectError(await expectUnchanged(mock, () => paid(id)), 409, 'QR_FAIL')
    await createOk('KBANK', 10, m)
  })

  it('another member’s QR or an unknown id → 404 NO_DATA, nothing changes', async () => {
    const [owner, other] = [await createMember(mock), await createMember(mock)]
    const id = await createOk('KBANK', 10, owner)
    expectError(await expectUnchanged(mock, () => cancel(id, other)), 404, 'NO_DATA')
    expect(await statusOf(id)).toBe('LIVE')
    expectError(await cancel('qr_000000000000000000000000', owner), 404, 'NO_DATA')
    expectError(await cancel('x'.repeat(300), owner), 404, 'NO_DATA')
  })
})

describe('POST /__admin/qrcodes/:qrcodeId/paid', () => {
  it('credits the wallet once, with a deposit row from the QR provider', async () => {
    const m = await createMember(mock, { wallet: 1000 })
    const id = await createOk('KBANK', 250.25, m)
    clock.now += MINUTE
    const result = await paid(id)
    expect(result).toEqual({
      status: 200,
      body: {
        qrcodeId: id,
        username: m.username,
        provider: 'KBANK',
        amount: 250.25,
        status: 'PAID',
        expireIn: new Date(START + 10 * MINUTE).toISOString(),
        createdAt: new Date(START).toISOString(),
      },
    })
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 26025, games: {}, rows: 1 })
    expect(await mock.prisma.statement.findFirst({ where: { memberId: m.id } })).toMatchObject({
      statementType: 'deposit',
      status: 'SUCCESS',
      from: 'QR KBANK',
      to: 'wallet',
      amount: 25025,
      createdAt: new Date(START + MINUTE),
    })

    expectError(await expectUnchanged(mock, () => paid(id)), 409, 'QR_FAIL')
    expect((await state('KBANK', m)).hasQrcode).toBe(false)
    expectError(await cancel(id, m), 400, 'QR_FAIL')
  })

  it('two paid calls at once credit once', async () => {
    const m = await createMember(mock)
    const id = await createOk('PAYTIMZ', 10, m)
    const results = await Promise.all([paid(id), paid(id), paid(id)])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409])
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 1000, games: {}, rows: 1 })
  })

  it('an unknown QR → 404 NO_DATA', async () => {
    expectError(await paid('qr_nope'), 404, 'NO_DATA')
  })
})

describe('GET /__admin/qrcodes', () => {
  it('lists QR codes oldest first, by status', async () => {
    const m = await createMember(mock)
    clock.now = START + 5 * MINUTE
    const id = await createOk('WW', 300, m)
    const live = await mock.admin('GET', '/__admin/qrcodes?status=LIVE')
    expect(live.status).toBe(200)
    const rows = live.body as { qrcodeId: string; status: string; createdAt: string }[]
    expect(rows.every((r) => r.status === 'LIVE')).toBe(true)
    expect(rows.map((r) => r.createdAt)).toEqual(rows.map((r) => r.createdAt).sort())
    expect(rows.find((r) => r.qrcodeId === id)).toEqual({
      qrcodeId: id,
      username: m.username,
      provider: 'WW',
      amount: 300,
      status: 'LIVE',
      expireIn: new Date(START + 15 * MINUTE).toISOString(),
      createdAt: new Date(START + 5 * MINUTE).toISOString(),
    })
    const all = (await mock.admin('GET', '/__admin/qrcodes')).body as unknown[]
    expect(all.length).toBeGreaterThan(rows.length)
  })

  it('refuses an unknown status, and needs the admin password', async () => {
    expectError(await mock.admin('GET', '/__admin/qrcodes?status=OPEN'), 400, 'KEY_INVALID')
    expectError(await mock.call('GET', '/__admin/qrcodes'), 401, 'UNAUTHORIZED')
    expectError(await mock.call('POST', '/__admin/qrcodes/qr_x/paid'), 401, 'UNAUTHORIZED')
  })
})

describe('PUT /__admin/qr-providers/:provider', () => {
  it('refuses an unknown provider and a bad body', async () => {
    expectError(
      await mock.admin('PUT', '/__admin/qr-providers/SCB', { failing: true }),
      404,
      'NO_DATA',
    )
    expectError(await mock.admin('PUT', '/__admin/qr-providers/WW', {}), 400, 'KEY_MISSING')
    expectError(
      await mock.admin('PUT', '/__admin/qr-providers/WW', { failing: 'yes' }),
      400,
      'KEY_INVALID',
    )
    expectError(
      await mock.admin('PUT', '/__admin/qr-providers/WW', { failing: true, other: 1 }),
      400,
      'KEY_INVALID',
    )
    expect(await getSetting(mock.prisma, 'qrFailing')).toEqual([])
  })
})

describe('bad requests', () => {
  let m: TestMember
  beforeAll(async () => {
    m = await createMember(mock)
  })

  describe('bad bodies', () => {
    badInputTests(() => mock, {
      method: 'POST',
      path: '/api/qrcode/KBANK',
      valid: { amount: 100 },
      required: ['amount'],
      token: () => m.token,
    })
  })

  it.each([100.001, 0.005, 1e12])('amount %d → 400 KEY_INVALID', async (amount) => {
    expectError(await expectUnchanged(mock, () => create('KBANK', amount, m)), 400, 'KEY_INVALID')
  })

  it('an unknown provider → 400 KEY_INVALID', async () => {
    for (const provider of ['SCB', 'TRUEWALLET', 'x'.repeat(200)]) {
      expectError(
        await mock.call('GET', `/api/qrcode/${provider}`, undefined, m.token),
        400,
        'KEY_INVALID',
      )
      expectError(await expectUnchanged(mock, () => create(provider, 100, m)), 400, 'KEY_INVALID')
    }
  })

  it('no token → 401 UNAUTHORIZED', async () => {
    expectError(await mock.call('GET', '/api/qrcode/KBANK'), 401, 'UNAUTHORIZED')
    expectError(
      await expectUnchanged(mock, () => mock.call('POST', '/api/qrcode/KBANK', { amount: 100 })),
      401,
      'UNAUTHORIZED',
    )
    expectError(await mock.call('DELETE', '/api/qrcode/qr_x'), 401, 'UNAUTHORIZED')
  })
})
