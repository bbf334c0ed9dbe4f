// The bonus screen's rules (SPEC §4 Bonus card): how often a bonus counts as received in its
// period, which state its card is in, and the notice text's placeholder.
import { type Bonus, type BonusType, type UserBonus } from '~/api/contract'

/** The operator's clock: Asia/Bangkok is UTC+7 all year (no daylight saving). */
const BANGKOK_OFFSET_MS = 7 * 3600_000
const DAY_MS = 24 * 3600_000

/** The instant Bangkok's calendar day containing `now` began. */
export function bangkokDayStart(now: Date): number {
  const local = now.getTime() + BANGKOK_OFFSET_MS
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - BANGKOK_OFFSET_MS
}

/** The instant Monday 00:00 of Bangkok's current week began. */
export function bangkokWeekStart(now: Date): number {
  const dayStart = bangkokDayStart(now)
  // getUTCDay of the shifted instant is Bangkok's weekday: 0 Sunday … 6 Saturday
  const weekday = new Date(dayStart + BANGKOK_OFFSET_MS).getUTCDay()
  const sinceMonday = (weekday + 6) % 7
  return dayStart - sinceMonday * DAY_MS
}

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
