// The admin password (panel sign-in, /__admin, the operators' socket) throttled per client
// address, and the operators' socket refused from other origins.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { isOperatorOrigin } from '../chat'
import { startTestMock, TEST_ADMIN_PASSWORD, type TestMock } from './support/mock'
import { panelSignIn } from './support/panel'
import { closeSockets, connected, openSocket } from './support/sockets'

const ADMIN_FAILURES = 4

let mock: TestMock
beforeAll(async () => {
  mock = await startTestMock({ limits: { adminFailures: ADMIN_FAILURES } })
})
afterAll(() => mock.close())
beforeEach(() => mock.app.locals.mock.limits.adminFailures.reset())
afterEach(() => closeSockets())

/** A call of the admin API from `address` (the app's X-Forwarded-For, trusted from loopback). */
async function adminFrom(address: string, password: string) {
  const response = await fetch(`${mock.url}/__admin/settings`, {
    headers: { 'x-admin-password': password, 'X-Forwarded-For': address },
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

async function panelSignInFrom(address: string, password: string, lang = 'en') {
  const response = await fetch(`${mock.url}/panel/login?lang=${lang}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'X-Forwarded-For': address,
    },
    body: new URLSearchParams({ password }),
    redirect: 'manual',
  })
  return { status: response.status, text: await response.text() }
}

describe('the admin API', () => {
  it(`after ${ADMIN_FAILURES} wrong passwords from one address → 429 REQUEST_LIMIT, even the right one`, async () => {
    for (let i = 0; i < ADMIN_FAILURES; i++) {
      expect(await adminFrom('203.0.113.1', `guess${i}`)).toEqual({
        status: 401,
        body: { message: 'UNAUTHORIZED' },
      })
    }
    expect(await adminFrom('203.0.113.1', 'guess')).toEqual({
      status: 429,
      body: { message: 'REQUEST_LIMIT' },
    })
    expect((await adminFrom('203.0.113.1', TEST_ADMIN_PASSWORD)).status).toBe(429)
    // another address is not affected
    expect((await adminFrom('203.0.113.2', TEST_ADMIN_PASSWORD)).status).toBe(200)
  })

  it('50 parallel guesses: no more than the limit are checked', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => adminFrom('203.0.113.3', `guess${i}`)),
    )
    expect(results.filter((r) => r.status === 401)).toHaveLength(ADMIN_FAILURES)
    expect(results.filter((r) => r.status === 429)).toHaveLength(50 - ADMIN_FAILURES)
  })

  it('requests without a password do not count', async () => {
    for (let i = 0; i < ADMIN_FAILURES * 3; i++) {
      const response = await fetch(`${mock.url}/__admin/settings`, {
        headers: { 'X-Forwarded-For': '203.0.113.5' },
      })
      expect(response.status).toBe(401)
    }
    expect((await adminFrom('203.0.113.5', TEST_ADMIN_PASSWORD)).status).toBe(200)
  })

  it('right passwords do not count', async () => {
    for (let i = 0; i < ADMIN_FAILURES * 3; i++) {
      expect((await adminFrom('203.0.113.4', TEST_ADMIN_PASSWORD)).status).toBe(200)
    }
  })
})

describe('the panel sign-in', () => {
  it(`after ${ADMIN_FAILURES} wrong passwords → 429 with the form and a translated notice`, async () => {
    for (let i = 0; i < ADMIN_FAILURES; i++) {
      expect((await panelSignInFrom('198.51.100.1', `guess${i}`)).status).toBe(401)
    }
    const refused = await panelSignInFrom('198.51.100.1', TEST_ADMIN_PASSWORD)
    expect(refused.status).toBe(429)
    expect(refused.text).toContain('Too many wrong passwords')
    const thai = await panelSignInFrom('198.51.100.1', 'guess', 'th')
    expect(thai.text).toContain('ใส่รหัสผ่านผิดหลายครั้งเกินไป')
    // the admin API shares the count: the same address is refused there too
    expect((await adminFrom('198.51.100.1', TEST_ADMIN_PASSWORD)).status).toBe(429)
    expect((await panelSignInFrom('198.51.100.2', TEST_ADMIN_PASSWORD)).status).toBe(303)
  })
})

describe('the operators’ socket', () => {
  it('a wrong operator password counts; past the limit the socket is refused', async () => {
    for (let i = 0; i < ADMIN_FAILURES; i++) {
      expect(await connected(openSocket(mock.url, { operator: `guess${i}` }))).toBe('UNAUTHORIZED')
    }
    expect(await connected(openSocket(mock.url, { operator: TEST_ADMIN_PASSWORD }))).toBe(
      'REQUEST_LIMIT',
    )
  })

  it('refuses an operator from another origin, the player app’s included', async () => {
    const cookie = await panelSignIn(mock.url)
    const own = new URL(mock.url).origin
    for (const origin of ['http://evil.example', 'http://localhost:3000', 'null']) {
      for (const auth of [{}, { operator: TEST_ADMIN_PASSWORD }] as Record<string, string>[]) {
        const socket = openSocket(mock.url, auth, { cookie, origin })
        expect(await connected(socket), origin).toBe('UNAUTHORIZED')
      }
    }
    for (const origin of [own, undefined]) {
      const headers: Record<string, string> = origin ? { cookie, origin } : { cookie }
      expect(await connected(openSocket(mock.url, {}, headers)), origin).toBe('connected')
    }
    // a customer's socket may come from the app's pages
    const guest = openSocket(
      mock.url,
      { guestId: 'guest-origin-1a2b3c4d' },
      {
        origin: 'http://localhost:3000',
      },
    )
    expect(await connected(guest)).toBe('connected')
  })
})

describe('isOperatorOrigin', () => {
  const PUBLIC = 'http://mock.example:4000'
  it.each([
    [undefined, 'localhost:4000', true],
    ['http://localhost:4000', 'localhost:4000', true],
    ['http://127.0.0.1:4000', '127.0.0.1:4000', true],
    ['http://mock.example:4000', 'localhost:4000', true],
    ['http://localhost:3000', 'localhost:4000', false],
    ['http://evil.example', 'localhost:4000', false],
    ['null', 'localhost:4000', false],
    ['http://localhost:4000', undefined, false],
  ])('origin %s, host %s → %s', (origin, host, allowed) => {
    expect(isOperatorOrigin(origin, host, PUBLIC)).toBe(allowed)
  })
})
