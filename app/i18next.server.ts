import { createCookie } from '@remix-run/node'
import { RemixI18Next } from 'remix-i18next/server'
import { env } from './env.server'
import i18n, { isLanguage, type Language } from './i18n'
import { resources } from './locales.server'

/** The language chosen in the dropdown; it wins over the default. */
export const languageCookie = createCookie('lng', {
  path: '/',
  sameSite: 'lax',
  httpOnly: false,
  maxAge: 365 * 24 * 3600,
})

/** The upper-case mirror of the choice that the operator's other pages read. */
export const upperLanguageCookie = createCookie('LANGUAGE', {
  path: '/',
  sameSite: 'lax',
  maxAge: 365 * 24 * 3600,
})

export const defaultLanguage: Language = env.LAOS ? 'lo' : 'th'

export async function getLanguage(request: Request): Promise<Language> {
  const stored: unknown = await languageCookie.parse(request.headers.get('Cookie'))
  return isLanguage(stored) ? stored : defaultLanguage
}

const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: i18n.supportedLngs,
    fallbackLanguage: defaultLanguage,
    order: ['custom'],
    findLocale: getLanguage,
  },
  i18next: { ...i18n, fallbackLng: defaultLanguage, resources },
})

export default i18next
