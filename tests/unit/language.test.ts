// The request's language (remix-i18next on the server): the `lng` cookie, then the browser's
// Accept-Language, then Thai; getFixedT reads the same JSON as the page's translator.
import { describe, expect, it } from 'vitest'

import { createT } from '@member-wallet/contract/translate'

import { getLanguage, i18n } from '~/language.server'
import { translationsFor } from '~/locales.server'

const request = (headers: Record<string, string>) =>
  new Request('http://app.test/login', { headers })

describe('the request language', () => {
  it('is the cookie, whatever the browser asks for', async () => {
    expect(await getLanguage(request({ Cookie: 'lng=lo', 'Accept-Language': 'en-US,en' }))).toBe(
      'lo',
    )
    expect(await getLanguage(request({ Cookie: 'x=1; lng=en' }))).toBe('en')
  })

  it("is the browser's first language the app has, without a cookie", async () => {
    expect(await getLanguage(request({ 'Accept-Language': 'en-GB,en;q=0.9' }))).toBe('en')
    expect(await getLanguage(request({ 'Accept-Language': 'lo-LA' }))).toBe('lo')
    expect(await getLanguage(request({ 'Accept-Language': 'fr-FR,th;q=0.8,en;q=0.5' }))).toBe('th')
    // a cookie the app does not know counts as none
    expect(await getLanguage(request({ Cookie: 'lng=fr', 'Accept-Language': 'en' }))).toBe('en')
  })

  it('is Thai when neither says one the app has', async () => {
    expect(await getLanguage(request({}))).toBe('th')
    expect(await getLanguage(request({ 'Accept-Language': 'fr-FR,de' }))).toBe('th')
    expect(await getLanguage(request({ Cookie: 'lng=zz' }))).toBe('th')
  })

  it('ignores ?lng= in the address: only the dropdown sets the language', async () => {
    expect(await getLanguage(new Request('http://app.test/login?lng=en'))).toBe('th')
  })
})

describe('getFixedT', () => {
  it('gives the texts the page shows, from the same JSON', async () => {
    for (const language of ['th', 'lo', 'en'] as const) {
      const page = createT(translationsFor(language), 'member')
      const t = await i18n.getFixedT(language, 'member')
      expect(t('home.coins', { count: 2 })).toBe(page('home.coins', { count: 2 }))
      expect(t('auth:login.title')).toBe(page('auth:login.title'))
    }
  })

  it("follows the request's language", async () => {
    const t = await i18n.getFixedT(request({ Cookie: 'lng=en' }), 'auth')
    expect(t('login.title')).toBe('Log in')
  })
})
