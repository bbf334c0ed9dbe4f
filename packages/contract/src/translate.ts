// The app's translator, the same on the server and in the browser: i18next's key format
// (`ns:a.b`, `{{value}}`, `_one` / `_other` plural forms picked with Intl.PluralRules) in a
// few lines, so the browser carries no i18n library. See docs/decisions/010-translations-in-the-page.md.
// The player app (th, lo, en) and the mock's operator panel (th, en) both use it.

import { type DynamicKey, dynamicKey, type Namespace, type TKey } from './translation-keys'

export type Bundle = { [key: string]: string | Bundle }

/** One language's texts, by namespace: what the server renders with and the page embeds. */
export type Translations<Language extends string = string> = {
  language: Language
  resources: Record<string, Bundle>
}

export type TValues = Record<string, unknown>
/** `t` of a namespace: its keys, and `ns:key` of any (see translation-keys.ts). */
export type TFunction<NS extends Namespace = typeof DEFAULT_NAMESPACE> = (
  key: TKey<NS>,
  values?: TValues,
) => string
/** Any namespace's `t`, for keys made at run time. */
export type DynamicTFunction = (key: DynamicKey, values?: TValues) => string

export const DEFAULT_NAMESPACE = 'common' satisfies Namespace

function lookup(bundle: Bundle | undefined, key: string): string | undefined {
  let node: string | Bundle | undefined = bundle
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

/** `{{name}}` → values.name; a value that is not given leaves nothing (as i18next does). */
export function interpolate(text: string, values: TValues): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''))
}

const pluralRules = new Map<string, Intl.PluralRules>()
function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language)
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)))
  return rules.select(count)
}

/** `ns:key` → its namespace and key; a key without a namespace has none (`t`'s own is meant). */
export function splitKey(fullKey: string): { ns?: string; key: string } {
  const split = fullKey.indexOf(':')
  return split > 0
    ? { ns: fullKey.slice(0, split), key: fullKey.slice(split + 1) }
    : { key: fullKey }
}

/**
 * `t` for one namespace: `key` is looked up there, `ns:key` in `ns`. With a numeric
 * `count`, the plural form (`key_one`, `key_other`) wins over the plain key. A key without
 * a text answers the key itself, so a gap shows instead of an empty space.
 */
export function createT<NS extends Namespace = typeof DEFAULT_NAMESPACE>(
  { language, resources }: Translations,
  namespace: NS = DEFAULT_NAMESPACE as NS,
): TFunction<NS> {
  return (fullKey: string, values?: TValues) => {
    const { ns = namespace, key } = splitKey(fullKey)
    const bundle = resources[ns]
    const count = values?.count
    const text =
      (typeof count === 'number' ? lookup(bundle, `${key}_${pluralOf(language, count)}`) : null) ??
      lookup(bundle, key)
    if (text === undefined) return key
    return values ? interpolate(text, values) : text
  }
}

/** Marks a message that is the server's own text, shown as it is (SPEC §7 response handling). */
export const RAW_MESSAGE = 'raw:'

/** A message key with values to fill in, carried as one string (form errors are strings). */
export function messageWithValues(key: string, values: Record<string, string | number>): string {
  return `${key}|${JSON.stringify(values)}`
}

/** Shows a message key from a form error or toast: translated, or raw when marked raw. */
export function translateMessage(message: string, t: DynamicTFunction): string {
  if (message.startsWith(RAW_MESSAGE)) return message.slice(RAW_MESSAGE.length)
  const split = message.indexOf('|')
  if (split === -1) return t(dynamicKey(message))
  return t(dynamicKey(message.slice(0, split)), JSON.parse(message.slice(split + 1)) as TValues)
}

/** JSON that is safe inside a <script> element (no `</script>` or `<!--` can close it). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
