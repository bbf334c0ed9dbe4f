// Any address no other route matches: a 404, which the root's ErrorBoundary draws as the
// not-found page (so that page's code stays in the root's own file, not in a shared chunk).
export function loader() {
  throw new Response('Not found', { status: 404 })
}

/** Never drawn: the loader always throws. A component keeps this a page, not a resource route. */
export default function NotFoundRoute() {
  return null
}
