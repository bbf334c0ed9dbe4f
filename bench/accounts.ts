// Who the bench acts as: the seeded demo member (through the app's login form and straight
// through the mock's API), and a funded member of its own for the transfer run.
import { randomInt } from 'node:crypto'

import { endpoints } from '@member-wallet/contract/schemas'

export const DEMO = { phone: '0812345678', password: 'demo1234' }

/** The cookie the home page needs: the app's session and the accepted agreement. */
export const AGREEMENT_COOKIE = 'remember-agreement=1'

const TIMEOUT_MS = 15_000

/** One JSON call to the mock; a non-2xx answer throws with its §8 code. */
export async function mockCall<T>(
  mockUrl: string,
  method: 'GET' | 'POST',
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${mockUrl}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  const json = (await response.json().catch(() => null)) as unknown
  if (!response.ok) {
    const message = (json as { message?: string } | null)?.message ?? ''
    throw new Error(`${method} ${path} answered ${response.status} ${message}`)
  }
  return json as T
}

/** A bearer token from the mock's POST /api/login. */
export async function mockToken(mockUrl: string, phone: string, password: string) {
  const { token } = await mockCall<{ token: string }>(
    mockUrl,
    'POST',
    endpoints.account.login.path,
    { body: { username: phone, password } },
  )
  return token
}

/**
 * Logs in through the app's login form (a plain form post, as without JavaScript) and answers
 * the `__session` cookie's value.
 */
export async function appSession(appUrl: string, phone: string, password: string) {
  const response = await fetch(`${appUrl}/login`, {
    method: 'POST',
    // a same-origin form post, as the login page sends it (a GET of /login with the session
    // this makes would end it)
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: appUrl },
    body: new URLSearchParams({ username: phone, password }),
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  const session = response.headers
    .getSetCookie()
    .map((cookie) => /^__session=([^;]*)/.exec(cookie)?.[1])
    .find(Boolean)
  if (response.status !== 302 || !session) {
    throw new Error(`Logging in to the app answered ${response.status} without a session cookie`)
  }
  return session
}

/** The Cookie header of a logged-in member who accepted the agreement. */
export function homeCookie(session: string): string {
  return `__session=${session}; ${AGREEMENT_COOKIE}`
}

/**
 * One GET of a member's page with `cookie`, read whole (what renders it is loaded and warm);
 * throws unless it answers 200, e.g. when the session ended and it redirects to /login.
 */
export async function visitAsMember(appUrl: string, path: string, cookie: string) {
  const response = await fetch(`${appUrl}${path}`, {
    headers: { Cookie: cookie },
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  await response.arrayBuffer()
  if (response.status !== 200) {
    const to = response.headers.get('Location')
    throw new Error(`GET ${path} as the member answered ${response.status}${to ? ` → ${to}` : ''}`)
  }
}

/** A new member made through the mock's API with `baht` in the main wallet. */
export async function createFundedMember(mockUrl: string, baht: number) {
  const phone = `09${String(randomInt(1e8)).padStart(8, '0')}`
  const password = 'bench-pass-1'
  await mockCall(mockUrl, 'POST', endpoints.account.register.path, {
    body: {
      name: 'เบนช์ ทดสอบ',
      username: phone,
      password,
      bankCode: 'SCB',
      bankAccountName: 'BENCH MEMBER',
      bankAccountNo: String(1e9 + randomInt(9e8)),
      currency: 'BAHT',
    },
  })
  const token = await mockToken(mockUrl, phone, password)
  await mockCall(mockUrl, 'POST', endpoints.wallet.add.path, { token, body: { amount: baht } })
  return { phone, password, token }
}
