// Cross-site request refusal: a browser names the page that sends a request (Origin, and
// Sec-Fetch-Site in current browsers); a state-changing request from another origin is refused,
// for pages and resource routes alike. A request that names no origin (curl, API clients, old
// browsers on a same-origin form) goes through: SameSite=Lax cookies cover those.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * `protocol://host[:port]` as a browser serializes it, or null when the host is not one.
 * @param {string} protocol
 * @param {string | undefined} host
 */
export function originOf(protocol, host) {
  if (!host) return null
  try {
    const url = new URL(`${protocol}://${host}`)
    const onlyHost = !url.username && !url.password && url.pathname === '/' && !url.search
    return onlyHost && !url.hash ? url.origin : null
  } catch {
    return null
  }
}

/**
 * Whether a request comes from a page of another origin and must change nothing.
 * @param {{ method: string, origin: string | undefined, fetchSite: string | undefined, appOrigin: string | null }} request
 */
export function isCrossOriginWrite({ method, origin, fetchSite, appOrigin }) {
  if (SAFE_METHODS.has(method.toUpperCase())) return false
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true
  if (origin === undefined) return false
  // `null`: a sandboxed frame, a data: page or a cross-origin redirect, never this app
  return origin === 'null' || appOrigin === null || origin.toLowerCase() !== appOrigin
}
