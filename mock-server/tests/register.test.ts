import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { endpoints, type RegisterRequest } from '@member-wallet/contract/schemas'

import { verifyPassword } from '../passwords'
import { DEMO_BANK_ACCOUNT_NO, DEMO_USERNAME } from '../seed'
import { badInputTests, expectError, expectUnchanged } from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const OTP_CODE = '123456'

let phoneSeq = 0
let accountSeq = 0
/** Phone numbers and account numbers the seed does not use. */
const newPhone = () => `07${String(++phoneSeq).padStart(8, '0')}`
const newAccountNo = () => `77${String(++accountSeq).padStart(8, '0')}`

function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    name: 'มานี มีนา',
    username: newPhone(),
    password: 'secret123',
    sourceCode: 'LINE',
    inviteCode: '',
    bankCode: 'SCB',
    bankAccountName: 'มานี มีนา',
    bankAccountNo: newAccountNo(),
    currency: 'BAHT',
    ...overrides,
  }
}

/** The profile step: the bank fields are still empty. */
function profileStep(overrides: Partial<RegisterRequest> = {}) {
  return registration({ bankCode: '', bankAccountName: '', bankAccountNo: '', ...overrides })
}

let mock: TestMock
beforeAll(async () => {
  mock = await startTestMock({ otpCode: OTP_CODE })
})
afterAll(() => mock.close())
beforeEach(async () => {
  await mock.admin('POST', '/__admin/rate-limits/reset')
  await mock.admin('PUT', '/__admin/settings', { registerOTP: false })
})

/** The rules both calls share, in their order. */
function sharedRules(path: '/api/account/validate' | '/api/account') {
  const send = (body: unknown) => expectUnchanged(mock, () => mock.call('POST', path, body))

  it('a phone number that is not ten digits → 400 PHONE_NUMBER_REQUIRE_10_DIGIT', async () => {
    for (const username of ['081234567', '08123456789', '08-1234567', 'abcdefghij']) {
      expectError(await send(registration({ username })), 400, 'PHONE_NUMBER_REQUIRE_10_DIGIT')
    }
  })

  it('a registered phone number → 409 EXISTING_USER', async () => {
    expectError(await send(registration({ username: DEMO_USERNAME })), 409, 'EXISTING_USER')
  })

  it('a blank name → 400 INVALID_USER_INFO', async () => {
    expectError(await send(registration({ name: '' })), 400, 'INVALID_USER_INFO')
    expectError(await send(registration({ name: '   ' })), 400, 'INVALID_USER_INFO')
  })

  it('checks in order: phone, then existing user, then name', async () => {
    expectError(
      await send(registration({ username: '123', name: '' })),
      400,
      'PHONE_NUMBER_REQUIRE_10_DIGIT',
    )
    expectError(
      await send(registration({ username: DEMO_USERNAME, name: '' })),
      409,
      'EXISTING_USER',
    )
    expectError(await send(registration({ name: '', bankCode: 'NOPE' })), 400, 'INVALID_USER_INFO')
  })

  it('with OTP registration on, a phone without a verified OTP → 400 UNVERIFIED_OTP', async () => {
    await mock.admin('PUT', '/__admin/settings', { registerOTP: true })
    expectError(await send(registration()), 400, 'UNVERIFIED_OTP')
    // a sent but not verified OTP is not enough
    const phone = newPhone()
    expect((await mock.call('POST', '/api/otp/send', { phoneNumber: phone })).status).toBe(200)
    expectError(await send(registration({ username: phone })), 400, 'UNVERIFIED_OTP')
  })

  it('an unknown bank → 400 INVALID_BANK', async () => {
    expectError(await send(registration({ bankCode: 'NOPE' })), 400, 'INVALID_BANK')
  })

  it('a payment provider or wallet is not a bank → 400 INVALID_BANK', async () => {
    expectError(await send(registration({ bankCode: 'PAYTIMZ' })), 400, 'INVALID_BANK')
    expectError(await send(registration({ bankCode: 'TRUEWALLET' })), 400, 'INVALID_BANK')
  })

  it('a bank without account name or number → 400 INVALID_BANK', async () => {
    expectError(await send(registration({ bankAccountName: '' })), 400, 'INVALID_BANK')
    expectError(await send(registration({ bankAccountNo: '' })), 400, 'INVALID_BANK')
  })

  it('a KTB, TMB or BBL account with a Thai name → 400 BANK_ACCOUNT_NAME_ENG', async () => {
    for (const bankCode of ['KTB', 'TMB', 'BBL']) {
      expectError(await send(registration({ bankCode })), 400, 'BANK_ACCOUNT_NAME_ENG')
    }
  })

  it('an account number that is not 6–20 digits → 400 INVALID_BANK', async () => {
    for (const bankAccountNo of ['12345', '12345abcde', '123-456-7890']) {
      expectError(await send(registration({ bankAccountNo })), 400, 'INVALID_BANK')
    }
  })

  it('an account another member holds → 409 EXISTING_BANK', async () => {
    expectError(
      await send(registration({ bankCode: 'KBANK', bankAccountNo: DEMO_BANK_ACCOUNT_NO })),
      409,
      'EXISTING_BANK',
    )
  })

  it('checks in order: bank, English name, account number, existing account', async () => {
    expectError(
      await send(registration({ bankCode: 'NOPE', bankAccountNo: DEMO_BANK_ACCOUNT_NO })),
      400,
      'INVALID_BANK',
    )
    expectError(
      await send(registration({ bankCode: 'KTB', bankAccountNo: '12' })),
      400,
      'BANK_ACCOUNT_NAME_ENG',
    )
    expectError(
      await send(registration({ bankCode: 'KBANK', bankAccountNo: 'x' + DEMO_BANK_ACCOUNT_NO })),
      400,
      'INVALID_BANK',
    )
  })

  it('an unknown source → 400 INVALID_USER_INFO', async () => {
    expectError(await send(registration({ sourceCode: 'RADIO' })), 400, 'INVALID_USER_INFO')
  })
}

