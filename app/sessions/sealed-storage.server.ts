// Cookie sessions whose content nobody can read or change: the session's data is sealed
// (encrypted, then authenticated) with iron-webcrypto under keys derived from SESSION_SECRET.
// Remix's own cookie sessions only sign: their base64 JSON is readable by anyone holding the
// cookie, and a bearer token must never be (issue 18, ADR 016).
import { createHash } from 'node:crypto'

import {
  type CookieOptions,
  createCookie,
  createSession,
  type SessionData,
  type SessionStorage,
} from '@remix-run/node'
import { defaults as sealDefaults, seal, unseal } from 'iron-webcrypto'

/** Browsers drop a cookie longer than this, silently; better to fail where it is written. */
const MAX_COOKIE_BYTES = 4096

type SealedStorageOptions = {
  cookie: CookieOptions & { name: string }
  /** The first seals, all unseal: a secret can be rotated without ending every session. */
  secrets: string[]
  /** Keeps the keys of two storages apart, so one's cookie never opens as the other's. */
  purpose: string
  /** After this a sealed value no longer opens, whatever the cookie's own lifetime. */
  ttlSeconds: number
}

type Key = { id: string; secret: string }

/** A key of 64 hex characters per secret and purpose, named by a hash that reveals neither. */
export function sealingKeys(secrets: string[], purpose: string): Key[] {
  return secrets.map((secret) => {
    const derived = createHash('sha256').update(`${purpose}\0${secret}`).digest('hex')
    const id = createHash('sha256').update(derived).digest('hex').slice(0, 12)
    return { id, secret: derived }
  })
}

/** `data` sealed under the first secret, for `openSealed` to open within the TTL. */
export function sealValue(
  data: Record<string, unknown>,
  {
    secrets,
    purpose,
    ttlSeconds,
  }: Pick<SealedStorageOptions, 'secrets' | 'purpose' | 'ttlSeconds'>,
): Promise<string> {
  return seal(data, sealingKeys(secrets, purpose)[0]!, { ...sealDefaults, ttl: ttlSeconds * 1000 })
}

/**
 * Seals that opened, by the keys that opened them and the seal, with when they stop opening:
 * the same cookie comes with every request of a visit, and opening it again (two key
 * derivations, a MAC and a decryption) was about 7% of the app's CPU per member page. Only
 * seals that opened are kept, so endless forged cookies add nothing; past the bound the
 * oldest go first.
 */
const opened = new Map<string, { data: Record<string, unknown>; expiresAt: number }>()
const OPENED_MAX = 5_000

/** The seal's own expiry (ms since the epoch): its sixth field, covered by its MAC. */
function expiryOf(sealed: string): number {
  return Number(sealed.split('*')[5] || Infinity)
}

/** The data sealed in a cookie's value, or null when it does not open with these secrets. */
export async function openSealed(
  sealed: unknown,
  {
    secrets,
    purpose,
    ttlSeconds,
  }: Pick<SealedStorageOptions, 'secrets' | 'purpose' | 'ttlSeconds'>,
): Promise<Record<string, unknown> | null> {
  if (typeof sealed !== 'string' || !sealed) return null
  const keys = Object.fromEntries(sealingKeys(secrets, purpose).map((key) => [key.id, key.secret]))
  const cacheKey = `${Object.keys(keys).join(',')}\0${sealed}`
  const hit = opened.get(cacheKey)
  if (hit && Date.now() < hit.expiresAt) return structuredClone(hit.data)
  opened.delete(cacheKey)
  try {
    const data: unknown = await unseal(sealed, keys, { ...sealDefaults, ttl: ttlSeconds * 1000 })
    if (!data || typeof data !== 'object') return null
    if (opened.size >= OPENED_MAX) opened.delete(opened.keys().next().value!)
    opened.set(cacheKey, {
      data: structuredClone(data as Record<string, unknown>),
      expiresAt: expiryOf(sealed),
    })
    return data as Record<string, unknown>
  } catch {
    // forged, expired, or sealed with a secret no longer held
    return null
  }
}

/**
 * The data sealed in a cookie's value as the browser holds it (Remix writes the seal as JSON in
 * base64): for the tests, which hold the secret and read what a session carries.
 */
export async function openSealedCookie(
  value: string | undefined,
  options: Pick<SealedStorageOptions, 'secrets' | 'purpose' | 'ttlSeconds'>,
): Promise<Record<string, unknown> | null> {
  if (!value) return null
  const sealed: unknown = await createCookie('sealed').parse(`sealed=${value}`)
  return openSealed(sealed, options)
}

export function createSealedSessionStorage<Data extends SessionData>({
  cookie: { name, ...cookieOptions },
  secrets,
  purpose,
  ttlSeconds,
}: SealedStorageOptions): SessionStorage<Data> {
  // not signed: the seal carries its own integrity check
  const cookie = createCookie(name, cookieOptions)
  const keys = sealingKeys(secrets, purpose)
  const sealOptions = { ...sealDefaults, ttl: ttlSeconds * 1000 }

  return {
    async getSession(cookieHeader, options) {
      const sealed: unknown = cookieHeader ? await cookie.parse(cookieHeader, options) : null
      const data = await openSealed(sealed, { secrets, purpose, ttlSeconds })
      return createSession((data ?? {}) as Data)
    },
    async commitSession(session, options) {
      const sealed = await seal(session.data, keys[0]!, sealOptions)
      const serialized = await cookie.serialize(sealed, options)
      if (serialized.length > MAX_COOKIE_BYTES) {
        throw new Error(`Cookie ${name} is ${serialized.length} bytes, over ${MAX_COOKIE_BYTES}`)
      }
      return serialized
    },
    async destroySession(_session, options) {
      return cookie.serialize('', { ...options, maxAge: undefined, expires: new Date(0) })
    },
  }
}
