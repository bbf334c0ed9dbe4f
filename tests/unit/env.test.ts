// Settings the edge and the CSP depend on.
import { describe, expect, it } from 'vitest'

import { parseEnv } from '~/env.server'

const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-secret-of-sixteen' } as const

describe('parseEnv', () => {
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

  it('makes cookies Secure in production unless the demo says otherwise', () => {
    expect(parseEnv(production).SECURE_COOKIES).toBe(true)
    expect(parseEnv({ ...production, INSECURE_COOKIES: '1' }).SECURE_COOKIES).toBe(false)
    expect(parseEnv({}).SECURE_COOKIES).toBe(false)
  })
})
