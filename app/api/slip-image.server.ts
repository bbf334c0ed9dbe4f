// Where a slip's picture is: its own link when that is a web address, else the short-lived
// address the backend gives for its reference; null when neither gives one.
import { endpoints, type Slip } from '@member-wallet/contract/schemas'

import { type Backend } from './api.server'

const isWebAddress = (url: string) => /^https?:\/\//i.test(url)

export async function slipImageByReference(
  backend: Backend,
  reference: string,
): Promise<string | null> {
  const answer = await backend.tryCall(endpoints.deposit.slipReference, { params: { reference } })
  return answer && isWebAddress(answer.url) ? answer.url : null
}

export async function slipImageOf(
  backend: Backend,
  slip: Pick<Slip, 'link' | 'reference'>,
): Promise<string | null> {
  if (slip.link && isWebAddress(slip.link)) return slip.link
  return slip.reference ? slipImageByReference(backend, slip.reference) : null
}
