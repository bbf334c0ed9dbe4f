// The member's bank account as far as the profile answer carries it: SPEC §3 lists the bank
// account (name, number, bank with nameTH) but promises none of it on the profile (ADR 013).
import { formatAccountNo } from '@member-wallet/contract/rules'
import { type Bank, type Profile } from '@member-wallet/contract/schemas'

import { type Language } from '~/i18n'

import { bankName } from './banks'

type ProfileBankFields = Pick<Profile, 'bankCode' | 'bank' | 'bankAccountNo'>

/** The bank's code: sent, else found by the bank's Thai name in the bank lookup, else null. */
export function bankCodeOf(
  profile: ProfileBankFields,
  banks: readonly Bank[] | null,
): string | null {
  if (profile.bankCode) return profile.bankCode
  const name = profile.bank?.nameTH
  return (name && banks?.find((bank) => bank.nameTH === name)?.code) || null
}

/** "Bank name 123-4-56789" from what was sent, or null when neither part was. */
export function bankAccountLabel(profile: ProfileBankFields, language: Language): string | null {
  const parts = [
    profile.bank ? bankName(profile.bank, language) : undefined,
    profile.bankAccountNo ? formatAccountNo(profile.bankAccountNo) : undefined,
  ].filter(Boolean)
  return parts.length ? parts.join(' ') : null
}

/**
 * The profile edit form's first values: the name, and the bank account as far as it came (its
 * name split at the first space, as registration joined first and last name).
 */
export function profileEditDefaults(
  profile: ProfileBankFields & Pick<Profile, 'name' | 'bankAccountName'>,
  banks: readonly Bank[] | null,
) {
  const [firstName = '', ...rest] = (profile.bankAccountName ?? '').trim().split(/\s+/)
  return {
    name: profile.name,
    bankCode: bankCodeOf(profile, banks) ?? '',
    accountNo: profile.bankAccountNo ?? '',
    firstName,
    lastName: rest.join(' '),
  }
}
