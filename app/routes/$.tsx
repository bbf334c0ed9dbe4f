import { NotFound } from '~/components/not-found'

export function loader() {
  throw new Response('Not found', { status: 404 })
}

export default function NotFoundRoute() {
  return <NotFound />
}

export function ErrorBoundary() {
  return <NotFound />
}
