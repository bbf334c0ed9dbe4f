// The languages and translation namespaces (locales/<language>/<namespace>.json).
import { splitKey } from '@member-wallet/contract/translate'

import { toastKeys } from './utils/toast'

export const LANGUAGES = ['th', 'lo', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

export const NAMESPACES = ['common', 'errors', 'auth', 'member', 'bonus', 'spin', 'chat'] as const
export type AppNamespace = (typeof NAMESPACES)[number]

/**
 * What every page carries: `common` (the default namespace: top bar, menus, dialogs) and
 * `errors` (a backend's refusal can be shown on any screen).
 */
const EVERY_PAGE: readonly AppNamespace[] = ['common', 'errors']

/** A route's `handle`: the namespaces its screen shows besides every page's, and its title. */
export type RouteHandle = { i18n?: readonly AppNamespace[]; titleKey?: string }

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

export function isNamespace(value: unknown): value is AppNamespace {
  return typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value)
}

/**
 * The namespaces a page needs, in NAMESPACES' order: those of the handles of the routes it
 * matched (remix-i18next's `handle.i18n` convention), and that of the toast in the root's data,
 * which another page may have left (the action that redirected here). The document embeds
 * only these (ADR 010).
 */
export function routeNamespaces(handles: readonly unknown[], rootData?: unknown): AppNamespace[] {
  const wanted = new Set<string>(EVERY_PAGE)
  for (const handle of handles) {
    const i18n = (handle as { i18n?: unknown } | null | undefined)?.i18n
    if (Array.isArray(i18n)) for (const ns of i18n) if (isNamespace(ns)) wanted.add(ns)
  }
  for (const key of toastKeys(rootData)) {
    const { ns } = splitKey(key)
    if (isNamespace(ns)) wanted.add(ns)
  }
  return NAMESPACES.filter((ns) => wanted.has(ns))
}
