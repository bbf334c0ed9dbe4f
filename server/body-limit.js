// Request bodies are limited by the bytes actually read, not by the size a request declares:
// a chunked body declares none, so only counting as it streams keeps memory bounded.
import { Transform } from 'node:stream'

/** A form without a file is small; so are the fields beside an upload's file. */
export const FORM_LIMIT_BYTES = 100 * 1024

/**
 * Beside an upload's file: its fields, and what the edge reads ahead of the app's parser. The
 * parser stops at the file's limit and the app says so in the player's language; this edge
 * limit is only the backstop.
 */
export const UPLOAD_SLACK_BYTES = 1024 * 1024

/** @param {string | undefined} contentType */
export function isMultipartType(contentType) {
  return /^\s*multipart\/form-data/i.test(contentType ?? '')
}

/**
 * The most a body of this type may hold on a route, or null when the route does not take it: a
 * multipart form only where the app takes an upload (415 elsewhere), up to its largest file and
 * UPLOAD_SLACK_BYTES; anything else is a small form.
 * @param {string | undefined} contentType
 * @param {number | undefined} uploadFileBytes the route's largest file, when it takes one
 */
export function bodyLimitFor(contentType, uploadFileBytes) {
  if (!isMultipartType(contentType)) return FORM_LIMIT_BYTES
  return uploadFileBytes === undefined ? null : uploadFileBytes + UPLOAD_SLACK_BYTES
}

/**
 * A declared Content-Length already over the limit: refused before anything is read.
 * @param {string | undefined} contentLength
 * @param {number} limit
 */
export function declaresMoreThan(contentLength, limit) {
  return Number(contentLength ?? 0) > limit
}

export class BodyTooLargeError extends Error {
  /** @param {number} limit */
  constructor(limit) {
    super(`Request body larger than ${limit} bytes`)
    this.name = 'BodyTooLargeError'
  }
}

/**
 * The request's body as it streams, counted: past `limit` bytes it stops reading the request
 * (unpipes it), calls `onTooLarge` once and fails, so whoever reads it gets an error.
 * @param {import('node:http').IncomingMessage} request
 * @param {number} limit
 * @param {() => void} onTooLarge
 * @returns {import('node:stream').Readable}
 */
export function limitedBody(request, limit, onTooLarge) {
  let received = 0
  const counted = new Transform({
    transform(chunk, _encoding, callback) {
      received += chunk.length
      if (received <= limit) {
        callback(null, chunk)
        return
      }
      request.unpipe(counted)
      request.pause()
      onTooLarge()
      callback(new BodyTooLargeError(limit))
    },
  })
  // a client that goes away mid-body must not leave the reader waiting forever
  request.once('close', () => {
    if (!request.complete) counted.destroy(new Error('Request aborted'))
  })
  request.once('error', (error) => counted.destroy(error))
  request.pipe(counted)
  return counted
}
