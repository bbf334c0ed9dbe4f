// Issue 18 item 3: a page answers within one time budget (PAGE_BUDGET_MS) however slow the
// backend is, its independent reads run side by side, and a money-moving action that gets no
// answer sends the player to the statement instead of saying it failed.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import { delay, http, HttpResponse, type JsonBodyType } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'

import { env } from '~/env.server'
import { receiptOf } from '~/receipt.server'
import { action as transferAction } from '~/routes/user.home.transfer'
import { loader as withdrawLoader } from '~/routes/user.home.withdraw'
import { loader as homeLoader } from '~/routes/user.home/route'
import { commitSession, getSession } from '~/session.server'
import { pageHasOutage } from '~/utils/outage'

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const saved = {
  budget: env.PAGE_BUDGET_MS,
  action: env.ACTION_BUDGET_MS,
  timeout: env.BACKEND_TIMEOUT_MS,
}
function putBack() {
  env.PAGE_BUDGET_MS = saved.budget
  env.ACTION_BUDGET_MS = saved.action
  env.BACKEND_TIMEOUT_MS = saved.timeout
}
beforeEach(putBack)
afterAll(putBack)

async function memberRequest(
  path: string,
  init: { form?: Record<string, string>; signal?: AbortSignal } = {},
) {
  const session = await getSession(new Request('http://app.test/'))
  session.set('token', 'member-token')
  const cookie = (await commitSession(session)).split(';')[0]!
  return new Request(`http://app.test${path}`, {
    method: init.form ? 'POST' : 'GET',
    headers: { Cookie: cookie, Origin: 'http://app.test' },
    body: init.form ? new URLSearchParams(init.form) : undefined,
    signal: init.signal,
  })
}

/** Home's answers, as the contract shapes them. */
const HOME_ANSWERS: Record<string, unknown> = {
  '/api/account/profile': {
    _id: 'm1',
    username: '0812345678',
    name: 'Somchai',
    createdAt: '2026-01-01T00:00:00.000Z',
    coin: 3,
  },
  '/api/wallet/refresh/slot': { message: 'ok' },
  '/api/wallet': { amount: 120, invite: { amount: 0, success: 0, fail: 0 }, slots: [] },
  '/api/spinwheel/active': { status: true },
  '/api/lookup/agreements': { agreements: [] },
  '/api/lookup/notice': { notice: '' },
  '/api/lookup/withdraw': { withdrawMin: 100, withdrawMax: 50_000 },
  '/api/bonus/check/active': { status: false, type: null },
  // what is in progress (POST reads)
  '/api/statement/slip': { slips: [] },
  '/api/statement': { total: 0, statements: [] },
}

/** Every backend read takes `ms`; the log says when each call started and ended. */
function slowBackend(ms: number) {
  const log: { path: string; start: number; end: number }[] = []
  const answer = async ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname
    const start = performance.now()
    await delay(ms)
    log.push({ path, start, end: performance.now() })
    return path in HOME_ANSWERS
      ? HttpResponse.json(HOME_ANSWERS[path] as object)
      : HttpResponse.json({ message: 'NO_DATA' }, { status: 404 })
  }
  server.use(http.get(`${env.BACKEND_URL}/api/*`, answer))
  server.use(http.post(`${env.BACKEND_URL}/api/statement*`, answer))
  return log
}

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now()
  const value = await work
  return { value, ms: performance.now() - start }
}

const homeArgs = async (init?: { signal?: AbortSignal }) => ({
  request: await memberRequest('/user/home', init),
  params: {},
  context: {},
})

