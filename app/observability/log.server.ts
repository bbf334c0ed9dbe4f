// The app's log: one JSON object a line on stdout (pino), at LOG_LEVEL. What may never be in
// it: tokens, passwords, cookies, full phone numbers. Nothing here logs a header or a body;
// the redaction below is the second line, for a field someone adds later by mistake.
import { pino } from 'pino'

import { env } from '~/env.server'

const REDACTED_KEYS = [
  'token',
  'password',
  'oldPassword',
  'newPassword',
  'cookie',
  'authorization',
  'phone',
  'username',
]

export const logger = pino(
  {
    level: env.LOG_LEVEL,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: {
      paths: [...REDACTED_KEYS, ...REDACTED_KEYS.map((key) => `*.${key}`)],
      censor: '[redacted]',
    },
  },
  // written as they come, in order: a line logged just before an exit is never lost
  pino.destination({ dest: 1, sync: true }),
)

/** The request id the edge gave this request (server/request-id.js), for every line about it. */
export function requestIdOf(request: Request): string | undefined {
  return request.headers.get('X-Request-Id') ?? undefined
}
