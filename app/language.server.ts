import { env } from './env.server'
import { isLanguage, type Language } from './i18n'

const YEAR_SECONDS = 365 * 24 * 3600

/**
 * The dropdown's choice, in plain cookies the operator's other pages can read too: `lng`
 * (lower case, read here) and `LANGUAGE` (the upper-case mirror the spec names); Secure
 * like the session's.
 */
export function languageCookies(language: Language, secure = env.SECURE_COOKIES): string[] {
  const attributes = `Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`
  return [`lng=${language}; ${attributes}`, `LANGUAGE=${language.toUpperCase()}; ${attributes}`]
}

function readLanguageCookie(request: Request): string | undefined {
  return /(?:^|;\s*)lng=([a-z]{2})(?:;|$)/.exec(request.headers.get('Cookie') ?? '')?.[1]
}

export const defaultLanguage: Language = env.LAOS ? 'lo' : 'th'

/** The cookie's language, else the default (Thai, or Lao for the Laos variant). */
export async function getLanguage(request: Request): Promise<Language> {
  const stored = readLanguageCookie(request)
  return isLanguage(stored) ? stored : defaultLanguage
}
