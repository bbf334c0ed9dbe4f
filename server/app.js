// The app's edge: Express in front of Remix. A request id and a log line for every request,
// the probes, compression, the build's precompressed files and cache headers for fingerprinted
// assets, the baseline security headers, the player's address as the trusted proxies tell it,
// the refusal of cross-site writes, and request bodies limited by the bytes actually read:
// multipart only on the routes that take an upload (the app's uploadFileLimits), up to their
// largest file.
import path from 'node:path'
import zlib from 'node:zlib'

import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import expressStaticGzip from 'express-static-gzip'
import { pino } from 'pino'

import { bodyLimitFor, declaresMoreThan, limitedBody } from './body-limit.js'
import { isPrivateAnswer, PRIVATE_NO_STORE } from './cache-control.js'
import { isCrossOriginWrite, originOf } from './origin-check.js'
import { requestId } from './request-id.js'
import { requestLog } from './request-log.js'

/**
 * @typedef {(request: Request) => Promise<Response>} HandleRequest
 * @typedef {{ ready: boolean } & Record<string, unknown>} Readiness
 * @typedef {{
 *   handleRequest: HandleRequest,
 *   trustProxy?: false | number | string[],
 *   logger?: import('pino').Logger,
 *   observeRequest?: (observation: import('./request-log.js').Observation) => void,
 *   routeOf?: (pathname: string) => string | null,
 *   readiness?: () => Promise<Readiness>,
 *   uploadFileLimits?: Record<string, number>,
 *   isDraining?: () => boolean,
 *   tracing?: import('express').RequestHandler,
 *   staticRoot?: string,
 * }} AppOptions
 */

/**
 * The host (with its port) the player asked for: X-Forwarded-Host only from a trusted proxy.
 * @param {import('express').Request} req
 */
function requestedHost(req) {
  const trust = req.app.get('trust proxy fn')
  const forwarded = req.get('X-Forwarded-Host')
  if (forwarded && trust(req.socket.remoteAddress, 0)) return forwarded.split(',')[0]?.trim()
  return req.get('Host')
}

/**
 * The request's headers for Remix, repeated ones kept.
 * @param {import('node:http').IncomingHttpHeaders} requestHeaders
 */
function headersOf(requestHeaders) {
  const headers = new Headers()
  for (const [name, values] of Object.entries(requestHeaders)) {
    for (const value of [values ?? []].flat()) headers.append(name, value)
  }
  return headers
}

/**
 * Writes Remix's answer (as @remix-run/express does).
 * @param {import('express').Response} res
 * @param {Response} response
 */
async function sendResponse(res, response) {
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers.entries()) res.append(name, value)
  if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')) res.flushHeaders()
  if (response.body) await writeReadableStreamToWritable(response.body, res)
  else res.end()
}

/** How long a refused client has to read its answer before its connection is cut. */
const LINGER_MS = 2000

/**
 * The answer of `res` is the last on its connection, and nothing more of the request is read:
 * for a body refused, or answered before it was read. A client still sending is held back by
 * TCP, not by our memory.
 * @param {import('express').Response} res
 */
function closeAfterAnswer(res) {
  const { req } = res
  const { socket } = req
  // a listener that never gets data: the body is "being read", so Node does not read and
  // discard the rest itself once the answer is out (at loopback speed, 65 MB of garbage for
  // 20 clients); paused, its buffer fills and the socket stops reading
  req.on('data', () => {})
  req.pause()
  // Node would destroy the socket once the answer is out, and a close with unread bytes
  // resets the connection, which can lose the answer on the way: end our side instead, and
  // destroy it a little later (a "lingering close")
  socket.destroySoon = () => {
    socket.end()
    setTimeout(() => socket.destroy(), LINGER_MS).unref()
  }
  if (res.headersSent) socket.destroySoon()
  else res.set('Connection', 'close')
}

/**
 * @param {import('express').Response} res
 * @param {import('pino').Logger} logger
 * @param {413 | 415} status
 * @param {Record<string, unknown>} [detail]
 */
