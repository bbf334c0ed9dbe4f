// What the bonus screen and its dialogs share on the server.
import { type Bonus, endpoints } from '@member-wallet/contract/schemas'

import { type Backend } from '~/api/api.server'

/** The bonus whose card was opened, or a 404 when the backend has no such bonus. */
export async function findBonus(backend: Backend, code: string): Promise<Bonus> {
  const bonuses = await backend.call(endpoints.rewards.bonuses)
  const bonus = bonuses.find((b) => b.code.toUpperCase() === code.toUpperCase())
  if (!bonus) throw new Response('Not found', { status: 404 })
  return bonus
}
