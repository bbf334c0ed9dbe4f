import { describe, expect, test } from 'vitest'

import { STATEMENT_TYPES } from '~/api/contract'
import {
  ENTRY_LABEL_KEYS,
  entrySign,
  entryStatus,
  pageCount,
  relativeTime,
} from '~/utils/statement'

describe('statement entries', () => {
  test('signs: + for deposit and bonus, - for withdraw, none for the rest', () => {
    expect(STATEMENT_TYPES.map((type) => [type, entrySign(type)])).toEqual([
      ['deposit', '+'],
      ['bonus', '+'],
      ['finish_bonus', ''],
      ['withdraw', '-'],
      ['transfer', ''],
    ])
  })
  test('status: SUCCESS, FAILED, everything else processing', () => {
    expect(['SUCCESS', 'FAILED', 'PENDING', 'WAITING', ''].map(entryStatus)).toEqual([
      'success',
      'failed',
      'processing',
      'processing',
      'processing',
    ])
  })
  test('every type has its label', () => {
    for (const type of STATEMENT_TYPES)
      expect(ENTRY_LABEL_KEYS[type]).toBe(`statement.types.${type}`)
  })
  test('pages of ten', () => {
    expect([0, 1, 10, 11, 95].map((total) => pageCount(total))).toEqual([1, 1, 1, 2, 10])
  })
})

describe('relative time', () => {
  const now = new Date('2026-11-21T12:00:00Z')
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)
  test.each([
    [0, 'second', 0],
    [59, 'second', 59],
    [60, 'minute', 1],
    [3599, 'minute', 59],
    [3600, 'hour', 1],
    [86_400 * 2 + 5, 'day', 2],
    [86_400 * 29, 'day', 29],
    [86_400 * 30, 'month', 1],
    [86_400 * 364, 'month', 12],
    [86_400 * 365, 'year', 1],
    [86_400 * 800, 'year', 2],
  ])('%i seconds ago is %s × %i', (seconds, unit, count) => {
    expect(relativeTime(ago(seconds), now)).toEqual({ unit, count })
  })
  test('a time in the future counts as now', () => {
    expect(relativeTime(new Date(now.getTime() + 5000), now)).toEqual({ unit: 'second', count: 0 })
  })
})
