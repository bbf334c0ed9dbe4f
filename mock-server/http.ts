// HTTP plumbing shared by the routes: errors as { message: CODE }, body validation with the
// contract's schemas, typed answers, and the member guard.
import { type Member, type PrismaClient } from '@prisma/client'
import { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express'
import { type z } from 'zod'

import { type ErrorCode, type GONE_MESSAGE } from '@member-wallet/contract/errors'
import { type SPIN_ERROR_CODES } from '@member-wallet/contract/schemas'

import { type MockContext } from './context'
import { hashToken } from './passwords'

/** A spin refusal of the mock (NO_COIN, NO_ACTIVE_SPINWHEEL): §8 does not list spin codes. */
export type SpinErrorCode = (typeof SPIN_ERROR_CODES)[number]

/** An answer other than success: the status and the §8 code sent as `message`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | SpinErrorCode | typeof GONE_MESSAGE,
    /** A refusal that ends: sent as Retry-After (seconds). */
    readonly retryAfterSeconds?: number,
  ) {
    super(code)
    this.name = 'ApiError'
  }
}

/**
 * Who is calling, for the per-address limits: the socket's address, or the X-Forwarded-For
 * the app on this host sets (trust proxy: loopback).
 */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown'
}

type AsyncHandler = (req: Request, res: Response) => Promise<void>

/** Express 4 does not catch rejected promises: this passes them to the error handler. */
export function route(handler: AsyncHandler): RequestHandler {
  return (req, res, next) => {
    handler(req, res).catch(next)
  }
}

/** An async middleware: passes on to the next handler when it resolves, to the error handler when it throws. */
export function guard(check: AsyncHandler): RequestHandler {
  return (req, res, next) => {
    check(req, res).then(() => next(), next)
  }
}

/** Sends a body after checking it against the contract's response schema. */
export function reply<S extends z.ZodType>(
  res: Response,
  schema: S,
  body: z.input<S>,
  status = 200,
): void {
  res.status(status).json(schema.parse(body))
}

/** A UTF-16 surrogate without its pair: text that is not Unicode. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/**
 * The JSON.parse reviver of request bodies. A key or a string with a lone surrogate
 * (`"\ud800"`) is no Unicode text and the database refuses it (a 500), so such a body is
 * malformed JSON: body-parser answers 400 and errorHandler KEY_INVALID.
 */
export function refuseLoneSurrogates(key: string, value: unknown): unknown {
  if (LONE_SURROGATE.test(key) || (typeof value === 'string' && LONE_SURROGATE.test(value))) {
    throw new SyntaxError('A lone surrogate in JSON text')
  }
  return value
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length']
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value: unknown = body
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

/** Absent, or only blanks: a required field that was not filled in. */
function isMissing(value: unknown): boolean {
  return value === undefined || (typeof value === 'string' && value.trim() === '')
}

/**
 * The request body, parsed by a contract schema. A required field that is absent or blank
 * answers 400 KEY_MISSING; any other mismatch (type, length, a body that is not a JSON
 * object) answers 400 KEY_INVALID.
 */
export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  if (hasBody(req) && !req.is('application/json')) throw new ApiError(400, 'KEY_INVALID')
  const body: unknown = req.body ?? {}
  const result = schema.safeParse(body)
  if (result.success) return result.data
  const missing = result.error.issues.some(
    (issue) => issue.path.length > 0 && isMissing(valueAt(body, issue.path)),
  )
  throw new ApiError(400, missing ? 'KEY_MISSING' : 'KEY_INVALID')
}

/**
 * The member a bearer token belongs to. An unknown token answers 401 UNAUTHORIZED, an expired
 * one 401 EXPIRED_AUTH_TOKEN, a deactivated member 401 INVALID_USER_1 (a deleted member's
 * sessions are deleted with it).
 */
export async function memberOfToken(
  { prisma, config }: Pick<MockContext, 'prisma' | 'config'>,
  token: string,
): Promise<{ member: Member; sessionId: number }> {
  const session = await sessionOf(prisma, hashToken(token))
  if (!session) throw new ApiError(401, 'UNAUTHORIZED')
  if (session.expiresAt.getTime() <= config.now()) throw new ApiError(401, 'EXPIRED_AUTH_TOKEN')
  if (!session.member.isActive) throw new ApiError(401, 'INVALID_USER_1')
  return { member: session.member, sessionId: session.id }
}

