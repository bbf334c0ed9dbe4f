// How a statement entry reads (SPEC §4 Statement states and signs, §9 relative time units).
import { type StatementType } from '~/api/contract'

export type EntryStatus = 'success' | 'failed' | 'processing'

/** SUCCESS and FAILED are final; anything else is still being processed. */
export function entryStatus(status: string): EntryStatus {
  if (status === 'SUCCESS') return 'success'
  if (status === 'FAILED') return 'failed'
  return 'processing'
}

/** + for money in (deposit, bonus), - for a withdrawal, nothing for the rest. */
export function entrySign(type: StatementType): '+' | '-' | '' {
  if (type === 'deposit' || type === 'bonus') return '+'
  if (type === 'withdraw') return '-'
  return ''
}

export const ENTRY_LABEL_KEYS: Record<StatementType, string> = {
  deposit: 'statement.types.deposit',
  bonus: 'statement.types.bonus',
  finish_bonus: 'statement.types.finish_bonus',
  withdraw: 'statement.types.withdraw',
  transfer: 'statement.types.transfer',
}

export type RelativeUnit = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second'

const UNIT_SECONDS: [RelativeUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

/** The largest whole unit since `then` (a year is 365 days, a month 30). */
export function relativeTime(
  then: Date | string,
  now: Date | string,
): { unit: RelativeUnit; count: number } {
  const seconds = Math.max(
    0,
    Math.floor((new Date(now).getTime() - new Date(then).getTime()) / 1000),
  )
  for (const [unit, size] of UNIT_SECONDS) {
    if (seconds >= size) return { unit, count: Math.floor(seconds / size) }
  }
  return { unit: 'second', count: 0 }
}

export const STATEMENT_PAGE_SIZE = 10

export function pageCount(total: number, pageSize = STATEMENT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
