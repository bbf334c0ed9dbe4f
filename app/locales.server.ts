// All translations, loaded once on the server from locales/<lng>/<ns>.json.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { type Language, LANGUAGES, NAMESPACES } from './i18n'

type Bundle = Record<string, unknown>

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

export function namespaceBundle(lng: string, ns: string): Bundle | null {
  if (!(LANGUAGES as readonly string[]).includes(lng)) return null
  return resources[lng as Language][ns] ?? null
}

/** Changes whenever any translation changes, so the browser may cache them for good. */
export const resourcesVersion = createHash('sha256')
  .update(JSON.stringify(resources))
  .digest('hex')
  .slice(0, 12)
