// The member's active bonus as the screens that depend on it show it (issue 35): the deposit
// sheet (deposits wait until it ends), the bonus screen and its cancel dialog.
import { endpoints } from '@member-wallet/contract/schemas'

import { type ActiveBonusState, bonusEndRule, bonusThresholdOf } from '~/utils/bonus'
import { inGamesBeside } from '~/utils/money-moves'

import { type Backend } from './api.server'

/** Whether a bonus is active; a check that does not answer says no (see below). */
export async function bonusIsActive(backend: Backend): Promise<boolean> {
  return (await backend.tryCall(endpoints.rewards.activeBonus))?.status === true
}

/**
 * The active bonus, or null when there is none. A check that does not answer is taken as none:
 * the backend still refuses what a bonus forbids, and the screens say so when it does.
 */
export async function activeBonusState(backend: Backend): Promise<ActiveBonusState | null> {
  const active = await backend.tryCall(endpoints.rewards.activeBonus)
  if (!active?.status) return null
  const [minimum, wallet] = await Promise.all([
    backend.tryCall(endpoints.rewards.bonusMinimum),
    backend.tryCall(endpoints.wallet.wallet),
  ])
  const beside = wallet ? inGamesBeside(wallet) : null
  return {
    type: active.type,
    rule: bonusEndRule(bonusThresholdOf(minimum), beside?.allTogether ?? null),
    inGames: beside && { total: beside.total, games: beside.games },
  }
}
