// The one way the app talks to the backend (SPEC §7): base URL, bearer token, the client
// header, a timeout, and validation of every answer against the contract.
import { type z } from 'zod'

import {
  CLIENT_HEADER,
  DEFAULT_TIMEOUT_MS,
  type Endpoint,
  ErrorBody,
} from '@member-wallet/contract/schemas'

import { timeoutSignal } from './timeout-signal'

export {
  CLIENT_HEADER,
  DEFAULT_TIMEOUT_MS,
  UPLOAD_TIMEOUT_MS,
} from '@member-wallet/contract/schemas'

/** Codes the client itself produces when no backend answer could be read. */
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'TIMEOUT', 'INVALID_RESPONSE'] as const

export class ApiError extends Error {
  /** How long the backend asks the player to wait (its Retry-After, in seconds), if it says. */
  retryAfterSeconds?: number

  constructor(
    /** A §8 code, a client code, or the backend's raw message. */
    readonly code: string,
    readonly status: number,
    /** For the log: which fields broke the contract (their paths, never their values). */
    readonly detail?: string,
  ) {
    super(code)
    this.name = 'ApiError'
  }
}

/** The fields a zod check refused, as `path: problem`, without the values they held. */
function issuesOf(error: z.ZodError): string {
  return error.issues
    .slice(0, 10)
    .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.code}`)
    .join('; ')
}

/**
 * Whether the backend itself is in trouble (unreachable, too slow, unreadable or failing
 * inside) rather than refusing this request with one of its codes.
 */
export function isOutage(error: ApiError): boolean {
  return (
    error.status === 0 ||
    error.code === 'INVALID_RESPONSE' ||
    error.code === 'INTERNAL_SERVER_ERROR'
  )
}

type BodyOf<E> =
  E extends Endpoint<infer B, z.ZodType> ? (B extends z.ZodType ? z.input<B> : undefined) : never
type ResponseOf<E> = E extends Endpoint<z.ZodType | null, infer R> ? z.output<R> : never

export type CallOptions<E> = {
  baseUrl: string
  token?: string | null
  params?: Record<string, string>
  body?: BodyOf<E>
  /** The parts of a multipart endpoint (a file upload). */
  form?: FormData
  /** Extra headers, e.g. the player's address for the backend's rate limits. */
  headers?: Record<string, string>
  /** The timeout of an endpoint without its own (DEFAULT_TIMEOUT_MS unless given). */
  timeoutMs?: number
  /** Ends the call sooner: the page's budget running out, or the player leaving. */
  signal?: AbortSignal
  fetch?: typeof fetch
}

/**
 * The path with its parameters encoded. A parameter that is empty, "." or ".." names nothing:
 * the address would lose a segment (/api/qrcode/.. is /api/), so it is refused as the backend
 * refuses a parameter it cannot read.
 */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`)
    if (value === '' || value === '.' || value === '..') throw new ApiError('KEY_INVALID', 400)
    return encodeURIComponent(value)
  })
}

export async function callEndpoint<E extends Endpoint<z.ZodType | null, z.ZodType>>(
  endpoint: E,
  options: CallOptions<E>,
): Promise<ResponseOf<E>> {
  const url = new URL(fillPath(endpoint.path, options.params), options.baseUrl)
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [CLIENT_HEADER.name]: CLIENT_HEADER.value,
    ...options.headers,
  }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  let body: string | FormData | undefined
  if (endpoint.multipart) {
    // fetch writes the multipart Content-Type with its boundary
    body = options.form
  } else if (endpoint.body) {
    // a body the contract refuses is never sent; the player sees the catalogue's message
    // for a bad request, not an error page
    const request = endpoint.body.safeParse(options.body)
    if (!request.success) {
      throw new ApiError(
        'KEY_INVALID',
        400,
        `request refused by the contract: ${issuesOf(request.error)}`,
      )
    }
    body = JSON.stringify(request.data)
    headers['Content-Type'] = 'application/json'
  }

  const timeout = timeoutSignal(endpoint.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  try {
    const response = await send(options.fetch ?? fetch, url, {
      method: endpoint.method,
      headers,
      body,
      signal: options.signal ? AbortSignal.any([timeout.signal, options.signal]) : timeout.signal,
    })
    // within the time limit too: a backend that sends its headers and then stalls is cut off
    const json: unknown = await response.json().catch(() => undefined)
    return readAnswer(endpoint, response, json)
  } finally {
    timeout.clear()
  }
}

async function send(fetcher: typeof fetch, url: URL, init: RequestInit): Promise<Response> {
  try {
    return await fetcher(url, init)
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    throw new ApiError(timedOut ? 'TIMEOUT' : 'NETWORK_ERROR', 0)
  }
}

/**
 * Retry-After as seconds from now: a number of seconds, or an HTTP date; null when absent or
 * unreadable, and never more than a day (a backend's typo must not say "wait 3 years").
 */
export function retryAfterSeconds(header: string | null, now: number): number | null {
  const value = header?.trim() ?? ''
  const day = 24 * 60 * 60
  if (/^\d+$/.test(value)) return Math.min(Number(value), day)
  // a signed number is neither form; Date.parse would read it as a year
  if (value === '' || /^[+-]?\d+$/.test(value)) return null
  const at = Date.parse(value)
  if (!Number.isFinite(at)) return null
  return Math.min(Math.max(Math.ceil((at - now) / 1000), 0), day)
}

function readAnswer<E extends Endpoint<z.ZodType | null, z.ZodType>>(
  endpoint: E,
  response: Response,
  json: unknown,
): ResponseOf<E> {
  if (!response.ok) {
    const body = ErrorBody.safeParse(json)
    const error = new ApiError(
      body.success ? body.data.message : 'INTERNAL_SERVER_ERROR',
      response.status,
    )
    const wait = retryAfterSeconds(response.headers.get('Retry-After'), Date.now())
    if (wait !== null) error.retryAfterSeconds = wait
    throw error
  }
  const parsed = endpoint.response.safeParse(json)
  if (!parsed.success) {
    throw new ApiError(
      'INVALID_RESPONSE',
      response.status,
      `answer does not match the contract: ${issuesOf(parsed.error)}`,
    )
  }
  return parsed.data as ResponseOf<E>
}
