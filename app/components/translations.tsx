import { useLocation, useMatches, useRouteLoaderData } from '@remix-run/react'
import { createContext, type ReactNode, useContext, useMemo } from 'react'

import {
  type Bundle,
  createT,
  DEFAULT_NAMESPACE,
  scriptJson,
} from '@member-wallet/contract/translate'
import { type Namespace } from '@member-wallet/contract/translation-keys'

import { type AppNamespace, routeNamespaces } from '~/i18n'
import { missingNamespaces, namespaceHref, type PageTranslations } from '~/utils/page-translations'

const TranslationsContext = createContext<PageTranslations | null>(null)

/**
 * Around the whole document: entry.server gives the request's language, entry.client the copy
 * the page carries (TranslationsScript).
 */
export function TranslationsProvider({
  translations,
  children,
}: {
  translations: PageTranslations
  children: ReactNode
}) {
  return (
    <TranslationsContext.Provider value={translations}>{children}</TranslationsContext.Provider>
  )
}

function useTranslations(): PageTranslations {
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
 * The page's language with its routes' namespaces, as JSON in the document, so the browser
 * hydrates without fetching a translation.
 */
/** The script of each page's texts, written once per texts (the server gives the same object). */
const scripts = new WeakMap<PageTranslations, string>()

export function TranslationsScript() {
  const translations = useTranslations()
  let json = scripts.get(translations)
  if (json === undefined) {
    json = scriptJson(translations)
    scripts.set(translations, json)
  }
  return (
    <script id={SCRIPT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />
  )
}

/** In the browser: what TranslationsScript wrote into the document. */
export function readTranslationsScript(): PageTranslations {
  const script = document.getElementById(SCRIPT_ID)
  if (!script?.textContent) throw new Error(`The document has no #${SCRIPT_ID} script`)
  return JSON.parse(script.textContent) as PageTranslations
}

const loading = new Map<AppNamespace, Promise<void>>()

/** In the browser: fetches the namespaces the page lacks into its translations, once each. */
export function loadNamespaces(
  translations: PageTranslations,
  namespaces: readonly AppNamespace[],
): Promise<void> {
  const fetches = missingNamespaces(translations, namespaces).map((ns) => {
    let fetching = loading.get(ns)
    if (!fetching) {
      fetching = fetch(namespaceHref(translations, ns))
        .then(async (response) => {
          if (!response.ok) throw new Error(`GET ${response.url}: HTTP ${response.status}`)
          translations.resources[ns] = (await response.json()) as Bundle
        })
        .finally(() => loading.delete(ns))
      loading.set(ns, fetching)
    }
    return fetching
  })
  return Promise.all(fetches).then(() => undefined)
}

/**
 * The screen (location key) whose namespaces could not be fetched, and why: that screen shows
 * the error; going to another screen tries again. A failed prefetch is none.
 */
let failure: { locationKey: string; error: Error } | null = null

function loadForScreen(
  translations: PageTranslations,
  missing: readonly AppNamespace[],
  locationKey: string,
) {
  return loadNamespaces(translations, missing).catch((error: unknown) => {
    failure = { locationKey, error: error instanceof Error ? error : new Error(String(error)) }
  })
}

/**
 * Renders its children once the matched routes' namespaces are there. A client navigation to
 * a screen whose texts the page lacks suspends (React keeps the screen before it, as the
 * navigation is a transition) until they arrive; one that cannot be fetched is the route's
 * error, whose "Try again" loads the document, texts included.
 */
export function RouteTranslations({ children }: { children: ReactNode }) {
  const translations = useTranslations()
  const { key } = useLocation()
  const missing = missingNamespaces(
    translations,
    routeNamespaces(
      useMatches().map((match) => match.handle),
      useRouteLoaderData('root'),
    ),
  )
  if (missing.length > 0 && failure?.locationKey === key) throw failure.error
  // React 18's Suspense: a thrown promise holds the render until it settles
  if (missing.length > 0) throw loadForScreen(translations, missing, key)
  return children
}
