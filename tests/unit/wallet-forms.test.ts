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
