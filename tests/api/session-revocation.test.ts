// A session ended on this app stays ended for every copy of its cookie: after logout, after a
// password change (every session of the member), and across app instances sharing a Redis
// (REDIS_URL). The fleet's own processes are tested in tests/process/fleet.test.ts.
import { spawnSync } from 'node:child_process'

import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'

import { env } from '~/env.server'
import { loader as loginLoader } from '~/routes/_public.login/route'
import { action as logout } from '~/routes/logout'
import { action as changePassword } from '~/routes/user.profile.password'
import { getToken, startMemberSession } from '~/session.server'
import {
  type EndedSessions,
  issuedBefore,
  memoryEndedSessions,
  redisEndedSessions,
} from '~/sessions/ended-sessions.server'

import { createMember } from '../../mock-server/tests/helpers'
import { startTestMock, type TestMock } from '../../mock-server/tests/support/mock'
import { hasRedis, useRedis } from '../support/redis'

let mock: TestMock
const saved = { ...env }
beforeAll(async () => {
  mock = await startTestMock()
  env.BACKEND_URL = mock.url
})
afterAll(async () => {
  Object.assign(env, saved)
  await mock.close()
})

/** The Cookie header a browser sends after this login. */
async function loggedIn(token: string, member = 'm', remember = true): Promise<string> {
  const request = new Request('http://app.test/login', { method: 'POST' })
  const response = await startMemberSession(request, {
    token,
    member,
    remember,
    redirectTo: null,
  })
  return response.headers.get('Set-Cookie')!.split(';')[0]!
}

function requestWith(cookie: string, path: string, form?: Record<string, string>) {
  return new Request(`http://app.test${path}`, {
    method: form ? 'POST' : 'GET',
    headers: { Cookie: cookie },
    body: form ? new URLSearchParams(form) : undefined,
  })
}

const args = (request: Request) => ({ request, params: {}, context: {} })

test('logout ends the session for a copy of the cookie kept from before', async () => {
  const member = await createMember(mock)
  const cookie = await loggedIn(member.token)
  expect(await getToken(requestWith(cookie, '/user'))).toBe(member.token)
  const response = await logout(args(requestWith(cookie, '/logout', {})))
  expect(response.headers.get('Location')).toBe('/login')
  expect(await getToken(requestWith(cookie, '/user'))).toBeNull()
})

test('a password change ends every session of the member, and says so on the login page', async () => {
  const member = await createMember(mock, { password: 'old-pass-1' })
  const someoneElse = await createMember(mock)
  const cookie = await loggedIn(member.token, String(member.id))
  // the member's other login (another phone, or a stolen cookie)
  const other = await loggedIn(member.token, String(member.id))
  const theirs = await loggedIn(someoneElse.token, String(someoneElse.id))
  const response = (await changePassword(
    args(
      requestWith(cookie, '/user/profile/password', {
        oldPassword: 'old-pass-1',
        newPassword: 'new-pass-2',
        confirmPassword: 'new-pass-2',
      }),
    ),
  )) as Response
  expect(response.status).toBe(302)
  expect(response.headers.get('Location')).toBe('/login')
  expect(response.headers.get('Set-Cookie')).toMatch(/toast/)
  expect(await getToken(requestWith(cookie, '/user'))).toBeNull()
  expect(await getToken(requestWith(other, '/user'))).toBeNull()
  expect(await getToken(requestWith(theirs, '/user'))).toBe(someoneElse.token)
  // a login after the change is a session of the new password
  await new Promise((resolve) => setTimeout(resolve, 2))
  const after = await loggedIn(member.token, String(member.id))
  expect(await getToken(requestWith(after, '/user'))).toBe(member.token)
})

describe('a login without "remember me"', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  test('ends after 30 minutes without a request; each request starts the half hour again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const member = await createMember(mock)
    const cookie = await loggedIn(member.token, 'm', false)
    vi.setSystemTime(Date.now() + 29 * 60_000)
    expect(await getToken(requestWith(cookie, '/user'))).toBe(member.token)
    vi.setSystemTime(Date.now() + 29 * 60_000)
    expect(await getToken(requestWith(cookie, '/user'))).toBe(member.token)
    vi.setSystemTime(Date.now() + 31 * 60_000)
    expect(await getToken(requestWith(cookie, '/user'))).toBeNull()
  })

  test('"remember me" keeps the session however long it is idle, up to its 30 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const member = await createMember(mock)
    const cookie = await loggedIn(member.token, 'm', true)
    vi.setSystemTime(Date.now() + 29 * 24 * 3600_000)
    expect(await getToken(requestWith(cookie, '/user'))).toBe(member.token)
  })
})

describe('a session older than its member\'s "valid after" time', () => {
  test('is ended; one issued after it is not', () => {
    expect(issuedBefore(1_000, 2_000)).toBe(true)
    expect(issuedBefore(2_000, 2_000)).toBe(false)
    expect(issuedBefore(3_000, 2_000)).toBe(false)
    expect(issuedBefore(1_000, null)).toBe(false)
  })
})

