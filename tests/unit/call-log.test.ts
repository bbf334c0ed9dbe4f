// How a backend call is counted and said (app/api/call-log.server.ts): an outcome label with
// bounded values, a log line for what on-call must see and nothing for the ordinary.
import { afterEach, describe, expect, it, vi } from 'vitest'

import { endpoints } from '@member-wallet/contract/schemas'

import { observeCall, outcomeOf, SLOW_CALL_MS } from '~/api/call-log.server'
import { ApiError } from '~/api/client'
import { logger } from '~/observability/log.server'
import { registry } from '~/observability/metrics.server'

afterEach(() => {
  vi.restoreAllMocks()
})

const quiet = { abandoned: false, budgetSpent: false }

describe('outcomeOf', () => {
  it('names each way a call ends', () => {
    expect(outcomeOf(undefined, quiet)).toBe('ok')
    expect(outcomeOf(new ApiError('WRONG_CREDENTIAL', 401), quiet)).toBe('refused')
    expect(outcomeOf(new ApiError('INTERNAL_SERVER_ERROR', 502), quiet)).toBe('server_error')
    expect(outcomeOf(new ApiError('TIMEOUT', 0), quiet)).toBe('timeout')
    expect(outcomeOf(new ApiError('NETWORK_ERROR', 0), quiet)).toBe('unreachable')
    expect(outcomeOf(new ApiError('INVALID_RESPONSE', 200), quiet)).toBe('invalid_answer')
  })

  it("tells the page's budget and the player leaving from the backend's own failures", () => {
    const timedOut = new ApiError('TIMEOUT', 0)
    expect(outcomeOf(timedOut, { abandoned: false, budgetSpent: true })).toBe('budget')
    expect(outcomeOf(timedOut, { abandoned: true, budgetSpent: true })).toBe('abandoned')
    // an answer that came back refused is the backend's, whatever the budget did meanwhile
    expect(outcomeOf(new ApiError('NO_DATA', 404), { abandoned: false, budgetSpent: true })).toBe(
      'refused',
    )
  })
})

describe('observeCall', () => {
  const endpoint = endpoints.wallet.transfer
  const read = (method: string) =>
    new Request('https://app.test/user/home', {
      method,
      headers: { 'X-Request-Id': 'req-1' },
      body: method === 'GET' ? undefined : 'x',
    })

  it('says nothing of a quick success or of a refusal with a catalogue code', () => {
    const warn = vi.spyOn(logger, 'warn')
    const error = vi.spyOn(logger, 'error')
    observeCall({ request: read('GET'), endpoint, started: performance.now() })
    observeCall({
      request: read('POST'),
      endpoint,
      started: performance.now(),
      error: new ApiError('INSUFFICIENT_BALANCE', 400),
    })
    expect(warn).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
  })

  it('says a slow success and a failed call, with the endpoint, code and request id', () => {
    const warn = vi.spyOn(logger, 'warn')
    observeCall({ request: read('GET'), endpoint, started: performance.now() - SLOW_CALL_MS })
    observeCall({
      request: read('GET'),
      endpoint,
      started: performance.now(),
      error: new ApiError('INTERNAL_SERVER_ERROR', 500),
    })
    expect(warn.mock.calls.map(([fields, message]) => [message, fields])).toEqual([
      [
        'slow backend call',
        expect.objectContaining({ requestId: 'req-1', endpoint: endpoint.path }),
      ],
      [
        'backend call failed',
        expect.objectContaining({
          code: 'INTERNAL_SERVER_ERROR',
          status: 500,
          outcome: 'server_error',
        }),
      ],
    ])
  })

  it("says a page's spent budget once however many calls it stopped, and counts it", async () => {
    const warn = vi.spyOn(logger, 'warn')
    const before = (await registry.getSingleMetric('wallet_page_budgets_exhausted_total')!.get())
      .values[0]!.value
    const budget = AbortSignal.abort()
    for (let i = 0; i < 3; i++) {
      observeCall({
        request: read('GET'),
        endpoint,
        started: performance.now(),
        budget,
        error: new ApiError('TIMEOUT', 0),
      })
    }
    expect(
      warn.mock.calls.filter(([, message]) => message === 'page budget exhausted'),
    ).toHaveLength(1)
    const after = (await registry.getSingleMetric('wallet_page_budgets_exhausted_total')!.get())
      .values[0]!.value
    expect(after - before).toBe(1)
  })

  it("says an action's call left without an answer at error level: the player checks the statement", () => {
    const error = vi.spyOn(logger, 'error')
    observeCall({
      request: read('POST'),
      endpoint,
      started: performance.now(),
      error: new ApiError('NETWORK_ERROR', 0),
    })
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ endpoint: '/api/wallet/transfer', requestId: 'req-1' }),
      'action call unanswered: the player is told to check the statement',
    )
  })
})
