import { getZodConstraint } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { type z } from 'zod'

import { LOGIN_CONSTRAINT, loginAddress, loginErrors, prefilledPhone } from '~/utils/login'
import { passwordRulesMet } from '~/utils/password'
import {
  bankForm,
  ChangePasswordForm,
  LoginForm,
  OtpForm,
  phoneForm,
  ProfileForm,
} from '~/validation/auth'

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('login form', () => {
  test('phone and password are required', () => {
    expect(errorsOf(LoginForm, {})).toEqual({
      username: 'validation.required',
      password: 'validation.required',
    })
    expect(errorsOf(LoginForm, { username: '  ', password: 'x' })).toEqual({
      username: 'validation.required',
    })
    expect(
      LoginForm.parse({ username: '0812345678', password: 'x', remember: 'on' }).remember,
    ).toBe('on')
  })

  test('the browser checks the login form as the server does, without zod', () => {
    const inputs = [
      {},
      { username: '  ', password: 'x' },
      { username: '0812345678', password: '' },
      { username: '0'.repeat(21), password: 'p'.repeat(101) },
      { username: ' 0812345678 ', password: ' secret ' },
    ]
    for (const input of inputs) {
      const expected = Object.fromEntries(
        Object.entries(errorsOf(LoginForm, input)).map(([field, message]) => [field, [message]]),
      )
      expect(loginErrors(input)).toEqual(expected)
    }
    const constraint = getZodConstraint(LoginForm)
    expect(LOGIN_CONSTRAINT).toEqual({
      username: constraint.username,
      password: constraint.password,
    })
  })

  test('the phone of the address is filled in only when it is digits', () => {
    expect(prefilledPhone('0812345678')).toBe('0812345678')
    expect(prefilledPhone(null)).toBe('')
    expect(prefilledPhone('"><script>')).toBe('')
    expect(prefilledPhone('12')).toBe('')
  })

  test('the login address carries the phone, and "registered" after a registration', () => {
    expect(loginAddress('0812345678', { registered: true })).toBe(
      '/login?username=0812345678&registered=1',
    )
    expect(loginAddress('0812345678')).toBe('/login?username=0812345678')
    expect(loginAddress('not a phone&x=1')).toBe('/login')
  })
})

describe('register phone step', () => {
  test('ten digits outside Laos, with the spec message key', () => {
    expect(errorsOf(phoneForm(false), { phone: '08123' })).toEqual({
      phone: 'validation.phoneLength',
    })
    expect(errorsOf(phoneForm(false), { phone: '0812345678' })).toEqual({})
    expect(errorsOf(phoneForm(true), { phone: '02055512' })).toEqual({})
    expect(errorsOf(phoneForm(true), { phone: '02055' })).toEqual({
      phone: 'validation.phoneLengthLaos',
    })
  })
  test('the OTP code is digits', () => {
    expect(errorsOf(OtpForm, { otpCode: 'abcd' })).toEqual({ otpCode: 'validation.otpCode' })
    expect(errorsOf(OtpForm, { otpCode: '123456' })).toEqual({})
  })
})

describe('register profile step', () => {
  const valid = { name: 'สมศรี', password: 'pw1234', confirmPassword: 'pw1234' }
  test('name, password and confirmation are required', () => {
    expect(errorsOf(ProfileForm, {})).toMatchObject({
      name: 'validation.required',
      password: 'validation.required',
    })
  })
  test('the passwords must match', () => {
    expect(errorsOf(ProfileForm, { ...valid, confirmPassword: 'other' })).toEqual({
      confirmPassword: 'validation.passwordsMismatch',
    })
    expect(errorsOf(ProfileForm, valid)).toEqual({})
  })
  test('a 10 kB name is refused', () => {
    expect(errorsOf(ProfileForm, { ...valid, name: 'x'.repeat(10_000) })).toEqual({
      name: 'validation.tooLong',
    })
  })
  test('a new password has at least six characters; the checklist ticks each rule as typed', () => {
    expect(
      errorsOf(ProfileForm, { ...valid, password: 'pw123', confirmPassword: 'pw123' }),
    ).toEqual({ password: 'validation.passwordMin' })
    expect(
      errorsOf(ChangePasswordForm, {
        oldPassword: '1',
        newPassword: '12345',
        confirmPassword: '12345',
      }),
    ).toEqual({ newPassword: 'validation.passwordMin' })
    expect(passwordRulesMet('', '')).toEqual({ length: false, same: false })
    expect(passwordRulesMet('abc123', 'abc12')).toEqual({ length: true, same: false })
    expect(passwordRulesMet('abc', 'abc')).toEqual({ length: false, same: true })
  })
})

