// The ledger check after the transfer run, as a pure function: what the member's balances and
// statement rows must look like given the transfers the bench saw succeed.

/** Balances in minor units (satang) and the statement's row count, before or after the run. */
export type LedgerSnapshot = { wallet: number; game: number; statementTotal: number }

/** A statement row written during the run (amount in minor units). */
export type LedgerRow = {
  id: number
  statementType: string
  status: string
  from: string | null
  to: string | null
  amount: number
}

export type Moves = { out: number; back: number }

export type LedgerCheck = {
  before: LedgerSnapshot
  after: LedgerSnapshot
  /** Every row written since `before`, in any order. */
  rows: LedgerRow[]
  /** Transfers answered 2xx: wallet → game (`out`) and game → wallet (`back`). */
  succeeded: { out: number; back: number }
  /**
   * Transfers sent that got no answer (in flight when the load tool stopped, or timed out):
   * the server may or may not have made them, so each may have a row or not.
   */
  unanswered: number
  /** The amount of each transfer, in minor units. */
  unit: number
  /** The labels statement rows use for the two accounts. */
  labels: { wallet: string; game: string }
}

const MAX_ROW_MESSAGES = 10

/**
 * Everything that does not add up (`violations`, empty when the ledger is consistent) and the
 * transfers the rows show (`moved`). Consistent: the rows read are all the rows written; each
 * is a successful transfer of one unit between the two accounts; each way there are at least
 * as many as were answered 2xx, and no more beyond those than transfers went unanswered;
 * replayed in id order no balance goes below zero and the replay ends at the balances read,
 * which moved by exactly the rows' transfers (no money made or lost).
 */
export function checkLedger({
  before,
  after,
  rows,
  succeeded,
  unanswered,
  unit,
  labels,
}: LedgerCheck): { violations: string[]; moved: Moves } {
  const violations: string[] = []
  const rowProblems: string[] = []

  const written = after.statementTotal - before.statementTotal
  if (written !== rows.length) {
    violations.push(`the statement grew by ${written} rows but ${rows.length} new rows were read`)
  }

  let out = 0
  let back = 0
  let wallet = before.wallet
  let game = before.game
  let wentNegative = false
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const isOut = row.from === labels.wallet && row.to === labels.game
    const isBack = row.from === labels.game && row.to === labels.wallet
    if (row.statementType !== 'transfer' || (!isOut && !isBack)) {
      rowProblems.push(
        `row ${row.id} is a ${row.statementType} from ${row.from} to ${row.to}, not a transfer between ${labels.wallet} and ${labels.game}`,
      )
      continue
    }
    if (row.status !== 'SUCCESS') {
      rowProblems.push(`row ${row.id} is ${row.status}`)
      continue
    }
    if (row.amount !== unit) {
      rowProblems.push(`row ${row.id} moved ${row.amount}, not ${unit}`)
    }
    if (isOut) {
      out++
      wallet -= row.amount
      game += row.amount
    } else {
      back++
      game -= row.amount
      wallet += row.amount
    }
    if ((wallet < 0 || game < 0) && !wentNegative) {
      wentNegative = true
      violations.push(
        `after row ${row.id} a balance is below zero (wallet ${wallet}, game ${game})`,
      )
    }
  }
  violations.push(...rowProblems.slice(0, MAX_ROW_MESSAGES))
  if (rowProblems.length > MAX_ROW_MESSAGES) {
    violations.push(`… and ${rowProblems.length - MAX_ROW_MESSAGES} more rows like these`)
  }

  const shown = `statement rows show ${out} wallet → game and ${back} game → wallet transfers`
  const answered = `${succeeded.out} and ${succeeded.back} were answered as successful`
  if (out < succeeded.out || back < succeeded.back) {
    violations.push(`${shown}; ${answered}`)
  } else if (out - succeeded.out + (back - succeeded.back) > unanswered) {
    violations.push(`${shown}; ${answered} and only ${unanswered} went unanswered`)
  }
  if (after.wallet < 0 || after.game < 0) {
    violations.push(`a balance is below zero: wallet ${after.wallet}, game ${after.game}`)
  }
  if (after.wallet + after.game !== before.wallet + before.game) {
    violations.push(
      `the balances add up to ${after.wallet + after.game}; they added up to ${before.wallet + before.game}`,
    )
  }
  if (wallet !== after.wallet || game !== after.game) {
    violations.push(
      `replaying the rows gives wallet ${wallet}, game ${game}; the balances are ${after.wallet}, ${after.game}`,
    )
  }
  return { violations, moved: { out, back } }
}