function refuseBody(res, logger, status, detail = {}) {
  res.locals.route = 'edge'
  const [message, why] =
    status === 413
      ? ['Payload Too Large', 'too large']
      : ['Unsupported Media Type', 'not taken here']
  logger.warn({ requestId: res.req.id, path: res.req.path, ...detail }, `body ${why}: ${status}`)
  closeAfterAnswer(res)
  if (!res.headersSent) res.status(status).type('text/plain').send(message)
}

/**
 * Remix's answer, marked private when it is a member's.
 * @param {import('express').Request} req
 * @param {Response} response
 */
function withCacheControl(req, response) {
  const privateAnswer = isPrivateAnswer({
    pathname: req.path,
    requestCookie: req.get('Cookie'),
    setsCookie: response.headers.has('Set-Cookie'),
  })
  if (!privateAnswer) return response
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', PRIVATE_NO_STORE)
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

/**
 * Remix behind Express, like @remix-run/express's handler, but with a counted body, nothing
 * started for a client already gone, and the cleaned forwarding values: the URL Remix sees
 * (hence every origin the app writes, such as the invite link) is built from them.
 * @param {{
 *   handleRequest: HandleRequest,
 *   routeOf: (pathname: string) => string | null,
 *   logger: import('pino').Logger,
 * }} options
 * @returns {import('express').RequestHandler}
 */
function remixHandler({ handleRequest, routeOf, logger }) {
  return async (req, res, next) => {
    res.locals.route = routeOf(req.path) ?? 'unmatched'
    // a client gone while the static files were looked up has no 'close' left to abort the
    // loaders with: a chat relay started now would hold its backend socket until idle
    if (res.destroyed || req.socket.destroyed) return
    const controller = new AbortController()
    res.on('close', () => {
      if (!res.writableFinished) controller.abort()
    })
    /** @type {RequestInit & { duplex?: 'half' }} */
    const init = {
      method: req.method,
      headers: headersOf(req.headers),
      signal: controller.signal,
    }
    let refused = false
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
    if (hasBody) {
      const limit = /** @type {number} */ (res.locals.bodyLimit)
      const body = limitedBody(req, limit, () => {
        refused = true
        controller.abort()
        refuseBody(res, logger, 413, { limit })
      })
      init.body = createReadableStreamFromReadable(body)
      init.duplex = 'half'
    }
    try {
      const url = `${req.protocol}://${requestedHost(req)}${req.originalUrl}`
      const response = await handleRequest(new Request(url, init))
      if (refused || res.headersSent) {
        await response.body?.cancel()
        return
      }
      // an answer before the body was read (a redirect to login, an upload refused): whatever
      // the client still sends is not read
      if (hasBody && !req.complete) closeAfterAnswer(res)
      await sendResponse(res, withCacheControl(req, response))
    } catch (error) {
      if (refused) return
      next(error)
    }
  }
}

/**
 * @param {AppOptions} options
 * @returns {import('express').Express}
 */
export function createApp({
  handleRequest,
  trustProxy = false,
  logger = pino({ level: 'silent' }),
  observeRequest,
  routeOf = () => null,
  readiness = async () => ({ ready: true }),
  uploadFileLimits = {},
  isDraining = () => false,
  tracing,
  staticRoot = 'public',
}) {
  const uploads = new Map(Object.entries(uploadFileLimits))
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', trustProxy)
  app.use(requestId)
  app.use(requestLog({ logger, observe: observeRequest }))
  if (tracing) app.use(tracing)
  app.use((req, res, next) => {
    // on its way out: each answer closes its connection, so the next request opens one to an
    // instance that stays
    if (isDraining()) res.setHeader('Connection', 'close')
    next()
  })
  app.use(probes({ readiness, isDraining, logger }))
  // the documents and data, and static files without a precompressed sibling; an answer that
  // already has a Content-Encoding (the build's .br and .gz files) is left alone.
  // Small scripts too (a page loads several of 0.3–1 kB, which gzip makes a third to half
  // smaller); brotli at quality 5, not the middleware's 4, which came out larger than gzip:
  // React and Remix's 258 kB file is 79 kB instead of 84 kB, for a millisecond more
  app.use(
    compression({
      threshold: 256,
      brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    }),
  )
  app.use((req, res, next) => {
    // what Remix sees is what this server trusts: a client's own X-Forwarded-* never gets
    // through. Loaders pass the address to the backend, whose rate limits count per player.
    req.headers['x-forwarded-for'] = req.ip ?? req.socket.remoteAddress ?? ''
    const host = requestedHost(req)
    if (host) req.headers['x-forwarded-host'] = host
    else delete req.headers['x-forwarded-host']
    req.headers['x-forwarded-proto'] = req.protocol
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    // pages get their Content-Security-Policy, with a nonce, from app/entry.server.tsx
    next()
  })
  app.use((req, res, next) => {
    const crossOrigin = isCrossOriginWrite({
      method: req.method,
      origin: req.get('Origin'),
      fetchSite: req.get('Sec-Fetch-Site'),
      appOrigin: originOf(req.protocol, requestedHost(req)),
    })
    if (!crossOrigin) return next()
    res.locals.route = 'edge'
    logger.warn(
      {
        requestId: req.id,
        path: req.path,
        origin: req.get('Origin') ?? null,
        fetchSite: req.get('Sec-Fetch-Site') ?? null,
        appOrigin: originOf(req.protocol, requestedHost(req)),
        ...proxyHint(req),
      },
      'cross-site write refused: 403',
    )
    res.status(403).set('Connection', 'close').type('text/plain').send('Forbidden')
  })
  app.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    const limit = bodyLimitFor(req.get('Content-Type'), uploads.get(routeOf(req.path) ?? ''))
    if (limit === null) return refuseBody(res, logger, 415)
    if (declaresMoreThan(req.get('Content-Length'), limit)) {
      return refuseBody(res, logger, 413, { limit })
    }
    res.locals.bodyLimit = limit
    next()
  })
  // these files never change under their name: the build's names carry a content hash, and a
  // changed font must get a new file name (public/fonts). The build's text files have brotli
  // and gzip siblings (scripts/precompress.js), found when the app is created: the browser gets
  // the best one it accepts, brotli first.
  app.use(
    '/build',
    expressStaticGzip(path.join(staticRoot, 'build'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      serveStatic: { immutable: true, maxAge: '1y' },
    }),
  )
  app.use(
    '/fonts',
    express.static(path.join(staticRoot, 'fonts'), { immutable: true, maxAge: '1y' }),
  )
  // pictures and videos change only with a new release: a week, then revalidated by ETag
  app.use(express.static(staticRoot, { maxAge: '7d' }))
  app.all('*', remixHandler({ handleRequest, routeOf, logger }))
  return app
}

