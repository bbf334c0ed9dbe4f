import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { endpoints } from '@member-wallet/contract/schemas'

import { logOtp } from '../config'
import { DEMO_USERNAME } from '../seed'
import { badInputTests, expectError, expectUnchanged } from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const OTP_SENDS = 3
const ADDRESS_SENDS = 8
const VERIFY_FAILURES = 3
const clock = { now: Date.now() }

let phoneSeq = 0
const newPhone = () => `06${String(++phoneSeq).padStart(8, '0')}`

let mock: TestMock
beforeAll(async () => {
  mock = await startTestMock({
    now: () => clock.now,
    limits: {
      otpSends: OTP_SENDS,
      otpAddressSends: ADDRESS_SENDS,
      otpVerifyFailures: VERIFY_FAILURES,
    },
  })
})
afterAll(() => mock.close())
beforeEach(async () => {
  await mock.admin('POST', '/__admin/rate-limits/reset')
})

const send = (phoneNumber: unknown) => mock.call('POST', '/api/otp/send', { phoneNumber })
const verify = (otpToken: string, otpCode: string) =>
  mock.call('POST', '/api/otp/verify', { otpToken, otpCode })

async function sendOk(phone = newPhone()) {
  const result = await send(phone)
  expect(result.status).toBe(200)
  const body = endpoints.otp.send.response.parse(result.body)
  const sent = mock.sentOtps.at(-1)
  if (!sent) throw new Error('no OTP was sent')
  return { phone, ...body, code: sent.code }
}

describe('POST /api/otp/send', () => {
  it('sends a random six-digit code and answers its ref and token', async () => {
    const phone = newPhone()
    const before = await mock.prisma.otp.count()
    const { otpRef, otpToken, code } = await sendOk(phone)
    expect(code).toMatch(/^\d{6}$/)
    expect(otpRef).toMatch(/^[A-Z]{4}$/)
    expect(otpToken.length).toBeGreaterThanOrEqual(20)
    expect(mock.sentOtps.at(-1)).toEqual({ phoneNumber: phone, otpRef, code })
    expect(await mock.prisma.otp.count()).toBe(before + 1)
    const row = await mock.prisma.otp.findUniqueOrThrow({ where: { otpToken } })
    expect(row).toMatchObject({
      phoneNumber: phone,
      otpRef,
      attempts: 0,
      verifiedAt: null,
      usedAt: null,
    })
    expect(row.codeHash).not.toContain(code)
    expect(row.expiresAt.getTime()).toBe(clock.now + 5 * 60_000)
  })

  it('answers code SUCCESS', async () => {
    const result = await send(newPhone())
    expect(result.body).toMatchObject({ code: 'SUCCESS' })
  })

  it('a phone number that is not ten digits → 400 PHONE_NUMBER_REQUIRE_10_DIGIT', async () => {
    for (const phone of ['081234567', '08123456789', 'abcdefghij']) {
      expectError(
        await expectUnchanged(mock, () => send(phone)),
        400,
        'PHONE_NUMBER_REQUIRE_10_DIGIT',
      )
    }
  })

  it('a registered phone number → 409 EXISTING_USER', async () => {
    expectError(await expectUnchanged(mock, () => send(DEMO_USERNAME)), 409, 'EXISTING_USER')
  })

  it('a second send within a minute → 429 REQUEST_LIMIT_1MIN', async () => {
    const { phone } = await sendOk()
    clock.now += 59_000
    expectError(await expectUnchanged(mock, () => send(phone)), 429, 'REQUEST_LIMIT_1MIN')
    clock.now += 1_000
    await sendOk(phone)
  })

  it(`more than ${OTP_SENDS} sends in the window → 429 REQUEST_LIMIT`, async () => {
    const phone = newPhone()
    for (let i = 0; i < OTP_SENDS; i++) {
      await sendOk(phone)
      clock.now += 60_000
    }
    expectError(await expectUnchanged(mock, () => send(phone)), 429, 'REQUEST_LIMIT')
    // another phone number is not affected
    await sendOk()
    // an hour after the first send, one more may go
    clock.now += 60 * 60_000 - OTP_SENDS * 60_000
    await sendOk(phone)
  })

  it(`more than ${ADDRESS_SENDS} sends from one client address, to any phones → 429 REQUEST_LIMIT`, async () => {
    // one client texting a list of numbers: each phone once, each costing an SMS
    for (let i = 0; i < ADDRESS_SENDS; i++) await sendOk()
    expectError(await expectUnchanged(mock, () => send(newPhone())), 429, 'REQUEST_LIMIT')
    // another player, at another address (the app passes it on), is not affected
    const elsewhere = await mock.call(
      'POST',
      '/api/otp/send',
      { phoneNumber: newPhone() },
      undefined,
      {
        'X-Forwarded-For': '203.0.113.50',
      },
    )
    expect(elsewhere.status).toBe(200)
    // the window lifts it
    clock.now += 60 * 60_000
    await sendOk()
  })

  it('a phone with a verified, unused OTP → OTP_VERIFIED with that token', async () => {
    const { phone, otpToken, code } = await sendOk()
    expect((await verify(otpToken, code)).status).toBe(200)
    const result = await expectUnchanged(mock, () => send(phone))
    expect(result.status).toBe(200)
    expect(endpoints.otp.send.response.parse(result.body)).toEqual({
      code: 'OTP_VERIFIED',
      otpRef: '',
      otpToken,
    })
  })

  it('a verification older than thirty minutes does not count', async () => {
    const { phone, otpToken, code } = await sendOk()
    await verify(otpToken, code)
    clock.now += 31 * 60_000
    const result = await send(phone)
    expect(result.body).toMatchObject({ code: 'SUCCESS' })
  })

  describe('bad input', () => {
    badInputTests(() => mock, {
      method: 'POST',
      path: '/api/otp/send',
      valid: { phoneNumber: '0611111111' },
      required: ['phoneNumber'],
    })
  })
})

