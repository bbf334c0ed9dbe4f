import { endpoints } from '@member-wallet/contract/schemas'

import { type Backend } from './api.server'

const FALLBACK_INFO = { name: 'Lucky Wallet', website: '' }

/** The operator's name for the top bar; a failed lookup keeps the page usable. */
export async function loadInfo(backend: Backend) {
  return (await backend.tryCall(endpoints.lookup.info)) ?? FALLBACK_INFO
}

/** True when the operator's service has been terminated (SPEC §2, before /login). */
export async function isServiceGone(backend: Backend) {
  const active = await backend.tryCall(endpoints.lookup.active)
  return active?.terminated === 'gone'
}
