// The request's language and the texts on the server: remix-i18next detects the language (the
// `lng` cookie, then Accept-Language, then the default) and gives loaders `getFixedT`; the page
// translates with its own light translator over the same JSON (docs/decisions/010).
import { RemixI18Next } from 'remix-i18next/server'

import { env } from './env.server'
import { isLanguage, type Language, LANGUAGES, NAMESPACES } from './i18n'
import { resources } from './locales.server'
import { createPlainCookie } from './utils/plain-cookie.server'

export const defaultLanguage: Language = env.LAOS ? 'lo' : 'th'

const languageCookieOptions = {
  path: '/',
  maxAge: 365 * 24 * 3600,
  sameSite: 'lax',
  secure: env.SECURE_COOKIES,
} as const

/**
 * The dropdown's choice, in plain cookies the operator's other pages can read too: `lng`
 * (lower case, read here) and `LANGUAGE` (the upper-case mirror the spec names).
 */
export const languageCookie = createPlainCookie('lng', languageCookieOptions)
const upperCaseLanguageCookie = createPlainCookie('LANGUAGE', languageCookieOptions)

/** The Set-Cookie headers that keep a chosen language. */
export function languageCookies(
  language: Language,
  secure = env.SECURE_COOKIES,
): Promise<string[]> {
  return Promise.all([
    languageCookie.serialize(language, { secure }),
    upperCaseLanguageCookie.serialize(language.toUpperCase(), { secure }),
  ])
}

export const i18n = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: defaultLanguage,
    cookie: languageCookie,
    order: ['cookie', 'header'],
  },
  // getFixedT's texts: the same JSON as the page's translator
  i18next: {
    resources,
    supportedLngs: [...LANGUAGES],
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  },
})

/** The cookie's language, else the browser's (Accept-Language), else the default. */
export async function getLanguage(request: Request): Promise<Language> {
  const language = await i18n.getLocale(request)
  return isLanguage(language) ? language : defaultLanguage
}
