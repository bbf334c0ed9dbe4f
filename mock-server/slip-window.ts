// Whether slips may be uploaded now: closed every day between closedFrom and closedTo,
// Bangkok time (UTC+7, no daylight saving). The window may cross midnight.
import { bangkokMinuteOfDay } from '@member-wallet/contract/dates'

import { type SlipWindow } from './settings'

function minutesOf(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number)
  return (hours ?? 0) * 60 + (minutes ?? 0)
}

export function isSlipOpen(
  nowMs: number,
  window: Pick<SlipWindow, 'closedFrom' | 'closedTo'>,
): boolean {
  const now = bangkokMinuteOfDay(nowMs)
  const from = minutesOf(window.closedFrom)
  const to = minutesOf(window.closedTo)
  if (from === to) return true
  const closed = from < to ? now >= from && now < to : now >= from || now < to
  return !closed
}
