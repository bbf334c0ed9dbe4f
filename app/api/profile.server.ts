import { endpoints, type Profile } from '@member-wallet/contract/schemas'

import { bankCodeOf } from '~/utils/profile-bank'

import { type Backend } from './api.server'

/** The member's bank code, asking the bank lookup only when the profile does not carry it. */
export async function memberBankCode(backend: Backend, profile: Profile): Promise<string | null> {
  const needsLookup = !profile.bankCode && profile.bank?.nameTH
  const banks = needsLookup ? await backend.tryCall(endpoints.lookup.banks) : null
  return bankCodeOf(profile, banks)
}
