import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, parseFrameAncestors } from '~/utils/csp'

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ')
      return [name, values]
    }),
  )

describe('contentSecurityPolicy', () => {
  it('lets scripts run only from this origin or with the nonce', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc123==' }))
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc123=='"])
    expect(policy['default-src']).toEqual(["'self'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'self'"])
    expect(policy['connect-src']).toEqual(["'self'"])
  })

  it('sends forms only to this origin', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'n' }))
    expect(policy['form-action']).toEqual(["'self'"])
  })

  it('lets only this origin, and the sites FRAME_ANCESTORS names, frame the app', () => {
    const alone = directives(contentSecurityPolicy({ nonce: 'n' }))
    expect(alone['frame-ancestors']).toEqual(["'self'"])
    const embedded = directives(
      contentSecurityPolicy({ nonce: 'n', frameAncestors: ['https://operator.example'] }),
    )
    expect(embedded['frame-ancestors']).toEqual(["'self'", 'https://operator.example'])
    expect(embedded['script-src']).toEqual(["'self'", "'nonce-n'"])
  })
})

describe('parseFrameAncestors', () => {
  it('takes origins separated by spaces or commas, self implied', () => {
    expect(parseFrameAncestors(undefined)).toEqual([])
    expect(parseFrameAncestors('')).toEqual([])
    expect(
      parseFrameAncestors("https://Operator.example, https://*.operator.example:443 'self'"),
    ).toEqual(['https://operator.example', 'https://*.operator.example:443'])
    expect(parseFrameAncestors('http://localhost:8080\nhttps://a.example')).toEqual([
      'http://localhost:8080',
      'https://a.example',
    ])
  })

  it('refuses anything that is not an origin, so nothing else reaches the policy', () => {
    for (const raw of [
      '*',
      'https:',
      "'unsafe-inline'",
      'operator.example',
      'https://a.example/path',
      "https://a.example;script-src 'unsafe-inline'",
      'javascript:alert(1)',
    ]) {
      expect(() => parseFrameAncestors(raw), raw).toThrow(/FRAME_ANCESTORS/)
    }
  })
})
