/** Liveness for the container's HEALTHCHECK: the app process answers. */
export function loader() {
  return new Response('ok', { headers: { 'Cache-Control': 'no-store' } })
}
