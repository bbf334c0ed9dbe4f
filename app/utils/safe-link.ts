/**
 * Where a link from the backend or the operator may lead: http(s) only, never javascript:,
 * data: and the like (the CSP is a second wall, not the first).
 */
export function safeWebUrl(url: string): string | null {
  const value = url.trim()
  return /^https?:\/\/[^\s]+$/i.test(value) ? value : null
}