/** The session of a token hash with its member. */
function sessionOf(prisma: PrismaClient, tokenHash: string) {
  return prisma.session.findUnique({ where: { tokenHash }, include: { member: true } })
}

/** The token of `Authorization: Bearer <token>`; '' for a header that is there but malformed. */
function bearerOf(req: Request): string | undefined {
  const header = req.get('authorization')
  if (header === undefined) return undefined
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? ''
}

async function authenticate(ctx: MockContext, token: string, res: Response): Promise<void> {
  const { member, sessionId } = await memberOfToken(ctx, token)
  res.locals.member = member
  res.locals.sessionId = sessionId
}

/**
 * Guards member endpoints: `Authorization: Bearer <token>`. No token answers 401 UNAUTHORIZED,
 * a bad one as memberOfToken says.
 */
export function requireMember(ctx: MockContext): RequestHandler {
  return guard(async (req, res) => {
    const token = bearerOf(req)
    if (!token) throw new ApiError(401, 'UNAUTHORIZED')
    await authenticate(ctx, token, res)
  })
}

/**
 * Endpoints open to guests too: without an Authorization header the caller is no member
 * (optionalMemberOf answers null); with one it must be a good token, as for requireMember.
 */
export function optionalMember(ctx: MockContext): RequestHandler {
  return guard(async (req, res) => {
    const token = bearerOf(req)
    if (token === undefined) return
    if (!token) throw new ApiError(401, 'UNAUTHORIZED')
    await authenticate(ctx, token, res)
  })
}

/** The member optionalMember found, or null for a guest. */
export function optionalMemberOf(res: Response): Member | null {
  return (res.locals.member as Member | undefined) ?? null
}

/**
 * The caller's X-Request-Id (letters, digits and . _ : -, up to 100 characters), stored with
 * the statement rows the request writes so tests and logs can tell whose rows they are.
 */
export function requestIdOf(req: Request): string | null {
  const value = req.get('x-request-id')?.trim()
  return value && /^[\w.:-]{1,100}$/.test(value) ? value : null
}

/** The member requireMember found. */
export function memberOf(res: Response): Member {
  const member = res.locals.member as Member | undefined
  if (!member) throw new Error('memberOf() used on a route without requireMember')
  return member
}

/**
 * A request path as the logs show it: without the query (demo game pages carry a login there)
 * and with the game password of auto-login paths masked.
 */
export function loggedPath(url: string): string {
  const path = url.split('?')[0] ?? ''
  return path.replace(/^(\/api\/autoLogin\/[^/]+\/[^/]+\/)[^/]+/i, '$1***')
}

type BodyParserError = { type: string; status: number }

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { type?: unknown }).type === 'string' &&
    typeof (error as { status?: unknown }).status === 'number'
  )
}

/** Express's router could not percent-decode a path parameter (`/api/qrcode/%`, `%E0%A4%A`). */
function isBadPathParam(error: unknown): boolean {
  return error instanceof URIError && (error as { status?: unknown }).status === 400
}

/**
 * Turns every error into { message }: ApiError as it says, bad JSON 4xx KEY_INVALID, a path
 * parameter that is not valid percent-encoding 400 KEY_INVALID, else 500.
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (error instanceof ApiError) {
    if (error.retryAfterSeconds !== undefined)
      res.set('Retry-After', String(error.retryAfterSeconds))
    res.status(error.status).json({ message: error.code })
  } else if (isBodyParserError(error) && error.status >= 400 && error.status < 500) {
    // malformed JSON (400), a body over the limit (413), an unknown charset (415) …
    res.status(error.status).json({ message: 'KEY_INVALID' })
  } else if (isBadPathParam(error)) {
    res.status(400).json({ message: 'KEY_INVALID' })
  } else {
    console.error(`[mock] ${req.method} ${loggedPath(req.originalUrl)} failed:`, error)
    res.status(500).json({ message: 'INTERNAL_SERVER_ERROR' })
  }
}
