// Settings of one mock server instance, with defaults read from the environment through one
// zod schema, as app/env.server.ts reads the app's.
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import * as z from 'zod'

import { DEMO_TRUELINK_SECRET } from '@member-wallet/contract/truelink'

import { DEFAULT_DATABASE_URL } from './db'
import { DEFAULT_PASSWORD_COST, PASSWORD_COSTS } from './passwords'
import { type Clock } from './rate-limit'
import { ANSWER_SHAPES, type AnswerShape } from './spec-mode'

export type MockLimits = {
  /** Failed logins per username from one client address within loginWindowMs before REQUEST_LIMIT. */
  loginFailures: number
  /** Failed logins per client address, over every username, within loginWindowMs. */
  loginAddressFailures: number
  /** Failed logins per username from every address before each address gets one try. */
  loginPhoneFailures: number
  loginWindowMs: number
  /** Wrong admin passwords (panel sign-in, /__admin, operator socket) per address per window. */
  adminFailures: number
  adminWindowMs: number
  /** OTP sends per phone number within otpWindowMs before REQUEST_LIMIT. */
  otpSends: number
  /** OTP codes sent per client address in the window, whatever the phone. */
  otpAddressSends: number
  /** How long a phone that logged in from an address keeps passing that address's lockout. */
  loginKnownForMs: number
  otpWindowMs: number
  /** Minimum time between two sends to one phone number (REQUEST_LIMIT_1MIN). */
  otpResendMs: number
  /** Wrong codes per OTP before OTP_BLOCK. */
  otpVerifyFailures: number
  /** Registration calls (validate and register) per client address within registerWindowMs. */
  registerAttempts: number
  registerWindowMs: number
  /** Chat uploads of one guest id (files, bytes) within uploadWindowMs. */
  guestUploads: number
  guestUploadBytes: number
  /** Chat uploads of guests from one client address (files, bytes) within uploadWindowMs. */
  addressUploads: number
  addressUploadBytes: number
  uploadWindowMs: number
  /** A chat file never sent in a message is removed once it is this old. */
  unsentFileMs: number
}

export type SentOtp = { phoneNumber: string; otpRef: string; code: string }

export type MockConfig = {
  /** Whether a reseed (admin reset) switches OTP registration on. */
  registerOTPDefault: boolean
  /** A fixed OTP code (tests, e2e); otherwise each OTP gets six random digits. */
  otpCode?: string
  /** Password of the /__admin API, sent as the x-admin-password header. */
  adminPassword: string
  /** The Laos variant: any phone length 6–15, LAK or BAHT accounts. */
  laos: boolean
  /** No request log lines. */
  quiet: boolean
  /** `spec`: answers carry only the fields SPEC §3/§7 lists (MOCK_SHAPE). */
  answerShape: AnswerShape
  /**
   * Where players' browsers reach this server, without a trailing slash: game launch links
   * (provider web addresses, auto-login links) point at its /demo-game pages. From
   * MOCK_PUBLIC_URL, else http://localhost:<port> (the port the server really listens on).
   */
  publicUrl: string
  /**
   * Where the player app runs, without a trailing slash: the panel's "log in as" links to its
   * login page. From MOCK_APP_URL, else http://localhost:3000.
   */
  appUrl: string
  /**
   * Where uploaded files (slip images) are kept. From MOCK_UPLOAD_DIR, else `uploads` beside
   * the SQLite file (./data/uploads for file:./data/mock.db).
   */
  uploadDir: string
  /** The secret True Wallet links are encrypted with, shared with the app (TRUELINK_SECRET). */
  trueLinkSecret: string
  /** PAYTIMZ_MIN, read by the app too: replaces the PAYTIMZ and FP QR minimum (baht). */
  paytimzMin: number | null
  /** The chat PREFIX: a room is named PREFIX + member id or guest id (MOCK_CHAT_PREFIX). */
  chatPrefix: string
  /** Signs the short-lived addresses of slip images; new for every instance. */
  fileUrlSecret: string
  /** Seeds the wheel's generator: the same seed spins the same outcomes (MOCK_SPIN_SEED). */
  spinSeed: number
  /**
   * scrypt's N for the passwords it hashes (MOCK_PASSWORD_COST, default 16384). The tests use
   * 1024: their thousands of registrations and logins then cost a sixteenth of the CPU.
   */
  passwordCost: number
  /**
   * How long an idle connection is kept (MOCK_KEEP_ALIVE_MS, default 65 s): longer than its
   * clients keep one, else a client reusing it as the server closes it gets ECONNRESET.
   */
  keepAliveMs: number
  limits: MockLimits
  /** The clock (milliseconds since the epoch); tests move it. */
  now: Clock
  /** Delivers an OTP: the mock's "SMS" is a log line. */
  onOtpSent: (otp: SentOtp) => void
}

