import { createContext, type ReactNode, useContext, useMemo } from 'react'

import {
  createT,
  DEFAULT_NAMESPACE,
  scriptJson,
  type Translations,
} from '@member-wallet/contract/translate'
import { type Namespace } from '@member-wallet/contract/translation-keys'

import { type Language } from '~/i18n'

const TranslationsContext = createContext<Translations<Language> | null>(null)

/**
 * Around the whole document: entry.server gives the request's language, entry.client the copy
 * the page carries (TranslationsScript).
 */
export function TranslationsProvider({
  translations,
  children,
}: {
  translations: Translations<Language>
  children: ReactNode
}) {
  return (
    <TranslationsContext.Provider value={translations}>{children}</TranslationsContext.Provider>
  )
}

function useTranslations(): Translations<Language> {
  const translations = useContext(TranslationsContext)
  if (!translations) throw new Error('useTranslation needs a TranslationsProvider')
  return translations
}

/**
 * `t` for a namespace (the first of a list, as react-i18next does) and the page's language.
 * Keys of other namespaces are written `ns:key`.
 */
export function useTranslation<NS extends Namespace = typeof DEFAULT_NAMESPACE>(
  namespace?: NS | readonly [NS, ...Namespace[]],
) {
  const translations = useTranslations()
  const ns = ((typeof namespace === 'string' ? namespace : namespace?.[0]) ??
    DEFAULT_NAMESPACE) as NS
  const t = useMemo(() => createT(translations, ns), [translations, ns])
  return { t, i18n: { language: translations.language } }
}

const SCRIPT_ID = 'translations'

/**
 * The page's language with all its namespaces, as JSON in the document, so the browser
 * hydrates and navigates without fetching a translation (one language is about 9 kB gzip).
 */
export function TranslationsScript() {
  const translations = useTranslations()
  const json = useMemo(() => scriptJson(translations), [translations])
  return (
    <script id={SCRIPT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />
  )
}

/** In the browser: what TranslationsScript wrote into the document. */
export function readTranslationsScript(): Translations<Language> {
  const script = document.getElementById(SCRIPT_ID)
  if (!script?.textContent) throw new Error(`The document has no #${SCRIPT_ID} script`)
  return JSON.parse(script.textContent) as Translations<Language>
}
