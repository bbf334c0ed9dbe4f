// All translations, loaded once on the server from locales/<lng>/<ns>.json.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { type Bundle } from '@member-wallet/contract/translate'

import { type AppNamespace, type Language, LANGUAGES, NAMESPACES } from './i18n'
import { type PageTranslations } from './utils/page-translations'

function load(): Record<Language, Record<AppNamespace, Bundle>> {
  const root = path.resolve('locales')
  const read = (lng: Language) =>
    Object.fromEntries(
      NAMESPACES.map((ns) => [
        ns,
        JSON.parse(readFileSync(path.join(root, lng, `${ns}.json`), 'utf8')) as Bundle,
      ]),
    ) as Record<AppNamespace, Bundle>
  return { th: read('th'), lo: read('lo'), en: read('en') }
}

export const resources = load()

/** Per language, a hash of all its texts: the address of a namespace the browser may keep. */
export const versions = Object.fromEntries(
  LANGUAGES.map((lng) => [
    lng,
    createHash('sha256').update(JSON.stringify(resources[lng])).digest('base64url').slice(0, 10),
  ]),
) as Record<Language, string>

/** The texts a page renders with and embeds: its routes' namespaces (routeNamespaces). */
export function translationsFor(
  language: Language,
  namespaces: readonly AppNamespace[] = NAMESPACES,
): PageTranslations {
  // the same object for the same texts: the page's script of them is written once (TranslationsScript)
  const key = `${language} ${namespaces.join(' ')}`
  let translations = made.get(key)
  if (!translations) {
    // shared by every request that renders these texts: never changed
    translations = Object.freeze({
      language,
      version: versions[language],
      resources: Object.freeze(
        Object.fromEntries(namespaces.map((ns) => [ns, resources[language][ns]])),
      ),
    })
    made.set(key, translations)
  }
  return translations
}

/** At most three languages times the namespace sets the routes name. */
const made = new Map<string, PageTranslations>()
