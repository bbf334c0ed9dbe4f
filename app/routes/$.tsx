// Any address no other route matches: a 404, which the ErrorBoundary draws as the
// not-found page.
export function loader() {
  throw new Response('Not found', { status: 404 })
}

/** Never drawn: the loader always throws. A component keeps this a page, not a resource route. */
export default function NotFoundRoute() {
  return null
}

export { PageError as ErrorBoundary } from '~/components/route-error'
