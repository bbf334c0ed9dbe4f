import * as z from 'zod'

import { DEFAULT_TIMEOUT_MS } from '@member-wallet/contract/schemas'
import { DEMO_TRUELINK_SECRET } from '@member-wallet/contract/truelink'

import { RELAYS_PER_ADDRESS } from './api/relay-slots'
import { parseFrameAncestors } from './utils/csp'

const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true')

const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined))

const port = z.coerce.number().int().min(0).max(65_535)

/** What .env.example puts in SESSION_SECRET: a copied example must not seal live sessions. */
export const EXAMPLE_SESSION_SECRET = 'change-me-to-a-long-random-string'
/** The shortest entry of SESSION_SECRET production takes: 32 characters, 128 bits or more. */
export const MIN_SECRET_LENGTH = 32

const EnvSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  /** The offline sales demo against the bundled mock: its plain-http, single-instance settings. */
  DEMO: flag,
  /** Where the app listens: empty is every address of the machine. */
  HOST: z.string().default(''),
  PORT: port.default(3000),
  /** Above a load balancer's usual 60 s idle time, so the balancer closes first, never us. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(65_000),
  /** After SIGTERM, how long the instance keeps serving while /readyz says 503. */
  DRAIN_DELAY_MS: z.coerce.number().int().nonnegative().default(5_000),
  /** From SIGTERM to exit, at most; past it the exit is forced (and logged). */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(25_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Prometheus metrics on a listener of their own; empty: none. */
  METRICS_PORT: port.optional().or(z.literal('').transform(() => undefined)),
  BACKEND_URL: z.url().default('http://localhost:4000'),
  /** A backend or chat backend on plain http, in production: only on a private network. */
  ALLOW_HTTP_BACKEND: flag,
  /** How long a backend call may take (SPEC's 60 s); uploads keep their own 300 s. */
  BACKEND_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_TIMEOUT_MS),
  /** How long a page's reads may take together; a slower backend shows the outage notice. */
  PAGE_BUDGET_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * How long an action's calls may take together: below a balancer's usual 60 s, so the player
   * gets the app's "check your statement", not the balancer's error page.
   */
  ACTION_BUDGET_MS: z.coerce.number().int().positive().default(45_000),
  /**
   * A request's headers and body must arrive within this, or it gets a 408 and its connection
   * closes: a slow sender holds nothing longer. Two minutes carry a 20 MB chat video at 1.4 Mbit/s.
   */
  BODY_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(120_000),
  /** Uploads (slips, chat files) read at once by one instance; the next is told to retry. */
  UPLOAD_CONCURRENCY: z.coerce.number().int().positive().default(16),
  CHAT_BACKEND_URL: optionalUrl,
  /** Comma-separated; the first seals new cookies, all open them (rotation). */
  SESSION_SECRET: z.string().min(16).optional(),
  /** A login without "remember me" ends after this many minutes without a request. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  LAOS: flag,
  IFRAME: flag,
  /** With IFRAME: the operator's origins that may frame the app (spaces or commas). */
  FRAME_ANCESTORS: z.string().optional(),
  SPORT_SITE_URL: optionalUrl,
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
  /** The operator's brands: names, colours, pictures (brand.server.ts); the demo ships two. */
  BRANDS_FILE: z.string().default('brands/brands.json'),
  /** What a pending withdrawal's result says the bank transfer usually takes, in minutes. */
  WITHDRAW_EXPECTED_MINUTES: z.coerce.number().int().positive().default(15),
  CLIENT_VERSION: z.string().default('1.1.14'),
  /** Open chat relays per client address; raise it when many players share one address. */
  CHAT_RELAYS_PER_ADDRESS: z.coerce.number().int().positive().default(RELAYS_PER_ADDRESS),
  /** Cookies are Secure in production; a plain-http demo on a LAN turns that off. */
  INSECURE_COOKIES: flag,
  /** What the instances of a fleet share: ended sessions, members' "valid after", relay caps. */
  REDIS_URL: optionalUrl,
  /** Production without REDIS_URL: one instance, whose session state a restart forgets. */
  SINGLE_INSTANCE: flag,
  /** Traces go to this OTLP/HTTP collector; empty: no tracing code is even loaded. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
})

/** Every setting the app reads, TRUST_PROXY among them (server.js parses that one itself). */
export const SETTING_NAMES = [...Object.keys(EnvSchema.shape), 'TRUST_PROXY']

type ParsedEnv = z.infer<typeof EnvSchema>

export type Env = Omit<ParsedEnv, 'FRAME_ANCESTORS'> & {
  SESSION_SECRETS: string[]
  SECURE_COOKIES: boolean
  /** Who may frame the app besides itself: FRAME_ANCESTORS when IFRAME is on, else nobody. */
  FRAME_ANCESTORS: string[]
  /** Settings taken as given that an operator should know about, said once at start. */
  NOTICES: string[]
}

const DEV_SECRET = 'dev-only-secret-not-for-production'

