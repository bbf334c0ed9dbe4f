// Production server for the app: one instance of a fleet. Remix behind the edge of
// server/app.js (request ids and logs, probes, compression, asset caching, security headers,
// trusted proxies, cross-site refusal, body limits), metrics on their own port, traces when a
// collector is set, and a clean drain on SIGTERM (server/drain.js).
import { createServer } from 'node:http'

import { createRequestHandler } from '@remix-run/node'

import { createApp } from './server/app.js'
import { drainOnSignals } from './server/drain.js'
import { startMetricsServer } from './server/metrics-server.js'
import { createRouteMatcher } from './server/route-patterns.js'
import { parseTrustProxy } from './server/trust-proxy.js'

/** A refusal at start, before the app's logger exists: still one JSON line. */
function refuseToStart(error) {
  const msg = error instanceof Error ? error.message : String(error)
  console.error(JSON.stringify({ level: 'fatal', time: new Date().toISOString(), msg }))
  process.exit(1)
}

// traces, when wanted, are set up before anything makes a request
const tracing = process.env.OTEL_EXPORTER_OTLP_ENDPOINT
  ? (await import('./server/tracing.js')).startTracing({
      serviceName: 'member-wallet',
      serviceVersion: process.env.CLIENT_VERSION ?? 'unknown',
    })
  : null

let build, trustProxy
try {
  // the build checks every setting as it loads (app/env.server.ts), naming what is wrong
  build = await import('./build/index.js')
  trustProxy = parseTrustProxy(process.env.TRUST_PROXY)
} catch (error) {
  refuseToStart(error)
}
const { operations } = build.entry.module
const { env, logger } = operations
operations.start()

let draining = false
const handleRemix = createRequestHandler(build, env.NODE_ENV)
const app = createApp({
  // each request a load context of its own: its loaders share one backend in it (getLoadContext
  // as Remix names it; app/api/api.server.ts backendOf)
  handleRequest: (request) => handleRemix(request, {}),
  trustProxy,
  logger,
  observeRequest: operations.observeRequest,
  routeOf: createRouteMatcher(build.routes),
  readiness: operations.readiness,
  uploadFileLimits: operations.uploadFileLimits,
  isDraining: () => draining,
  tracing: tracing?.middleware,
})

const server = createServer(
  {
    // a balancer's idle connections must be closed by the balancer, never by us mid-request
    keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_MS,
    // a request, headers and body, arrives within BODY_TIMEOUT_MS or gets a 408 and is closed;
    // checked every second (Node's default is every 30 s)
    requestTimeout: env.BODY_TIMEOUT_MS,
    headersTimeout: Math.min(env.KEEP_ALIVE_TIMEOUT_MS + 1_000, env.BODY_TIMEOUT_MS),
    connectionsCheckingInterval: 1_000,
  },
  app,
)
const metricsServer =
  env.METRICS_PORT !== undefined
    ? await startMetricsServer({
        registry: operations.registry,
        port: env.METRICS_PORT,
        host: env.HOST,
      })
    : null

drainOnSignals({
  server,
  logger,
  drainDelayMs: env.DRAIN_DELAY_MS,
  graceMs: env.SHUTDOWN_GRACE_MS,
  onDraining: () => {
    draining = true
    operations.markDraining()
  },
  endRelays: operations.endOpenRelays,
  release: async () => {
    metricsServer?.close()
    await Promise.all([operations.release(), tracing?.shutdown()])
  },
})

server.listen(env.PORT, env.HOST || undefined, () => {
  const { port } = server.address()
  const metricsPort = metricsServer?.address().port ?? null
  logger.info(
    { port, host: env.HOST || '*', backend: env.BACKEND_URL, metricsPort, node: process.version },
    `App ready on http://localhost:${port}`,
  )
})
