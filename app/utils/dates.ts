// How the app shows a date: Bangkok time (@member-wallet/contract/dates), each language in the
// form its players read (issue 19 point 4). Every function takes "now" or the language as an
// argument, so the server render and hydration print the same text.
import dayjs from 'dayjs'
import buddhistEra from 'dayjs/plugin/buddhistEra.js'
import relativeTimePlugin from 'dayjs/plugin/relativeTime.js'

import { bangkokDayKey, inBangkok } from '@member-wallet/contract/dates'

import { type Language } from '~/i18n'

import { relativeTime } from './statement'

import 'dayjs/locale/th.js'
import 'dayjs/locale/lo.js'

dayjs.extend(buddhistEra)
// gives English its relative words; th and lo bring their own
dayjs.extend(relativeTimePlugin)

/**
 * Thai: short month and the Buddhist year's last two digits ("25 พ.ย. 69"), as Thai banking
 * apps print it. Lao: the Lao month name and the Gregorian year, which Lao players and Lao
 * banks use ("25 ພະຈິກ 2026"). English: "25 Nov 2026".
 */
const DAY_FORMATS: Record<Language, string> = {
  th: 'D MMM BB',
  lo: 'D MMMM YYYY',
  en: 'D MMM YYYY',
}

/** The day a moment falls on in Bangkok: "25 พ.ย. 69", "25 ພະຈິກ 2026", "25 Nov 2026". */
export function formatDay(date: Date | string, language: Language): string {
  return inBangkok(date).locale(language).format(DAY_FORMATS[language])
}

/** The hour and minute in Bangkok: "11:14". */
export function formatTime(date: Date | string): string {
  return inBangkok(date).format('HH:mm')
}

/** Day and time: "25 พ.ย. 69 · 11:14". */
export function formatDateTime(date: Date | string, language: Language): string {
  return `${formatDay(date, language)} · ${formatTime(date)}`
}

/**
 * "3 ชั่วโมงที่แล้ว", "3 ຊົ່ວໂມງຜ່ານມາ", "3 hours ago": SPEC §9's units (the largest whole
 * one, a month 30 days, a year 365) in the words of dayjs's th, lo and en locales.
 */
export function formatRelative(
  then: Date | string,
  now: Date | string,
  language: Language,
): string {
  const words = dayjs.Ls[language]?.relativeTime ?? {}
  const { unit, count } = relativeTime(then, now)
  const [one, many] = RELATIVE_KEYS[unit]
  const amount = (count === 1 ? words[one] : words[many]) ?? `%d ${unit}`
  return (words.past ?? '%s').replace('%s', amount.replace('%d', String(count)))
}

type RelativeKey = 'm' | 'mm' | 'h' | 'hh' | 'd' | 'dd' | 'M' | 'MM' | 'y' | 'yy' | 's'

const RELATIVE_KEYS: Record<ReturnType<typeof relativeTime>['unit'], [RelativeKey, RelativeKey]> = {
  second: ['s', 's'],
  minute: ['m', 'mm'],
  hour: ['h', 'hh'],
  day: ['d', 'dd'],
  month: ['M', 'MM'],
  year: ['y', 'yy'],
}

/** 'today' or 'yesterday' when the day is one of those in Bangkok at `now`, else null. */
export function nearDay(day: string, now: Date | string): 'today' | 'yesterday' | null {
  const today = inBangkok(now)
  if (day === today.format('YYYY-MM-DD')) return 'today'
  if (day === today.subtract(1, 'day').format('YYYY-MM-DD')) return 'yesterday'
  return null
}

/**
 * Items in runs of one Bangkok day each (YYYY-MM-DD), in the order given (a statement page is
 * newest first).
 */
export function groupByDay<T>(
  items: readonly T[],
  dateOf: (item: T) => Date | string,
): { day: string; items: T[] }[] {
  const groups: { day: string; items: T[] }[] = []
  for (const item of items) {
    const day = bangkokDayKey(dateOf(item))
    const last = groups.at(-1)
    if (last?.day === day) last.items.push(item)
    else groups.push({ day, items: [item] })
  }
  return groups
}
