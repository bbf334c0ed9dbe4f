// Fault injection: rules that make /api endpoints misbehave on purpose, for tests and demos.
// A rule names a method and a path pattern as the contract writes it (`/api/qrcode/:provider`,
// or a prefix ending in `*` such as `/api/wallet/*`) and what goes wrong: a §8 error code, a
// delay before the real handler, a dropped connection, a body that is not JSON, or an answer
// lost after the real handler did its work. Rules live
// in memory (MockContext.faults) and are checked in the order they were made.
import { type RequestHandler } from 'express'
import * as z from 'zod'

import { ERROR_CODES, GONE_MESSAGE } from '@member-wallet/contract/errors'
import { endpoints } from '@member-wallet/contract/schemas'

import { type MockContext } from './context'
import { ApiError } from './http'

export const FAULT_METHODS = ['*', 'GET', 'POST', 'PUT', 'DELETE'] as const
export type FaultMethod = (typeof FAULT_METHODS)[number]

/** Every code an error rule may answer with: the §8 catalogue and `gone`. */
export const INJECTABLE_CODES = [...ERROR_CODES, GONE_MESSAGE] as const
export type InjectableCode = (typeof INJECTABLE_CODES)[number]

export const FAULT_DELAY_MAX_MS = 120_000
export const FAULT_COUNT_MAX = 1_000_000
/** More rules than a demo needs; keeps a runaway script from filling the memory. */
export const FAULT_RULES_MAX = 100
/** What a garbage rule answers: 200, HTML where the contract promises JSON. */
export const GARBAGE_BODY = '<html>oops</html>'

// The statuses the mock's own routes answer these codes with, so that an injected code looks
// exactly like the real one. Codes the mock never answers get the status of their kind.
const STATUS_OF: Partial<Record<InjectableCode, number>> = {
  UNAUTHORIZED: 401,
  EXPIRED_AUTH_TOKEN: 401,
  INVALID_USER_1: 401,
  INVALID_USER_2: 401,
  INVALID_USER_3: 401,
  INVALID_USER_4: 401,
  WRONG_CREDENTIAL: 401,
  INACTIVE_USER: 403,
  INVALID_IP: 403,
  NO_DATA: 404,
  NO_USER: 404,
  NO_GAME: 404,
  NO_PROMOTION: 404,
  INVALID_CODE: 404,
  EXISTING_USER: 409,
  EXISTING_BANK: 409,
  BONUS_ALREADY_ACTIVE: 409,
  BONUS_MAX_CLAIMED: 409,
  PROMOTION_RECEIVED: 409,
  SLOT_ALREADY_ACTIVE: 409,
  TRUELINK_DUPLICATE: 409,
  QR_FAIL: 409,
  NO_CLAIMABLE_COUPON: 409,
  gone: 410,
  OTP_BLOCK: 429,
  REQUEST_LIMIT: 429,
  REQUEST_LIMIT_1MIN: 429,
  INTERNAL_SERVER_ERROR: 500,
  TRANSFER_FAIL: 502,
}

/** The HTTP status an injected code is answered with unless the rule says otherwise. */
export function faultStatus(code: InjectableCode): number {
  return STATUS_OF[code] ?? 400
}

/** Every injectable code with its default status (the panel's select, GET /__admin/faults/codes). */
export function injectableCodes(): { code: InjectableCode; status: number }[] {
  return INJECTABLE_CODES.map((code) => ({ code, status: faultStatus(code) }))
}

const SEGMENT = String.raw`(?::[A-Za-z_]\w*|[\w.~%-]+)`
const PATTERN = new RegExp(String.raw`^/api(?:/${SEGMENT})*(?:/\*|/|\*)?$`)

/**
 * A path pattern a rule may name: `/api/…` with literal or `:name` segments, optionally
 * ending in `*` (a prefix). No query, no spaces, `*` only at the end and never after `:name`.
 */
export function isFaultPattern(pattern: string): boolean {
  return pattern.startsWith('/api/') && PATTERN.test(pattern) && !/:\w*\*$/.test(pattern)
}

/** The segments of a path without its trailing slashes: `/api/a/` → ['', 'api', 'a']. */
function segmentsOf(path: string): string[] {
  return path.replace(/(?<=.)\/+$/, '').split('/')
}

/** Express routes ignore case and a trailing slash: so does the matching. */
function segmentMatches(want: string, got: string | undefined): boolean {
  if (got === undefined) return false
  return want.startsWith(':') ? got !== '' : want.toLowerCase() === got.toLowerCase()
}

/**
 * Whether a request path (without query) is one a pattern names. `:name` matches one
 * non-empty segment; `/api/wallet/*` matches everything under /api/wallet and /api/wallet
 * itself; `/api/wallet*` also /api/wallets.
 */
export function pathMatches(pattern: string, path: string): boolean {
  const got = segmentsOf(path)
  if (!pattern.endsWith('*')) {
    const want = segmentsOf(pattern)
    return want.length === got.length && want.every((segment, i) => segmentMatches(segment, got[i]))
  }
  const want = pattern.slice(0, -1).split('/')
  const last = want.pop() ?? ''
  if (!want.every((segment, i) => segmentMatches(segment, got[i]))) return false
  if (last === '') return got.length >= want.length
  const next = got[want.length]
  return next !== undefined && next.toLowerCase().startsWith(last.toLowerCase())
}

/** HEAD is answered by GET routes, so a GET rule covers it too. */
export function methodMatches(rule: FaultMethod, method: string): boolean {
  if (rule === '*') return true
  const upper = method.toUpperCase()
  return rule === upper || (rule === 'GET' && upper === 'HEAD')
}

