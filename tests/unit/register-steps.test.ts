import { describe, expect, test } from 'vitest'

import { previousStep, registerSteps, stepAfterPhone } from '~/routes/_public.register/steps'

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
})