/**
 * A 403 behind a TLS proxy that TRUST_PROXY does not name: the browser's origin is https, the
 * app, not believing the proxy's X-Forwarded-Proto, thinks http. Said in the log line.
 * @param {import('express').Request} req
 */
function proxyHint(req) {
  const forwarded = req.get('X-Forwarded-Proto') ?? req.get('X-Forwarded-Host')
  const trust = req.app.get('trust proxy fn')
  if (!forwarded || trust(req.socket.remoteAddress, 0)) return {}
  return { hint: 'X-Forwarded-* came from a proxy TRUST_PROXY does not name' }
}

/**
 * /healthz: the process answers. /readyz: this instance can serve (not draining, its own store
 * answers); never the shared backend, whose outage every instance would report at once.
 * @param {{ readiness: () => Promise<Readiness>, isDraining: () => boolean, logger: import('pino').Logger }} options
 * @returns {import('express').Router}
 */
function probes({ readiness, isDraining, logger }) {
  const router = express.Router()
  router.get('/healthz', (_req, res) => {
    res.locals.route = '/healthz'
    res.set('Cache-Control', 'no-store').type('text/plain').send('ok')
  })
  router.get('/readyz', async (req, res) => {
    res.locals.route = '/readyz'
    res.set('Cache-Control', 'no-store')
    if (isDraining()) {
      res.status(503).json({ status: 'draining' })
      return
    }
    try {
      const { ready, ...detail } = await readiness()
      res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', ...detail })
    } catch (error) {
      logger.error({ requestId: req.id, error: String(error) }, 'readiness check failed')
      res.status(503).json({ status: 'not ready' })
    }
  })
  return router
}
