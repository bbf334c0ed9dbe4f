import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'

import { endpoints } from '@member-wallet/contract/schemas'

import { env } from '~/env.server'
import { loader, READY_TIMEOUT_MS } from '~/routes/readyz'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const activeUrl = `${env.BACKEND_URL}${endpoints.lookup.active.path}`

async function probe() {
  const response = await loader()
  return {
    status: response.status,
    cacheControl: response.headers.get('Cache-Control'),
    body: (await response.json()) as Record<string, unknown>,
  }
}

describe('GET /readyz', () => {
  test('is ready when the backend answers the status lookup', async () => {
    let clientType: string | null = null
    server.use(
      http.get(activeUrl, ({ request }) => {
        clientType = request.headers.get('X-Client-Type')
        return HttpResponse.json({ terminated: null })
      }),
    )
    const { status, cacheControl, body } = await probe()
    expect(status).toBe(200)
    expect(cacheControl).toBe('no-store')
    expect(body).toEqual({ status: 'ready', backend: 'up', latencyMs: expect.any(Number) })
    expect(clientType).toBe('wallet-user')
  })

  test('is ready while the service is terminated: the backend still answers', async () => {
    server.use(http.get(activeUrl, () => HttpResponse.json({ terminated: 'gone' })))
    expect((await probe()).status).toBe(200)
  })

  test('is not ready when the backend cannot be reached', async () => {
    server.use(http.get(activeUrl, () => HttpResponse.error()))
    expect(await probe()).toEqual({
      status: 503,
      cacheControl: 'no-store',
      body: { status: 'not ready', backend: 'down', reason: 'NETWORK_ERROR' },
    })
  })

  test('gives up after two seconds', async () => {
    server.use(
      http.get(activeUrl, async () => {
        await delay(READY_TIMEOUT_MS + 2000)
        return HttpResponse.json({ terminated: null })
      }),
    )
    const started = Date.now()
    const { status, body } = await probe()
    expect(Date.now() - started).toBeLessThan(READY_TIMEOUT_MS + 1000)
    expect(status).toBe(503)
    expect(body).toEqual({ status: 'not ready', backend: 'down', reason: 'TIMEOUT' })
  })

  test('is not ready when the backend answers 500', async () => {
    server.use(
      http.get(activeUrl, () =>
        HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 }),
      ),
    )
    expect(await probe()).toEqual({
      status: 503,
      cacheControl: 'no-store',
      body: { status: 'not ready', backend: 'error', reason: 'INTERNAL_SERVER_ERROR (HTTP 500)' },
    })
  })

  test("never repeats the backend's own error text", async () => {
    server.use(
      http.get(activeUrl, () =>
        HttpResponse.json({ message: 'Error: at Db.connect (/srv/db.js:12)' }, { status: 502 }),
      ),
    )
    const { body } = await probe()
    expect(body).toEqual({
      status: 'not ready',
      backend: 'error',
      reason: 'UNEXPECTED_ANSWER (HTTP 502)',
    })
  })
})
