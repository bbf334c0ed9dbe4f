import { randomBytes } from 'node:crypto'

import { createSession, redirect, type Session } from '@remix-run/node'

import { env } from './env.server'
import { endedSessions } from './sessions/ended-sessions.server'
import { createSealedSessionStorage } from './sessions/sealed-storage.server'
import { MEMBER_SEAL, REMEMBER_ME_SECONDS } from './sessions/seals'
import { StoreUnavailableError } from './store/redis.server'
import { safeRedirect } from './utils/redirect'

/**
 * `id` names this login on this app, so that logging out ends every copy of the cookie;
 * `member` (the backend's member id) and `issuedAt` let a password change end every session
 * of the member made before it, on every instance.
 */
type SessionData = {
  token: string
  remember: boolean
  id: string
  member?: string
  issuedAt?: number
}

export const sessionStorage = createSealedSessionStorage<SessionData>({
  cookie: {
    name: '__session',
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env.SECURE_COOKIES,
  },
  secrets: env.SESSION_SECRETS,
  // no session outlives remember-me, whatever the browser keeps
  ...MEMBER_SEAL,
})

function newSessionId() {
  return randomBytes(16).toString('base64url')
}

/** How long a refused page asks the browser to wait before it tries again, in seconds. */
export const STORE_RETRY_AFTER_S = 10

/**
 * Without the shared store nobody can tell whether a session was ended on another instance:
 * the page answers 503, translated, with a retry (the ErrorBoundary), never a 500.
 */
async function orUnavailable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error
    throw new Response(null, {
      status: 503,
      headers: { 'Retry-After': String(STORE_RETRY_AFTER_S), 'Cache-Control': 'no-store' },
    })
  }
}

/** How long a session without "remember me" may go without a request. */
const idleMs = () => env.SESSION_IDLE_MINUTES * 60_000

async function openSession(request: Request): Promise<Partial<SessionData>> {
  const { data } = await sessionStorage.getSession(request.headers.get('Cookie'))
  const { token, ...rest } = data
  if (!token || !rest.id) return rest
  const { id, member, issuedAt, remember } = rest
  const mark = { id, member, issuedAt, idleMs: remember ? undefined : idleMs() }
  if (await orUnavailable(endedSessions().isEnded(mark))) return rest
  return { ...rest, token }
}

// the layouts' and the route's loaders of one request all read the session: opened once
const opened = new WeakMap<Request, Promise<Partial<SessionData>>>()

/** The member's session; one ended on this app (logout, password change) comes back empty. */
export async function getSession(request: Request): Promise<Session<SessionData>> {
  let data = opened.get(request)
  if (!data) {
    data = openSession(request)
    opened.set(request, data)
  }
  // a session of its own for each caller, which may change it (a Session's data is partial)
  return createSession({ ...(await data) } as SessionData)
}

/**
 * Remember-me makes the cookie persistent; otherwise it ends with the browser session, and on
 * the server after SESSION_IDLE_MINUTES without a request. A new login gets its id here, and
 * without remember-me its idle clock.
 */
export async function commitSession(session: Session<SessionData>) {
  if (session.has('token') && !session.has('id')) {
    const id = newSessionId()
    session.set('id', id)
    if (!session.get('remember')) await orUnavailable(endedSessions().startIdleClock(id, idleMs()))
  }
  return sessionStorage.commitSession(session, {
    maxAge: session.get('remember') ? REMEMBER_ME_SECONDS : undefined,
  })
}

/** Clears the cookie, and ends the session for any copy of it kept elsewhere. */
export async function destroySession(session: Session<SessionData>) {
  const id = session.get('id')
  if (id) await orUnavailable(endedSessions().revoke(id, REMEMBER_ME_SECONDS * 1000))
  return sessionStorage.destroySession(session)
}

/** Ends every session of the member made until now, on every instance (a password change). */
export async function endEveryMemberSession(member: string) {
  await orUnavailable(
    endedSessions().endMemberSessions(member, Date.now(), REMEMBER_ME_SECONDS * 1000),
  )
}

/**
 * Whose session this is, for what it seals into a page's address (a receipt, a won prize):
 * the member, or for a login from before member ids were kept, that login. Null without one.
 */
export async function sessionOwner(request: Request): Promise<string | null> {
  const session = await getSession(request)
  return session.get('member') ?? session.get('id') ?? null
}

/** The backend's id of the session's member, when the login kept it. */
export async function memberOf(request: Request): Promise<string | null> {
  return (await getSession(request)).get('member') ?? null
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

export async function startMemberSession(
  request: Request,
  {
    token,
    member,
    remember,
    redirectTo,
  }: { token: string; member: string; remember: boolean; redirectTo: string | null },
) {
  const session = await getSession(request)
  session.set('token', token)
  session.set('member', member)
  session.set('issuedAt', Date.now())
  session.set('remember', remember)
  // a login is a session of its own, whatever the cookie held before: a new id (commitSession)
  session.unset('id')
  return redirect(safeRedirect(redirectTo, '/user'), {
    headers: { 'Set-Cookie': await commitSession(session) },
  })
}

export async function endMemberSession(request: Request, to = '/login') {
  const session = await getSession(request)
  return redirect(to, { headers: { 'Set-Cookie': await destroySession(session) } })
}
