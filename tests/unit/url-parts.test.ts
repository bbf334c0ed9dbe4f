import { expect, test } from 'vitest'

import { urlParts } from '~/utils/url-parts'

test('an invite link wraps after its slashes and before its query, never inside "//"', () => {
  const link = 'http://localhost:3000/register?code=PR12'
  expect(urlParts(link)).toEqual(['http://', 'localhost:3000/', 'register', '?code=PR12'])
  expect(urlParts(link).join('')).toBe(link)
  expect(urlParts('https://a.example/x/y?p=1&q=2')).toEqual([
    'https://',
    'a.example/',
    'x/',
    'y',
    '?p=1',
    '&q=2',
  ])
})
