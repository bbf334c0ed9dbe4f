import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { startMemberSession } from '~/session.server'
import { safeRedirect } from '~/utils/redirect'

describe('redirectTo after login', () => {
  test('local paths are followed', () => {
    expect(safeRedirect('/user/profile?tab=1#top')).toBe('/user/profile?tab=1#top')
  })
  test.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\t//evil.example',
    '/\\\t\\evil.example',
    '/%09/evil.example/../x',
    // dot segments that leave `//host` once the browser resolves them (issue 33)
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E//evil.example',
    '/./\\evil.example',
    '/.\\/evil.example',
    'javascript:alert(1)',
    ' /user',
    '',
    null,
  ])('%j falls back', (to) => {
    const kept = safeRedirect(to, '/user')
    expect(new URL(kept, 'http://app.test').origin).toBe('http://app.test')
    if (!to?.startsWith('/%09')) expect(kept).toBe('/user')
  })
  test('text outside Latin-1 comes back percent-encoded, fit for a Location header', () => {
    const kept = safeRedirect('/user/ไทย?q=ລາວ')
    expect(kept).toBe(`/user/${encodeURIComponent('ไทย')}?q=${encodeURIComponent('ລາວ')}`)
    expect(() => new Headers({ Location: kept })).not.toThrow()
  })
  test('a login with a hostile redirectTo stays on the app', async () => {
    const request = new Request('http://app.test/login', { method: 'POST' })
    for (const redirectTo of ['/\t/127.0.0.2:5555/phish.html', '/user/ไทย']) {
      const response = await startMemberSession(request, {
        token: 't',
        member: 'm',
        remember: false,
        redirectTo,
      })
      const location = response.headers.get('Location')!
      expect(new URL(location, 'http://app.test').origin).toBe('http://app.test')
    }
  })
})

describe('whatever is asked, the Location stays on the app', () => {
  const APP = 'https://wallet.test'
  /** Pieces an attacker would combine: slashes, dot segments, encodings, whitespace, hosts. */
  const piece = fc.constantFrom(
    '/',
    '//',
    '\\',
    '.',
    '..',
    '%2e',
    '%2E',
    '%2f',
    '%2F',
    '%5c',
    '%09',
    '\t',
    '\n',
    '\r',
    ' ',
    '@',
    ':',
    '?',
    '#',
    ';',
    'evil.example',
    'user',
    'home',
    '%',
    '%%',
    'ไทย',
  )
  const asked = fc.oneof(
    fc.string(),
    fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
    fc.array(piece, { maxLength: 12 }).map((parts) => `/${parts.join('')}`),
  )

  test('the browser resolves every answer to the app itself, and reads it the same again', () => {
    fc.assert(
      fc.property(asked, (to) => {
        const location = safeRedirect(to, '/user')
        expect(location.startsWith('/')).toBe(true)
        expect(new URL(location, APP).origin).toBe(APP)
        expect(() => new Headers({ Location: location })).not.toThrow()
        expect(safeRedirect(location, '/user')).toBe(location)
      }),
      { numRuns: 2_000 },
    )
  })
})