describe('POST /api/otp/verify', () => {
  it('the right code → OTP_CODE_VALID, and marks the OTP verified', async () => {
    const { otpToken, code } = await sendOk()
    const result = await verify(otpToken, code)
    expect(result.status).toBe(200)
    expect(endpoints.otp.verify.response.parse(result.body)).toEqual({ code: 'OTP_CODE_VALID' })
    const row = await mock.prisma.otp.findUniqueOrThrow({ where: { otpToken } })
    expect(row.verifiedAt?.getTime()).toBe(clock.now)
  })

  it('a verified OTP again → 200 OTP_VERIFIED', async () => {
    const { otpToken, code } = await sendOk()
    await verify(otpToken, code)
    expect(await verify(otpToken, code)).toEqual({ status: 200, body: { code: 'OTP_VERIFIED' } })
    expect(await verify(otpToken, '000000')).toEqual({
      status: 200,
      body: { code: 'OTP_VERIFIED' },
    })
  })

  it('an unknown token → 400 OTP_TOKEN_INVALID', async () => {
    expectError(
      await expectUnchanged(mock, () => verify('no-such-token', '123456')),
      400,
      'OTP_TOKEN_INVALID',
    )
  })

  it('a used OTP → 400 OTP_NOT_EXIST', async () => {
    const { otpToken, code } = await sendOk()
    await verify(otpToken, code)
    await mock.prisma.otp.update({ where: { otpToken }, data: { usedAt: new Date(clock.now) } })
    expectError(await expectUnchanged(mock, () => verify(otpToken, code)), 400, 'OTP_NOT_EXIST')
  })

  it('after five minutes → 400 OTP_EXPIRED', async () => {
    const { otpToken, code } = await sendOk()
    clock.now += 5 * 60_000
    expectError(await expectUnchanged(mock, () => verify(otpToken, code)), 400, 'OTP_EXPIRED')
  })

  it('a wrong code → 400 OTP_CODE_INVALID, counting the attempt', async () => {
    const { otpToken, code } = await sendOk()
    const wrong = code === '000000' ? '111111' : '000000'
    expectError(await verify(otpToken, wrong), 400, 'OTP_CODE_INVALID')
    const row = await mock.prisma.otp.findUniqueOrThrow({ where: { otpToken } })
    expect(row).toMatchObject({ attempts: 1, verifiedAt: null })
    // a wrong code before the limit still lets the right one through
    expect((await verify(otpToken, code)).body).toEqual({ code: 'OTP_CODE_VALID' })
  })

  it(`${VERIFY_FAILURES} wrong codes → 429 OTP_BLOCK, even for the right code`, async () => {
    const { otpToken, code } = await sendOk()
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < VERIFY_FAILURES; i++) {
      expectError(await verify(otpToken, wrong), 400, 'OTP_CODE_INVALID')
    }
    expectError(await expectUnchanged(mock, () => verify(otpToken, wrong)), 429, 'OTP_BLOCK')
    expectError(await expectUnchanged(mock, () => verify(otpToken, code)), 429, 'OTP_BLOCK')
    const row = await mock.prisma.otp.findUniqueOrThrow({ where: { otpToken } })
    expect(row).toMatchObject({ attempts: VERIFY_FAILURES, verifiedAt: null })
  })

  it('parallel wrong guesses cannot pass the limit', async () => {
    const { otpToken, code } = await sendOk()
    const wrong = code === '000000' ? '111111' : '000000'
    const results = await Promise.all(Array.from({ length: 10 }, () => verify(otpToken, wrong)))
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 400)).toHaveLength(VERIFY_FAILURES)
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - VERIFY_FAILURES)
    const row = await mock.prisma.otp.findUniqueOrThrow({ where: { otpToken } })
    expect(row.attempts).toBe(VERIFY_FAILURES)
  })

  describe('bad input', () => {
    badInputTests(() => mock, {
      method: 'POST',
      path: '/api/otp/verify',
      valid: { otpToken: 'some-token', otpCode: '123456' },
      required: ['otpToken', 'otpCode'],
    })
  })
})

describe('the OTP code source', () => {
  it('a fixed code from the config', async () => {
    const fixed = await startTestMock({ otpCode: '424242' })
    try {
      const result = await fixed.call('POST', '/api/otp/send', { phoneNumber: '0655555555' })
      const { otpToken } = endpoints.otp.send.response.parse(result.body)
      expect(fixed.sentOtps.at(-1)?.code).toBe('424242')
      expectError(
        await fixed.call('POST', '/api/otp/verify', { otpToken, otpCode: '123456' }),
        400,
        'OTP_CODE_INVALID',
      )
      expect(
        (await fixed.call('POST', '/api/otp/verify', { otpToken, otpCode: '424242' })).body,
      ).toEqual({
        code: 'OTP_CODE_VALID',
      })
    } finally {
      await fixed.close()
    }
  })

  it('by default each code is printed as a [mock-otp] line', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    try {
      logOtp({ phoneNumber: '0812345678', otpRef: 'ABCD', code: '123456' })
      expect(log).toHaveBeenCalledWith('[mock-otp] 0812345678 ref ABCD code 123456')
    } finally {
      log.mockRestore()
    }
  })
})
