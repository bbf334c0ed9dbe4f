// A browser's cookie store for route tests whose pages hand cookies on from one request to the
// next (the register wizard's draft, the inviter code, a login's session): what a loader or an
// action sets, as a Response or as `data(…, { headers })`, is sent with the next request.
import { isDataWithResponseInit } from '@remix-run/router'

import { type RouteModule } from './render-route'

type Stored = { value: string; persistent: boolean }

export type CookieJar = {
  /** The module with its loader and action sending the jar's cookies and keeping what they set. */
  around: (module: RouteModule) => RouteModule
  /** The Cookie header the next request sends. */
  header: () => string
  value: (name: string) => string | undefined
  /** Takes a Set-Cookie line, as if a page had sent it. */
  take: (setCookie: string) => void
  /** A browser restart: cookies without Max-Age or Expires (the browser session's) are gone. */
  restart: () => void
}

function headersOf(result: unknown): Headers | null {
  if (result instanceof Response) return result.headers
  if (isDataWithResponseInit(result)) return new Headers(result.init?.headers)
  return null
}

export function cookieJar(): CookieJar {
  const cookies = new Map<string, Stored>()

  function take(setCookie: string) {
    const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim())
    const at = pair.indexOf('=')
    const name = pair.slice(0, at)
    const value = pair.slice(at + 1)
    const attribute = (key: string) =>
      attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1)
    const maxAge = attribute('max-age')
    const expires = attribute('expires')
    const expired =
      (maxAge !== undefined && Number(maxAge) <= 0) ||
      (expires !== undefined && Date.parse(expires) <= Date.now())
    if (expired) cookies.delete(name)
    else cookies.set(name, { value, persistent: maxAge !== undefined || expires !== undefined })
  }

  const keep = (result: unknown) => {
    for (const line of headersOf(result)?.getSetCookie() ?? []) take(line)
  }

  const header = () => [...cookies].map(([name, { value }]) => `${name}=${value}`).join('; ')

  function withJar<F extends RouteModule['loader']>(fn: F): F {
    if (!fn) return fn
    return (async (args: Parameters<NonNullable<F>>[0]) => {
      const headers = new Headers(args.request.headers)
      if (cookies.size > 0) headers.set('Cookie', header())
      try {
        const result: unknown = await fn({
          ...args,
          request: new Request(args.request, { headers }),
        })
        keep(result)
        return result
      } catch (thrown) {
        keep(thrown)
        throw thrown
      }
    }) as F
  }

  return {
    around: (module) => ({
      ...module,
      loader: withJar(module.loader),
      action: withJar(module.action),
    }),
    header,
    value: (name) => cookies.get(name)?.value,
    take,
    restart() {
      for (const [name, { persistent }] of cookies) if (!persistent) cookies.delete(name)
    },
  }
}