function secretsOf(raw: string | undefined): string[] {
  return (raw ?? DEV_SECRET).split(',').map((secret) => secret.trim())
}

/**
 * What production refuses, each naming its setting: values that would let someone read a
 * session, settings only the demo may use, and a fleet whose instances share nothing.
 */
export function productionProblems(
  env: ParsedEnv,
  source: Record<string, string | undefined>,
): string[] {
  if (env.NODE_ENV !== 'production') return []
  const problems: string[] = []
  const secrets = env.SESSION_SECRET ? secretsOf(env.SESSION_SECRET) : []
  if (secrets.length === 0) {
    problems.push(`SESSION_SECRET is required in production (${MIN_SECRET_LENGTH}+ characters)`)
  } else if (secrets.some((secret) => secret.length < MIN_SECRET_LENGTH)) {
    problems.push(
      `SESSION_SECRET: every comma-separated entry needs ${MIN_SECRET_LENGTH}+ characters (an empty or short one seals cookies anyone could open)`,
    )
  } else if (secrets.includes(EXAMPLE_SESSION_SECRET)) {
    problems.push("SESSION_SECRET is .env.example's placeholder: make a random one")
  }
  if (env.DEMO) return problems
  if (env.INSECURE_COOKIES) {
    problems.push('INSECURE_COOKIES=1 sends sessions over plain http: only the demo (DEMO=1) may')
  }
  if (env.TRUELINK_SECRET === DEMO_TRUELINK_SECRET) {
    problems.push("TRUELINK_SECRET is required in production: the operator's, not the demo's")
  }
  if (!source.BACKEND_URL) {
    problems.push("BACKEND_URL is required in production: the operator's backend")
  }
  if (!env.ALLOW_HTTP_BACKEND) {
    for (const name of ['BACKEND_URL', 'CHAT_BACKEND_URL'] as const) {
      if (env[name]?.startsWith('http:')) {
        problems.push(
          `${name} is plain http: use https, or ALLOW_HTTP_BACKEND=1 on a private network`,
        )
      }
    }
  }
  if (!env.REDIS_URL && !env.SINGLE_INSTANCE) {
    problems.push(
      'REDIS_URL is required in production, so that every instance sees ended sessions; SINGLE_INSTANCE=1 runs one instance whose logouts a restart forgets',
    )
  }
  return problems
}

function noticesOf(env: ParsedEnv): string[] {
  if (env.NODE_ENV !== 'production') return []
  if (env.DEMO) return ['DEMO=1: the offline demo settings are allowed; never on the live site']
  const notices: string[] = []
  for (const name of ['BACKEND_URL', 'CHAT_BACKEND_URL'] as const) {
    if (env[name]?.startsWith('http:')) {
      notices.push(`${name} is plain http (ALLOW_HTTP_BACKEND=1): keep it on a private network`)
    }
  }
  if (!env.REDIS_URL) {
    notices.push(
      'SINGLE_INSTANCE=1: sessions are kept in memory; a restart forgets logouts and ends the logins without "remember me"',
    )
  }
  return notices
}

/** The settings of an environment; throws, naming every setting that is wrong. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source)
  if (!result.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(result.error)}`)
  }
  const env = result.data
  const problems = productionProblems(env, source)
  if (problems.length > 0) {
    throw new Error(`Invalid environment:\n${problems.map((line) => `✖ ${line}`).join('\n')}`)
  }
  const SESSION_SECRETS = secretsOf(env.SESSION_SECRET)
  if (SESSION_SECRETS.includes('')) {
    throw new Error('Invalid environment:\n✖ SESSION_SECRET has an empty entry between its commas')
  }
  if (env.METRICS_PORT && env.METRICS_PORT === env.PORT) {
    throw new Error(
      'Invalid environment:\n✖ METRICS_PORT must not be PORT: metrics are never public',
    )
  }
  const SECURE_COOKIES = env.NODE_ENV === 'production' && !env.INSECURE_COOKIES
  return {
    ...env,
    SESSION_SECRETS,
    SECURE_COOKIES,
    FRAME_ANCESTORS: frameAncestorsOf(env),
    NOTICES: noticesOf(env),
  }
}

/**
 * IFRAME's framing sites. In production IFRAME needs its list: any site framing a wallet
 * could dress it up for clickjacking, so "any" is not a default; without a list outside
 * production only this origin may frame the app.
 */
function frameAncestorsOf(env: ParsedEnv): string[] {
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
    /** The operator's brands: names, colours, pictures (brand.server.ts); the demo ships two. */
    BRANDS_FILE: z.string().default('brands/brands.json'),
    /** What a pending withdrawal's result says the bank transfer usually takes, in minutes. */
    WITHDRAW_EXPECTED_MINUTES: z.coerce.number().int().positive().default(15),
    CLIENT_VERSION: env.CLIENT_VERSION,
  }
}
export type PublicEnv = ReturnType<typeof publicEnv>
