// The backend as loaders and actions use it: the member's token from the session, and the
// spec's response handling (SPEC §7) in one place.
import { redirect } from '@remix-run/node'
import { type z } from 'zod'

import { GONE_MESSAGE, SESSION_ENDING_CODES } from '@member-wallet/contract/errors'
import { IDEMPOTENCY_HEADER } from '@member-wallet/contract/idempotency'
import { type Endpoint } from '@member-wallet/contract/schemas'

import { env } from '~/env.server'
import { requestIdOf } from '~/observability/log.server'
import { destroySession, getSession, loginRedirectUrl } from '~/session.server'
import { keepRequestSignalsLinked } from '~/utils/request-signal.server'

import { observeCall } from './call-log.server'
import { ApiError, callEndpoint, type CallOptions, isOutage } from './client'
import { timeoutSignal } from './timeout-signal'

type Input<E> = Omit<
  CallOptions<E>,
  'baseUrl' | 'token' | 'fetch' | 'headers' | 'timeoutMs' | 'signal'
> & {
  /** The form's key for a call that moves money: a repeat of it moves nothing (README). */
  idempotencyKey?: string
}

// a closed tab aborts a loader's request.signal only while Remix's copies of the request stay
// linked (nodejs/node#55428): the page budget's calls and the chat relay wait on it
keepRequestSignalsLinked()

/**
 * What ends a request's backend calls early: one budget for all its calls, counted from now.
 * A read (a page's loaders) has the page's, and stops when the player leaves. An action has
 * its own, longer one, so that calls one after another cannot hold the player for minutes,
 * and it is not stopped by the player leaving: a transfer stopped halfway has an unknown
 * result. A money call the budget stops is unanswered: the player is sent to the statement.
 */
export function callDeadline(
  request: Request,
  { pageMs, actionMs }: { pageMs: number; actionMs: number },
): { signal: AbortSignal; budget: AbortSignal } {
  const read = request.method === 'GET' || request.method === 'HEAD'
  // held by its timer, which lapses on its own once the page is sent, as AbortSignal.timeout's did
  const budget = timeoutSignal(read ? pageMs : actionMs).signal
  return { signal: read ? AbortSignal.any([budget, request.signal]) : budget, budget }
}

/** What the backend is told of the request it serves: the player's address, the request id. */
function forwardedHeaders(request: Request): Record<string, string> {
  const headers: Record<string, string> = {}
  const forwardedFor = request.headers.get('X-Forwarded-For')
  if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor
  const requestId = requestIdOf(request)
  if (requestId) headers['X-Request-Id'] = requestId
  return headers
}

/**
 * The backend as this request's loaders and actions call it: with the session's token, or
 * with `as.token` (the token a login just received, before its session exists).
 */
export async function backendFor(request: Request, as?: { token: string }) {
  const session = await getSession(request)
  const token = as?.token ?? session.get('token') ?? null
  const headers = forwardedHeaders(request)
  const deadline = callDeadline(request, {
    pageMs: env.PAGE_BUDGET_MS,
    actionMs: env.ACTION_BUDGET_MS,
  })
  let outage = false

  async function call<E extends Endpoint<z.ZodType | null, z.ZodType>>(
    endpoint: E,
    input: Input<E> = {},
  ) {
    const started = performance.now()
    const { idempotencyKey, ...options } = input
    try {
      const answer = await callEndpoint(endpoint, {
        ...options,
        baseUrl: env.BACKEND_URL,
        token,
        timeoutMs: env.BACKEND_TIMEOUT_MS,
        signal: deadline.signal,
        headers: idempotencyKey ? { ...headers, [IDEMPOTENCY_HEADER]: idempotencyKey } : headers,
      })
      observeCall({ request, endpoint, started, budget: deadline.budget })
      return answer
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      observeCall({ request, endpoint, started, budget: deadline.budget, error })
      outage ||= isOutage(error)
      if (error.code === GONE_MESSAGE) throw redirect('/terminated')
      if (token && SESSION_ENDING_CODES.includes(error.code)) {
        throw redirect(loginRedirectUrl(request), {
          headers: { 'Set-Cookie': await destroySession(session) },
        })
      }
      throw error
    }
  }

  /** For the spec's silent failures: a failed read shows the page without that data. */
  async function tryCall<E extends Endpoint<z.ZodType | null, z.ZodType>>(
    endpoint: E,
    input: Input<E> = {},
  ) {
    try {
      return await call(endpoint, input)
    } catch (error) {
      if (error instanceof ApiError) return null
      throw error
    }
  }

  return {
    call,
    tryCall,
    token,
    /** Whether a call so far found the backend in trouble (the layouts then say so). */
    get outage() {
      return outage
    },
  }
}

/** The backend of one request, as loaders and actions pass it to their helpers. */
export type Backend = Awaited<ReturnType<typeof backendFor>>
