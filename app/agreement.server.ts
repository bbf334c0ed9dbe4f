// Whether the member accepted the agreement in this login (SPEC §2 Home: the agreement modal).
// A plain cookie mirrors the spec's `remember-agreement` key so it also works without JavaScript.
import { env } from './env.server'
import { createPlainCookie, readPlainCookie } from './utils/plain-cookie.server'

const ACCEPTED = '1'

export const agreementCookie = createPlainCookie('remember-agreement', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  secure: env.SECURE_COOKIES,
})

export async function hasAcceptedAgreement(request: Request): Promise<boolean> {
  return (await readPlainCookie(agreementCookie, request)) === ACCEPTED
}

export function acceptAgreementCookie(): Promise<string> {
  return agreementCookie.serialize(ACCEPTED)
}

/** Logging in again asks again: /login clears the stored agreement. */
export function clearAgreementCookie(): Promise<string> {
  return agreementCookie.serialize('', { maxAge: 0 })
}
