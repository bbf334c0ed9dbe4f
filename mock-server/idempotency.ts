// Idempotency keys on the money calls (packages/contract/src/idempotency.ts): a member's call
// with an `Idempotency-Key` the mock has seen for the same method and path is not done again;
// it gets the first call's answer, marked `Idempotent-Replayed: true`. A repeat that comes
// while the first is still worked on waits for its answer. What the real backend must do is
// in the README ("Pointing the app at the real backend").
import { type Request, type RequestHandler, type Response } from 'express'

import {
  IDEMPOTENCY_HEADER,
  IdempotencyKey,
  IDEMPOTENT_ENDPOINTS,
  REPLAYED_HEADER,
} from '@member-wallet/contract/idempotency'

import { type MockContext } from './context'
import { pathMatches } from './faults'
import { ApiError, memberOf, requireMember } from './http'
import { isUniqueViolation } from './members'

/** How long a repeat waits for the first call's answer before it is told to wait (429). */
const REPEAT_WAIT_MS = 10_000
const REPEAT_POLL_MS = 25

type KeyedCall = { memberId: number; key: string; method: string; path: string }

function isMoneyCall(method: string, path: string): boolean {
  return IDEMPOTENT_ENDPOINTS.some(
    (endpoint) => endpoint.method === method && pathMatches(endpoint.path, path),
  )
}

const where = (call: KeyedCall) => ({ memberId_key_method_path: call })

/**
 * Keeps the answer the handler gives: stored before it is sent, so that a repeat never sees
 * the money moved without the answer. A 5xx is forgotten instead: the work was rolled back,
 * and the same key may try again.
 */
function keepAnswer(ctx: MockContext, call: KeyedCall, res: Response): void {
  const send = res.json.bind(res)
  res.json = (body: unknown) => {
    const status = res.statusCode
    const settled =
      status >= 500
        ? ctx.prisma.idempotentRequest.delete({ where: where(call) })
        : ctx.prisma.idempotentRequest.update({
            where: where(call),
            data: { status, body: JSON.stringify(body) },
          })
    settled.then(
      () => send(body),
      (error: unknown) => {
        console.error('[mock] keeping an idempotent answer failed:', error)
        send(body)
      },
    )
    return res
  }
}

/** The first call's answer, once it has one; null when it did not come in time. */
async function firstAnswer(ctx: MockContext, call: KeyedCall, deadline: number) {
  for (;;) {
    const row = await ctx.prisma.idempotentRequest.findUnique({ where: where(call) })
    // forgotten (a 5xx): this repeat is the one to do the work now
    if (!row) return 'gone' as const
    if (row.status !== null) return { status: row.status, body: row.body ?? 'null' }
    if (Date.now() >= deadline) return null
    await new Promise((resolve) => setTimeout(resolve, REPEAT_POLL_MS))
  }
}

async function handleKeyed(ctx: MockContext, req: Request, res: Response, key: string) {
  const call: KeyedCall = {
    memberId: memberOf(res).id,
    key,
    method: req.method,
    path: req.baseUrl + req.path,
  }
  const deadline = Date.now() + REPEAT_WAIT_MS
  for (;;) {
    try {
      await ctx.prisma.idempotentRequest.create({ data: call })
      keepAnswer(ctx, call, res)
      return 'first' as const
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
    const answer = await firstAnswer(ctx, call, deadline)
    if (answer === null) throw new ApiError(429, 'REQUEST_LIMIT')
    if (answer === 'gone') continue
    // through res.json, as the first answer went: the answer shape and fault rules apply alike
    res.set(REPLAYED_HEADER, 'true').status(answer.status).json(JSON.parse(answer.body))
    return 'replayed' as const
  }
}

/** Mounted on /api before the routes. Calls without a key, or not moving money, pass as they are. */
export function idempotentCalls(ctx: MockContext): RequestHandler {
  const member = requireMember(ctx)
  return (req, res, next) => {
    const key = req.get(IDEMPOTENCY_HEADER)
    if (key === undefined || !isMoneyCall(req.method, req.baseUrl + req.path)) return next()
    if (!IdempotencyKey.safeParse(key).success) return next(new ApiError(400, 'KEY_INVALID'))
    member(req, res, (error?: unknown) => {
      if (error) return next(error)
      handleKeyed(ctx, req, res, key).then(
        (outcome) => (outcome === 'first' ? next() : undefined),
        next,
      )
    })
  }
}
