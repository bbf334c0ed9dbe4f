// The bonus screen's rules (SPEC §4 Bonus card): how often a bonus counts as received in its
// period, which state its card is in, and the notice text's placeholder.
import { bangkokDayStart, bangkokWeekStart } from '@member-wallet/contract/dates'
import { type Bonus, type BonusType, type UserBonus } from '@member-wallet/contract/schemas'

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
