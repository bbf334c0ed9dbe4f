// Bangkok time (@member-wallet/contract/dates), the one clock the app, the mock and its panel
// read: days turn at 00:00 Bangkok (17:00 UTC the day before), weeks on Monday, whatever the
// server's own time zone. Merged from bonus.test.ts, bonus-period.test.ts, units.test.ts and
// dates.test.ts, which tested the copies this module replaced.
import { describe, expect, it } from 'vitest'

import {
  bangkokDayKey,
  bangkokDayStart,
  bangkokMinuteOfDay,
  bangkokWeekStart,
} from '@member-wallet/contract/dates'

/** A moment given in Bangkok time (UTC+7). */
const bkk = (local: string) => new Date(`${local}+07:00`)
const at = (iso: string) => Date.parse(iso)
const iso = (ms: number) => new Date(ms).toISOString()

describe('bangkokDayStart', () => {
  it('starts the day at 00:00 Bangkok, which is 17:00 UTC the day before', () => {
    expect(iso(bangkokDayStart(bkk('2024-05-15T10:00:00')))).toBe('2024-05-14T17:00:00.000Z')
    expect(iso(bangkokDayStart(bkk('2024-05-15T00:00:00')))).toBe('2024-05-14T17:00:00.000Z')
    expect(iso(bangkokDayStart(bkk('2024-05-14T23:59:59')))).toBe('2024-05-13T17:00:00.000Z')
  })

  it('takes milliseconds and ISO strings too, to the millisecond', () => {
    const midnight = at('2026-11-12T17:00:00Z')
    expect(bangkokDayStart(at('2026-11-13T05:00:00Z'))).toBe(midnight)
    expect(bangkokDayStart(midnight)).toBe(midnight)
    expect(bangkokDayStart('2026-11-13T16:59:59.999Z')).toBe(midnight)
    expect(bangkokDayStart(at('2026-11-13T17:00:00Z'))).toBe(at('2026-11-13T17:00:00Z'))
    // a millisecond before midnight belongs to the day before
    expect(bangkokDayStart(midnight - 1)).toBe(at('2026-11-11T17:00:00Z'))
  })

  it('crosses years', () => {
    expect(bangkokDayStart(at('2025-12-31T20:00:00Z'))).toBe(at('2025-12-31T17:00:00Z'))
  })
})

describe('bangkokWeekStart', () => {
  it('starts the week on Monday 00:00 Bangkok, whatever day it is in UTC', () => {
    const monday = '2024-05-12T17:00:00.000Z' // Monday 13 May 00:00 in Bangkok
    expect(iso(bangkokWeekStart(bkk('2024-05-13T00:00:00')))).toBe(monday)
    expect(iso(bangkokWeekStart(bkk('2024-05-15T12:00:00')))).toBe(monday)
    expect(iso(bangkokWeekStart(bkk('2024-05-19T23:59:59')))).toBe(monday)
    // Sunday 19 May 18:00 UTC is already Monday 20 May in Bangkok: a new week
    expect(iso(bangkokWeekStart(new Date('2024-05-19T18:00:00Z')))).toBe('2024-05-19T17:00:00.000Z')
  })

  it('Sunday 23:59:59.999 belongs to the week before, Monday 00:00 to the next', () => {
    const monday = at('2026-11-08T17:00:00Z')
    // Monday 00:00, Wednesday noon, Sunday 23:59:59.999 in Bangkok
    for (const now of [
      '2026-11-08T17:00:00Z',
      '2026-11-11T05:00:00Z',
      '2026-11-15T16:59:59.999Z',
    ]) {
      expect(bangkokWeekStart(at(now))).toBe(monday)
    }
    expect(bangkokWeekStart(monday - 1)).toBe(at('2026-11-01T17:00:00Z'))
    expect(bangkokWeekStart(at('2026-11-15T17:00:00Z'))).toBe(at('2026-11-15T17:00:00Z'))
  })

  it('crosses months and years', () => {
    // Thursday 1 January 2026, 03:00 in Bangkok: the week began on Monday 29 December 2025
    expect(bangkokWeekStart(at('2025-12-31T20:00:00Z'))).toBe(at('2025-12-28T17:00:00Z'))
  })
})

describe('the Bangkok clock and calendar day', () => {
  it('reads the clock in Bangkok time', () => {
    expect(bangkokMinuteOfDay(at('2026-11-21T00:00:00Z'))).toBe(7 * 60)
    expect(bangkokMinuteOfDay(at('2026-11-21T16:50:00Z'))).toBe(23 * 60 + 50)
    expect(bangkokMinuteOfDay(at('2026-11-21T17:00:00Z'))).toBe(0)
  })

  it('names the day as YYYY-MM-DD, turning at midnight in Bangkok, not in UTC', () => {
    expect(bangkokDayKey('2026-11-24T17:00:00Z')).toBe('2026-11-25')
    expect(bangkokDayKey('2026-11-24T16:59:59Z')).toBe('2026-11-24')
  })
})
