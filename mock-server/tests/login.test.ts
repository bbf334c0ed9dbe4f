import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { endpoints } from '@member-wallet/contract/schemas'

import { hashToken, TOKEN_TTL_MS } from '../passwords'
import { DEMO_PASSWORD, DEMO_USERNAME, INACTIVE_PASSWORD, INACTIVE_USERNAME } from '../seed'
import { badInputTests, expectError, expectUnchanged } from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const clock = { now: Date.now() }
const LOGIN_FAILURES = 3
const ADDRESS_FAILURES = 8
const PHONE_FAILURES = 12
const WINDOW_MS = 10 * 60_000

let mock: TestMock
beforeAll(async () => {
  mock = await startTestMock({
    now: () => clock.now,
    limits: {
      loginFailures: LOGIN_FAILURES,
      loginAddressFailures: ADDRESS_FAILURES,
      loginPhoneFailures: PHONE_FAILURES,
      loginWindowMs: WINDOW_MS,
    },
  })
})
afterAll(() => mock.close())
beforeEach(async () => {
  await mock.admin('POST', '/__admin/rate-limits/reset')
})

const login = (username: string, password: string) =>
  mock.call('POST', '/api/login', { username, password })

/** A login from another client address (the app forwards the player's in X-Forwarded-For). */
const loginFrom = (address: string, username: string, password: string) =>
  mock.call('POST', '/api/login', { username, password }, undefined, {
    'X-Forwarded-For': address,
  })

