// One-time passwords for phone verification at registration.
import { createHash, randomBytes, randomInt } from 'node:crypto'

import { safeEqual } from './passwords'
import { type Db } from './settings'

/** An OTP can be entered for five minutes. */
export const OTP_TTL_MS = 5 * 60_000
/** A verified OTP lets its phone number register for thirty minutes. */
export const VERIFIED_OTP_TTL_MS = 30 * 60_000

const REF_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

export function newOtpRef(): string {
  return Array.from({ length: 4 }, () => REF_LETTERS[randomInt(REF_LETTERS.length)]).join('')
}

export function newOtpCode(): string {
  return String(randomInt(1_000_000)).padStart(6, '0')
}

export function newOtpToken(): string {
  return randomBytes(24).toString('base64url')
}

/** The code is stored only as a hash, salted with its OTP's token. */
export function hashOtpCode(otpToken: string, code: string): string {
  return createHash('sha256').update(`${otpToken}:${code}`).digest('hex')
}

export function otpCodeMatches(otpToken: string, code: string, codeHash: string): boolean {
  return safeEqual(hashOtpCode(otpToken, code), codeHash)
}

/** The phone's verified and not yet used OTP from the last thirty minutes, if any. */
export function findVerifiedOtp(db: Db, phoneNumber: string, nowMs: number) {
  return db.otp.findFirst({
    where: {
      phoneNumber,
      usedAt: null,
      verifiedAt: { gte: new Date(nowMs - VERIFIED_OTP_TTL_MS) },
    },
    orderBy: { verifiedAt: 'desc' },
  })
}
