import * as z from 'zod'

import { DEFAULT_TIMEOUT_MS } from '@member-wallet/contract/schemas'
import { DEMO_TRUELINK_SECRET } from '@member-wallet/contract/truelink'

import { RELAYS_PER_ADDRESS } from './api/relay-slots'
import { parseFrameAncestors } from './utils/csp'

const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true')

const EnvSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  BACKEND_URL: z.url().default('http://localhost:4000'),
  /** How long a backend call may take (SPEC's 60 s); uploads keep their own 300 s. */
  BACKEND_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_TIMEOUT_MS),
  /** How long a page's reads may take together; a slower backend shows the outage notice. */
  PAGE_BUDGET_MS: z.coerce.number().int().positive().default(10_000),
  CHAT_BACKEND_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Comma-separated; the first signs new cookies, all verify (rotation). */
  SESSION_SECRET: z.string().min(16).optional(),
  LAOS: flag,
  IFRAME: flag,
  /** With IFRAME: the operator's origins that may frame the app (spaces or commas). */
  FRAME_ANCESTORS: z.string().optional(),
  SPORT_SITE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PAYTIMZ_MIN: z
    .literal('')
    .transform(() => undefined)
    .or(z.coerce.number().positive())
    .optional(),
  /** Encrypts True Wallet gift links for the backend; the backend must hold the same secret. */
  TRUELINK_SECRET: z
    .literal('')
    .or(z.string().min(8))
    .optional()
    .transform((value) => value || DEMO_TRUELINK_SECRET),
  CLIENT_VERSION: z.string().default('1.1.14'),
  /** Open chat relays per client address; raise it when many players share one address. */
  CHAT_RELAYS_PER_ADDRESS: z.coerce.number().int().positive().default(RELAYS_PER_ADDRESS),
  /** Cookies are Secure in production; a plain-http demo on a LAN turns that off. */
  INSECURE_COOKIES: flag,
  /** Ended sessions are shared through this Redis when several app instances run. */
  REDIS_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
})

export type Env = Omit<z.infer<typeof EnvSchema>, 'FRAME_ANCESTORS'> & {
  SESSION_SECRETS: string[]
  SECURE_COOKIES: boolean
  /** Who may frame the app besides itself: FRAME_ANCESTORS when IFRAME is on, else nobody. */
  FRAME_ANCESTORS: string[]
}

const DEV_SECRET = 'dev-only-secret-not-for-production'

/** The settings of an environment; throws, naming what is wrong, on a bad one. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source)
  if (!result.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(result.error)}`)
  }
  const env = result.data
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    throw new Error('SESSION_SECRET is required in production (at least 16 characters)')
  }
  const SESSION_SECRETS = (env.SESSION_SECRET ?? DEV_SECRET).split(',').map((s) => s.trim())
  const SECURE_COOKIES = env.NODE_ENV === 'production' && !env.INSECURE_COOKIES
  return { ...env, SESSION_SECRETS, SECURE_COOKIES, FRAME_ANCESTORS: frameAncestorsOf(env) }
}

/**
 * IFRAME's framing sites. In production IFRAME needs its list: any site framing a wallet
 * could dress it up for clickjacking, so "any" is not a default; without a list outside
 * production only this origin may frame the app.
 */
function frameAncestorsOf(env: z.infer<typeof EnvSchema>): string[] {
  const frameAncestors = parseFrameAncestors(env.FRAME_ANCESTORS)
  if (!env.IFRAME) return []
  if (env.NODE_ENV === 'production' && frameAncestors.length === 0) {
    throw new Error("IFRAME=1 needs FRAME_ANCESTORS: the operator's sites that show the app")
  }
  return frameAncestors
}

export const env = parseEnv()

/** The part of the settings the browser may see (never secrets). */
export function publicEnv() {
  return {
    CHAT_BACKEND_URL: env.CHAT_BACKEND_URL ?? null,
    LAOS: env.LAOS,
    IFRAME: env.IFRAME,
    SPORT_SITE_URL: env.SPORT_SITE_URL ?? null,
    PAYTIMZ_MIN: env.PAYTIMZ_MIN ?? null,
    CLIENT_VERSION: env.CLIENT_VERSION,
  }
}
export type PublicEnv = ReturnType<typeof publicEnv>
