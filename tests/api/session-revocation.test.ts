// A session ended on this app stays ended for every copy of its cookie: after logout, after a
// password change, and across app instances sharing a Redis (REDIS_URL).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createServer } from 'node:net'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { env } from '~/env.server'
import { action as logout } from '~/routes/logout'
import { action as changePassword } from '~/routes/user.profile.password'
import { getToken, startMemberSession } from '~/session.server'
import {
  memoryRevocations,
  redisRevocations,
  type RevocationStore,
} from '~/sessions/revocations.server'

import { hashPassword } from '../../mock-server/passwords'
import { waitForOutput } from '../support/child-output'
import { startTestMock, TEST_PASSWORD_COST, type TestMock } from '../support/mock'
import { createMember } from './helpers'

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
async function loggedIn(token: string): Promise<string> {
  const request = new Request('http://app.test/login', { method: 'POST' })
  const response = await startMemberSession(request, { token, remember: true, redirectTo: null })
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

test('a password change ends the session, and says so on the login page', async () => {
  const member = await createMember(mock)
  await mock.prisma.member.update({
    where: { id: member.id },
    data: { passwordHash: await hashPassword('old-pass-1', TEST_PASSWORD_COST) },
  })
  const cookie = await loggedIn(member.token)
  const other = await loggedIn(member.token)
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
  // another login of the same member is its own session, ended by its own logout
  expect(await getToken(requestWith(other, '/user'))).toBe(member.token)
})

describe('the memory store', () => {
  test('forgets an entry once the cookie could no longer open anyway', async () => {
    let now = 0
    const store = memoryRevocations(10, () => now)
    await store.revoke('a', 1000)
    expect(await store.isRevoked('a')).toBe(true)
    expect(await store.isRevoked('b')).toBe(false)
    now = 1001
    expect(await store.isRevoked('a')).toBe(false)
  })

  test('keeps at most its limit, dropping the oldest first', async () => {
    const store = memoryRevocations(3, () => 0)
    for (const id of ['a', 'b', 'c', 'd']) await store.revoke(id, 1000)
    expect(await store.isRevoked('a')).toBe(false)
    expect(await store.isRevoked('d')).toBe(true)
  })
})

const hasRedis = spawnSync('redis-server', ['--version']).status === 0

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * A Redis of its own on a free port. The port can be taken by another test's server between
 * the check and Redis's bind; Redis then exits, and another port is tried.
 */
async function startRedis(): Promise<{ redis: ChildProcess; url: string }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    const redis = spawn('redis-server', [
      '--port',
      String(port),
      '--save',
      '',
      '--appendonly',
      'no',
    ])
    const ready = await waitForOutput(redis, /Ready to accept connections/)
    if (ready) return { redis, url: `redis://127.0.0.1:${port}` }
    if (attempt === 3) throw new Error('redis-server did not start on any of three ports')
  }
}

// .ci/run installs Debian's redis-server; a machine without it skips only this part
describe.skipIf(!hasRedis)('the Redis store', () => {
  let redis: ChildProcess
  let url: string
  const stores: RevocationStore[] = []
  beforeAll(async () => {
    const started = await startRedis()
    redis = started.redis
    url = started.url
    stores.push(await redisRevocations(url))
  })
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()))
    redis.kill()
  })

  test('a session ended on one instance is ended on another', async () => {
    const one = stores[0]!
    const two = await redisRevocations(url)
    stores.push(two)
    await one.revoke('session-1', 60_000)
    expect(await two.isRevoked('session-1')).toBe(true)
    expect(await two.isRevoked('session-2')).toBe(false)
  })

  test('an entry expires in Redis with the cookie', async () => {
    await stores[0]!.revoke('short', 50)
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(await stores[0]!.isRevoked('short')).toBe(false)
  })

  test('the app uses Redis when REDIS_URL is set', async () => {
    const script = `
      import { revocations } from './app/sessions/revocations.server.ts'
      void (async () => {
        const store = await revocations()
        console.log(await store.isRevoked('session-1'))
        await store.close()
      })()`
    const result = spawnSync('node', ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, REDIS_URL: url },
      encoding: 'utf8',
    })
    expect(result.stdout.trim()).toBe('true')
  })
})
