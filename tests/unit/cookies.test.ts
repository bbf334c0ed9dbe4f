// The app's plain cookies (guest id, language) are Secure whenever the session's is.
import { describe, expect, it } from 'vitest'

import { guestCookie } from '~/api/chat.server'
import { languageCookies } from '~/language.server'

const attributes = (cookie: string) => cookie.split('; ').slice(1)

describe('plain cookies', () => {
  it('are Secure when cookies are secure', () => {
    for (const cookie of [guestCookie('gabc', true), ...languageCookies('lo', true)]) {
      expect(attributes(cookie), cookie).toContain('Secure')
      expect(attributes(cookie), cookie).toContain('SameSite=Lax')
    }
  })

  it('leave Secure out on a plain-http demo', () => {
    for (const cookie of [guestCookie('gabc', false), ...languageCookies('lo', false)]) {
      expect(attributes(cookie), cookie).not.toContain('Secure')
    }
  })

  it('keep their names and values', () => {
    expect(languageCookies('lo', true).map((cookie) => cookie.split('; ')[0])).toEqual([
      'lng=lo',
      'LANGUAGE=LO',
    ])
    expect(guestCookie('gabc', true).split('; ')[0]).toBe('guest-id=gabc')
  })
})
