// The backend as SPEC §3/§7 promises it, for the app's route tests: msw answers each call
// with only the fields the spec lists (a fixture with a field more or less fails the test), so
// the screens are proven to work without our mock's extras. Every call the app makes is
// recorded; a call no test answered fails it.
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'

import { specShapeOf } from '@member-wallet/contract/spec-fields'
import { compareWithSpec, keepSpecFields } from '@member-wallet/contract/spec-shape'

import { env } from '~/env.server'
import { logger } from '~/observability/log.server'

const HANDLERS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }
type Method = keyof typeof HANDLERS

export type SpecBackend = {
  /** Answers `method path` with a SPEC-shaped body (checked), every time it is called. */
  answer: (method: Method, path: string, body: unknown) => void
  /** Answers `method path` with an error code, as the backend's `{ message }` (and headers). */
  refuse: (
    method: Method,
    path: string,
    status: number,
    code: string,
    headers?: Record<string, string>,
  ) => void
  /** The calls the app made in this test, as `METHOD /api/path`. */
  calls: () => string[]
}

export function specBackend(): SpecBackend {
  const server = setupServer()
  const calls: string[] = []
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`)
  })
  // the API client fails a call whose answer (or request) breaks the contract, and the app
  // logs which fields did (api/call-log.server.ts)
  const warn = vi.spyOn(logger, 'warn')
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    calls.length = 0
    const broken = warn.mock.calls
      .map(([fields]) => fields as unknown as { endpoint?: string; detail?: string })
      .filter((fields) => typeof fields === 'object' && fields?.detail)
    warn.mockClear()
    if (broken.length > 0) {
      throw new Error(broken.map(({ endpoint, detail }) => `${endpoint}: ${detail}`).join('\n'))
    }
  })
  afterAll(() => server.close())

  const answerWith = (method: Method, path: string, answer: () => Response) => {
    server.use(HANDLERS[method](`${env.BACKEND_URL}${path}`, answer))
  }

  return {
    answer(method, path, body) {
      const shape = specShapeOf(method, path)
      if (!shape) throw new Error(`SPEC §7 has no ${method} ${path}`)
      const report = compareWithSpec(body, shape)
      if (report.missing.length || report.extra.length) {
        throw new Error(`${method} ${path} is not SPEC-shaped: ${JSON.stringify(report)}`)
      }
      answerWith(method, path, () => HttpResponse.json(keepSpecFields(body, shape) as object))
    },
    refuse(method, path, status, code, headers) {
      answerWith(method, path, () => HttpResponse.json({ message: code }, { status, headers }))
    },
    calls: () => [...calls],
  }
}
