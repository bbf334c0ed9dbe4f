// How a statement entry reads (SPEC §4 Statement states and signs, §9 relative time units).
import { type StatementType } from '@member-wallet/contract/schemas'
import { type DynamicKey, dynamicKey, type KeyIn } from '@member-wallet/contract/translation-keys'

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

/**
 * How an amount is coloured: a failed entry moved no money (a failed withdrawal or transfer was
 * returned to the wallet), so it is struck through in a neutral colour, never a red minus.
 */
export function amountTone(
  type: StatementType,
  status: string,
): 'plus' | 'minus' | 'none' | 'void' {
  if (entryStatus(status) === 'failed') return 'void'
  const sign = entrySign(type)
  return sign === '+' ? 'plus' : sign === '-' ? 'minus' : 'none'
}

/** What a failed entry says happened to the money (SPEC §8 TRANSFER_FAIL: funds returned). */
export function failedNoteKey(type: StatementType): KeyIn<'member'> {
  return type === 'withdraw' || type === 'transfer'
    ? 'statement.failedNote.returned'
    : 'statement.failedNote.notAdded'
}

export const ENTRY_LABEL_KEYS: Record<StatementType, KeyIn<'member'>> = {
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

// ---------------------------------------------------------------------------------------------
// the slip-upload status table (SPEC §2 Statement, §4 slip upload labels)

/** '-' unless the slip has an amount above 0 (it has none until the operator read it). */
export function slipAmountText(amount: number, format: (n: number) => string): string {
  return amount > 0 ? format(amount) : '-'
}

/** The translation key of a failed slip's reason; an unknown note reads as an unknown error. */
export function slipReasonKey(
  status: string,
  note: string | null,
  knownNotes: readonly string[],
): DynamicKey | null {
  if (entryStatus(status) !== 'failed') return null
  // knownNotes are SLIP_NOTE_CODES, whose texts tests/unit/locales.test.ts checks
  return dynamicKey(`errors:slipNotes.${note && knownNotes.includes(note) ? note : 'UNKNOW_ERROR'}`)
}

export const SLIP_VIEW_PATH = '/user/slip'

/** The slip list, where the picture's sheet leads back to. */
export const SLIPS_DIALOG = '/user/statement/slips'

/**
 * Where the view link of a slip leads, always inside the app (a sheet with a way back): by its
 * reference, else by its place in the list (its link is read there again, never from the
 * address); null when it has neither a link nor a reference.
 */
export function slipViewHref(
  slip: { link: string | null; reference: string | null },
  place: { page: number; index: number },
): string | null {
  if (slip.reference) return `${SLIP_VIEW_PATH}?reference=${encodeURIComponent(slip.reference)}`
  if (slip.link) return `${SLIP_VIEW_PATH}?page=${place.page}&i=${place.index}`
  return null
}

/**
 * The pages of a list. SPEC §3 gives no count of slips, invites or refunds: without a total,
 * another page may follow while pages come back full.
 */
export function listPages(
  page: number,
  shown: number,
  total: number | undefined,
  pageSize = STATEMENT_PAGE_SIZE,
): { pages: number | null; hasNext: boolean } {
  if (total !== undefined) {
    const pages = pageCount(total, pageSize)
    return { pages, hasNext: page < pages }
  }
  return { pages: null, hasNext: shown === pageSize }
}

/** The page a list is asked for in its query (?page=), 1 when it is not a page number. */
export function pageParam(url: URL, name = 'page'): number {
  const requested = Number(url.searchParams.get(name) ?? '1')
  return Number.isInteger(requested) && requested >= 1 ? Math.min(requested, 100_000) : 1
}
