// One JSON line per request (pino-http) and its duration in the metrics: method, route
// pattern, status, duration and request id. Never the query string, a header or a body: a
// query can carry a phone number (the panel's "log in as" link), headers carry the cookie.
import { pinoHttp } from 'pino-http'

/** Probes come every few seconds from every balancer: logged only at debug, unless failing. */
const PROBES = new Set(['/healthz', '/readyz'])

/**
 * The route label of a finished request: set by whoever answered it (the probes, the edge's
 * refusals, Remix), else a static file.
 * @param {import('express').Response} res
 */
export function routeLabelOf(res) {
  return /** @type {string | undefined} */ (res.locals.route) ?? 'static'
}

/**
 * @typedef {{ method: string, route: string, status: number, seconds: number }} Observation
 * @param {{
 *   logger: import('pino').Logger,
 *   observe?: (observation: Observation) => void,
 * }} options
 * @returns {import('express').RequestHandler}
 */
export function requestLog({ logger, observe = () => {} }) {
  /** @param {import('express').Request} req @param {import('express').Response} res */
  const fields = (req, res) => ({
    method: req.method,
    route: routeLabelOf(res),
    path: req.path,
    status: res.statusCode,
    // a client gone before its answer was written
    ...(res.writableFinished ? {} : { aborted: true }),
  })
  const log = pinoHttp({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    customLogLevel: (req, res, error) => {
      if (error || res.statusCode >= 500) return 'error'
      if (PROBES.has(req.path ?? '')) return 'debug'
      return 'info'
    },
    customSuccessObject: (req, res, value) => ({
      ...fields(/** @type {any} */ (req), /** @type {any} */ (res)),
      durationMs: value.durationMs,
    }),
    customErrorObject: (req, res, error, value) => ({
      ...fields(/** @type {any} */ (req), /** @type {any} */ (res)),
      durationMs: value.durationMs,
      error: error.message,
    }),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
  })
  return (req, res, next) => {
    const started = performance.now()
    res.once('close', () => {
      observe({
        method: req.method,
        route: routeLabelOf(res),
        status: res.statusCode,
        seconds: (performance.now() - started) / 1000,
      })
    })
    log(req, res, next)
  }
}
