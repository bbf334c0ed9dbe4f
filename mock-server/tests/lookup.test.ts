import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { endpoints, noticeText } from '@member-wallet/contract/schemas'

import { BANKS, DEMO_PASSWORD, DEMO_USERNAME, SOURCES } from '../seed'
import { expectError } from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const lookup = endpoints.lookup
// 2026-11-21 12:00 in Bangkok
const clock = { now: new Date('2026-11-21T05:00:00Z').getTime() }

let mock: TestMock
let token: string

beforeAll(async () => {
  mock = await startTestMock({ now: () => clock.now })
  token = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
})
afterAll(() => mock.close())

describe('public lookups', () => {
  it('GET /api/lookup/banks lists the ordinary banks in order', async () => {
    const { status, body } = await mock.call('GET', '/api/lookup/banks')
    expect(status).toBe(200)
    const banks = lookup.banks.response.parse(body)
    expect(banks.map((b) => b.code)).toEqual(
      BANKS.filter((b) => b.type === 'BANK').map((b) => b.code),
    )
    expect(banks[0]).toEqual({ code: 'KBANK', nameTH: 'กสิกรไทย', nameEN: 'Kasikornbank' })
    expect(banks.map((b) => b.code)).not.toContain('PAYTIMZ')
    expect(banks.map((b) => b.code)).not.toContain('TRUEWALLET')
  })

  it('GET /api/lookup/sources lists the sources in order', async () => {
    const { status, body } = await mock.call('GET', '/api/lookup/sources')
    expect(status).toBe(200)
    expect(lookup.sources.response.parse(body)).toEqual(SOURCES)
  })

  it('GET /api/lookup/conditions', async () => {
    const { status, body } = await mock.call('GET', '/api/lookup/conditions')
    expect(status).toBe(200)
    const { conditions } = lookup.conditions.response.parse(body)
    expect(conditions.length).toBeGreaterThanOrEqual(4)
    expect(conditions[0]).toMatch(/^<p>ฝากขั้นต่ำ 1 บาท/)
  })

  it('GET /api/lookup/agreements', async () => {
    const { status, body } = await mock.call('GET', '/api/lookup/agreements')
    expect(status).toBe(200)
    const { agreements } = lookup.agreements.response.parse(body)
    expect(agreements.length).toBeGreaterThanOrEqual(2)
    for (const html of agreements) expect(html).toMatch(/^<p>.*<\/p>$/)
  })

  it('GET /api/lookup/info', async () => {
    const { status, body } = await mock.call('GET', '/api/lookup/info')
    expect(status).toBe(200)
    expect(lookup.info.response.parse(body)).toEqual({
      name: 'Lucky Wallet',
      website: 'http://localhost:3000',
    })
  })

  it('GET /api/lookup/notice', async () => {
    const { status, body } = await mock.call('GET', '/api/lookup/notice')
    expect(status).toBe(200)
    expect(body).toEqual({ notice: expect.stringContaining('ประกาศ') })
    expect(noticeText(lookup.notice.response.parse(body))).toContain('ประกาศ')
  })

  it('GET /api/lookup/contact', async () => {
    const { status, body } = await mock.call('GET', '/api/lookup/contact')
    expect(status).toBe(200)
    expect(lookup.contact.response.parse(body)).toMatchObject({
      lineLink: 'https://line.me/R/ti/p/@luckywallet',
      lineName: '@luckywallet',
      lineQR: '/images/line-qr.svg',
      contactText: expect.stringContaining('24 ชั่วโมง'),
    })
  })

  it('GET /api/lookup/active, /registerOTP and /enableChatWidget', async () => {
    const active = await mock.call('GET', '/api/lookup/active')
    expect(lookup.active.response.parse(active.body)).toEqual({ terminated: null })
    const otp = await mock.call('GET', '/api/lookup/registerOTP')
    expect(lookup.registerOTP.response.parse(otp.body)).toEqual({ registerOTP: false })
    const chat = await mock.call('GET', '/api/lookup/enableChatWidget')
    expect(lookup.enableChatWidget.response.parse(chat.body)).toEqual({ enableChatWidget: true })
  })

  it('the switches follow the admin settings', async () => {
    await mock.admin('PUT', '/__admin/settings', { registerOTP: true, enableChatWidget: false })
    expect((await mock.call('GET', '/api/lookup/registerOTP')).body).toEqual({ registerOTP: true })
    expect((await mock.call('GET', '/api/lookup/enableChatWidget')).body).toEqual({
      enableChatWidget: false,
    })
    await mock.admin('PUT', '/__admin/settings', { registerOTP: false, enableChatWidget: true })
  })

  it('GET /api/lookup/slip is open at noon and closed at midnight, Bangkok time', async () => {
    const noon = await mock.call('GET', '/api/lookup/slip')
    expect(noon.status).toBe(200)
    expect(lookup.slip.response.parse(noon.body)).toEqual({
      maxAgeMinutes: 60,
      closedFrom: '23:50',
      closedTo: '00:10',
      isOpen: true,
    })
    clock.now = new Date('2026-11-21T17:05:00Z').getTime() // 00:05 in Bangkok
    try {
      const midnight = await mock.call('GET', '/api/lookup/slip')
      expect(lookup.slip.response.parse(midnight.body).isOpen).toBe(false)
    } finally {
      clock.now = new Date('2026-11-21T05:00:00Z').getTime()
    }
  })
})

describe('member lookups', () => {
  it('GET /api/lookup/withdraw answers the limits', async () => {
    const { status, body } = await mock.call('GET', '/api/lookup/withdraw', undefined, token)
    expect(status).toBe(200)
    expect(lookup.withdraw.response.parse(body)).toEqual({ withdrawMin: 100, withdrawMax: 50000 })
  })

  it.each(['/api/lookup/deposit', '/api/lookup/withdraw'])('%s needs a token', async (path) => {
    expectError(await mock.call('GET', path), 401, 'UNAUTHORIZED')
    expectError(await mock.call('GET', path, undefined, 'garbage'), 401, 'UNAUTHORIZED')
  })
})
