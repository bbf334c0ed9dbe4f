// The languages and translation namespaces (locales/<language>/<namespace>.json).
export const LANGUAGES = ['th', 'lo', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

export const NAMESPACES = ['common', 'errors', 'auth', 'member', 'bonus', 'spin', 'chat'] as const

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}
