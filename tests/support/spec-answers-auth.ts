// Backend answers for the public and profile screens, with exactly the fields SPEC §3 lists
// (tests/support/spec-backend.ts checks them): the register wizard's lookups, the contact
// lookup, and the member of spec-answers.ts with the bank account a backend may send along.
import { profile } from './spec-answers'

/** SPEC §3 bank items: KTB is one of the banks whose account name must be English. */
export const banks = [
  { code: 'SCB', nameTH: 'ไทยพาณิชย์' },
  { code: 'KBANK', nameTH: 'กสิกรไทย' },
  { code: 'KTB', nameTH: 'กรุงไทย' },
]

export const sources = [
  { code: 'FACEBOOK', description: 'Facebook' },
  { code: 'FRIEND', description: 'A friend' },
]

/** POST /api/otp/send, for a phone not verified yet. */
export const otpSent = { otpRef: 'QWER', otpToken: 'otp-token-1', code: 'SUCCESS' }

export const contact = {
  contactText: 'Call us any time: 02-000-0000',
  lineLink: 'https://line.me/R/ti/p/@luckywallet',
  lineName: '@luckywallet',
  lineQR: '/images/line-qr.png',
}

/** The profile with the §3 bank account, which SPEC §3 lets a backend send along. */
export const profileWithBank = {
  ...profile,
  bankAccountName: 'SOMCHAI JAIDEE',
  bankAccountNo: '1234567890',
  bank: { nameTH: 'ไทยพาณิชย์' },
}
