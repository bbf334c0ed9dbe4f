// Whether the member accepted the agreement in this login (SPEC §2 Home: the agreement modal).
// A plain cookie mirrors the spec's `remember-agreement` key so it also works without JavaScript.
const NAME = 'remember-agreement'

export function hasAcceptedAgreement(request: Request): boolean {
  return new RegExp(`(?:^|;\\s*)${NAME}=1(?:;|$)`).test(request.headers.get('Cookie') ?? '')
}

export function acceptAgreementCookie(): string {
  return `${NAME}=1; Path=/; SameSite=Lax; HttpOnly`
}

/** Logging in again asks again: /login clears the stored agreement. */
export function clearAgreementCookie(): string {
  return `${NAME}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`
}