describe('POST /api/account/validate', () => {
  it('the profile step (no bank yet) → SUCCESS, and writes nothing', async () => {
    const result = await expectUnchanged(mock, () =>
      mock.call('POST', '/api/account/validate', profileStep()),
    )
    expect(result.status).toBe(200)
    expect(endpoints.account.validate.response.parse(result.body)).toEqual({ message: 'SUCCESS' })
  })

  it('the whole payload → SUCCESS, and writes nothing', async () => {
    const body = registration({ bankCode: 'KTB', bankAccountName: 'MANEE MEENA' })
    const result = await expectUnchanged(mock, () =>
      mock.call('POST', '/api/account/validate', body),
    )
    expect(result).toEqual({ status: 200, body: { message: 'SUCCESS' } })
  })

  it('only the required fields → SUCCESS', async () => {
    const body = { name: 'มานี มีนา', username: newPhone(), password: 'x' }
    expect(await mock.call('POST', '/api/account/validate', body)).toEqual({
      status: 200,
      body: { message: 'SUCCESS' },
    })
  })

  sharedRules('/api/account/validate')

  describe('bad input', () => {
    badInputTests(() => mock, {
      method: 'POST',
      path: '/api/account/validate',
      valid: registration(),
      required: ['name', 'username', 'password'],
    })
  })
})

