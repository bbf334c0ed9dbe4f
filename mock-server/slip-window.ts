// Whether slips may be uploaded now: closed every day between closedFrom and closedTo,
// Bangkok time (UTC+7, no daylight saving). The window may cross midnight.
import { type SlipWindow } from './settings'

const BANGKOK_OFFSET_MS = 7 * 3600_000

function minutesOf(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number)
  return (hours ?? 0) * 60 + (minutes ?? 0)
}

/** Minutes since midnight in Bangkok. */
export function bangkokMinuteOfDay(nowMs: number): number {
  const date = new Date(nowMs + BANGKOK_OFFSET_MS)
  return date.getUTCHours() * 60 + date.getUTCMinutes()
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
