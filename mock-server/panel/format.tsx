// Money and dates on the operator pages: baht with two decimals, times in Bangkok (dayjs's
// time zones, as the app's dates; Thai with the Buddhist year).
import dayjs from 'dayjs'
import buddhistEra from 'dayjs/plugin/buddhistEra.js'
import timezone from 'dayjs/plugin/timezone.js'
import utc from 'dayjs/plugin/utc.js'

import { TIME_ZONE } from '@member-wallet/contract/dates'

import { fromMinor } from '../money'
import { type PanelLang } from './i18n'

import 'dayjs/locale/th.js'

dayjs.extend(utc)
dayjs.extend(timezone)
dayjs.extend(buddhistEra)

const LOCALES: Record<PanelLang, string> = { th: 'th-TH', en: 'en-GB' }

const money = new Map<PanelLang, Intl.NumberFormat>()

/** Minor units as baht with two decimals and thousands separators: 1,500.00. */
export function formatBaht(lang: PanelLang, minor: number): string {
  let format = money.get(lang)
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    money.set(lang, format)
  }
  return format.format(fromMinor(minor))
}

/** Baht as a form field shows it: 35.5 → "35.50", no separators. */
export function bahtField(minor: number): string {
  return fromMinor(minor).toFixed(2)
}

/** A moment in Bangkok, formatted in the panel's language. */
export function formatInBangkok(lang: PanelLang, date: Date, format: string): string {
  return dayjs(date).tz(TIME_ZONE).locale(lang).format(format)
}

const DAY: Record<PanelLang, string> = { th: 'D MMM BBBB', en: 'D MMM YYYY' }
const DAY_TIME: Record<PanelLang, string> = { th: 'D MMM BBBB HH:mm', en: 'D MMM YYYY, HH:mm' }

/** Day, month, year and time in Bangkok: "15 มิ.ย. 2569 10:30", "15 Jun 2026, 10:30". */
export function formatDateTime(lang: PanelLang, date: Date): string {
  return formatInBangkok(lang, date, DAY_TIME[lang])
}

/** Day, month and year in Bangkok. */
export function formatDate(lang: PanelLang, date: Date): string {
  return formatInBangkok(lang, date, DAY[lang])
}

/** A <time> with the machine-readable instant. */
export function TimeOf({
  lang,
  date,
  withTime = true,
}: {
  lang: PanelLang
  date: Date
  withTime?: boolean
}) {
  const text = withTime ? formatDateTime(lang, date) : formatDate(lang, date)
  return <time dateTime={date.toISOString()}>{text}</time>
}
