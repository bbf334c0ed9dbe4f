import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy } from '~/utils/csp'

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ')
      return [name, values]
    }),
  )

describe('contentSecurityPolicy', () => {
  it('lets scripts run only from this origin or with the nonce', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc123==', allowFraming: false }))
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc123=='"])
    expect(policy['default-src']).toEqual(["'self'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'self'"])
    expect(policy['connect-src']).toEqual(["'self'"])
  })

  it('forbids framing by other sites unless the operator embeds the app', () => {
    const alone = directives(contentSecurityPolicy({ nonce: 'n', allowFraming: false }))
    expect(alone['frame-ancestors']).toEqual(["'self'"])
    const embedded = directives(contentSecurityPolicy({ nonce: 'n', allowFraming: true }))
    expect(embedded['frame-ancestors']).toBeUndefined()
    expect(embedded['script-src']).toEqual(["'self'", "'nonce-n'"])
  })
})
