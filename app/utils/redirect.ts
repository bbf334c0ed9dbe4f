// Any origin stands in for the app's: only the path, query and hash of a same-origin address
// are kept, so the answer never depends on the host the request came in by.
const APP_ORIGIN = 'http://app.invalid'

/**
 * Only local paths are followed after login (no open redirect). The address is read as a
 * browser reads it (a tab or newline dropped, `\` taken for `/`), so `/\t/host` is the other
 * host it would be; what comes back is percent-encoded, fit for a Location header.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/') {
  if (!to || typeof to !== 'string' || !to.startsWith('/')) return fallback
  let url: URL
  try {
    url = new URL(to, APP_ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== APP_ORIGIN) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}
