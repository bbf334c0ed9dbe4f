// The bonus screen's rules (SPEC §4 Bonus card): how often a bonus counts as received in its
// period, which state its card is in, and the notice text's placeholder.
import { bangkokDayStart, bangkokWeekStart } from '@member-wallet/contract/dates'
import { type Bonus, type BonusType, type UserBonus } from '@member-wallet/contract/schemas'

import { type GameBalance } from './money-moves'

/**
 * How many times the bonus counts as received: `limit` every time, `day` since 00:00 Bangkok
 * today, `week` since Monday 00:00 Bangkok this week. An unreadable date counts only for limit.
 */
export function receivedCount(type: BonusType, received: UserBonus['received'], now: Date): number {
  if (type === 'limit') return received.length
  const from = type === 'day' ? bangkokDayStart(now) : bangkokWeekStart(now)
  return received.filter((entry) => {
    const at = Date.parse(entry.updatedAt)
    return Number.isFinite(at) && at >= from
  }).length
}

export type CardState = 'current' | 'received' | 'available'

/**
 * The card's state: the member's active bonus is `current`; one received maxReceived times in
 * its period is `received` (not clickable); any other can be opened and received.
 */
export function cardState(
  bonus: Pick<Bonus, 'type' | 'maxReceived' | 'userBonus'>,
  now: Date,
): CardState {
  if (bonus.userBonus?.isActive) return 'current'
  const count = receivedCount(bonus.type, bonus.userBonus?.received ?? [], now)
  return count >= bonus.maxReceived ? 'received' : 'available'
}

/** The notice text with every %percentFail% replaced by the bonus's fail percentage. */
export function fillPercentFail(text: string, percentFail: number): string {
  return text.replaceAll('%percentFail%', String(percentFail))
}

/** The name a card shows: the bonus's own, or its code when the backend sends none. */
export function bonusName(bonus: Pick<Bonus, 'code' | 'name'>): string {
  return bonus.name?.trim() || bonus.code
}

/** Whether operator text is HTML (to sanitise and render) rather than plain text. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][\s\S]*?>/i.test(text)
}

/** The bonus screen, and its promotion dialog that the code search form opens (?code=…). */
export const BONUS_SCREEN = '/user/bonus'
export const PROMOTION_DIALOG = '/user/bonus/promotion'

/** What GET /api/bonus/check/minimum says, each field only when it is there and readable. */
export type BonusThreshold = {
  /** Whether the money is now below the threshold, so the bonus can be ended. */
  canEnd: boolean | null
  /** The threshold in baht: the money must be below it. */
  below: number | null
}

/**
 * SPEC §7 defines the minimum check and does not show its answer: `status` and `minimum` (the
 * mock's BonusMinimum) are read one by one, and anything else is as good as no answer.
 */
export function bonusThresholdOf(answer: unknown): BonusThreshold {
  const fields =
    typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {}
  const { status, minimum } = fields
  return {
    canEnd: typeof status === 'boolean' ? status : null,
    below: typeof minimum === 'number' && Number.isFinite(minimum) && minimum >= 0 ? minimum : null,
  }
}

/** The rule to end the active bonus, in numbers where they are known. */
export type BonusEndRule = BonusThreshold & {
  /** The member's money, wallet and games together, in baht. */
  total: number | null
}

/**
 * Whether the active bonus can be ended now: the backend's word when it gives one, else the
 * money against the threshold when both are known, else unknown (the backend decides).
 */
export function bonusEndRule(threshold: BonusThreshold | null, total: number | null): BonusEndRule {
  const below = threshold?.below ?? null
  const known = below !== null && total !== null ? total < below : null
  return { canEnd: threshold?.canEnd ?? known, below, total }
}

/** The member's active bonus as the screens that depend on it show it (api/bonus.server.ts). */
export type ActiveBonusState = {
  type: BonusType | null
  /** What ends it: the threshold the money must go below, and the money now. */
  rule: BonusEndRule
  /** What ending it clears: the money in games, each game's; null when the wallet is unread. */
  inGames: { total: number; games: GameBalance[] } | null
}
