// Remix's createCookie keeps a cookie's attributes in one place, but writes its value as base64
// JSON. The app's own cookies are plain (`LANGUAGE=LO`, `guest-id=g…`, `remember-agreement=1`):
// the spec names them, the page's script writes guest-id, and the operator's other pages read
// the language. Remix hands the cookie library its encoded value, so `encode` and `decode`
// translate between the two forms and the wire keeps the plain one.
import { type Cookie, type CookieOptions, createCookie } from '@remix-run/node'

/** Remix's encoding (base64 of the JSON's UTF-8) → the plain value, URI-encoded. */
function plainFromRemix(encoded: string): string {
  if (encoded === '') return '' // a cleared cookie
  return encodeURIComponent(String(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'))))
}

/** The plain value on the wire → the form Remix decodes. */
function remixFromPlain(raw: string): string {
  return Buffer.from(JSON.stringify(decodeURIComponent(raw)), 'utf8').toString('base64')
}

/**
 * A cookie of one string, plain on the wire; unsigned, so the reader checks what it gets
 * (`parse` answers the string, or null when the request has none).
 */
export function createPlainCookie(
  name: string,
  options: Omit<CookieOptions, 'secrets' | 'encode' | 'decode'>,
): Cookie {
  return createCookie(name, { ...options, encode: plainFromRemix, decode: remixFromPlain })
}

/** The cookie's value when it is a string (a malformed one reads as nothing). */
export async function readPlainCookie(cookie: Cookie, request: Request): Promise<string | null> {
  const value: unknown = await cookie.parse(request.headers.get('Cookie'))
  return typeof value === 'string' ? value : null
}
