// Production server for the app: Remix behind the edge of server/app.js (compression, asset
// caching, security headers, trusted proxies, cross-site refusal, body limits).
import { createRequestHandler } from '@remix-run/node'

import { createApp } from './server/app.js'
import { parseTrustProxy } from './server/trust-proxy.js'

const port = Number(process.env.PORT ?? 3000)
const build = await import('./build/index.js')
const handleRemix = createRequestHandler(build, process.env.NODE_ENV)

const app = createApp({
  handleRequest: (request) => handleRemix(request),
  trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
})

const server = app.listen(port, () => {
  console.log(
    `App ready on http://localhost:${port} (backend ${process.env.BACKEND_URL ?? 'http://localhost:4000'})`,
  )
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