describe('register bank step', () => {
  const valid = { bankCode: 'SCB', firstName: 'สมศรี', lastName: 'ทดสอบ', accountNo: '1234567890' }
  test('all fields are required', () => {
    expect(Object.keys(errorsOf(bankForm(false), {})).sort()).toEqual([
      'accountNo',
      'bankCode',
      'firstName',
      'lastName',
    ])
  })
  test('KTB, TMB and BBL need English names', () => {
    expect(errorsOf(bankForm(false), { ...valid, bankCode: 'KTB' })).toEqual({
      firstName: 'validation.englishName',
      lastName: 'validation.englishName',
    })
    expect(
      errorsOf(bankForm(false), {
        ...valid,
        bankCode: 'KTB',
        firstName: 'Somsri',
        lastName: 'Test',
      }),
    ).toEqual({})
    expect(errorsOf(bankForm(false), valid)).toEqual({})
  })
  test('names are upper-cased', () => {
    const value = bankForm(false).parse({ ...valid, firstName: 'somsri', lastName: 'test' })
    expect([value.firstName, value.lastName]).toEqual(['SOMSRI', 'TEST'])
  })
  test('the currency is BAHT outside Laos and LAK by default in Laos', () => {
    expect(bankForm(false).parse(valid).currency).toBe('BAHT')
    expect(bankForm(true).parse(valid).currency).toBe('LAK')
    expect(bankForm(true).parse({ ...valid, currency: 'BAHT' }).currency).toBe('BAHT')
    expect(errorsOf(bankForm(false), { ...valid, currency: 'LAK' })).toHaveProperty('currency')
  })
  test('the account number is digits', () => {
    expect(errorsOf(bankForm(false), { ...valid, accountNo: '12-34' })).toEqual({
      accountNo: 'validation.accountNo',
    })
  })
})

describe('change password form', () => {
  test('all three are required and the new ones must be equal', () => {
    expect(Object.keys(errorsOf(ChangePasswordForm, {})).sort()).toEqual([
      'confirmPassword',
      'newPassword',
      'oldPassword',
    ])
    expect(
      errorsOf(ChangePasswordForm, {
        oldPassword: 'a',
        newPassword: 'b12345',
        confirmPassword: 'c12345',
      }),
    ).toEqual({
      confirmPassword: 'validation.passwordsNotEqual',
    })
  })
})

// Found by the app's fuzz (tests/api/app-fuzz.test.ts): fields the page fills itself (the
// remember checkbox, the hidden redirect, the currency) and the codes' length limits answered
// zod's English ("Invalid input: expected \"on\"") where every message is a translation key.
describe('what only a hand-made post sends is refused with a translation key', () => {
  const login = { username: '0812345678', password: 'x' }
  test.each([
    [
      'a remember that is not on',
      LoginForm,
      { ...login, remember: 'yes' },
      { remember: 'errors:KEY_INVALID' },
    ],
    [
      'two redirects',
      LoginForm,
      { ...login, redirectTo: ['/a', '/b'] },
      { redirectTo: 'errors:KEY_INVALID' },
    ],
    [
      'a source code of 31',
      ProfileForm,
      { name: 'A', password: 'x12345', confirmPassword: 'x12345', sourceCode: 'x'.repeat(31) },
      { sourceCode: 'validation.tooLong' },
    ],
    [
      'two invite codes',
      ProfileForm,
      { name: 'A', password: 'x12345', confirmPassword: 'x12345', inviteCode: ['a', 'b'] },
      { inviteCode: 'errors:KEY_INVALID' },
    ],
    [
      'a currency other than BAHT',
      bankForm(false),
      { bankCode: 'SCB', firstName: 'A', lastName: 'B', accountNo: '1234567890', currency: 'USD' },
      { currency: 'errors:KEY_INVALID' },
    ],
    [
      'a currency other than LAK or BAHT (Laos)',
      bankForm(true),
      { bankCode: 'BCEL', firstName: 'A', lastName: 'B', accountNo: '1234567890', currency: 'USD' },
      { currency: 'errors:KEY_INVALID' },
    ],
  ] as const)('%s', (_, schema, input, errors) => {
    expect(errorsOf(schema, input)).toEqual(errors)
  })
})
