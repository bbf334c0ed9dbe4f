// Money and dates on the operator pages: baht with two decimals, times in Bangkok.
import { fromMinor } from '../money'
import { type Html, html } from './html'
import { type PanelLang } from './i18n'

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

const dates = new Map<string, Intl.DateTimeFormat>()

function dateFormat(lang: PanelLang, withTime: boolean): Intl.DateTimeFormat {
  const key = `${lang}:${withTime}`
  let format = dates.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], {
      timeZone: 'Asia/Bangkok',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    })
    dates.set(key, format)
  }
  return format
}

/** Day, month, year and time in Bangkok (Thai: the Buddhist year). */
export function formatDateTime(lang: PanelLang, date: Date): string {
  return dateFormat(lang, true).format(date)
}

/** Day, month and year in Bangkok. */
export function formatDate(lang: PanelLang, date: Date): string {
  return dateFormat(lang, false).format(date)
}

/** A <time> with the machine-readable instant. */
export function timeOf(lang: PanelLang, date: Date, withTime = true): Html {
  const text = withTime ? formatDateTime(lang, date) : formatDate(lang, date)
  return html`<time datetime="${date.toISOString()}">${text}</time>`
}
