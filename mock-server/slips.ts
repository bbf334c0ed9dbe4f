// Bank transfer slips (SPEC §4 slip status): uploaded as processing, then read by the operator,
// who either credits the amount (SUCCESS) or refuses the slip with a §8 note code (FAILED).
import { randomBytes } from 'node:crypto'

import { type PrismaClient, type Slip as SlipRow } from '@prisma/client'

import { type SlipNoteCode } from '@member-wallet/contract/errors'
import { type Slip } from '@member-wallet/contract/schemas'

import { ApiError } from './http'
import { bankLabel, depositToWallet, inTransaction } from './ledger'
import { exactMinor, fromMinor } from './money'
import { type Clock } from './rate-limit'

export const SLIP_STATUSES = ['processing', 'SUCCESS', 'FAILED'] as const
export type SlipStatus = (typeof SLIP_STATUSES)[number]

/** 'SLP' and 12 random upper-case hex digits. */
export function newSlipReference(): string {
  return `SLP${randomBytes(6).toString('hex').toUpperCase()}`
}

/**
 * A slip as the member's list shows it. `link` stays null: the image holds bank details, so
 * it is only given out through a short-lived signed address, asked for by reference.
 */
export function toSlip(row: SlipRow): Slip {
  return {
    _id: String(row.id),
    createdAt: row.createdAt.toISOString(),
    amount: fromMinor(row.amount),
    status: row.status,
    note: row.note,
    link: null,
    reference: row.reference,
  }
}

/** What the operator decided: the amount read off the slip (minor units), or why it failed. */
export type SlipOutcome =
  { status: 'SUCCESS'; amount: number } | { status: 'FAILED'; note: SlipNoteCode }

/**
 * The operator's decision as the admin API and the panel take it: SUCCESS with the amount read
 * off the slip in baht, or FAILED with a note code. An amount not above 0 or with more than
 * two decimals → 400 KEY_INVALID.
 */
export function slipOutcomeOf(
  decision: { status: 'SUCCESS'; amount: number } | { status: 'FAILED'; note: SlipNoteCode },
): SlipOutcome {
  if (decision.status === 'FAILED') return decision
  const amount = exactMinor(decision.amount)
  if (amount === null || amount <= 0) throw new ApiError(400, 'KEY_INVALID')
  return { status: 'SUCCESS', amount }
}

/**
 * Settles a processing slip (admin API, panel). SUCCESS credits the amount to the wallet with a
 * deposit row from the member's bank account, in the same transaction; FAILED moves no money.
 * Unknown → 404 NO_DATA, already settled → 409 KEY_INVALID.
 */
export async function settleSlip(
  prisma: PrismaClient,
  now: Clock,
  id: number,
  outcome: SlipOutcome,
) {
  return inTransaction(prisma, async (tx) => {
    const slip = await tx.slip.findUnique({ where: { id }, include: { member: true } })
    if (!slip) throw new ApiError(404, 'NO_DATA')
    const updatedAt = new Date(now())
    const data =
      outcome.status === 'SUCCESS'
        ? { status: outcome.status, amount: outcome.amount, updatedAt }
        : { status: outcome.status, note: outcome.note, updatedAt }
    const { count } = await tx.slip.updateMany({ where: { id, status: 'processing' }, data })
    if (count !== 1) throw new ApiError(409, 'KEY_INVALID')
    if (outcome.status === 'SUCCESS') {
      const scope = { memberId: slip.memberId, now, requestId: null }
      await depositToWallet(tx, scope, outcome.amount, bankLabel(slip.member))
    }
    return tx.slip.findUniqueOrThrow({
      where: { id },
      include: { member: { select: { username: true } } },
    })
  })
}
