// Two app instances behind one imaginary balancer, sharing one Redis and one backend (the mock),
// as real processes: what one ends, the other knows; the relay caps hold across both; each
// request is a log line and a metric; a backend failure, a spent page budget and an unanswered
// money call are said; Redis killed under a member page is a translated 503, then recovers.
// Last, the logs of the whole walk are searched for secrets.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { openSealedCookie } from '~/sessions/sealed-storage.server'
import { MEMBER_SEAL } from '~/sessions/seals'

import { createMember } from '../../mock-server/tests/helpers'
import { startTestMock, type TestMock } from '../../mock-server/tests/support/mock'
import {
  type AppProcess,
  productionEnv,
  SESSION_SECRET,
  startAppProcess,
} from '../support/app-process'
import { hasRedis, startRedis, type TestRedis } from '../support/redis'
import { Visitor } from '../support/visitor'

const PASSWORD = 'fleet-pass-1'
const NEW_PASSWORD = 'fleet-pass-2'

let redis: TestRedis
let mock: TestMock
let a: AppProcess
let b: AppProcess
/** Everything the walk used that no log may show. */
const secrets = new Set<string>([PASSWORD, NEW_PASSWORD])

describe.skipIf(!hasRedis)('two instances, one Redis, one backend', () => {
  beforeAll(async () => {
    ;[redis, mock] = await Promise.all([startRedis(), startTestMock()])
    const env = {
      ...productionEnv(mock.url),
      REDIS_URL: redis.url,
      PAGE_BUDGET_MS: '1500',
      DRAIN_DELAY_MS: '0',
    }
    // A is behind a trusted proxy (loopback); B trusts no one
    ;[a, b] = await Promise.all([
      startAppProcess({ env: { ...env, TRUST_PROXY: 'loopback' } }),
      startAppProcess({ env }),
    ])
  })
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await Promise.all([redis?.kill(), mock?.close()])
  })

  /** A member whose password is known, logged in on `base`. */
  async function memberLoggedIn(base: string, options?: Parameters<typeof createMember>[1]) {
    const member = await createMember(mock, { ...options, password: PASSWORD })
    secrets.add(member.username)
    const visitor = new Visitor()
    await visitor.login(base, member.username, PASSWORD)
    await remember(visitor)
    return { member, visitor }
  }

  /** The session cookie and the backend token sealed in it: neither may be logged. */
  async function remember(visitor: Visitor) {
    const cookie = visitor.cookies.get('__session')!
    const data = await openSealedCookie(cookie, { secrets: [SESSION_SECRET], ...MEMBER_SEAL })
    expect(data?.token).toEqual(expect.any(String))
    secrets.add(cookie)
    secrets.add(decodeURIComponent(cookie))
    secrets.add(String(data!.token))
  }

  test('a logout on one instance ends the session on the other', async () => {
    const { visitor } = await memberLoggedIn(a.url)
    const copy = new Visitor()
    copy.cookies.set('__session', visitor.cookies.get('__session')!)
    expect((await copy.get(`${b.url}/user/home`)).status).toBe(200)
    expect((await visitor.post(`${a.url}/logout`, {})).headers.get('Location')).toBe('/login')
    const after = await copy.get(`${b.url}/user/home`)
    expect(after.status).toBe(302)
    expect(after.headers.get('Location')).toMatch(/^\/login/)
  })

  test("a password change on one ends every session of the member on both, not another member's", async () => {
    const { member, visitor: onA } = await memberLoggedIn(a.url)
    const onB = new Visitor()
    await onB.login(b.url, member.username, PASSWORD)
    await remember(onB)
    const { visitor: someoneElse } = await memberLoggedIn(b.url)

    const changed = await onB.post(`${b.url}/user/profile/password`, {
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    })
    expect(changed.status).toBe(302)
    expect(changed.headers.get('Location')).toBe('/login')
    for (const [visitor, app] of [
      [onA, a],
      [onA, b],
    ] as const) {
      expect((await visitor.get(`${app.url}/user/home`)).headers.get('Location')).toMatch(
        /^\/login/,
      )
    }
    expect((await someoneElse.get(`${a.url}/user/home`)).status).toBe(200)
    // the new password opens a session that both instances take
    const again = new Visitor()
    await again.login(a.url, member.username, NEW_PASSWORD)
    await remember(again)
    expect((await again.get(`${b.url}/user/home`)).status).toBe(200)
  })

  test('a guest holds 3 chat relays across both instances, not 3 on each', async () => {
    const guest = new Visitor()
    guest.cookies.set('guest-id', 'gFleetGuest01')
    const open: AbortController[] = []
    const relay = async (app: AppProcess) => {
      const abort = new AbortController()
      open.push(abort)
      const response = await fetch(`${app.url}/chat/events`, {
        headers: { Cookie: guest.cookieHeader(), Accept: 'text/event-stream' },
        signal: abort.signal,
      })
      if (response.status === 200) await untilEvent(response, 'ready')
      return response.status
    }
    try {
      expect(await relay(a)).toBe(200)
      expect(await relay(a)).toBe(200)
      expect(await relay(b)).toBe(200)
      expect(await relay(b)).toBe(429)
      expect(await relay(a)).toBe(429)
      // one closed on A: B may open one
      open[0]!.abort()
      await eventually(async () => (await relay(b)) === 200)
    } finally {
      for (const abort of open) abort.abort()
    }
  })

  test('every request is a log line with its id; a trusted proxy’s id is kept, another’s is not', async () => {
    const viaProxy = await fetch(`${a.url}/login`, { headers: { 'X-Request-Id': 'lb-7f3a-0001' } })
    expect(viaProxy.headers.get('X-Request-Id')).toBe('lb-7f3a-0001')
    const line = await a.waitForLine(
      (entry) => entry.requestId === 'lb-7f3a-0001' && entry.msg === 'request',
    )
    expect(line).toMatchObject({ level: 'info', method: 'GET', route: '/login', status: 200 })
    expect(line.durationMs).toEqual(expect.any(Number))

    const forged = await fetch(`${b.url}/login`, { headers: { 'X-Request-Id': 'forged-0001' } })
    const given = forged.headers.get('X-Request-Id')!
    expect(given).not.toBe('forged-0001')
    await b.waitForLine((entry) => entry.requestId === given && entry.route === '/login')
  })

  test('metrics are on their own port: requests by route, backend calls by outcome, relays, the process', async () => {
    await fetch(`${a.url}/login`)
    const text = await (await fetch(a.metricsUrl!)).text()
    expect(text).toMatch(
      /wallet_http_request_duration_seconds_count\{method="GET",route="\/login",status="200"\} \d+/,
    )
    expect(text).toMatch(
      /wallet_backend_call_duration_seconds_count\{method="GET",endpoint="\/api\/lookup\/active",outcome="ok"\} \d+/,
    )
    expect(text).toMatch(/wallet_chat_relays_open \d+/)
    expect(text).toMatch(/wallet_store_up 1/)
    expect(text).toMatch(/process_resident_memory_bytes \d+/)
    // never on the public port
    expect((await fetch(`${a.url}/metrics`)).status).toBe(404)
  })

  test('a backend 500, a spent page budget and an unanswered money call are each a log line and a metric', async () => {
    const { visitor } = await memberLoggedIn(a.url, { wallet: 50_000, games: { JOKER: 0 } })
    await mock.admin('POST', '/__admin/faults', {
      method: 'GET',
      path: '/api/spinwheel/active',
      kind: { type: 'error', code: 'INTERNAL_SERVER_ERROR' },
      remaining: 1,
    })
    expect((await visitor.get(`${a.url}/user/home`)).status).toBe(200)
    await a.waitForLine(
      (line) =>
        line.msg === 'backend call failed' &&
        line.endpoint === '/api/spinwheel/active' &&
        line.status === 500 &&
        line.outcome === 'server_error',
    )

    await mock.admin('POST', '/__admin/faults', {
      method: 'GET',
      path: '/api/wallet',
      kind: { type: 'delay', ms: 3_000 },
      remaining: 1,
    })
    const home = await visitor.get(`${a.url}/user/home`)
    expect(home.status).toBe(200)
    const budget = await a.waitForLine((line) => line.msg === 'page budget exhausted')
    expect(budget).toMatchObject({ page: '/user/home', level: 'warn' })

    await mock.admin('POST', '/__admin/faults', {
      method: 'POST',
      path: '/api/wallet/transfer',
      kind: { type: 'drop' },
      remaining: 1,
    })
    const transfer = await visitor.post(`${a.url}/user/home/transfer`, {
      from: 'wallet',
      to: 'JOKER',
      amount: '100',
    })
    // it ends on the sheet that says the result is not known yet
    expect(transfer.status).toBe(302)
    const unanswered = await a.waitForLine((line) => line.msg.startsWith('action call unanswered'))
    expect(unanswered).toMatchObject({ level: 'error', endpoint: '/api/wallet/transfer' })

    const text = await (await fetch(a.metricsUrl!)).text()
    expect(text).toMatch(
      /wallet_backend_call_duration_seconds_count\{method="GET",endpoint="\/api\/spinwheel\/active",outcome="server_error"\} [1-9]/,
    )
    expect(text).toMatch(/wallet_page_budgets_exhausted_total [1-9]/)
    expect(text).toMatch(
      /wallet_action_calls_unanswered_total\{endpoint="\/api\/wallet\/transfer"\} 1/,
    )
  })

  test('Redis killed under a member page: a translated 503 with a retry, one log line, then recovery', async () => {
    const { visitor } = await memberLoggedIn(a.url)
    visitor.cookies.set('lng', 'th')
    await redis.kill()
    const asked = performance.now()
    const page = await visitor.get(`${a.url}/user/home`)
    // at most the store's 1 s, not a wait in a queue for a reconnect
    expect(performance.now() - asked).toBeLessThan(1_500)
    expect(page.status).toBe(503)
    expect(page.headers.get('Retry-After')).toBe('10')
    const html = await page.text()
    expect(html).toContain('ระบบไม่พร้อมใช้งานชั่วคราว')
    expect(html).toContain('ลองอีกครั้ง')
    expect(html).not.toMatch(/at .*\.js:\d+/)
    const ready = await fetch(`${a.url}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ status: 'not ready', store: 'down' })
    // node-redis retries every 200 ms to 2 s meanwhile: the outage is still one line
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(a.lines().filter((line) => line.msg === 'Redis unreachable')).toHaveLength(1)
    const metrics = await (await fetch(a.metricsUrl!)).text()
    expect(metrics).toMatch(/wallet_store_up 0/)
    expect(metrics).toMatch(/wallet_store_errors_total\{operation="check-session"\} [1-9]/)

    await redis.restart()
    await eventually(async () => (await fetch(`${a.url}/readyz`)).status === 200, 10_000)
    await a.waitForLine((line) => line.msg === 'Redis back')
    // this Redis kept nothing (no persistence, which the app warned of at start): log in again
    const again = await memberLoggedIn(a.url)
    expect((await again.visitor.get(`${a.url}/user/home`)).status).toBe(200)
    await a.waitForLine((line) => /Redis does not persist/.test(line.msg))
  })

  test('the whole walk logged no password, token, cookie or full phone number', () => {
    const logs = a.output() + b.output()
    expect(logs.length).toBeGreaterThan(1_000)
    const found = [...secrets].filter((secret) => secret && logs.includes(secret))
    expect(found).toEqual([])
    expect(logs).not.toMatch(/Bearer|__session=|Cookie/i)
  })
})

/** Reads a server-sent event stream until the event `name`. */
async function untilEvent(response: Response, name: string): Promise<void> {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  while (!text.includes(`event: ${name}`)) {
    const { value, done } = await reader.read()
    if (done) throw new Error(`the stream ended before "${name}": ${text}`)
    text += decoder.decode(value)
  }
}

/** Retries `check` every 100 ms until it holds, for at most `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('it did not happen in time')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
