// What the app sent the backend, in route tests: spec-backend.ts records which calls were
// made; this keeps their bodies and idempotency keys too, read from the API client's fetch
// (which msw answers).
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest'

import { IDEMPOTENCY_HEADER } from '@member-wallet/contract/idempotency'

import { env } from '~/env.server'

export function sentRequests() {
  let fetchSpy: MockInstance<typeof fetch>
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, 'fetch')
  })
  afterEach(() => fetchSpy.mockRestore())

  /** The requests made as `METHOD /api/path`, oldest first. */
  const sent = (call: string) =>
    fetchSpy.mock.calls
      .filter(([url, init]) => {
        const { origin, pathname } = new URL(String(url))
        return (
          origin === new URL(env.BACKEND_URL).origin &&
          `${init?.method ?? 'GET'} ${pathname}` === call
        )
      })
      .map(([, init]) => init)

  return {
    /** The bodies sent with `METHOD /api/path`, oldest first: parsed JSON, or the FormData. */
    bodiesOf: (call: string): unknown[] =>
      sent(call).map((init) =>
        typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      ),
    /** The Idempotency-Key each of them carried (null: none). */
    keysOf: (call: string): (string | null)[] =>
      sent(call).map((init) => new Headers(init?.headers).get(IDEMPOTENCY_HEADER)),
  }
}

export function sentBodies() {
  return sentRequests().bodiesOf
}
