// Settings of one mock server instance, with defaults read from the environment.
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import { DEMO_TRUELINK_SECRET } from '@member-wallet/contract/truelink'

import { DEFAULT_DATABASE_URL } from './db'
import { type Clock } from './rate-limit'
import { type AnswerShape, answerShapeFromEnv } from './spec-mode'

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

const flag = (value: string | undefined) => value === '1' || value === 'true'

/** An http(s) address from the environment variable `name`, without a trailing slash. */
function httpUrlFromEnv(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  if (!value) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${name} must be an http(s) address, got "${value}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) address, got "${value}"`)
  }
  return value.replace(/\/+$/, '')
}

/**
 * MOCK_HOST: the address the mock listens on, e.g. 0.0.0.0 to be reached from the LAN; when
 * not set, loopback only (127.0.0.1 and ::1, so that `localhost` works either way).
 */
export function mockHostFromEnv(env: Env = process.env): string | undefined {
  return env.MOCK_HOST?.trim() || undefined
}

/** MOCK_PUBLIC_URL checked: an http(s) address, answered without a trailing slash. */
export function publicUrlFromEnv(env: Env = process.env): string | undefined {
  return httpUrlFromEnv(env, 'MOCK_PUBLIC_URL')
}

export const DEFAULT_APP_URL = 'http://localhost:3000'

/** MOCK_APP_URL checked likewise, or the app's default address. */
export function appUrlFromEnv(env: Env = process.env): string {
  return httpUrlFromEnv(env, 'MOCK_APP_URL') ?? DEFAULT_APP_URL
}

/** The `uploads` folder beside a SQLite file (for a URL that is not a file: ./data/uploads). */
export function uploadDirFor(databaseUrl: string): string {
  const url = databaseUrl.startsWith('file:') ? databaseUrl : DEFAULT_DATABASE_URL
  const file = url.slice('file:'.length).split('?')[0] ?? ''
  return path.resolve(path.dirname(file), 'uploads')
}

/** MOCK_UPLOAD_DIR as an absolute path, if set. */
export function uploadDirFromEnv(env: Env = process.env): string | undefined {
  const value = env.MOCK_UPLOAD_DIR?.trim()
  return value ? path.resolve(value) : undefined
}

/** PAYTIMZ_MIN: a positive number of baht, or null when not set. */
export function paytimzMinFromEnv(env: Env = process.env): number | null {
  const value = env.PAYTIMZ_MIN?.trim()
  if (!value) return null
  const minimum = Number(value)
  if (!Number.isFinite(minimum) || minimum <= 0) {
    throw new Error(`PAYTIMZ_MIN must be a positive number, got "${value}"`)
  }
  return minimum
}

export const DEFAULT_CHAT_PREFIX = 'lw-'

/** The wheel's seed when MOCK_SPIN_SEED is not set. */
export const DEFAULT_SPIN_SEED = 20261121

/** MOCK_SPIN_SEED: a whole number from 0 to 2³² − 1, or the default when not set. */
export function spinSeedFromEnv(env: Env = process.env): number {
  const value = env.MOCK_SPIN_SEED?.trim()
  if (!value) return DEFAULT_SPIN_SEED
  const seed = Number(value)
  if (!/^\d+$/.test(value) || seed > 0xffffffff) {
    throw new Error(`MOCK_SPIN_SEED must be a whole number from 0 to 4294967295, got "${value}"`)
  }
  return seed
}

/**
 * MOCK_REGISTER_LIMIT: registration calls one client address may make in ten minutes, a whole
 * number from 1; the default when not set. Without a proxy that sets X-Forwarded-For, every
 * player counts as the app's own address, so a busy demo or the end-to-end suite needs more.
 */
export function registerAttemptsFromEnv(env: Env = process.env): number {
  const value = env.MOCK_REGISTER_LIMIT?.trim()
  if (!value) return DEFAULT_LIMITS.registerAttempts
  if (!/^[1-9]\d{0,8}$/.test(value)) {
    throw new Error(`MOCK_REGISTER_LIMIT must be a whole number from 1, got "${value}"`)
  }
  return Number(value)
}

/**
 * Defaults, from MOCK_REGISTER_OTP, MOCK_OTP_CODE, MOCK_ADMIN_PASSWORD, LAOS, MOCK_QUIET,
 * MOCK_SHAPE, MOCK_PUBLIC_URL, MOCK_APP_URL, MOCK_PORT, MOCK_UPLOAD_DIR (else beside DATABASE_URL),
 * TRUELINK_SECRET, PAYTIMZ_MIN, MOCK_SPIN_SEED, MOCK_CHAT_PREFIX and MOCK_REGISTER_LIMIT.
 */
export function defaultMockConfig(env: Env = process.env): MockConfig {
  const otpCode = env.MOCK_OTP_CODE?.trim()
  if (otpCode && !/^\d{4,8}$/.test(otpCode)) {
    throw new Error(`MOCK_OTP_CODE must be 4 to 8 digits, got "${otpCode}"`)
  }
  return {
    registerOTPDefault: flag(env.MOCK_REGISTER_OTP),
    otpCode: otpCode || undefined,
    adminPassword: env.MOCK_ADMIN_PASSWORD || 'demo',
    laos: flag(env.LAOS),
    quiet: flag(env.MOCK_QUIET),
    answerShape: answerShapeFromEnv(env.MOCK_SHAPE),
    publicUrl: publicUrlFromEnv(env) ?? `http://localhost:${env.MOCK_PORT || 4000}`,
    appUrl: appUrlFromEnv(env),
    uploadDir: uploadDirFromEnv(env) ?? uploadDirFor(env.DATABASE_URL || DEFAULT_DATABASE_URL),
    trueLinkSecret: env.TRUELINK_SECRET || DEMO_TRUELINK_SECRET,
    paytimzMin: paytimzMinFromEnv(env),
    chatPrefix: env.MOCK_CHAT_PREFIX?.trim() || DEFAULT_CHAT_PREFIX,
    fileUrlSecret: randomBytes(32).toString('hex'),
    spinSeed: spinSeedFromEnv(env),
    limits: { ...DEFAULT_LIMITS, registerAttempts: registerAttemptsFromEnv(env) },
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
