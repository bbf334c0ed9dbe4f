// Any origin stands in for the app's: only the path, query and hash of a same-origin address
// are kept, so the answer never depends on the host the request came in by.
const APP_ORIGIN = 'http://app.invalid'

/** Where a browser on the app goes for a Location of `location`: null when it cannot tell. */
function resolvedOrigin(location: string): string | null {
  try {
    return new URL(location, APP_ORIGIN).origin
  } catch {
    return null
  }
}

/**
 * Only local paths are followed after login (no open redirect). The address is read as a
 * browser reads it (a tab or newline dropped, `\` taken for `/`, dot segments resolved), so
 * `/\t/host` is the other host it would be; what comes back is percent-encoded, fit for a
 * Location header. The Location is judged too, as the browser will read it: `/.//host`
 * resolves to the path `//host`, which a Location sends to that host.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/') {
  if (!to || typeof to !== 'string' || !to.startsWith('/')) return fallback
  if (resolvedOrigin(to) !== APP_ORIGIN) return fallback
  const url = new URL(to, APP_ORIGIN)
  const location = `${url.pathname}${url.search}${url.hash}`
  return resolvedOrigin(location) === APP_ORIGIN ? location : fallback
}
