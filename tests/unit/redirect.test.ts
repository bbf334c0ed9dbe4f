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