describe('POST /api/account', () => {
  it('registers a member → 201 SUCCESS', async () => {
    const body = registration({ bankCode: 'BBL', bankAccountName: 'Manee  Meena' })
    const before = await mock.prisma.member.count()
    const result = await mock.call('POST', '/api/account', body)
    expect(result.status).toBe(201)
    expect(endpoints.account.register.response.parse(result.body)).toEqual({ message: 'SUCCESS' })
    expect(await mock.prisma.member.count()).toBe(before + 1)
    const member = await mock.prisma.member.findUniqueOrThrow({
      where: { username: body.username },
    })
    expect(member).toMatchObject({
      name: body.name,
      bankCode: 'BBL',
      bankAccountName: 'Manee Meena',
      bankAccountNo: body.bankAccountNo,
      sourceCode: 'LINE',
      inviteCode: null,
      inviterId: null,
      currency: 'BAHT',
      isActive: true,
      walletBalance: 0,
      coin: 0,
    })
    expect(member.passwordHash).not.toContain(body.password)
    expect(await verifyPassword(body.password, member.passwordHash)).toBe(true)
  })

  it('links the inviter from an invite code of an existing member', async () => {
    const body = registration({ inviteCode: 'PR1', sourceCode: '' })
    expect((await mock.call('POST', '/api/account', body)).status).toBe(201)
    const member = await mock.prisma.member.findUniqueOrThrow({
      where: { username: body.username },
    })
    expect(member).toMatchObject({ inviterId: 1, inviteCode: 'PR1', sourceCode: null })
  })

  it('ignores an invite code of nobody', async () => {
    for (const inviteCode of ['PR999999', 'HELLO']) {
      const body = registration({ inviteCode })
      expect((await mock.call('POST', '/api/account', body)).status).toBe(201)
      const member = await mock.prisma.member.findUniqueOrThrow({
        where: { username: body.username },
      })
      expect(member).toMatchObject({ inviterId: null, inviteCode: null })
    }
  })

  it('outside Laos the currency is always BAHT', async () => {
    const body = registration({ currency: 'LAK' })
    expect((await mock.call('POST', '/api/account', body)).status).toBe(201)
    const member = await mock.prisma.member.findUniqueOrThrow({
      where: { username: body.username },
    })
    expect(member.currency).toBe('BAHT')
  })

  it('needs the bank account → 400 INVALID_BANK', async () => {
    const result = await expectUnchanged(mock, () =>
      mock.call('POST', '/api/account', profileStep()),
    )
    expectError(result, 400, 'INVALID_BANK')
  })

  it('the same phone twice → 409 EXISTING_USER', async () => {
    const body = registration()
    expect((await mock.call('POST', '/api/account', body)).status).toBe(201)
    const again = registration({ username: body.username })
    expectError(
      await expectUnchanged(mock, () => mock.call('POST', '/api/account', again)),
      409,
      'EXISTING_USER',
    )
  })

  it('parallel registrations of one phone number: one wins, the other → 409', async () => {
    const phone = newPhone()
    const results = await Promise.all(
      [0, 1, 2].map(() => mock.call('POST', '/api/account', registration({ username: phone }))),
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409])
    expect(await mock.prisma.member.count({ where: { username: phone } })).toBe(1)
  })

  sharedRules('/api/account')

  describe('bad input', () => {
    badInputTests(() => mock, {
      method: 'POST',
      path: '/api/account',
      valid: registration(),
      required: ['name', 'username', 'password'],
    })
  })
})

describe('register → login → profile', () => {
  it('with OTP registration off', async () => {
    const body = registration({ name: 'ปิติ ยินดี', bankAccountName: 'ปิติ ยินดี' })
    expect(await mock.call('GET', '/api/lookup/registerOTP')).toMatchObject({
      body: { registerOTP: false },
    })
    expect(
      (await mock.call('POST', '/api/account/validate', profileStep({ username: body.username })))
        .status,
    ).toBe(200)
    expect((await mock.call('POST', '/api/account/validate', body)).status).toBe(200)
    expect((await mock.call('POST', '/api/account', body)).status).toBe(201)
    const token = await mock.login(body.username, body.password)
    const { status, body: profile } = await mock.call(
      'GET',
      '/api/account/profile',
      undefined,
      token,
    )
    expect(status).toBe(200)
    expect(endpoints.account.profile.response.parse(profile)).toMatchObject({
      username: body.username,
      name: 'ปิติ ยินดี',
      coin: 0,
      bankCode: 'SCB',
      bankAccountName: 'ปิติ ยินดี',
      bankAccountNo: body.bankAccountNo,
      currency: 'BAHT',
      bank: { code: 'SCB', nameTH: 'ไทยพาณิชย์' },
    })
    const wallet = await mock.call('GET', '/api/wallet', undefined, token)
    expect(wallet.body).toMatchObject({ amount: 0 })
  })

  it('with OTP registration on: send, verify, validate, register, login', async () => {
    await mock.admin('PUT', '/__admin/settings', { registerOTP: true })
    const body = registration()
    const sent = await mock.call('POST', '/api/otp/send', { phoneNumber: body.username })
    expect(sent.status).toBe(200)
    const { otpToken, otpRef } = endpoints.otp.send.response.parse(sent.body)
    expect(mock.sentOtps.at(-1)).toEqual({ phoneNumber: body.username, otpRef, code: OTP_CODE })
    const verified = await mock.call('POST', '/api/otp/verify', { otpToken, otpCode: OTP_CODE })
    expect(verified).toEqual({ status: 200, body: { code: 'OTP_CODE_VALID' } })
    // a new send now answers that the phone is verified already: the wizard skips the OTP step
    const again = await mock.call('POST', '/api/otp/send', { phoneNumber: body.username })
    expect(again).toEqual({ status: 200, body: { code: 'OTP_VERIFIED', otpRef: '', otpToken } })

    expect(
      (await mock.call('POST', '/api/account/validate', profileStep({ username: body.username })))
        .status,
    ).toBe(200)
    expect((await mock.call('POST', '/api/account', body)).status).toBe(201)
    const otp = await mock.prisma.otp.findUniqueOrThrow({ where: { otpToken } })
    expect(otp.usedAt).not.toBeNull()
    // the used OTP cannot be verified again
    expectError(
      await mock.call('POST', '/api/otp/verify', { otpToken, otpCode: OTP_CODE }),
      400,
      'OTP_NOT_EXIST',
    )

    const token = await mock.login(body.username, body.password)
    const profile = await mock.call('GET', '/api/account/profile', undefined, token)
    expect(endpoints.account.profile.response.parse(profile.body).username).toBe(body.username)
  })

  it('a verified OTP older than thirty minutes no longer counts', async () => {
    await mock.admin('PUT', '/__admin/settings', { registerOTP: true })
    const body = registration()
    const sent = await mock.call('POST', '/api/otp/send', { phoneNumber: body.username })
    const { otpToken } = endpoints.otp.send.response.parse(sent.body)
    await mock.call('POST', '/api/otp/verify', { otpToken, otpCode: OTP_CODE })
    await mock.prisma.otp.update({
      where: { otpToken },
      data: { verifiedAt: new Date(Date.now() - 31 * 60_000) },
    })
    expectError(await mock.call('POST', '/api/account', body), 400, 'UNVERIFIED_OTP')
  })
})