describe('a page has one time budget (PAGE_BUDGET_MS)', () => {
  test('home answers within the budget, with the outage flag, when every call is slower', async () => {
    env.PAGE_BUDGET_MS = 400
    slowBackend(5_000)
    const { value, ms } = await timed(homeLoader(await homeArgs()))
    expect(ms).toBeLessThan(400 + 250)
    expect(value.outage).toBe(true)
    expect(value.balance).toBeNull()
  })

  // nodejs/node#57736: Node 20's AbortSignal.any() held an AbortSignal.timeout() budget only
  // weakly, and a collection dropped it: the page then waited for every slow call (seen once in
  // the end-to-end run as 10.5 s for a 1.5 s budget)
  test('the budget holds through garbage collections', async () => {
    env.PAGE_BUDGET_MS = 400
    slowBackend(2_000)
    let loading = true
    const collecting = (async () => {
      while (loading) {
        gc()
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })()
    const { value, ms } = await timed(homeLoader(await homeArgs()))
    loading = false
    await collecting
    // with its budget lost, home waits for its slow calls one after another (4 s); the margin
    // is for the collections themselves on a busy machine
    expect(ms).toBeLessThan(400 + 1_000)
    expect(value.outage).toBe(true)
  })

  test('a call that would outlive the budget is cut at what is left of it', async () => {
    env.PAGE_BUDGET_MS = 500
    env.BACKEND_TIMEOUT_MS = 60_000
    slowBackend(700)
    const { ms } = await timed(homeLoader(await homeArgs()))
    expect(ms).toBeLessThan(500 + 250)
  })

  test('three independent reads of 300 ms take less than 600 ms together (withdraw)', async () => {
    slowBackend(300)
    const { value, ms } = await timed(
      withdrawLoader({
        request: await memberRequest('/user/home/withdraw'),
        params: {},
        context: {},
      }),
    )
    expect(ms).toBeLessThan(600)
    expect(value).toMatchObject({ limits: { withdrawMin: 100 }, balance: 120 })
  })

  test('home runs its independent reads side by side, the refresh still before the wallet', async () => {
    const log = slowBackend(500)
    const { value, ms } = await timed(homeLoader(await homeArgs()))
    // refresh then wallet is the one chain SPEC §2 orders (1 s); the rest runs meanwhile
    expect(ms).toBeGreaterThanOrEqual(990)
    expect(ms).toBeLessThan(1_400)
    expect(value).toMatchObject({ outage: false, balance: 120, name: 'Somchai', spinCoins: 3 })
    const at = (path: string) => log.find((entry) => entry.path === path)!
    expect(at('/api/wallet').start).toBeGreaterThanOrEqual(at('/api/wallet/refresh/slot').end)
    expect(at('/api/spinwheel/active').start).toBeLessThan(at('/api/wallet/refresh/slot').end)
  })

  test('the player leaving stops the backend calls', async () => {
    slowBackend(5_000)
    const leaving = AbortSignal.timeout(100)
    const { value, ms } = await timed(homeLoader(await homeArgs({ signal: leaving })))
    expect(ms).toBeLessThan(100 + 250)
    expect(value.outage).toBe(true)
  })
})

describe('the layouts show the outage notice for any loader of the page', () => {
  test('a page loader in trouble is enough, the layout fine', () => {
    const layout = { data: { appName: 'x', outage: false } }
    expect(pageHasOutage([{ data: null }, layout, { data: { outage: true } }])).toBe(true)
    expect(pageHasOutage([{ data: null }, layout, { data: { outage: false } }])).toBe(false)
    expect(pageHasOutage([{ data: undefined }, { data: 'outage' }])).toBe(false)
  })
})

describe('a money-moving action keeps its own timeout and never says "failed" unanswered', () => {
  const transferUrl = `${env.BACKEND_URL}/api/wallet/transfer`
  let cookie = ''
  const transfer = async () => {
    const request = await memberRequest('/user/home/transfer', {
      form: { intent: 'transfer', from: 'wallet', to: 'PG', amount: '50' },
    })
    cookie = request.headers.get('Cookie')!
    return transferAction({ request, params: {}, context: {} })
  }
  /** The backend's transfer, done and answered after `ms`. */
  const transferAnsweredAfter = (ms: number) =>
    http.post(transferUrl, async () => {
      await delay(ms)
      return HttpResponse.json({ message: 'ok' })
    })
  beforeEach(() => {
    server.use(
      http.get(`${env.BACKEND_URL}/api/wallet`, () =>
        HttpResponse.json(HOME_ANSWERS['/api/wallet'] as JsonBodyType),
      ),
    )
  })
  /** How the transfer ended, as its result sheet says: its state and why. */
  const outcome = async (answer: unknown) => {
    const location = (answer as Response).headers.get('Location')!
    const sheet = await receiptOf(
      new Request(`http://app.test${location}`, { headers: { Cookie: cookie } }),
    )
    return [sheet?.state, sheet?.failure]
  }
  // never 'failed', never a timeout's message: the money may have moved
  const unknown = ['unknown', null]

  test('a transfer whose answer times out tells the player to check the statement', async () => {
    env.BACKEND_TIMEOUT_MS = 200
    server.use(transferAnsweredAfter(2_000))
    expect(await outcome(await transfer())).toEqual(unknown)
  })

  test("the action's own budget stops a money call long before its 60 s: check the statement", async () => {
    env.ACTION_BUDGET_MS = 300
    env.BACKEND_TIMEOUT_MS = 60_000
    server.use(transferAnsweredAfter(5_000))
    const started = performance.now()
    const answer = await transfer()
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(await outcome(answer)).toEqual(unknown)
  })

  test('a transfer whose connection drops says the same', async () => {
    server.use(http.post(transferUrl, () => HttpResponse.error()))
    expect(await outcome(await transfer())).toEqual(unknown)
  })

  test('a refusal the backend did answer is still shown as such', async () => {
    server.use(
      http.post(transferUrl, () =>
        HttpResponse.json({ message: 'TRANSFER_FAIL' }, { status: 502 }),
      ),
    )
    expect(await outcome(await transfer())).toEqual(['failed', 'errors:TRANSFER_FAIL'])
  })

  test('the page budget does not cut an action short', async () => {
    env.PAGE_BUDGET_MS = 100
    env.BACKEND_TIMEOUT_MS = 5_000
    server.use(
      transferAnsweredAfter(400),
      http.get(`${env.BACKEND_URL}/api/wallet`, () =>
        HttpResponse.json(HOME_ANSWERS['/api/wallet'] as JsonBodyType),
      ),
    )
    const answer = await transfer()
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).headers.get('Location')).toMatch(/^\/user\/home\/receipt\?r=/)
  })
})
