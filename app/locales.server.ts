// All translations, loaded once on the server from locales/<lng>/<ns>.json.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { type Bundle, type Translations } from '@member-wallet/contract/translate'

import { type Language, NAMESPACES } from './i18n'

function load(): Record<Language, Record<string, Bundle>> {
  const root = path.resolve('locales')
  const read = (lng: Language) =>
    Object.fromEntries(
      NAMESPACES.map((ns) => [
        ns,
        JSON.parse(readFileSync(path.join(root, lng, `${ns}.json`), 'utf8')) as Bundle,
      ]),
    )
  return { th: read('th'), lo: read('lo'), en: read('en') }
}

export const resources = load()

export function translationsFor(language: Language): Translations<Language> {
  return { language, resources: resources[language] }
}