export type MockConfigInput = Partial<Omit<MockConfig, 'limits'>> & { limits?: Partial<MockLimits> }

export const DEFAULT_LIMITS: MockLimits = {
  loginFailures: 5,
  loginAddressFailures: 30,
  loginPhoneFailures: 50,
  loginWindowMs: 15 * 60_000,
  adminFailures: 10,
  adminWindowMs: 15 * 60_000,
  otpSends: 5,
  otpAddressSends: 20,
  loginKnownForMs: 30 * 24 * 3600_000,
  otpWindowMs: 60 * 60_000,
  otpResendMs: 60_000,
  otpVerifyFailures: 5,
  registerAttempts: 60,
  registerWindowMs: 10 * 60_000,
  guestUploads: 10,
  guestUploadBytes: 30 * 1024 * 1024,
  addressUploads: 30,
  addressUploadBytes: 100 * 1024 * 1024,
  uploadWindowMs: 60 * 60_000,
  unsentFileMs: 60 * 60_000,
}

export function logOtp({ phoneNumber, otpRef, code }: SentOtp): void {
  console.log(`[mock-otp] ${phoneNumber} ref ${otpRef} code ${code}`)
}

type Env = Record<string, string | undefined>

export const DEFAULT_APP_URL = 'http://localhost:3000'
export const DEFAULT_CHAT_PREFIX = 'lw-'
export const DEFAULT_KEEP_ALIVE_MS = 65_000
/** The wheel's seed when MOCK_SPIN_SEED is not set. */
export const DEFAULT_SPIN_SEED = 20261121

/** A setting's text without surrounding spaces; a blank one counts as not set. */
const setting = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : value), schema)

