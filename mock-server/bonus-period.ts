// Which receipts of a bonus count toward its maxReceived (SPEC §4 Bonus card): `limit` every
// one, `day` those since midnight, `week` those since Monday 00:00, Bangkok time (UTC+7, no
// daylight saving).
import { bangkokDayStart, bangkokWeekStart } from '@member-wallet/contract/dates'
import { type BonusType } from '@member-wallet/contract/schemas'

/** When the period `now` falls in began (ms since the epoch); null for `limit`, which never ends. */
export function bonusPeriodStart(type: BonusType, now: number): number | null {
  if (type === 'limit') return null
  return type === 'day' ? bangkokDayStart(now) : bangkokWeekStart(now)
}

/** How many of the receipts (ms since the epoch) count in the period `now` falls in. */
export function receivedInPeriod(
  type: BonusType,
  receipts: readonly number[],
  now: number,
): number {
  const start = bonusPeriodStart(type, now)
  return start === null ? receipts.length : receipts.filter((at) => at >= start).length
}
