// The backend as loaders and actions use it: the member's token from the session, and the
// spec's response handling (SPEC §7) in one place.
import { type AppLoadContext, redirect } from '@remix-run/node'
import { type z } from 'zod'

import { GONE_MESSAGE, SESSION_ENDING_CODES } from '@member-wallet/contract/errors'
import { IDEMPOTENCY_HEADER } from '@member-wallet/contract/idempotency'
import { type Endpoint, endpoints } from '@member-wallet/contract/schemas'

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
  const read = isRead(request)
  // held by its timer, which lapses on its own once the page is sent, as AbortSignal.timeout's did
  const budget = timeoutSignal(read ? pageMs : actionMs).signal
  return { signal: read ? AbortSignal.any([budget, request.signal]) : budget, budget }
}

const isRead = (request: Request) => request.method === 'GET' || request.method === 'HEAD'

/** The games' balances asked again at their providers (SPEC §2), and the read it changes. */
const REFRESH: unknown = endpoints.wallet.refreshSlots
const REFRESHED: Endpoint<null, z.ZodType> = endpoints.wallet.wallet

const readKey = (endpoint: { path: string }, params: Record<string, string> = {}) =>
  `${endpoint.path} ${JSON.stringify(params)}`

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
  // a page's reads: each asked once, whichever of its loaders asks (a dialog and the screen
  // under it both ask whether a bonus is active); the wallet asked while the games' balances
  // are asked again waits for them, so home and a dialog over it read the same refreshed one
  const reads = isRead(request) ? new Map<string, Promise<unknown>>() : null
  let refreshing: Promise<unknown> | null = null

  function call<E extends Endpoint<z.ZodType | null, z.ZodType>>(
    endpoint: E,
    input: Input<E> = {},
  ): ReturnType<typeof send<E>> {
    if (!reads) return send(endpoint, input)
    if (endpoint.method !== 'GET' || input.idempotencyKey) {
      return send(endpoint, input).finally(() => reads.clear())
    }
    const key = readKey(endpoint, input.params)
    let answer = reads.get(key) as ReturnType<typeof send<E>> | undefined
    if (!answer) {
      if (endpoint === REFRESH) reads.delete(readKey(REFRESHED))
      const after = endpoint === REFRESHED ? refreshing : null
      answer = after ? after.then(() => send(endpoint, input)) : send(endpoint, input)
      if (endpoint === REFRESH) refreshing = answer.catch(() => undefined)
      reads.set(key, answer)
    }
    return answer
  }

  async function send<E extends Endpoint<z.ZodType | null, z.ZodType>>(
    endpoint: E,
    input: Input<E>,
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

/** What a route's loader or action is given: its request, and the request's context. */
type RouteArgs = { request: Request; context: AppLoadContext }

/**
 * One backend per request and kind, shared through Remix's load context, which the server
 * makes new for every request: the layouts', the screen's and the dialog's loaders open the
 * session once and ask each read once. A document post's loaders, which Remix runs after its
 * action with a GET, get a reading backend of their own, with the page's budget.
 */
const requestBackends = new WeakMap<AppLoadContext, Map<'read' | 'write', Promise<Backend>>>()

export function backendOf({ request, context }: RouteArgs): Promise<Backend> {
  let backends = requestBackends.get(context)
  if (!backends) {
    backends = new Map()
    requestBackends.set(context, backends)
  }
  const kind = isRead(request) ? 'read' : 'write'
  let backend = backends.get(kind)
  if (!backend) {
    backend = backendFor(request)
    backends.set(kind, backend)
  }
  return backend
}

/** The member's backend, or a redirect to /login that comes back here afterwards. */
export async function memberBackendOf(args: RouteArgs): Promise<Backend> {
  const backend = await backendOf(args)
  if (!backend.token) throw redirect(loginRedirectUrl(args.request))
  return backend
}
