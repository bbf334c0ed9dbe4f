import { describe, expect, it, test } from 'vitest'

import { SLIP_NOTE_CODES } from '@member-wallet/contract/errors'
import { STATEMENT_TYPES } from '@member-wallet/contract/schemas'

import {
  ENTRY_LABEL_KEYS,
  entrySign,
  entryStatus,
  listPages,
  pageCount,
  pageParam,
  relativeTime,
  slipAmountText,
  slipReasonKey,
  slipViewHref,
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

describe('the slip status table', () => {
  const money = (n: number) => n.toFixed(2)

  it("shows '-' for an amount that is not above 0", () => {
    expect(slipAmountText(0, money)).toBe('-')
    expect(slipAmountText(-5, money)).toBe('-')
    expect(slipAmountText(500, money)).toBe('500.00')
  })

  it('gives a failed slip the reason of its note, an unknown note the unknown error', () => {
    expect(slipReasonKey('FAILED', 'EXPIRED_SLIP', SLIP_NOTE_CODES)).toBe(
      'errors:slipNotes.EXPIRED_SLIP',
    )
    expect(slipReasonKey('FAILED', 'SOMETHING_NEW', SLIP_NOTE_CODES)).toBe(
      'errors:slipNotes.UNKNOW_ERROR',
    )
    expect(slipReasonKey('FAILED', null, SLIP_NOTE_CODES)).toBe('errors:slipNotes.UNKNOW_ERROR')
    expect(slipReasonKey('SUCCESS', 'EXPIRED_SLIP', SLIP_NOTE_CODES)).toBeNull()
    expect(slipReasonKey('processing', null, SLIP_NOTE_CODES)).toBeNull()
  })

  it('opens the picture inside the app: by reference, else by its place in the list', () => {
    const place = { page: 2, index: 3 }
    expect(slipViewHref({ link: 'https://cdn.example/slip.jpg', reference: 'R1' }, place)).toBe(
      '/user/slip?reference=R1',
    )
    expect(slipViewHref({ link: null, reference: 'SLP 1/2' }, place)).toBe(
      '/user/slip?reference=SLP%201%2F2',
    )
    // a link is never put in the address: the sheet reads the list again
    expect(slipViewHref({ link: 'https://cdn.example/slip.jpg', reference: null }, place)).toBe(
      '/user/slip?page=2&i=3',
    )
    expect(slipViewHref({ link: null, reference: null }, place)).toBeNull()
  })

  it('pages by the total when the backend counts, else while pages come back full', () => {
    expect(listPages(1, 10, 25)).toEqual({ pages: 3, hasNext: true })
    expect(listPages(3, 5, 25)).toEqual({ pages: 3, hasNext: false })
    expect(listPages(2, 10, undefined)).toEqual({ pages: null, hasNext: true })
    expect(listPages(2, 9, undefined)).toEqual({ pages: null, hasNext: false })
  })

  it('reads a page number from the query, 1 for anything else', () => {
    const url = (query: string) => new URL(`http://app.test/user/statement${query}`)
    expect(pageParam(url('?page=3'))).toBe(3)
    expect(pageParam(url('?slipPage=2'), 'slipPage')).toBe(2)
    expect(pageParam(url('?page=0'))).toBe(1)
    expect(pageParam(url('?page=1.5'))).toBe(1)
    expect(pageParam(url('?page=abc'))).toBe(1)
    expect(pageParam(url('?page=99999999'))).toBe(100_000)
    expect(pageParam(url(''))).toBe(1)
  })
})
