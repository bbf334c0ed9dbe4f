import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { endpoints } from '@member-wallet/contract/schemas'

import {
  ApiError,
  callEndpoint,
  CLIENT_HEADER,
  fillPath,
  isOutage,
  retryAfterSeconds,
} from '~/api/client'
import { waitMessageKey } from '~/api/error-message'

const baseUrl = 'http://backend.test'

function answer(status: number, body: unknown) {
  return vi.fn<typeof globalThis.fetch>(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  )
}

/** A backend that never answers: the call ends only when its signal aborts. */
function hanging() {
  return vi.fn<typeof globalThis.fetch>(
    (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      }),
  )
}

/** A promise and whether it has settled yet, without an unhandled rejection meanwhile. */
function settledState<T>(promise: Promise<T>) {
  const state = { promise, settled: false }
  promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  )
  return state
}

describe('the API client', () => {
  test('sends the bearer token, the client header and the JSON body', async () => {
    const fetch = answer(200, { token: 'abc' })
    await callEndpoint(endpoints.account.login, {
      baseUrl,
      token: 'member-token',
      body: { username: '0812345678', password: 'pw' },
      fetch,
    })
    const [url, init] = fetch.mock.calls[0]!
    expect(String(url)).toBe('http://backend.test/api/login')
    expect(init?.method).toBe('POST')
    const headers = init?.headers as Record<string, string>
    expect(headers.Authorization).toBe('Bearer member-token')
    expect(headers[CLIENT_HEADER.name]).toBe(CLIENT_HEADER.value)
    expect(JSON.parse(String(init?.body))).toEqual({ username: '0812345678', password: 'pw' })
  })

  test('no Authorization header without a token', async () => {
    const fetch = answer(200, [])
    await callEndpoint(endpoints.lookup.banks, { baseUrl, fetch })
    expect(
      (fetch.mock.calls[0]![1]?.headers as Record<string, string>).Authorization,
    ).toBeUndefined()
  })

  test('an error answer becomes an ApiError with the backend code', async () => {
    const fetch = answer(401, { message: 'WRONG_CREDENTIAL' })
    const call = callEndpoint(endpoints.account.login, {
      baseUrl,
      body: { username: 'a', password: 'b' },
      fetch,
    })
    await expect(call).rejects.toMatchObject({ code: 'WRONG_CREDENTIAL', status: 401 })
  })

  test('an error without a readable body is an internal error', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () => new Response('<html>bad gateway</html>', { status: 502 }),
    )
    await expect(callEndpoint(endpoints.lookup.banks, { baseUrl, fetch })).rejects.toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      status: 502,
    })
  })

  test('an answer that breaks the contract is refused, naming the field but not its value', async () => {
    const fetch = answer(200, { token: 42 })
    const call = callEndpoint(endpoints.account.login, {
      baseUrl,
      body: { username: 'a', password: 'b' },
      fetch,
    })
    await expect(call).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      detail: 'answer does not match the contract: token: invalid_type',
    })
  })

  test('a network failure and a timeout have their own codes', async () => {
    const down = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('fetch failed')
    })
    await expect(
      callEndpoint(endpoints.lookup.banks, { baseUrl, fetch: down }),
    ).rejects.toMatchObject({ code: 'NETWORK_ERROR' })

    const slow = vi.fn<typeof globalThis.fetch>(async () => {
      throw new DOMException('The operation timed out.', 'TimeoutError')
    })
    await expect(
      callEndpoint(endpoints.lookup.banks, { baseUrl, fetch: slow }),
    ).rejects.toBeInstanceOf(ApiError)
    await expect(
      callEndpoint(endpoints.lookup.banks, { baseUrl, fetch: slow }),
    ).rejects.toMatchObject({ code: 'TIMEOUT' })
  })

  test('a bad request body is refused before it is sent', async () => {
    const fetch = answer(200, { token: 'x' })
    const call = callEndpoint(endpoints.account.login, {
      baseUrl,
      body: { username: '', password: '' },
      fetch,
    })
    // as the catalogue's bad request, which the action shows as a message, never a 500
    await expect(call).rejects.toMatchObject({
      code: 'KEY_INVALID',
      status: 400,
      detail: expect.stringMatching(/^request refused by the contract: username: /),
    })
    expect(fetch).not.toHaveBeenCalled()
  })

  test('path parameters are filled and encoded', () => {
    expect(fillPath('/api/wallet/activate/:gameCode', { gameCode: 'PG SLOT' })).toBe(
      '/api/wallet/activate/PG%20SLOT',
    )
    expect(() => fillPath('/api/wallet/activate/:gameCode')).toThrow(/gameCode/)
  })

  // Found by the app's fuzz (tests/api/app-fuzz.test.ts): the game dialog at /user/home/game/.
  // activated GET /api/wallet/activate/ (the URL drops the "." segment), no endpoint at all.
  test('a path parameter that is empty, "." or ".." is refused, never sent to another address', async () => {
    for (const gameCode of ['', '.', '..']) {
      expect(() => fillPath('/api/wallet/activate/:gameCode', { gameCode })).toThrow(ApiError)
      const fetch = answer(200, {})
      const call = callEndpoint(endpoints.wallet.activate, { baseUrl, params: { gameCode }, fetch })
      await expect(call).rejects.toEqual(new ApiError('KEY_INVALID', 400))
      expect(fetch).not.toHaveBeenCalled()
    }
    expect(fillPath('/api/qrcode/:qrcodeId', { qrcodeId: '...' })).toBe('/api/qrcode/...')
    expect(fillPath('/api/qrcode/:qrcodeId', { qrcodeId: '../x' })).toBe('/api/qrcode/..%2Fx')
  })
})

