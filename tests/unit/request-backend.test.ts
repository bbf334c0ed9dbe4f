// One backend per request (app/api/api.server.ts, issue 36 item 4): the loaders of one
// document share it through Remix's load context, so the session is opened once and each read
// goes out once; an action has its own; the wallet asked while the games are asked again at
// their providers waits for them.
import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'

import { endpoints } from '@member-wallet/contract/schemas'

import { backendOf, memberBackendOf } from '~/api/api.server'
import { env } from '~/env.server'

import { memberCookie } from '../support/render-route'
import { profile, wallet } from '../support/spec-answers'
import { noActiveBonus } from '../support/spec-answers-rewards'

const server = setupServer()
const calls: string[] = []
server.events.on('request:start', ({ request }) => {
  calls.push(`${request.method} ${new URL(request.url).pathname}`)
})
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  calls.length = 0
})
afterAll(() => server.close())

const api = (path: string) => `${env.BACKEND_URL}${path}`

async function memberRequest(path: string, method = 'GET') {
  return new Request(`http://app.test${path}`, {
    method,
    headers: { Cookie: await memberCookie() },
  })
}

test('the loaders of one request share its backend; another request gets its own', async () => {
  const request = await memberRequest('/user/home/deposit')
  const context = {}
  const [home, dialog] = await Promise.all([
    backendOf({ request, context }),
    backendOf({ request: new Request(request), context }),
  ])
  expect(dialog).toBe(home)
  expect(await backendOf({ request, context: {} })).not.toBe(home)
  // an action's calls have the action's budget and are never shared with a page's reads
  const post = await memberRequest('/user/home/deposit', 'POST')
  expect(await backendOf({ request: post, context })).not.toBe(home)
})

test('a read asked by two loaders goes to the backend once; a different one goes too', async () => {
  server.use(
    http.get(api('/api/bonus/check/active'), () => HttpResponse.json(noActiveBonus)),
    http.get(api('/api/account/profile'), () => HttpResponse.json(profile)),
  )
  const backend = await backendOf({ request: await memberRequest('/user/home'), context: {} })
  const [first, second] = await Promise.all([
    backend.call(endpoints.rewards.activeBonus),
    backend.tryCall(endpoints.rewards.activeBonus),
  ])
  expect(second).toEqual(first)
  await backend.call(endpoints.account.profile)
  expect(calls).toEqual(['GET /api/bonus/check/active', 'GET /api/account/profile'])
})

test('an action asks again each time: what it moved changes the answers', async () => {
  server.use(http.get(api('/api/wallet'), () => HttpResponse.json(wallet)))
  const post = await memberRequest('/user/home/transfer', 'POST')
  const backend = await backendOf({ request: post, context: {} })
  await backend.call(endpoints.wallet.wallet)
  await backend.call(endpoints.wallet.wallet)
  expect(calls).toEqual(['GET /api/wallet', 'GET /api/wallet'])
})

test('the wallet asked while the games are asked again waits, and is the refreshed one', async () => {
  let refreshed = false
  server.use(
    http.get(api('/api/wallet/refresh/slot'), async () => {
      await delay(50)
      refreshed = true
      return HttpResponse.json({})
    }),
    http.get(api('/api/wallet'), () =>
      HttpResponse.json({ ...wallet, amount: refreshed ? 900 : 100 }),
    ),
  )
  const backend = await backendOf({ request: await memberRequest('/user/home'), context: {} })
  // home: refresh, then the wallet; a dialog over it reads the wallet meanwhile
  const home = backend.tryCall(endpoints.wallet.refreshSlots).then(() => {
    return backend.call(endpoints.wallet.wallet)
  })
  const dialog = backend.call(endpoints.wallet.wallet)
  expect((await dialog).amount).toBe(900)
  expect((await home).amount).toBe(900)
  expect(calls).toEqual(['GET /api/wallet/refresh/slot', 'GET /api/wallet'])
})

test('a member page without a session sends the player to log in, and back after', async () => {
  const request = new Request('http://app.test/user/statement?page=2')
  const refused = await memberBackendOf({ request, context: {} }).catch((thrown: unknown) => thrown)
  expect(refused).toBeInstanceOf(Response)
  expect((refused as Response).headers.get('Location')).toBe(
    `/login?redirectTo=${encodeURIComponent('/user/statement?page=2')}`,
  )
  expect(calls).toEqual([])
})
