// Bangkok time, the operator's clock (Asia/Bangkok, UTC+7 all year; Vientiane keeps the same
// time): one module for the app, the mock backend and its operator panel. A bonus's day and
// week, the slip upload window and the statement's days all turn on it, whatever the server's
// own time zone.
import dayjs, { type Dayjs } from 'dayjs'
import utc from 'dayjs/plugin/utc.js'

dayjs.extend(utc)

export const TIME_ZONE = 'Asia/Bangkok'
/** Bangkok's offset from UTC: +7 h, with no summer time since 1920. */
const BANGKOK_OFFSET_MINUTES = 7 * 60

/** A moment: a Date, an ISO 8601 string or milliseconds since the epoch. */
export type Moment = Date | string | number

/**
 * The moment on Bangkok's clock: a fixed offset, not the time zone database, which dayjs's tz()
 * asks through a new Intl formatter each time (a home page's dates were 4% of its CPU).
 */
export function inBangkok(moment: Moment): Dayjs {
  return dayjs(moment).utcOffset(BANGKOK_OFFSET_MINUTES)
}

/** When Bangkok's calendar day holding `moment` began (ms since the epoch). */
export function bangkokDayStart(moment: Moment): number {
  return inBangkok(moment).startOf('day').valueOf()
}

/** When Monday 00:00 of Bangkok's week holding `moment` began (ms since the epoch). */
export function bangkokWeekStart(moment: Moment): number {
  const dayStart = inBangkok(moment).startOf('day')
  // day(): 0 Sunday … 6 Saturday
  const sinceMonday = (dayStart.day() + 6) % 7
  return dayStart.subtract(sinceMonday, 'day').valueOf()
}

/** Minutes since midnight on Bangkok's clock. */
export function bangkokMinuteOfDay(moment: Moment): number {
  const time = inBangkok(moment)
  return time.hour() * 60 + time.minute()
}

/** Bangkok's calendar day of a moment as YYYY-MM-DD. */
export function bangkokDayKey(moment: Moment): string {
  return inBangkok(moment).format('YYYY-MM-DD')
}
