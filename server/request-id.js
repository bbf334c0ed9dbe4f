// Every request gets an id: the one a trusted proxy sent (X-Request-Id), so the balancer's log
// and ours name the same request, or a new one. It is in every log line about the request, in
// the answer's X-Request-Id, and in every backend call the request makes.
import { randomUUID } from 'node:crypto'

/** What an id from a proxy may look like: short, and nothing a log line could be broken by. */
const VALID_ID = /^[\w.:@/+=-]{1,128}$/

/**
 * @param {import('express').Request} req
 * @returns {string}
 */
export function requestIdFor(req) {
  const given = req.get('X-Request-Id')
  const trust = req.app.get('trust proxy fn')
  if (given && VALID_ID.test(given) && trust(req.socket.remoteAddress, 0)) return given
  return randomUUID()
}

/** @type {import('express').RequestHandler} */
export function requestId(req, res, next) {
  const id = requestIdFor(req)
  req.id = id
  // what Remix, hence the loaders and the backend calls, see: never the client's own
  req.headers['x-request-id'] = id
  res.setHeader('X-Request-Id', id)
  next()
}
