import { describe, expect, it } from 'vitest'

import { bankAccountLabel, bankCodeOf, profileEditDefaults } from '../../app/utils/profile-bank'

const banks = [
  { code: 'KTB', nameTH: 'กรุงไทย' },
  { code: 'SCB', nameTH: 'ไทยพาณิชย์' },
]

describe('bankCodeOf', () => {
  it('takes the code the profile sent', () => {
    expect(bankCodeOf({ bankCode: 'SCB', bank: { nameTH: 'กรุงไทย' } }, banks)).toBe('SCB')
  })
  it('finds it by the Thai name when only the §3 bank account came', () => {
    expect(bankCodeOf({ bank: { nameTH: 'กรุงไทย' } }, banks)).toBe('KTB')
  })
  it('is null when neither tells', () => {
    expect(bankCodeOf({}, banks)).toBeNull()
    expect(bankCodeOf({ bank: { nameTH: 'ธนาคารอื่น' } }, banks)).toBeNull()
    expect(bankCodeOf({ bank: { nameTH: 'กรุงไทย' } }, null)).toBeNull()
  })
})

describe('bankAccountLabel', () => {
  it('joins the bank name and the 3-3-4 number', () => {
    expect(
      bankAccountLabel({ bank: { nameTH: 'กรุงไทย' }, bankAccountNo: '1234567890' }, 'th'),
    ).toBe('กรุงไทย 123-456-7890')
    const ldb = { nameTH: 'พัฒนาลาว', nameEN: 'Lao Development Bank', nameLO: 'ພັດທະນາລາວ' }
    expect(bankAccountLabel({ bank: ldb, bankAccountNo: '0101' }, 'lo')).toBe('ພັດທະນາລາວ 0101')
  })
  it('shows the part that came, or nothing', () => {
    expect(bankAccountLabel({ bankAccountNo: '1234567890' }, 'en')).toBe('123-456-7890')
    expect(bankAccountLabel({}, 'en')).toBeNull()
  })
})

describe('profileEditDefaults', () => {
  it('splits the account name at its first space and finds the bank by name', () => {
    const profile = {
      name: 'สมชาย ใจดี',
      bank: { nameTH: 'กรุงไทย' },
      bankAccountName: 'SOMCHAI  JAI DEE',
      bankAccountNo: '1234567890',
    }
    expect(profileEditDefaults(profile, banks)).toEqual({
      name: 'สมชาย ใจดี',
      bankCode: 'KTB',
      accountNo: '1234567890',
      firstName: 'SOMCHAI',
      lastName: 'JAI DEE',
    })
  })
  it('leaves empty what the profile did not carry', () => {
    expect(profileEditDefaults({ name: 'A' }, null)).toEqual({
      name: 'A',
      bankCode: '',
      accountNo: '',
      firstName: '',
      lastName: '',
    })
  })
})
