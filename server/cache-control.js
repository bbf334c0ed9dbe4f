// Answers about one member must never be kept by a shared cache or the browser's back/forward
// history on a shared phone.

export const PRIVATE_NO_STORE = 'private, no-store'
const SESSION_COOKIE = '__session'

/**
 * Whether an answer is a member's: a page or data under /user, an answer that sets a cookie,
 * or one to a request that carries the session.
 * @param {{ pathname: string, requestCookie: string | undefined, setsCookie: boolean }} answer
 */
export function isPrivateAnswer({ pathname, requestCookie, setsCookie }) {
  if (pathname === '/user' || pathname.startsWith('/user/') || pathname.startsWith('/user.')) {
    return true
  }
  if (setsCookie) return true
  return new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`).test(requestCookie ?? '')
}
