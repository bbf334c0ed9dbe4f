/**
 * Whether any loader of the page found the backend in trouble: a layout's own calls may all
 * answer while the page's run out of time, and the layout's notice must say so either way.
 */
export function pageHasOutage(matches: readonly { data: unknown }[]): boolean {
  return matches.some(
    ({ data }) =>
      typeof data === 'object' && data !== null && 'outage' in data && data.outage === true,
  )
}
