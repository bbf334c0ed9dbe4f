import { createCookieSessionStorage, data, redirect } from '@remix-run/node'

import { env } from './env.server'
import { type Toast } from './utils/toast'

// A flash message that survives one redirect (post/redirect/get), in its own cookie.
const toastStorage = createCookieSessionStorage<{ toast: Toast }, { toast: Toast }>({
  cookie: {
    name: '__toast',
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env.SECURE_COOKIES,
    secrets: env.SESSION_SECRETS,
  },
})

export async function setToast(request: Request, toast: Toast) {
  const session = await toastStorage.getSession(request.headers.get('Cookie'))
  session.flash('toast', toast)
  return toastStorage.commitSession(session)
}

async function takeToast(request: Request) {
  const session = await toastStorage.getSession(request.headers.get('Cookie'))
  const toast = session.get('toast') ?? null
  return {
    toast,
    headers: toast ? { 'Set-Cookie': await toastStorage.commitSession(session) } : undefined,
  }
}

/** The root's answer: `payload` with the toast waiting for this page, which is then used up. */
export async function withToast<T extends object>(request: Request, payload: T) {
  const { toast, headers } = await takeToast(request)
  return data({ ...payload, toast }, { headers })
}

/** Post/redirect/get with a message for the page the redirect leads to. */
export async function redirectWithToast(
  request: Request,
  to: string,
  toast: Toast,
  /** Other cookies the same answer sets. */
  alsoSet: string[] = [],
) {
  const headers = new Headers()
  for (const cookie of [await setToast(request, toast), ...alsoSet])
    headers.append('Set-Cookie', cookie)
  return redirect(to, { headers })
}