describe('POST /api/login', () => {
  it('answers a token for the demo member and stores only its hash', async () => {
    const { status, body } = await login(DEMO_USERNAME, DEMO_PASSWORD)
    expect(status).toBe(200)
    const { token } = endpoints.account.login.response.parse(body)
    expect(token).toMatch(/^[\w-]{43}$/)
    const session = await mock.prisma.session.findUnique({ where: { tokenHash: hashToken(token) } })
    expect(session?.expiresAt.getTime()).toBe(clock.now + TOKEN_TTL_MS)
    expect(await mock.prisma.session.findFirst({ where: { tokenHash: token } })).toBeNull()
  })

  it('gives a new token on each login', async () => {
    const a = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
    const b = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
    expect(a).not.toBe(b)
  })

  it('a wrong password → 401 WRONG_CREDENTIAL', async () => {
    expectError(
      await expectUnchanged(mock, () => login(DEMO_USERNAME, 'wrong')),
      401,
      'WRONG_CREDENTIAL',
    )
  })

  it('an unknown phone number → 401 WRONG_CREDENTIAL', async () => {
    expectError(
      await expectUnchanged(mock, () => login('0800000000', DEMO_PASSWORD)),
      401,
      'WRONG_CREDENTIAL',
    )
  })

  it('an inactive member → 403 INACTIVE_USER', async () => {
    expectError(
      await expectUnchanged(mock, () => login(INACTIVE_USERNAME, INACTIVE_PASSWORD)),
      403,
      'INACTIVE_USER',
    )
  })

  it('an inactive member with a wrong password → 401 WRONG_CREDENTIAL', async () => {
    expectError(await login(INACTIVE_USERNAME, 'wrong'), 401, 'WRONG_CREDENTIAL')
  })

  it(`after ${LOGIN_FAILURES} failures → 429 REQUEST_LIMIT, even with the right password`, async () => {
    for (let i = 0; i < LOGIN_FAILURES; i++) {
      expectError(await login(DEMO_USERNAME, `wrong${i}`), 401, 'WRONG_CREDENTIAL')
    }
    expectError(
      await expectUnchanged(mock, () => login(DEMO_USERNAME, 'wrong')),
      429,
      'REQUEST_LIMIT',
    )
    expectError(
      await expectUnchanged(mock, () => login(DEMO_USERNAME, DEMO_PASSWORD)),
      429,
      'REQUEST_LIMIT',
    )
    // other usernames are not affected
    expect((await login('0899999999', 'wrong')).status).toBe(401)
  })

  it('the 429 says how long at most to wait: the window, as Retry-After in seconds', async () => {
    for (let i = 0; i < LOGIN_FAILURES; i++) await login('0877777777', `wrong${i}`)
    const limited = await fetch(`${mock.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: '0877777777', password: 'wrong' }),
    })
    expect(limited.status).toBe(429)
    const { loginWindowMs } = mock.app.locals.mock.config.limits
    expect(limited.headers.get('Retry-After')).toBe(String(loginWindowMs / 1000))
    // a wrong password is no limit: nothing to wait for
    expect((await login('0866666666', 'wrong')).status).toBe(401)
  })

  it('the limit lifts when the window has passed', async () => {
    for (let i = 0; i < LOGIN_FAILURES; i++) await login(DEMO_USERNAME, 'wrong')
    expect((await login(DEMO_USERNAME, DEMO_PASSWORD)).status).toBe(429)
    clock.now += WINDOW_MS
    expect((await login(DEMO_USERNAME, DEMO_PASSWORD)).status).toBe(200)
  })

  it('counts unknown usernames too', async () => {
    for (let i = 0; i < LOGIN_FAILURES; i++) await login('0811111111', 'x')
    expectError(await login('0811111111', 'x'), 429, 'REQUEST_LIMIT')
  })

  it('a success clears the failure count', async () => {
    for (let i = 0; i < LOGIN_FAILURES - 1; i++) await login(DEMO_USERNAME, 'wrong')
    expect((await login(DEMO_USERNAME, DEMO_PASSWORD)).status).toBe(200)
    for (let i = 0; i < LOGIN_FAILURES - 1; i++) await login(DEMO_USERNAME, 'wrong')
    expect((await login(DEMO_USERNAME, DEMO_PASSWORD)).status).toBe(200)
  })

  it('20 parallel wrong guesses: no more than the limit are checked', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(DEMO_USERNAME, `wrong${i}`)),
    )
    const statuses = results.map((result) => result.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_FAILURES)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - LOGIN_FAILURES)
  })

  it('the right password from another address logs in during a lockout caused elsewhere', async () => {
    for (let i = 0; i < LOGIN_FAILURES; i++) {
      await loginFrom('203.0.113.7', DEMO_USERNAME, `wrong${i}`)
    }
    expect((await loginFrom('203.0.113.7', DEMO_USERNAME, DEMO_PASSWORD)).status).toBe(429)
    expect((await loginFrom('198.51.100.2', DEMO_USERNAME, DEMO_PASSWORD)).status).toBe(200)
  })

  it('the per-address limit holds across phones', async () => {
    for (let i = 0; i < ADDRESS_FAILURES; i++) {
      expect((await loginFrom('203.0.113.8', `08100000${10 + i}`, 'x')).status).toBe(401)
    }
    expectError(await loginFrom('203.0.113.8', '0810000099', 'x'), 429, 'REQUEST_LIMIT')
    expectError(await loginFrom('203.0.113.8', DEMO_USERNAME, DEMO_PASSWORD), 429, 'REQUEST_LIMIT')
    expect((await loginFrom('203.0.113.9', '0810000099', 'x')).status).toBe(401)
  })

  it('wrong passwords from many addresses leave each address one try; the member gets in', async () => {
    for (let i = 0; i < PHONE_FAILURES; i++) {
      expect((await loginFrom(`192.0.2.${i + 1}`, DEMO_USERNAME, 'wrong')).status).toBe(401)
    }
    expectError(await loginFrom('192.0.2.1', DEMO_USERNAME, DEMO_PASSWORD), 429, 'REQUEST_LIMIT')
    expect((await loginFrom('192.0.2.200', DEMO_USERNAME, 'wrong')).status).toBe(401)
    expectError(await loginFrom('192.0.2.200', DEMO_USERNAME, 'wrong'), 429, 'REQUEST_LIMIT')
    expect((await loginFrom('198.51.100.3', DEMO_USERNAME, DEMO_PASSWORD)).status).toBe(200)
  })

  it('the admin API clears the counters', async () => {
    for (let i = 0; i < LOGIN_FAILURES; i++) await login(DEMO_USERNAME, 'wrong')
    expect((await login(DEMO_USERNAME, DEMO_PASSWORD)).status).toBe(429)
    expect((await mock.admin('POST', '/__admin/rate-limits/reset')).status).toBe(200)
    expect((await login(DEMO_USERNAME, DEMO_PASSWORD)).status).toBe(200)
  })

  describe('bad input', () => {
    badInputTests(() => mock, {
      method: 'POST',
      path: '/api/login',
      valid: { username: DEMO_USERNAME, password: DEMO_PASSWORD },
      required: ['username', 'password'],
    })

    it('blank fields → 400 KEY_MISSING', async () => {
      expectError(await expectUnchanged(mock, () => login('  ', DEMO_PASSWORD)), 400, 'KEY_MISSING')
      expectError(await expectUnchanged(mock, () => login(DEMO_USERNAME, '')), 400, 'KEY_MISSING')
    })
  })
})

describe('the member guard', () => {
  const profile = (headers: Record<string, string>) =>
    fetch(`${mock.url}/api/account/profile`, { headers }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as unknown,
    }))

  it('no Authorization header → 401 UNAUTHORIZED', async () => {
    expectError(await profile({}), 401, 'UNAUTHORIZED')
  })

  it('a header that is not a bearer token → 401 UNAUTHORIZED', async () => {
    const token = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
    expectError(await profile({ Authorization: token }), 401, 'UNAUTHORIZED')
    expectError(await profile({ Authorization: `Basic ${token}` }), 401, 'UNAUTHORIZED')
    expectError(await profile({ Authorization: 'Bearer ' }), 401, 'UNAUTHORIZED')
  })

  it('a garbage token → 401 UNAUTHORIZED', async () => {
    expectError(await profile({ Authorization: 'Bearer garbage' }), 401, 'UNAUTHORIZED')
    expectError(await profile({ Authorization: `Bearer ${'x'.repeat(5000)}` }), 401, 'UNAUTHORIZED')
  })

  it('accepts any case of "bearer"', async () => {
    const token = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
    expect((await profile({ Authorization: `bearer ${token}` })).status).toBe(200)
  })

  it('an expired token → 401 EXPIRED_AUTH_TOKEN', async () => {
    const token = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
    await mock.prisma.session.update({
      where: { tokenHash: hashToken(token) },
      data: { expiresAt: new Date(clock.now - 1000) },
    })
    expectError(
      await mock.call('GET', '/api/account/profile', undefined, token),
      401,
      'EXPIRED_AUTH_TOKEN',
    )
  })

  it('a token expires after seven days', async () => {
    const token = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
    const start = clock.now
    try {
      clock.now = start + TOKEN_TTL_MS - 1000
      expect((await mock.call('GET', '/api/account/profile', undefined, token)).status).toBe(200)
      clock.now = start + TOKEN_TTL_MS
      expectError(
        await mock.call('GET', '/api/account/profile', undefined, token),
        401,
        'EXPIRED_AUTH_TOKEN',
      )
    } finally {
      clock.now = start
    }
  })

  it('a deactivated member → 401 INVALID_USER_1', async () => {
    const token = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
    const off = await mock.admin('PUT', `/__admin/members/${DEMO_USERNAME}`, { isActive: false })
    expect(off).toMatchObject({ status: 200, body: { username: DEMO_USERNAME, isActive: false } })
    try {
      expectError(
        await mock.call('GET', '/api/account/profile', undefined, token),
        401,
        'INVALID_USER_1',
      )
      expectError(await mock.call('GET', '/api/wallet', undefined, token), 401, 'INVALID_USER_1')
      expectError(await login(DEMO_USERNAME, DEMO_PASSWORD), 403, 'INACTIVE_USER')
    } finally {
      await mock.admin('PUT', `/__admin/members/${DEMO_USERNAME}`, { isActive: true })
    }
    expect((await mock.call('GET', '/api/account/profile', undefined, token)).status).toBe(200)
  })

  it('a deleted member’s tokens stop working → 401 UNAUTHORIZED', async () => {
    const { status } = await mock.call('POST', '/api/account', {
      name: 'ผู้ใช้ ชั่วคราว',
      username: '0870000001',
      password: 'secret1',
      bankCode: 'SCB',
      bankAccountName: 'ผู้ใช้ ชั่วคราว',
      bankAccountNo: '5550000001',
    })
    expect(status).toBe(201)
    const token = await mock.login('0870000001', 'secret1')
    await mock.prisma.member.delete({ where: { username: '0870000001' } })
    expectError(
      await mock.call('GET', '/api/account/profile', undefined, token),
      401,
      'UNAUTHORIZED',
    )
  })
})