describe('the time limit of a call', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('requests time out after 60 seconds', async () => {
    const call = settledState(callEndpoint(endpoints.lookup.banks, { baseUrl, fetch: hanging() }))
    await vi.advanceTimersByTimeAsync(59_999)
    expect(call.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(call.promise).rejects.toMatchObject({ code: 'TIMEOUT', status: 0 })
  })

  test("a given timeout replaces the default, but not an upload endpoint's own", async () => {
    const read = settledState(
      callEndpoint(endpoints.lookup.banks, { baseUrl, fetch: hanging(), timeoutMs: 1500 }),
    )
    const upload = settledState(
      callEndpoint(endpoints.deposit.slip, {
        baseUrl,
        fetch: hanging(),
        form: new FormData(),
        timeoutMs: 1500,
      }),
    )
    await vi.advanceTimersByTimeAsync(1500)
    await expect(read.promise).rejects.toMatchObject({ code: 'TIMEOUT' })
    await vi.advanceTimersByTimeAsync(300_000 - 1500 - 1)
    expect(upload.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(upload.promise).rejects.toMatchObject({ code: 'TIMEOUT' })
  })

  test('the time limit covers the body: headers followed by silence time out', async () => {
    const stalled = vi.fn<typeof globalThis.fetch>(async (_url, init) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('['))
          init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason))
        },
      })
      return new Response(body, { headers: { 'Content-Type': 'application/json' } })
    })
    const call = settledState(
      callEndpoint(endpoints.lookup.banks, { baseUrl, fetch: stalled, timeoutMs: 1000 }),
    )
    await vi.advanceTimersByTimeAsync(999)
    expect(call.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    // the half body is unreadable, which is an outage like a timeout
    await expect(call.promise).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
  })
})

describe('an outage of the backend', () => {
  test('is no answer, an unreadable answer or a failure inside it', () => {
    expect(isOutage(new ApiError('NETWORK_ERROR', 0))).toBe(true)
    expect(isOutage(new ApiError('TIMEOUT', 0))).toBe(true)
    expect(isOutage(new ApiError('INVALID_RESPONSE', 200))).toBe(true)
    expect(isOutage(new ApiError('INTERNAL_SERVER_ERROR', 500))).toBe(true)
  })

  test('is not a refusal with one of its codes, even a 5xx one', () => {
    expect(isOutage(new ApiError('MONEY_NOT_ENOUGH', 400))).toBe(false)
    expect(isOutage(new ApiError('TRANSFER_FAIL', 502))).toBe(false)
    expect(isOutage(new ApiError('gone', 410))).toBe(false)
  })
})

describe('Retry-After, as the player is told to wait', () => {
  const now = Date.parse('2026-11-28T03:00:00Z')

  test('seconds, or an HTTP date from now', () => {
    expect(retryAfterSeconds('900', now)).toBe(900)
    expect(retryAfterSeconds(' 30 ', now)).toBe(30)
    expect(retryAfterSeconds('Sat, 28 Nov 2026 03:02:00 GMT', now)).toBe(120)
  })

  test('absent, unreadable or past is no wait; more than a day is a day', () => {
    expect(retryAfterSeconds(null, now)).toBeNull()
    expect(retryAfterSeconds('', now)).toBeNull()
    expect(retryAfterSeconds('soon', now)).toBeNull()
    expect(retryAfterSeconds('-5', now)).toBeNull()
    expect(retryAfterSeconds('Sat, 28 Nov 2026 02:00:00 GMT', now)).toBe(0)
    expect(retryAfterSeconds('99999999', now)).toBe(86_400)
  })

  test('minutes from two minutes on, rounded up; seconds below', () => {
    expect(waitMessageKey(900)).toBe('errors:waitMinutes|{"count":15}')
    expect(waitMessageKey(121)).toBe('errors:waitMinutes|{"count":3}')
    expect(waitMessageKey(119)).toBe('errors:waitSeconds|{"count":119}')
    expect(waitMessageKey(0)).toBe('errors:waitSeconds|{"count":1}')
  })
})
