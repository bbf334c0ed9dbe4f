// Translation keys are types read from locales/th/*.json: `npm run typecheck` fails on a key
// that has no Thai text (each @ts-expect-error below fails it if the key were accepted).
import { describe, expect, expectTypeOf, test } from 'vitest'

import { createT } from '@member-wallet/contract/translate'
import { dynamicKey, type KeyIn, type QualifiedKey } from '@member-wallet/contract/translation-keys'

import { translationsFor } from '~/locales.server'

describe('translation keys', () => {
  const t = createT(translationsFor('en'), 'auth')

  test("the namespace's keys, any namespace's ns:key, and plural keys without their suffix", () => {
    expect(t('login.title')).toBe('Log in')
    expect(t('common:error')).toBe(createT(translationsFor('en'))('error'))
    expect(t('member:home.coins', { count: 2 })).toBe('2 coins')
    expectTypeOf<'home.coins'>().toExtend<KeyIn<'member'>>()
    expectTypeOf<'home.coins_one'>().toExtend<KeyIn<'member'>>()
    expectTypeOf<'errors:UNAUTHORIZED'>().toExtend<QualifiedKey>()
  })

  test('a key without a Thai text is a type error', () => {
    // @ts-expect-error a misspelt key
    expect(t('login.titel')).toBe('login.titel')
    // @ts-expect-error a key of another namespace, without its ns:
    expect(t('home.coins')).toBe('home.coins')
    // @ts-expect-error a namespace that does not exist
    expect(t('nope:login.title')).toBe('login.title')
    // @ts-expect-error a group of texts is no text
    expect(t('login')).toBe('login')
    expectTypeOf<'home.coins_few'>().not.toExtend<KeyIn<'member'>>()
  })

  test('a key made at run time goes through dynamicKey, and shows itself when missing', () => {
    const code: string = 'NOT_A_CODE'
    expect(t(dynamicKey(`errors:${code}`))).toBe('NOT_A_CODE')
  })
})
