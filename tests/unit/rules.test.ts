import { describe, expect, test } from 'vitest'

import {
  formatAccountNo,
  formatMoney,
  inviteLink,
  inviterCode,
  isEnglishName,
  isValidPhone,
  joinAccountName,
  memberIdFromInviteCode,
  requiresEnglishName,
} from '@member-wallet/contract/rules'

describe('phone numbers', () => {
  test('outside Laos a phone number is exactly ten digits', () => {
    expect(isValidPhone('0812345678', false)).toBe(true)
    expect(isValidPhone('081234567', false)).toBe(false)
    expect(isValidPhone('08123456789', false)).toBe(false)
    expect(isValidPhone('08123456a8', false)).toBe(false)
  })
  test('the Laos variant accepts 6 to 15 digits', () => {
    expect(isValidPhone('2055512345', true)).toBe(true)
    expect(isValidPhone('02055512', true)).toBe(true)
    expect(isValidPhone('205551', true)).toBe(true)
    expect(isValidPhone('205551234567890', true)).toBe(true)
    expect(isValidPhone('20555', true)).toBe(false)
    expect(isValidPhone('2055512345678901', true)).toBe(false)
    expect(isValidPhone('020-555', true)).toBe(false)
  })
})

describe('English-only account names', () => {
  test('only KTB, TMB and BBL need an English name', () => {
    expect(['KTB', 'TMB', 'BBL', 'ktb'].map(requiresEnglishName)).toEqual([true, true, true, true])
    expect(['KBANK', 'SCB', 'GSB'].map(requiresEnglishName)).toEqual([false, false, false])
  })
  test('English letters and spaces only', () => {
    expect(isEnglishName('SOMCHAI JAIDEE')).toBe(true)
    expect(isEnglishName('สมชาย')).toBe(false)
    expect(isEnglishName('JOHN2')).toBe(false)
    expect(isEnglishName('   ')).toBe(false)
  })
  test('first and last name are joined by one space and upper-cased', () => {
    expect(joinAccountName(' somchai ', 'jaidee')).toBe('SOMCHAI JAIDEE')
  })
})

describe('formatting', () => {
  test('a ten-digit account number shows as 3-3-4', () => {
    expect(formatAccountNo('1234567890')).toBe('123-456-7890')
    expect(formatAccountNo('123456789012')).toBe('123456789012')
  })
  test('money has thousands separators and two decimals', () => {
    expect(formatMoney(1500)).toBe('1,500.00')
    expect(formatMoney(0.1 + 0.2)).toBe('0.30')
    expect(formatMoney(-12.5)).toBe('-12.50')
  })

  test('money reads as Intl writes it in en-US, for every kind of amount', () => {
    const intl = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    const amounts = [0, 0.004, 0.005, 0.125, 1.005, 2.675, 999.995, 1234567.891, 1e12 + 0.5]
    for (let n = 0; n < 2000; n++) amounts.push(Math.round((n * 7919.37) % 5_000_000) / 100)
    for (const amount of [...amounts, ...amounts.map((a) => -a)]) {
      const expected = intl.format(amount).replace(/^-(0\.00)$/, '$1')
      expect(formatMoney(amount), String(amount)).toBe(expected)
    }
  })
})

describe('invite codes', () => {
  test('a link may carry letters and digits, at most 30; anything else is no code', () => {
    expect(inviterCode(' PR42 ')).toBe('PR42')
    expect(inviterCode('a'.repeat(30))).toBe('a'.repeat(30))
    for (const junk of [
      '',
      '   ',
      null,
      undefined,
      'a'.repeat(31),
      'PR 42',
      'PR42;',
      '<b>',
      'ไทย',
    ]) {
      expect(inviterCode(junk)).toBeNull()
    }
  })

  test('the invite link carries PR and the member id', () => {
    expect(inviteLink('https://wallet.example', 42)).toBe(
      'https://wallet.example/register?code=PR42',
    )
  })
  test('a member id is read back from an invite code', () => {
    expect(memberIdFromInviteCode('PR42')).toBe(42)
    expect(memberIdFromInviteCode('pr7')).toBe(7)
    expect(memberIdFromInviteCode('XX42')).toBeNull()
    expect(memberIdFromInviteCode('PR')).toBeNull()
  })
})