/** The same switch values as the app's settings (app/env.server.ts). */
const flag = setting(
  z
    .enum(['1', '0', 'true', 'false'], { error: 'must be 1, 0, true or false' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
)

/** An http(s) address, without its trailing slash. */
const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
  .transform((url) => url.replace(/\/+$/, ''))

const wholeNumber = (error: string, pattern: RegExp, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(pattern, error)
    .transform(Number)
    .refine((value) => value <= max, error)

/** The mock's environment, read once per server by parseMockEnv; blank values are unset. */
const MockEnvSchema = z.object({
  MOCK_PORT: setting(
    wholeNumber('must be a port number from 0 to 65535', /^\d{1,5}$/, 65535).default(4000),
  ),
  /** The SQLite (libSQL) database: file:./data/mock.db, libsql://…, http(s)://… */
  DATABASE_URL: setting(
    z
      .string()
      .regex(
        /^(file:|libsql:|https?:|wss?:)/,
        'must be a libSQL address (file:, libsql:, http(s): or ws(s):)',
      )
      .default(DEFAULT_DATABASE_URL),
  ),
  /**
   * The address the mock listens on, e.g. 0.0.0.0 to be reached from the LAN; when not set,
   * loopback only (127.0.0.1 and ::1, so that `localhost` works either way).
   */
  MOCK_HOST: setting(
    z
      .union([z.ipv4(), z.ipv6(), z.hostname()], { error: 'must be an IP address or host name' })
      .optional(),
  ),
  /** Where players' browsers reach this server (MockConfig.publicUrl). */
  MOCK_PUBLIC_URL: setting(httpUrl.optional()),
  MOCK_APP_URL: setting(httpUrl.default(DEFAULT_APP_URL)),
  MOCK_UPLOAD_DIR: setting(
    z
      .string()
      .transform((dir) => path.resolve(dir))
      .optional(),
  ),
  MOCK_RESET: flag,
  MOCK_REGISTER_OTP: flag,
  MOCK_OTP_CODE: setting(
    z
      .string()
      .regex(/^\d{4,8}$/, 'must be 4 to 8 digits')
      .optional(),
  ),
  MOCK_ADMIN_PASSWORD: setting(z.string().default('demo')),
  LAOS: flag,
  MOCK_QUIET: flag,
  MOCK_SHAPE: setting(z.enum(ANSWER_SHAPES, { error: 'must be "full" or "spec"' }).default('full')),
  /** Shared with the app, with the app's rule: at least 8 characters. */
  TRUELINK_SECRET: setting(
    z.string().min(8, 'must be at least 8 characters').default(DEMO_TRUELINK_SECRET),
  ),
  /** Read by the app too: replaces the PAYTIMZ and FP QR minimum (baht). */
  PAYTIMZ_MIN: setting(
    z.coerce
      .number({ error: 'must be a positive number' })
      .positive('must be a positive number')
      .optional(),
  ),
  MOCK_SPIN_SEED: setting(
    wholeNumber('must be a whole number from 0 to 4294967295', /^\d+$/, 0xffffffff).default(
      DEFAULT_SPIN_SEED,
    ),
  ),
  MOCK_CHAT_PREFIX: setting(z.string().default(DEFAULT_CHAT_PREFIX)),
  MOCK_PASSWORD_COST: setting(
    z
      .enum(PASSWORD_COSTS.map(String) as [string, ...string[]], {
        error: `must be one of ${PASSWORD_COSTS.join(', ')}`,
      })
      .transform(Number)
      .default(DEFAULT_PASSWORD_COST),
  ),
  MOCK_KEEP_ALIVE_MS: setting(
    wholeNumber(
      'must be a whole number of milliseconds, at most 600000',
      /^\d{1,6}$/,
      600_000,
    ).default(DEFAULT_KEEP_ALIVE_MS),
  ),
  /**
   * Registration calls one client address may make in ten minutes. Without a proxy that sets
   * X-Forwarded-For, every player counts as the app's own address, so a busy demo or the
   * end-to-end suite needs more.
   */
  MOCK_REGISTER_LIMIT: setting(
    wholeNumber('must be a whole number from 1', /^[1-9]\d{0,8}$/).default(
      DEFAULT_LIMITS.registerAttempts,
    ),
  ),
})

export type MockEnv = z.infer<typeof MockEnvSchema>

/** The mock's settings from an environment; throws, naming each bad value, on a bad one. */
export function parseMockEnv(env: Env = process.env): MockEnv {
  const result = MockEnvSchema.safeParse(env)
  if (!result.success) {
    throw new Error(`Invalid mock server settings:\n${z.prettifyError(result.error)}`)
  }
  // the admin API and panel move anyone's money: reachable from the LAN, they need a password
  // of their own, not the one every reader of the README knows
  const host = result.data.MOCK_HOST
  if (host && !LOOPBACK_HOSTS.includes(host) && !env.MOCK_ADMIN_PASSWORD?.trim()) {
    throw new Error(
      `Invalid mock server settings:\n✖ MOCK_ADMIN_PASSWORD is required when MOCK_HOST (${host}) opens the mock beyond this machine`,
    )
  }
  return result.data
}

const LOOPBACK_HOSTS = ['127.0.0.1', '::1', 'localhost']

/** The `uploads` folder beside a SQLite file (for a URL that is not a file: ./data/uploads). */
export function uploadDirFor(databaseUrl: string): string {
  const url = databaseUrl.startsWith('file:') ? databaseUrl : DEFAULT_DATABASE_URL
  const file = url.slice('file:'.length).split('?')[0] ?? ''
  return path.resolve(path.dirname(file), 'uploads')
}

/** The settings of one instance, from the environment (see MockEnvSchema). */
export function defaultMockConfig(source: Env = process.env): MockConfig {
  const env = parseMockEnv(source)
  return {
    registerOTPDefault: env.MOCK_REGISTER_OTP,
    otpCode: env.MOCK_OTP_CODE,
    adminPassword: env.MOCK_ADMIN_PASSWORD,
    laos: env.LAOS,
    quiet: env.MOCK_QUIET,
    answerShape: env.MOCK_SHAPE,
    publicUrl: env.MOCK_PUBLIC_URL ?? `http://localhost:${env.MOCK_PORT}`,
    appUrl: env.MOCK_APP_URL,
    uploadDir: env.MOCK_UPLOAD_DIR ?? uploadDirFor(env.DATABASE_URL),
    trueLinkSecret: env.TRUELINK_SECRET,
    paytimzMin: env.PAYTIMZ_MIN ?? null,
    chatPrefix: env.MOCK_CHAT_PREFIX,
    fileUrlSecret: randomBytes(32).toString('hex'),
    spinSeed: env.MOCK_SPIN_SEED,
    passwordCost: env.MOCK_PASSWORD_COST,
    keepAliveMs: env.MOCK_KEEP_ALIVE_MS,
    limits: { ...DEFAULT_LIMITS, registerAttempts: env.MOCK_REGISTER_LIMIT },
    now: Date.now,
    onOtpSent: logOtp,
  }
}

/** The defaults with some settings replaced (limits merged one by one). */
export function resolveMockConfig(input: MockConfigInput = {}, env: Env = process.env): MockConfig {
  const base = defaultMockConfig(env)
  const { limits, ...rest } = input
  const defined = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  ) as Partial<MockConfig>
  return { ...base, ...defined, limits: { ...base.limits, ...limits } }
}
