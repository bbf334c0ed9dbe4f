// What the backend is told of each call a request makes (app/api/api.server.ts): the request's
// id, so that its log and ours name the same request, and the player's address.
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { endpoints } from '@member-wallet/contract/schemas'

import { backendFor } from '~/api/api.server'
import { env } from '~/env.server'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

test('every backend call carries the request id and the player address the edge set', async () => {
  const seen: Headers[] = []
  server.use(
    http.get(`${env.BACKEND_URL}/api/lookup/active`, ({ request }) => {
      seen.push(request.headers)
      return HttpResponse.json({ terminated: null })
    }),
  )
  const request = new Request('http://app.test/login', {
    headers: { 'X-Request-Id': 'req-42', 'X-Forwarded-For': '203.0.113.9' },
  })
  // a form post: its calls are never shared with another loader's
  const backend = await backendFor(new Request(request, { method: 'POST' }))
  await backend.call(endpoints.lookup.active)
  await backend.call(endpoints.lookup.active)
  expect(seen.map((headers) => headers.get('X-Request-Id'))).toEqual(['req-42', 'req-42'])
  expect(seen[0]?.get('X-Forwarded-For')).toBe('203.0.113.9')
})
