// The app's own cookies (language, agreement, guest id) go through Remix's createCookie, keep
// their plain values on the wire, and are Secure whenever the session's is.
import { describe, expect, it } from 'vitest'

import {
  acceptAgreementCookie,
  clearAgreementCookie,
  hasAcceptedAgreement,
} from '~/agreement.server'
import { guestCookie, guestIdOf } from '~/api/chat.server'
import { languageCookie, languageCookies } from '~/language.server'
import { createPlainCookie, readPlainCookie } from '~/utils/plain-cookie.server'

const attributes = (cookie: string) => cookie.split('; ').slice(1)
const withCookie = (cookie: string) =>
  new Request('http://app.test/', { headers: { Cookie: cookie } })

describe('plain cookies', () => {
  it('are Secure when cookies are secure', async () => {
    const cookies = [
      await guestCookie.serialize('gabc', { secure: true }),
      ...(await languageCookies('lo', true)),
    ]
    for (const cookie of cookies) {
      expect(attributes(cookie), cookie).toContain('Secure')
      expect(attributes(cookie), cookie).toContain('SameSite=Lax')
      expect(attributes(cookie), cookie).toContain('Path=/')
      expect(attributes(cookie), cookie).toContain(`Max-Age=${365 * 24 * 3600}`)
    }
  })

  it('leave Secure out on a plain-http demo', async () => {
    const cookies = [
      await guestCookie.serialize('gabc', { secure: false }),
      ...(await languageCookies('lo', false)),
    ]
    for (const cookie of cookies) expect(attributes(cookie), cookie).not.toContain('Secure')
  })

  it('keep their names and plain values, readable by the page and the operator', async () => {
    expect((await languageCookies('lo', true)).map((cookie) => cookie.split('; ')[0])).toEqual([
      'lng=lo',
      'LANGUAGE=LO',
    ])
    expect((await guestCookie.serialize('gabc')).split('; ')[0]).toBe('guest-id=gabc')
    // the page's script and the language cookies are not HttpOnly
    expect(await guestCookie.serialize('gabc')).not.toContain('HttpOnly')
  })

  it('read back what they wrote, and plain values set by others', async () => {
    const cookie = createPlainCookie('note', { path: '/' })
    for (const value of ['1', 'gAbC-_09', 'ไทย; =%']) {
      const header = (await cookie.serialize(value)).split('; ')[0]!
      expect(await readPlainCookie(cookie, withCookie(`other=x; ${header}`))).toBe(value)
    }
    expect(await readPlainCookie(cookie, withCookie('note=plain'))).toBe('plain')
    expect(await readPlainCookie(cookie, withCookie('other=x'))).toBeNull()
    expect(await readPlainCookie(cookie, new Request('http://app.test/'))).toBeNull()
  })

  it('the guest id is read only when well formed', async () => {
    expect(await guestIdOf(withCookie('guest-id=gFromScript01'))).toBe('gFromScript01')
    expect(await guestIdOf(withCookie('guest-id=%E0%A4'))).toBeNull()
    expect(await guestIdOf(withCookie('guest-id='))).toBeNull()
    expect(await languageCookie.parse('lng=en')).toBe('en')
  })
})

describe('agreement cookie', () => {
  it('remember-agreement=1, HttpOnly, for this browser session', async () => {
    const accepted = await acceptAgreementCookie()
    expect(accepted.split('; ')[0]).toBe('remember-agreement=1')
    expect(attributes(accepted)).toEqual(
      expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']),
    )
    expect(accepted).not.toContain('Max-Age')
    expect(await hasAcceptedAgreement(withCookie('remember-agreement=1'))).toBe(true)
  })

  it('is cleared at login, and anything else is no agreement', async () => {
    const cleared = await clearAgreementCookie()
    expect(cleared.split('; ').slice(0, 2)).toEqual(['remember-agreement=', 'Max-Age=0'])
    for (const header of [
      '',
      'remember-agreement=',
      'remember-agreement=0',
      'x-remember-agreement=1',
    ]) {
      expect(await hasAcceptedAgreement(withCookie(header)), header).toBe(false)
    }
  })
})