export const FaultKind = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('error'),
      code: z.enum(INJECTABLE_CODES),
      /** Replaces faultStatus(code). */
      status: z.number().int().min(400).max(599).optional(),
    })
    .strict(),
  z
    .object({ type: z.literal('delay'), ms: z.number().int().min(1).max(FAULT_DELAY_MAX_MS) })
    .strict(),
  z.object({ type: z.literal('drop') }).strict(),
  z.object({ type: z.literal('garbage') }).strict(),
  z.object({ type: z.literal('lose') }).strict(),
])
export type FaultKind = z.infer<typeof FaultKind>
export type FaultType = FaultKind['type']
export const FAULT_TYPES: readonly FaultType[] = ['error', 'delay', 'drop', 'garbage', 'lose']

/** POST /__admin/faults: method `*` and remaining null (until cleared) unless given. */
export const FaultRuleRequest = z
  .object({
    method: z
      .string()
      .transform((method) => method.toUpperCase())
      .pipe(z.enum(FAULT_METHODS))
      .default('*'),
    path: z.string().trim().min(1).max(300).refine(isFaultPattern),
    kind: FaultKind,
    remaining: z.number().int().min(1).max(FAULT_COUNT_MAX).nullable().default(null),
  })
  .strict()
export type FaultRuleRequest = z.input<typeof FaultRuleRequest>

export const FaultRule = z.object({
  id: z.string(),
  method: z.enum(FAULT_METHODS),
  path: z.string(),
  kind: FaultKind,
  /** Calls left; null: every call until the rule is removed. */
  remaining: z.number().int().nullable(),
  createdAt: z.string(),
})
export type FaultRule = z.infer<typeof FaultRule>

export class TooManyFaultRules extends Error {
  constructor() {
    super(`at most ${FAULT_RULES_MAX} fault rules`)
    this.name = 'TooManyFaultRules'
  }
}

/** The active rules, oldest first. Every method is synchronous, so take() is atomic. */
export class FaultRules {
  private rules: FaultRule[] = []
  private nextId = 1

  constructor(private readonly now: () => number) {}

  add(input: z.output<typeof FaultRuleRequest>): FaultRule {
    if (this.rules.length >= FAULT_RULES_MAX) throw new TooManyFaultRules()
    const rule: FaultRule = {
      id: `f${this.nextId++}`,
      method: input.method,
      path: input.path,
      kind: input.kind,
      remaining: input.remaining,
      createdAt: new Date(this.now()).toISOString(),
    }
    this.rules.push(rule)
    return structuredClone(rule)
  }

  list(): FaultRule[] {
    return structuredClone(this.rules)
  }

  get size(): number {
    return this.rules.length
  }

  /** Whether there was such a rule. */
  remove(id: string): boolean {
    const before = this.rules.length
    this.rules = this.rules.filter((rule) => rule.id !== id)
    return this.rules.length < before
  }

  clear(): void {
    this.rules = []
  }

  /**
   * The first rule for this request, its count taken down by one (a rule at 0 is removed):
   * a copy of it as it was used, or null when none applies.
   */
  take(method: string, path: string): FaultRule | null {
    const index = this.rules.findIndex(
      (rule) =>
        rule.remaining !== 0 && methodMatches(rule.method, method) && pathMatches(rule.path, path),
    )
    const rule = this.rules[index]
    if (!rule) return null
    if (rule.remaining !== null) {
      rule.remaining -= 1
      if (rule.remaining <= 0) this.rules.splice(index, 1)
    }
    return structuredClone(rule)
  }
}

/** Every method and path of the contract, by path (the panel's suggestions). */
export function contractRoutes(): { path: string; methods: string[] }[] {
  const byPath = new Map<string, Set<string>>()
  for (const group of Object.values(endpoints)) {
    for (const spec of Object.values(
      group as Record<string, { method?: unknown; path?: unknown }>,
    )) {
      if (typeof spec.path !== 'string' || typeof spec.method !== 'string') continue
      const methods = byPath.get(spec.path) ?? new Set<string>()
      methods.add(spec.method)
      byPath.set(spec.path, methods)
    }
  }
  return [...byPath]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, methods]) => ({ path, methods: [...methods].sort() }))
}

/** The fault id a response was made by (the journal marks it), set by injectFaults(). */
export const FAULT_LOCAL = 'faultId'

/**
 * Mounted on /api before the routes: applies the first matching rule. An error goes through
 * the error handler like a real one; a delay lets the real handler run afterwards (unless the
 * client is gone by then); a drop destroys the socket; garbage answers 200 with HTML.
 */
export function injectFaults({ faults }: Pick<MockContext, 'faults'>): RequestHandler {
  return (req, res, next) => {
    if (faults.size === 0) return next()
    const rule = faults.take(req.method, req.baseUrl + req.path)
    if (!rule) return next()
    res.locals[FAULT_LOCAL] = rule.id
    const { kind } = rule
    switch (kind.type) {
      case 'error':
        return next(new ApiError(kind.status ?? faultStatus(kind.code), kind.code))
      case 'delay': {
        const timer = setTimeout(next, kind.ms)
        res.once('close', () => clearTimeout(timer))
        return
      }
      case 'drop':
        req.socket.destroy()
        return
      case 'garbage':
        res.status(200).type('text/html').send(GARBAGE_BODY)
        return
      case 'lose':
        // the work is done, its answer never arrives: what a timeout after the fact looks like
        res.json = () => {
          req.socket.destroy()
          return res
        }
        return next()
    }
  }
}