/** What both stores must do, given two views of one store (two instances). */
function behavesAsShared(open: () => Promise<[EndedSessions, EndedSessions]>) {
  test('a session ended through one is ended through the other', async () => {
    const [one, two] = await open()
    await one.revoke('session-1', 60_000)
    expect(await two.isEnded({ id: 'session-1' })).toBe(true)
    expect(await two.isEnded({ id: 'session-2' })).toBe(false)
  })

  test("a member's sessions issued before the change are ended, later ones are not", async () => {
    const [one, two] = await open()
    await one.endMemberSessions('member-7', 5_000, 60_000)
    expect(await two.isEnded({ id: 'a', member: 'member-7', issuedAt: 4_999 })).toBe(true)
    expect(await two.isEnded({ id: 'b', member: 'member-7', issuedAt: 5_001 })).toBe(false)
    expect(await two.isEnded({ id: 'c', member: 'member-8', issuedAt: 4_999 })).toBe(false)
  })

  test('an idle clock started on one runs on the other; a session it does not know is idle', async () => {
    const [one, two] = await open()
    await one.startIdleClock('idle-1', 60_000)
    expect(await two.isEnded({ id: 'idle-1', idleMs: 60_000 })).toBe(false)
    expect(await two.isEnded({ id: 'idle-unknown', idleMs: 60_000 })).toBe(true)
    // a session with no idle time (remember me) is not asked about it
    expect(await two.isEnded({ id: 'idle-unknown' })).toBe(false)
  })
}

describe('the memory store', () => {
  behavesAsShared(async () => {
    const store = memoryEndedSessions()
    return [store, store]
  })

  test('forgets an entry once the cookie could no longer open anyway', async () => {
    let now = 0
    const store = memoryEndedSessions(10, () => now)
    await store.revoke('a', 1000)
    await store.endMemberSessions('m', 500, 1000)
    expect(await store.isEnded({ id: 'a' })).toBe(true)
    expect(await store.isEnded({ id: 'b' })).toBe(false)
    expect(await store.isEnded({ id: 'b', member: 'm', issuedAt: 100 })).toBe(true)
    now = 1001
    expect(await store.isEnded({ id: 'a' })).toBe(false)
    expect(await store.isEnded({ id: 'b', member: 'm', issuedAt: 100 })).toBe(false)
  })

  test('ends a session idle for longer than its idle time, and each request starts it again', async () => {
    let now = 0
    const store = memoryEndedSessions(10, () => now)
    await store.startIdleClock('s', 1000)
    now = 900
    expect(await store.isEnded({ id: 's', idleMs: 1000 })).toBe(false)
    now = 1800
    expect(await store.isEnded({ id: 's', idleMs: 1000 })).toBe(false)
    now = 2801
    expect(await store.isEnded({ id: 's', idleMs: 1000 })).toBe(true)
  })

  test('keeps at most its limit, dropping the oldest first', async () => {
    const store = memoryEndedSessions(3, () => 0)
    for (const id of ['a', 'b', 'c', 'd']) await store.revoke(id, 1000)
    expect(await store.isEnded({ id: 'a' })).toBe(false)
    expect(await store.isEnded({ id: 'd' })).toBe(true)
  })
})

// .ci/run installs Debian's redis-server; a machine without it skips only this part
describe.skipIf(!hasRedis)('the Redis store', () => {
  const redis = useRedis()

  /** Two instances' clients, once both are connected. */
  async function twoInstances(): Promise<[EndedSessions, EndedSessions]> {
    const [one, two] = await Promise.all([redis.connect(), redis.connect()])
    return [redisEndedSessions(one), redisEndedSessions(two)]
  }

  behavesAsShared(twoInstances)

  test('an idle session lapses in Redis; a request before that starts its clock again', async () => {
    const [store] = await twoInstances()
    await store.startIdleClock('redis-idle', 300)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await store.isEnded({ id: 'redis-idle', idleMs: 300 })).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await store.isEnded({ id: 'redis-idle', idleMs: 300 })).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(await store.isEnded({ id: 'redis-idle', idleMs: 300 })).toBe(true)
  })

  test('an entry expires in Redis with the cookie', async () => {
    const [store] = await twoInstances()
    await store.revoke('short', 50)
    await store.endMemberSessions('short-member', Date.now(), 50)
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(await store.isEnded({ id: 'short' })).toBe(false)
    expect(await store.isEnded({ id: 'x', member: 'short-member', issuedAt: 0 })).toBe(false)
  })

  test('the app uses Redis when REDIS_URL is set', async () => {
    const [store] = await twoInstances()
    await store.revoke('seen-by-the-app', 60_000)
    const script = `
      import { endedSessions } from './app/sessions/ended-sessions.server.ts'
      import { closeSharedRedis, sharedRedis } from './app/store/redis.server.ts'
      void (async () => {
        while (!(await sharedRedis().ping())) await new Promise((r) => setTimeout(r, 20))
        console.log(await endedSessions().isEnded({ id: 'seen-by-the-app' }))
        await closeSharedRedis()
      })()`
    const result = spawnSync('node', ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, REDIS_URL: redis.server.url, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    })
    expect(result.stdout.trim()).toBe('true')
  })
})

describe('arriving at /login', () => {
  /** The Set-Cookie of the login page a visit with this cookie gets. */
  async function arrive(cookie: string, site: string): Promise<string> {
    const request = new Request('http://app.test/login', {
      headers: { Cookie: cookie, 'Sec-Fetch-Site': site },
    })
    const page = await loginLoader(args(request))
    return new Headers(page.init?.headers).get('Set-Cookie') ?? ''
  }

  test('by the player (typed, a bookmark, the app itself) ends the session (SPEC §2)', async () => {
    const member = await createMember(mock)
    for (const site of ['none', 'same-origin']) {
      const cookie = await loggedIn(member.token)
      expect(await arrive(cookie, site)).toMatch(/__session=;/)
      expect(await getToken(requestWith(cookie, '/user'))).toBeNull()
    }
  })

  test("by another site's link shows the login page and leaves the session as it was", async () => {
    const member = await createMember(mock)
    const cookie = await loggedIn(member.token)
    for (const site of ['cross-site', 'same-site']) {
      expect(await arrive(cookie, site)).not.toMatch(/__session=/)
      expect(await getToken(requestWith(cookie, '/user'))).toBe(member.token)
    }
  })
})
