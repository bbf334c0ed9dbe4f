import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { type z } from 'zod'

import { BankNameForm, TransferAllForm, TransferForm, withdrawForm } from '~/validation/wallet'

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('transfer form', () => {
  test('both accounts must be chosen', () => {
    expect(errorsOf(TransferForm, { amount: '10' })).toEqual({
      from: 'member:transfer.selectAccount',
      to: 'member:transfer.selectAccount',
    })
    expect(errorsOf(TransferAllForm, { to: '' })).toEqual({ to: 'member:transfer.selectAccount' })
  })
  test('an account name over 30 characters is too long (a key, not zod’s English)', () => {
    expect(errorsOf(TransferAllForm, { to: 'x'.repeat(31) })).toEqual({ to: 'validation.tooLong' })
  })
  test('from and to must differ', () => {
    expect(errorsOf(TransferForm, { from: 'wallet', to: 'wallet', amount: '10' })).toEqual({
      to: 'member:transfer.sameAccount',
    })
  })
  test('at least 1 baht, two decimals at most', () => {
    expect(errorsOf(TransferForm, { from: 'wallet', to: 'JOKER', amount: '0.99' })).toEqual({
      amount: 'member:transfer.minimum|{"amount":1}',
    })
    expect(errorsOf(TransferForm, { from: 'wallet', to: 'JOKER', amount: '1.005' })).toEqual({
      amount: 'validation.amountDecimals',
    })
    expect(errorsOf(TransferForm, { from: 'wallet', to: 'JOKER', amount: 'abc' })).toEqual({
      amount: 'validation.amount',
    })
    expect(TransferForm.parse({ from: 'wallet', to: 'JOKER', amount: '1.50' }).amount).toBe(1.5)
  })

  // an amount past what a request may carry reached the backend call and answered 500
  test.each(['999999999999.99', '1000000000.01', '1e300'])(
    '%s baht is refused with the amount message',
    (amount) => {
      expect(errorsOf(TransferForm, { from: 'wallet', to: 'JOKER', amount })).toEqual({
        amount: 'validation.amount',
      })
    },
  )
})

// Found by the app's fuzz (tests/api/app-fuzz.test.ts): Number() takes 0x10 as 16, 0b11 as 3,
// 0o17 as 15 and +5 as 5, and the form took them as amounts, so a withdrawal of "+100" was paid.
describe('an amount as a number field sends it, through the form parser of the actions', () => {
  const amountOf = (amount: string) => {
    const formData = new FormData()
    formData.set('amount', amount)
    const submission = parseWithZod(formData, {
      schema: withdrawForm({ withdrawMin: 1, withdrawMax: 50_000 }),
    })
    return submission.status === 'success' ? submission.value.amount : submission.error?.amount
  }
  test.each([
    '0x10',
    '0X64',
    '0b11',
    '0o17',
    '+5',
    '+100',
    '1_000',
    '1,000',
    '１００',
    '5 5',
    'Infinity',
  ])('%j is not an amount', (amount) => expect(amountOf(amount)).toEqual(['validation.amount']))
  test.each([
    ['100', 100],
    [' 100 ', 100],
    ['100.5', 100.5],
    ['100.50', 100.5],
    ['1e3', 1000],
    ['100.', 100],
  ])('%j is %d baht', (amount, baht) => expect(amountOf(amount)).toBe(baht))
})

describe('withdraw form', () => {
  const form = withdrawForm({ withdrawMin: 100, withdrawMax: 50_000 })
  test('below the minimum and above the maximum have their own messages', () => {
    expect(errorsOf(form, { amount: '99.99' })).toEqual({
      amount: 'member:withdraw.min|{"amount":"100.00"}',
    })
    expect(errorsOf(form, { amount: '50000.01' })).toEqual({
      amount: 'member:withdraw.max|{"amount":"50,000.00"}',
    })
    expect(errorsOf(form, { amount: '100' })).toEqual({})
    expect(errorsOf(form, { amount: '50000' })).toEqual({})
  })
})

describe('bank account name edit', () => {
  test('English letters and spaces, upper-cased', () => {
    expect(BankNameForm.parse({ bankAccountName: 'somchai jaidee' }).bankAccountName).toBe(
      'SOMCHAI JAIDEE',
    )
    expect(errorsOf(BankNameForm, { bankAccountName: 'สมชาย' })).toEqual({
      bankAccountName: 'validation.englishName',
    })
    expect(errorsOf(BankNameForm, { bankAccountName: ' ' })).toEqual({
      bankAccountName: 'validation.required',
    })
  })
})
