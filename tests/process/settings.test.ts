// Production refuses to start on settings that would be unsafe on the live site, and says which
// setting, as one JSON line: each case is a real start of server.js (they run side by side).
import { describe, expect, test } from 'vitest'

import { EXAMPLE_SESSION_SECRET } from '~/env.server'

import { refusedStart, SESSION_SECRET } from '../support/app-process'

/** A live deployment's settings, every one production requires, nothing unsafe. */
const LIVE = {
  NODE_ENV: 'production',
  SESSION_SECRET,
  BACKEND_URL: 'https://api.operator.example',
  TRUELINK_SECRET: 'the-operators-own-truelink-secret',
  REDIS_URL: 'redis://127.0.0.1:1',
  PORT: '0',
}

const CASES: [string, Record<string, string | undefined>, RegExp][] = [
  ['an empty first secret', { SESSION_SECRET: `,${SESSION_SECRET}` }, /SESSION_SECRET/],
  [
    'a short secret in the list',
    { SESSION_SECRET: `${SESSION_SECRET},sixteen-chars-ok` },
    /SESSION_SECRET: every comma-separated entry needs 32\+ characters/,
  ],
  [
    ".env.example's placeholder secret",
    { SESSION_SECRET: EXAMPLE_SESSION_SECRET },
    /SESSION_SECRET is .env.example's placeholder/,
  ],
  ['INSECURE_COOKIES outside the demo', { INSECURE_COOKIES: '1' }, /INSECURE_COOKIES=1/],
  [
    "the demo's True Wallet secret",
    { TRUELINK_SECRET: undefined },
    /TRUELINK_SECRET is required in production/,
  ],
  ['no BACKEND_URL', { BACKEND_URL: undefined }, /BACKEND_URL is required in production/],
  [
    'a plain-http backend',
    { BACKEND_URL: 'http://api.operator.example' },
    /BACKEND_URL is plain http/,
  ],
  ['no shared store', { REDIS_URL: undefined }, /REDIS_URL is required in production/],
  [
    'metrics on the public port',
    { PORT: '3000', METRICS_PORT: '3000' },
    /METRICS_PORT must not be PORT/,
  ],
  ['trusting every proxy', { TRUST_PROXY: 'true' }, /TRUST_PROXY=true would trust any client/],
]

describe('production refuses to start', () => {
  test.concurrent.each(CASES)('on %s, naming the setting', async (_, change, message) => {
    const env = Object.fromEntries(
      Object.entries({ ...LIVE, ...change }).filter(([, value]) => value !== undefined),
    ) as Record<string, string>
    const { code, printed } = await refusedStart(env)
    expect(code).toBe(1)
    const line = JSON.parse(printed.trim().split('\n').at(-1)!) as { level: string; msg: string }
    expect(line.level).toBe('fatal')
    expect(line.msg).toMatch(message)
  })
})
