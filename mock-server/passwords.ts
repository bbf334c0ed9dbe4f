// Password hashing (scrypt, salted) and bearer tokens (random, stored as their SHA-256).
import { createHash, randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto'

const KEY_LENGTH = 32
const SALT_BYTES = 16
/**
 * scrypt's N for new hashes, a power of two: 16384 by default (MOCK_PASSWORD_COST). A stored
 * hash keeps the N it was made with, so it verifies whatever the setting is now.
 */
export const DEFAULT_PASSWORD_COST = 16384
/** The costs MOCK_PASSWORD_COST takes: 1024 for tests, up to the default (16 MB of memory). */
export const PASSWORD_COSTS = [1024, 2048, 4096, 8192, DEFAULT_PASSWORD_COST]
const BLOCK_SIZE = 8
const PARALLELISM = 1

/** A session token is valid for seven days. */
export const TOKEN_TTL_MS = 7 * 24 * 3600_000

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/**
 * `scrypt$N$r$p$salt$key`, salt and key in base64url. The salt is random unless given (the
 * seed gives its demo members fixed ones, so that a reseed writes the very same rows).
 */
export async function hashPassword(
  password: string,
  cost: number,
  salt: Buffer = randomBytes(SALT_BYTES),
): Promise<string> {
  const key = await scryptAsync(password, salt, { N: cost, r: BLOCK_SIZE, p: PARALLELISM })
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** A new bearer token: 32 random bytes, base64url. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Constant-time comparison of two strings (admin password, OTP code hashes). */
export function safeEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest()
  const right = createHash('sha256').update(b).digest()
  return timingSafeEqual(left, right)
}
