import { describe, expect, test } from 'vitest'

import {
  formatDateTime,
  formatDay,
  formatRelative,
  formatTime,
  groupByDay,
  nearDay,
} from '~/utils/dates'
import { amountTone, failedNoteKey } from '~/utils/statement'

// 25 Nov 2026 11:14 in Bangkok
const MOMENT = '2026-11-25T04:14:00.000Z'

describe('display dates (Bangkok time)', () => {
  test('Thai: short month and the Buddhist year, two digits', () => {
    expect(formatDateTime(MOMENT, 'th')).toBe('25 พ.ย. 69 · 11:14')
  })
  test('Lao: the Lao month name and the Gregorian year', () => {
    expect(formatDateTime(MOMENT, 'lo')).toBe('25 ພະຈິກ 2026 · 11:14')
  })
  test('English', () => {
    expect(formatDateTime(MOMENT, 'en')).toBe('25 Nov 2026 · 11:14')
  })
  test('the day turns at midnight in Bangkok, not in UTC', () => {
    // 17:00 UTC on the 24th is already 00:00 on the 25th in Bangkok
    expect(formatDay('2026-11-24T17:00:00Z', 'en')).toBe('25 Nov 2026')
    expect(formatDay('2026-11-24T16:59:59Z', 'en')).toBe('24 Nov 2026')
    expect(formatTime('2026-11-24T17:00:00Z')).toBe('00:00')
  })
  test('the Buddhist year turns with the Bangkok new year', () => {
    expect(formatDay('2026-12-31T17:00:00Z', 'th')).toBe('1 ม.ค. 70')
  })
})

describe('relative times', () => {
  const now = '2026-11-25T12:00:00Z'
  test('SPEC units in each language, one phrase', () => {
    expect(formatRelative('2026-11-25T09:00:00Z', now, 'th')).toBe('3 ชั่วโมงที่แล้ว')
    expect(formatRelative('2026-11-25T09:00:00Z', now, 'lo')).toBe('3 ຊົ່ວໂມງຜ່ານມາ')
    expect(formatRelative('2026-11-25T09:00:00Z', now, 'en')).toBe('3 hours ago')
    expect(formatRelative('2026-11-25T11:59:00Z', now, 'en')).toBe('a minute ago')
    expect(formatRelative('2026-11-25T11:59:30Z', now, 'th')).toBe('ไม่กี่วินาทีที่แล้ว')
  })
  test('a month is 30 days and a year 365 (SPEC §9)', () => {
    expect(formatRelative('2026-10-27T12:00:00Z', now, 'en')).toBe('29 days ago')
    expect(formatRelative('2026-10-26T12:00:00Z', now, 'en')).toBe('a month ago')
    expect(formatRelative('2025-11-25T12:00:00Z', now, 'en')).toBe('a year ago')
  })
})

describe('statement days', () => {
  const now = '2026-11-25T04:00:00Z' // 11:00 in Bangkok
  test('today and yesterday are Bangkok days', () => {
    expect(nearDay('2026-11-25', now)).toBe('today')
    expect(nearDay('2026-11-24', now)).toBe('yesterday')
    expect(nearDay('2026-11-23', now)).toBeNull()
    // 23:30 UTC on the 24th is 06:30 on the 25th in Bangkok: still "today"
    expect(nearDay('2026-11-25', '2026-11-24T23:30:00Z')).toBe('today')
  })
  test('entries fall into runs of one Bangkok day, order kept', () => {
    const entries = [
      { id: 1, createdAt: '2026-11-25T01:00:00Z' },
      { id: 2, createdAt: '2026-11-24T17:30:00Z' }, // 00:30 on the 25th in Bangkok
      { id: 3, createdAt: '2026-11-24T16:30:00Z' }, // 23:30 on the 24th
      { id: 4, createdAt: '2026-11-20T10:00:00Z' },
    ]
    expect(
      groupByDay(entries, (entry) => entry.createdAt).map(({ day, items }) => [
        day,
        items.map((entry) => entry.id),
      ]),
    ).toEqual([
      ['2026-11-25', [1, 2]],
      ['2026-11-24', [3]],
      ['2026-11-20', [4]],
    ])
  })
})

describe('failed entries move no money', () => {
  test('a failed withdrawal is void, not a red minus', () => {
    expect(amountTone('withdraw', 'FAILED')).toBe('void')
    expect(amountTone('withdraw', 'SUCCESS')).toBe('minus')
    expect(amountTone('withdraw', 'PENDING')).toBe('minus')
    expect(amountTone('deposit', 'SUCCESS')).toBe('plus')
    expect(amountTone('deposit', 'FAILED')).toBe('void')
    expect(amountTone('transfer', 'SUCCESS')).toBe('none')
  })
  test('what a failed entry says happened to the money', () => {
    expect(failedNoteKey('withdraw')).toBe('statement.failedNote.returned')
    expect(failedNoteKey('transfer')).toBe('statement.failedNote.returned')
    expect(failedNoteKey('deposit')).toBe('statement.failedNote.notAdded')
  })
})
