import { describe, expect, test } from 'vitest'

import {
  createT,
  interpolate,
  messageWithValues,
  scriptJson,
  translateMessage,
  type Translations,
  type TValues,
} from '@member-wallet/contract/translate'
import { dynamicKey } from '@member-wallet/contract/translation-keys'

import { translationsFor } from '~/locales.server'

const translations = (language: Translations['language']): Translations => ({
  language,
  resources: {
    common: { appName: 'Wallet', nested: { deep: 'Deep' }, greeting: 'Hello {{name}}' },
    member: {
      coins_one: '{{count}} coin',
      coins_other: '{{count}} coins',
      total: 'Total {{ amount }}',
    },
  },
})

/** `t` over the made-up texts above, whose keys the real key type does not know. */
const testT =
  (language: Translations['language'], namespace?: 'member') => (key: string, values?: TValues) =>
    createT(translations(language), namespace)(dynamicKey(key), values)

describe('translate', () => {
  test('a key in the namespace, a nested key and an ns:key of another namespace', () => {
    const t = testT('en', 'member')
    expect(t('common:appName')).toBe('Wallet')
    expect(t('common:nested.deep')).toBe('Deep')
    expect(t('total', { amount: '1.00' })).toBe('Total 1.00')
    expect(testT('en')('appName')).toBe('Wallet')
  })

  test('a missing key answers the key without its namespace; an object is no text', () => {
    const t = testT('en')
    expect(t('nope.missing')).toBe('nope.missing')
    expect(t('member:nope')).toBe('nope')
    expect(t('nested')).toBe('nested')
    expect(t('unknown:key')).toBe('key')
  })

  test('plural forms follow the language (Thai and Lao have one form)', () => {
    expect(testT('en', 'member')('coins', { count: 1 })).toBe('1 coin')
    expect(testT('en', 'member')('coins', { count: 2 })).toBe('2 coins')
    expect(testT('th', 'member')('coins', { count: 1 })).toBe('1 coins')
    expect(testT('lo', 'member')('coins', { count: 0 })).toBe('0 coins')
    // a count with a key that has no plural forms uses the key itself
    expect(testT('en')('greeting', { count: 1, name: 'A' })).toBe('Hello A')
  })

  test('interpolation fills every placeholder and leaves nothing for a missing value', () => {
    expect(interpolate('{{a}} and {{ b }} and {{a}}', { a: 1, b: 'two' })).toBe('1 and two and 1')
    expect(interpolate('x{{missing}}y', {})).toBe('xy')
    expect(interpolate('no values', { a: 1 })).toBe('no values')
  })

  test('the real texts: Thai login title, English plural', () => {
    expect(createT(translationsFor('th'), 'auth')('login.title')).toBe('เข้าสู่ระบบ')
    expect(createT(translationsFor('en'), 'member')('home.coins', { count: 1 })).toMatch(/^1 /)
  })

  test("a form or toast message: a key, a key with values, or the server's raw text", () => {
    const t = createT(translations('en'), 'member')
    expect(translateMessage('common:appName', t)).toBe('Wallet')
    expect(translateMessage(messageWithValues('total', { amount: '5.00' }), t)).toBe('Total 5.00')
    expect(translateMessage('raw:Bank is closed', t)).toBe('Bank is closed')
  })

  test('JSON for a script element cannot close it', () => {
    const json = scriptJson({ text: '</script><script>alert(1)</script><!--' })
    expect(json).not.toMatch(/<\/script|<!--/i)
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script><!--' })
  })
})
