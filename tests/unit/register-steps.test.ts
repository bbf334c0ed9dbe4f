import { describe, expect, test } from 'vitest'

import {
  accountNameFromProfile,
  isStepIntent,
  OTP_RESEND_SECONDS,
  previousStep,
  registerSteps,
  resendWaitSeconds,
  stepAfterPhone,
} from '~/routes/_public.register/steps'

describe('registration wizard steps', () => {
  test('the OTP step exists only when OTP registration is on', () => {
    expect(registerSteps(true)).toEqual(['phone', 'otp', 'profile', 'bank'])
    expect(registerSteps(false)).toEqual(['phone', 'profile', 'bank'])
  })
  test('after the phone: OTP, unless OTP is off or the phone is verified already', () => {
    expect(stepAfterPhone(true, 'SUCCESS')).toBe('otp')
    expect(stepAfterPhone(true, 'OTP_VERIFIED')).toBe('profile')
    expect(stepAfterPhone(false, null)).toBe('profile')
  })
  test('back goes to the previous step and stops at the first', () => {
    expect(previousStep('profile', true)).toBe('otp')
    expect(previousStep('profile', false)).toBe('phone')
    expect(previousStep('bank', false)).toBe('profile')
    expect(previousStep('phone', true)).toBe('phone')
  })
  // Found by the app's fuzz (tests/api/app-fuzz.test.ts): resend was taken at any step, so a
  // post before the phone step sent an OTP to no phone (the client refused the body: a 500)
  test("a post is its step's own, or resend at the OTP step only", () => {
    expect(isStepIntent('bank', 'bank')).toBe(true)
    expect(isStepIntent('resend', 'otp')).toBe(true)
    expect(isStepIntent('profile', 'bank')).toBe(false)
    for (const step of ['phone', 'profile', 'bank'] as const) {
      expect(isStepIntent('resend', step), step).toBe(false)
    }
  })
  test('the profile name fills the bank account name: first word, then the rest, in capitals', () => {
    expect(accountNameFromProfile('Somchai Jaidee')).toEqual({
      firstName: 'SOMCHAI',
      lastName: 'JAIDEE',
    })
    expect(accountNameFromProfile('  maria  de la cruz ')).toEqual({
      firstName: 'MARIA',
      lastName: 'DE LA CRUZ',
    })
    expect(accountNameFromProfile('สมชาย')).toEqual({ firstName: 'สมชาย', lastName: '' })
    expect(accountNameFromProfile('')).toEqual({ firstName: '', lastName: '' })
  })
})

describe('asking for another OTP', () => {
  const sentAt = Date.UTC(2026, 10, 28, 4, 0, 0)
  test('waits a minute after a code was sent, counted on the server clock', () => {
    expect(resendWaitSeconds(sentAt, sentAt)).toBe(OTP_RESEND_SECONDS)
    expect(resendWaitSeconds(sentAt, sentAt + 59_001)).toBe(1)
    expect(resendWaitSeconds(sentAt, sentAt + 60_000)).toBe(0)
  })
  test('no code sent yet: at once', () => {
    expect(resendWaitSeconds(0, sentAt)).toBe(0)
  })
})
