import { createCookieSessionStorage, redirect, type Session } from '@remix-run/node'

import { env } from './env.server'
import { safeRedirect } from './utils/redirect'

const REMEMBER_ME_SECONDS = 30 * 24 * 3600

type SessionData = { token: string; remember: boolean }

export const sessionStorage = createCookieSessionStorage<SessionData>({
  cookie: {
    name: '__session',
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env.SECURE_COOKIES,
    secrets: env.SESSION_SECRETS,
  },
})

export async function getSession(request: Request) {
  return sessionStorage.getSession(request.headers.get('Cookie'))
}

/** Remember-me makes the cookie persistent; otherwise it ends with the browser session. */
export function commitSession(session: Session<SessionData>) {
  return sessionStorage.commitSession(session, {
    maxAge: session.get('remember') ? REMEMBER_ME_SECONDS : undefined,
  })
}

export function destroySession(session: Session<SessionData>) {
  return sessionStorage.destroySession(session)
}

export async function getToken(request: Request): Promise<string | null> {
  return (await getSession(request)).get('token') ?? null
}

export function loginRedirectUrl(request: Request): string {
  const url = new URL(request.url)
  const back = `${url.pathname}${url.search}`
  return back === '/' || back.startsWith('/login')
    ? '/login'
    : `/login?redirectTo=${encodeURIComponent(back)}`
}

/** The member's backend token, or a redirect to /login that comes back here afterwards. */
export async function requireToken(request: Request): Promise<string> {
  const token = await getToken(request)
  if (!token) throw redirect(loginRedirectUrl(request))
  return token
}

export async function startMemberSession(
  request: Request,
  { token, remember, redirectTo }: { token: string; remember: boolean; redirectTo: string | null },
) {
  const session = await getSession(request)
  session.set('token', token)
  session.set('remember', remember)
  return redirect(safeRedirect(redirectTo, '/user'), {
    headers: { 'Set-Cookie': await commitSession(session) },
  })
}

export async function endMemberSession(request: Request, to = '/login') {
  const session = await getSession(request)
  return redirect(to, { headers: { 'Set-Cookie': await destroySession(session) } })
}