describe('registration rate limit', () => {
  let limited: TestMock
  beforeAll(async () => {
    limited = await startTestMock({ limits: { registerAttempts: 3 } })
  })
  afterAll(() => limited.close())

  it('more attempts from one address than the limit → 429 REQUEST_LIMIT', async () => {
    expect((await limited.call('POST', '/api/account/validate', profileStep())).status).toBe(200)
    expect((await limited.call('POST', '/api/account', registration())).status).toBe(201)
    expectError(await limited.call('POST', '/api/account', { name: '' }), 400, 'KEY_MISSING')
    const result = await expectUnchanged(limited, () =>
      limited.call('POST', '/api/account', registration()),
    )
    expectError(result, 429, 'REQUEST_LIMIT')
    expectError(
      await limited.call('POST', '/api/account/validate', profileStep()),
      429,
      'REQUEST_LIMIT',
    )
    // other calls are not limited
    expect((await limited.call('GET', '/api/lookup/banks')).status).toBe(200)
    await limited.admin('POST', '/__admin/rate-limits/reset')
    expect((await limited.call('POST', '/api/account', registration())).status).toBe(201)
  })

  it('counts the player address the app forwards', async () => {
    await limited.admin('POST', '/__admin/rate-limits/reset')
    const post = (ip: string) =>
      fetch(`${limited.url}/api/account/validate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify(profileStep()),
      }).then((r) => r.status)
    for (let i = 0; i < 3; i++) expect(await post('203.0.113.1')).toBe(200)
    expect(await post('203.0.113.1')).toBe(429)
    expect(await post('203.0.113.2')).toBe(200)
  })
})

describe('the Laos variant', () => {
  let laos: TestMock
  beforeAll(async () => {
    laos = await startTestMock({ laos: true })
  })
  afterAll(() => laos.close())

  it('registers an 8-digit phone with a LAK account, which outside Laos is refused', async () => {
    const body = registration({ username: '20555987', bankCode: 'BCEL', currency: 'LAK' })
    await expectUnchanged(mock, async () =>
      expectError(
        await mock.call('POST', '/api/account', body),
        400,
        'PHONE_NUMBER_REQUIRE_10_DIGIT',
      ),
    )
    expect((await laos.call('POST', '/api/account', body)).status).toBe(201)
    const login = await laos.call('POST', '/api/login', {
      username: body.username,
      password: body.password,
    })
    expect(login.status).toBe(200)
    const member = await laos.prisma.member.findUniqueOrThrow({
      where: { username: body.username },
    })
    expect(member.currency).toBe('LAK')
  })

  it('accepts other phone lengths and keeps the chosen currency', async () => {
    const body = registration({ username: '2055512345678', bankCode: 'BCEL', currency: 'LAK' })
    expect((await laos.call('POST', '/api/account', body)).status).toBe(201)
    const member = await laos.prisma.member.findUniqueOrThrow({
      where: { username: body.username },
    })
    expect(member.currency).toBe('LAK')
    const baht = registration({ username: '20555123', currency: 'BAHT' })
    expect((await laos.call('POST', '/api/account', baht)).status).toBe(201)
    expectError(
      await laos.call('POST', '/api/account', registration({ username: '12345' })),
      400,
      'PHONE_NUMBER_REQUIRE_10_DIGIT',
    )
  })
})
