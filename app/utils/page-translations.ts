// The texts a page carries (ADR 010): some namespaces of one language, and the version of that
// language's texts, so a namespace the page lacks can be fetched at an address the browser
// may keep for good.
import { type Translations } from '@member-wallet/contract/translate'

import { type AppNamespace, type Language } from '~/i18n'

export type PageTranslations = Translations<Language> & { version: string }

/** The resource route that serves one namespace (routes/locales.$language.$namespace.ts). */
export function namespaceHref(
  { language, version }: Pick<PageTranslations, 'language' | 'version'>,
  namespace: AppNamespace,
): string {
  return `/locales/${language}/${namespace}?v=${encodeURIComponent(version)}`
}

/** The namespaces of `wanted` the page does not carry yet. */
export function missingNamespaces(
  translations: Pick<PageTranslations, 'resources'>,
  wanted: readonly AppNamespace[],
): AppNamespace[] {
  return wanted.filter((ns) => !Object.hasOwn(translations.resources, ns))
}
