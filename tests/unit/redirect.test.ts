import { describe, expect, test } from 'vitest'

import { safeRedirect } from '~/utils/redirect'

describe('redirectTo after login', () => {
  test('local paths are followed', () => {
    expect(safeRedirect('/user/profile?tab=1')).toBe('/user/profile?tab=1')
  })
  test.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    null,
  ])('%s falls back', (to) => {
    expect(safeRedirect(to, '/user')).toBe('/user')
  })
})
