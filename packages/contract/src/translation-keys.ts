// The translation keys as types, read from the Thai texts (the default language; a test checks
// every language has the same keys): a `t` call with a key that is not there fails the type
// check. Type-only imports: no text reaches the browser bundle this way.
import type auth from '../../../locales/th/auth.json'
import type bonus from '../../../locales/th/bonus.json'
import type chat from '../../../locales/th/chat.json'
import type common from '../../../locales/th/common.json'
import type errors from '../../../locales/th/errors.json'
import type member from '../../../locales/th/member.json'
import type panel from '../../../locales/th/panel.json'
import type spin from '../../../locales/th/spin.json'

type Texts = {
  common: typeof common
  errors: typeof errors
  auth: typeof auth
  member: typeof member
  bonus: typeof bonus
  spin: typeof spin
  chat: typeof chat
  /** The mock's operator panel (th and en only); the app never loads it. */
  panel: typeof panel
}

export type Namespace = keyof Texts

/** Every text's dotted path: `login.title`, `deposit.qr.expired`, … */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`
}[keyof T & string]

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other'
/** A plural form's key is also asked for without its suffix (with a count). */
type WithPluralBase<K extends string> = K extends `${infer Base}${PluralSuffix}` ? K | Base : K

export type KeyIn<NS extends Namespace> = WithPluralBase<Paths<Texts[NS]>>

/** `ns:key`, usable from any namespace. */
export type QualifiedKey = { [NS in Namespace]: `${NS}:${KeyIn<NS>}` }[Namespace]

declare const madeAtRunTime: unique symbol
/**
 * A key made at run time (a backend's error code, a route's `handle.titleKey`, a form error
 * carried as a string): the compiler cannot check it; a missing text shows the key.
 */
export type DynamicKey = string & { readonly [madeAtRunTime]: true }

/** The keys `t` of namespace NS takes. */
export type TKey<NS extends Namespace> = KeyIn<NS> | QualifiedKey | DynamicKey

/** Marks a key made at run time; see DynamicKey. */
export function dynamicKey(key: string): DynamicKey {
  return key as DynamicKey
}
