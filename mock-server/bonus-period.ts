// Which receipts of a bonus count toward its maxReceived (SPEC §4 Bonus card): `limit` every
// one, `day` those since midnight, `week` those since Monday 00:00, Bangkok time (UTC+7, no
// daylight saving).
import { type BonusType } from '../app/api/contract'

const BANGKOK_OFFSET_MS = 7 * 3600_000
const DAY_MS = 24 * 3600_000

/** When the period `now` falls in began (ms since the epoch); null for `limit`, which never ends. */
export function bonusPeriodStart(type: BonusType, now: number): number | null {
  if (type === 'limit') return null
  const midnight = Math.floor((now + BANGKOK_OFFSET_MS) / DAY_MS) * DAY_MS
  // getUTCDay of a Bangkok-shifted time is the Bangkok weekday: 0 Sunday … 6 Saturday
  const sinceMonday = type === 'week' ? (new Date(midnight).getUTCDay() + 6) % 7 : 0
  return midnight - sinceMonday * DAY_MS - BANGKOK_OFFSET_MS
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
