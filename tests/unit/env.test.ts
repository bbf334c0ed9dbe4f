// The settings, checked at start: what production refuses, each naming its setting, and what
// the edge and the CSP depend on.
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { DEMO_TRUELINK_SECRET } from '@member-wallet/contract/truelink'

import { EXAMPLE_SESSION_SECRET, parseEnv, SETTING_NAMES } from '~/env.server'

/** A live deployment's settings: every one production requires, with safe values. */
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-live-secret-of-at-least-32-characters',
  BACKEND_URL: 'https://api.operator.example',
  TRUELINK_SECRET: 'the-operators-own-truelink-secret',
  REDIS_URL: 'redis://redis.internal:6379',
} as const

describe('parseEnv', () => {
  it('takes a live deployment and says nothing of it', () => {
    const env = parseEnv(production)
    expect(env.SECURE_COOKIES).toBe(true)
    expect(env.NOTICES).toEqual([])
  })

  it.each([
    [
      'an empty entry in the secret list',
      { SESSION_SECRET: `,${production.SESSION_SECRET}` },
      /SESSION_SECRET/,
    ],
    [
      'a short entry in the secret list',
      { SESSION_SECRET: `${production.SESSION_SECRET},short-but-sixteen-c` },
      /SESSION_SECRET: every comma-separated entry needs 32\+ characters/,
    ],
    ['no secret', { SESSION_SECRET: undefined }, /SESSION_SECRET is required/],
    [
      ".env.example's placeholder",
      { SESSION_SECRET: EXAMPLE_SESSION_SECRET },
      /SESSION_SECRET is .env.example.s placeholder/,
    ],
    ['INSECURE_COOKIES outside the demo', { INSECURE_COOKIES: '1' }, /INSECURE_COOKIES=1.*DEMO=1/],
    [
      "the demo's True Wallet secret",
      { TRUELINK_SECRET: DEMO_TRUELINK_SECRET },
      /TRUELINK_SECRET is required/,
    ],
    ['no True Wallet secret', { TRUELINK_SECRET: '' }, /TRUELINK_SECRET is required/],
    ['no BACKEND_URL', { BACKEND_URL: undefined }, /BACKEND_URL is required in production/],
    [
      'a plain-http backend',
      { BACKEND_URL: 'http://10.0.0.5:4000' },
      /BACKEND_URL is plain http.*ALLOW_HTTP_BACKEND=1/,
    ],
    [
      'a plain-http chat backend',
      { CHAT_BACKEND_URL: 'http://10.0.0.5:4000' },
      /CHAT_BACKEND_URL is plain http/,
    ],
    [
      'no shared store',
      { REDIS_URL: undefined },
      /REDIS_URL is required in production.*SINGLE_INSTANCE=1/,
    ],
    ['metrics on the public port', { METRICS_PORT: '3000' }, /METRICS_PORT must not be PORT/],
    ['a log level that does not exist', { LOG_LEVEL: 'verbose' }, /LOG_LEVEL/],
  ])('refuses %s, naming the setting', (_, change, message) => {
    expect(() => parseEnv({ ...production, ...change })).toThrow(message)
  })

  it('refuses an empty entry in the secret list outside production too', () => {
    expect(() => parseEnv({ SESSION_SECRET: ',another-secret-entry' })).toThrow(/empty entry/)
  })

  it('takes a plain-http backend on a private network when told so, and says it at start', () => {
    const env = parseEnv({ ...production, BACKEND_URL: 'http://10.0.0.5', ALLOW_HTTP_BACKEND: '1' })
    expect(env.NOTICES).toEqual([expect.stringMatching(/BACKEND_URL is plain http/)])
  })

  it('takes a single instance without Redis when told so, and says what that forgets', () => {
    const env = parseEnv({ ...production, REDIS_URL: '', SINGLE_INSTANCE: '1' })
    expect(env.NOTICES).toEqual([
      expect.stringMatching(/SINGLE_INSTANCE=1.*a restart forgets logouts/),
    ])
  })

  it('lets the demo use its own settings, and says it is the demo', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      DEMO: '1',
      SESSION_SECRET: production.SESSION_SECRET,
      INSECURE_COOKIES: '1',
    })
    expect(env.SECURE_COOKIES).toBe(false)
    expect(env.BACKEND_URL).toBe('http://localhost:4000')
    expect(env.NOTICES).toEqual([expect.stringMatching(/DEMO=1.*never on the live site/)])
  })

  it('the demo still needs a real secret', () => {
    expect(() =>
      parseEnv({ NODE_ENV: 'production', DEMO: '1', SESSION_SECRET: 'short-but-sixteen-c' }),
    ).toThrow(/SESSION_SECRET/)
  })

  it('has the operator defaults: keep-alive above a balancer’s 60 s, a 25 s grace, metrics off', () => {
    const env = parseEnv({})
    expect(env.KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000)
    expect(env.DRAIN_DELAY_MS).toBe(5_000)
    expect(env.SHUTDOWN_GRACE_MS).toBe(25_000)
    expect(env.METRICS_PORT).toBeUndefined()
    expect(env.LOG_LEVEL).toBe('info')
    expect(env.HOST).toBe('')
  })

  it('lets nobody else frame the app unless IFRAME is on', () => {
    expect(parseEnv({ FRAME_ANCESTORS: 'https://operator.example' }).FRAME_ANCESTORS).toEqual([])
  })

  it('takes IFRAME framing sites from FRAME_ANCESTORS', () => {
    const env = parseEnv({ ...production, IFRAME: '1', FRAME_ANCESTORS: 'https://a.example' })
    expect(env.FRAME_ANCESTORS).toEqual(['https://a.example'])
  })

  it('refuses IFRAME in production without its framing sites', () => {
    expect(() => parseEnv({ ...production, IFRAME: '1' })).toThrow(/FRAME_ANCESTORS/)
    expect(parseEnv({ IFRAME: '1' }).FRAME_ANCESTORS).toEqual([])
  })

  it('refuses a framing source that is not an origin', () => {
    expect(() => parseEnv({ IFRAME: '1', FRAME_ANCESTORS: '*' })).toThrow(/FRAME_ANCESTORS/)
  })

  it('makes cookies Secure in production, and outside it not', () => {
    expect(parseEnv(production).SECURE_COOKIES).toBe(true)
    expect(parseEnv({}).SECURE_COOKIES).toBe(false)
  })
})

describe('every setting is documented', () => {
  // NODE_ENV is npm start's and the image's to set, not an operator's
  const settings = SETTING_NAMES.filter((name) => name !== 'NODE_ENV')

  it('in .env.example', () => {
    const example = readFileSync('.env.example', 'utf8')
    expect(settings.filter((name) => !new RegExp(`^${name}=`, 'm').test(example))).toEqual([])
  })

  it("in the README's settings table", () => {
    const readme = readFileSync('README.md', 'utf8')
    expect(settings.filter((name) => !readme.includes(`| \`${name}\` |`))).toEqual([])
  })
})
