import { existsSync } from 'node:fs'
import { join } from 'node:path'

import { expect, test } from 'vitest'

import { bannerInLanguage } from '~/utils/banners'

import { BANNER_DIR, isLanguageVariant, localizedBannerFile } from '../../mock-server/banners'

test('the app asks for the banner in the player language; Thai is the plain picture', () => {
  expect(bannerInLanguage('http://mock/banners/invite.svg', 'th')).toBe(
    'http://mock/banners/invite.svg',
  )
  expect(bannerInLanguage('http://mock/banners/invite.svg', 'lo')).toBe(
    'http://mock/banners/invite.svg?lang=lo',
  )
  expect(bannerInLanguage('https://cdn/x.png?v=2#top', 'en')).toBe(
    'https://cdn/x.png?v=2&lang=en#top',
  )
  expect(bannerInLanguage('', 'en')).toBe('')
})

test('the mock has a picture for every banner in every language', () => {
  expect(localizedBannerFile('/invite.svg', 'lo')).toBe('/invite.lo.svg')
  expect(localizedBannerFile('/invite.svg', 'th')).toBe('/invite.svg')
  expect(localizedBannerFile('/invite.svg', ['lo'])).toBe('/invite.svg')
  for (const name of ['invite', 'refund', 'promo', 'bonus-welcome', 'bonus-daily', 'bonus-weekly'])
    for (const language of ['th', 'lo', 'en']) {
      const file = localizedBannerFile(`${name}.svg`, language)
      expect(existsSync(join(BANNER_DIR, file)), file).toBe(true)
      expect(isLanguageVariant(file)).toBe(language !== 'th')
    }
})
