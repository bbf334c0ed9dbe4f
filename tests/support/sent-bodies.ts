// What the app sent the backend, in route tests: spec-backend.ts records which calls were
// made; this keeps their bodies too, read from the API client's fetch (which msw answers).
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest'

import { env } from '~/env.server'

export function sentBodies() {
  let fetchSpy: MockInstance<typeof fetch>
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, 'fetch')
  })
  afterEach(() => fetchSpy.mockRestore())

  /** The bodies sent with `METHOD /api/path`, oldest first: parsed JSON, or the FormData. */
  return function bodiesOf(call: string): unknown[] {
    return fetchSpy.mock.calls
      .filter(([url, init]) => {
        const { origin, pathname } = new URL(String(url))
        return (
          origin === new URL(env.BACKEND_URL).origin &&
          `${init?.method ?? 'GET'} ${pathname}` === call
        )
      })
      .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body))
  }
}
