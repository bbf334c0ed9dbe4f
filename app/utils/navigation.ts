/**
 * Whether the player came to this page by themselves: from the app itself, or typed into the
 * address bar or a bookmark (`Sec-Fetch-Site` same-origin or none), not by another site's link
 * or form. A browser too old to say is taken at its word, as before the header existed.
 */
export function isOwnNavigation(request: Request): boolean {
  const site = request.headers.get('Sec-Fetch-Site')
  return site === null || site === 'same-origin' || site === 'none'
}
