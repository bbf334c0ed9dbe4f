// The panel's strings, in Thai (the default) and English: locales/{th,en}/panel.json, read by
// the app's translator (i18next's format: `{{name}}` values, `_one` / `_other` plurals). The
// panel has no Lao. A page's language: ?lang= (kept in a cookie), else the cookie, else Thai.
import { type RequestHandler, type Response } from 'express'

import { createT } from '@member-wallet/contract/translate'

import en from '../../locales/en/panel.json'
import th from '../../locales/th/panel.json'

export const PANEL_LANGS = ['th', 'en'] as const
export type PanelLang = (typeof PANEL_LANGS)[number]
export const DEFAULT_PANEL_LANG: PanelLang = 'th'
export const LANG_COOKIE = 'mock-panel-lang'

/** A key of panel.json; a plural one without its `_one` / `_other`. */
export type PanelKey = keyof typeof th extends infer Key
  ? Key extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : Key
  : never

export const PANEL_STRINGS: Record<PanelLang, Record<string, string>> = { th, en }

export function isPanelLang(value: unknown): value is PanelLang {
  return PANEL_LANGS.includes(value as PanelLang)
}

/** A translator bound to one language; a numeric `count` picks the plural form. */
export type Translate = (key: PanelKey, values?: Record<string, string | number>) => string

export function translator(lang: PanelLang): Translate {
  return createT({ language: lang, resources: { panel: PANEL_STRINGS[lang] } }, 'panel')
}

const YEAR_MS = 365 * 24 * 3600_000

/**
 * Sets the request's language (res.locals.lang), and remembers a ?lang= in a cookie
 * (needs panelCookies() before it).
 */
export function panelLanguage(): RequestHandler {
  return (req, res, next) => {
    const asked = req.query.lang
    if (isPanelLang(asked)) {
      res.cookie(LANG_COOKIE, asked, { path: '/panel', sameSite: 'lax', maxAge: YEAR_MS })
      res.locals.lang = asked
    } else {
      const remembered: unknown = (req.cookies as Record<string, unknown>)[LANG_COOKIE]
      res.locals.lang = isPanelLang(remembered) ? remembered : DEFAULT_PANEL_LANG
    }
    next()
  }
}

/** The language panelLanguage() chose, and its translator. */
export function languageOf(res: Response): { lang: PanelLang; t: Translate } {
  const lang = isPanelLang(res.locals.lang) ? res.locals.lang : DEFAULT_PANEL_LANG
  return { lang, t: translator(lang) }
}
