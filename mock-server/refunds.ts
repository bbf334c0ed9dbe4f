// Cashback (SPEC §2 Refund dialog): the operator accrues it (refundAccrued); the member
// receives it (a refund log, the amount moves to refundBalance) and then adds it to the wallet.
import { type RefundLog as RefundRow } from '@prisma/client'

import { type RefundCheck, type RefundLog } from '@member-wallet/contract/schemas'

import { activeUserBonus } from './bonuses'
import { ApiError } from './http'
import { creditReward, inTransaction, type LedgerScope } from './ledger'
import { fromMinor } from './money'
import { type Db, getSetting } from './settings'

/** The description of the statement row adding cashback to the wallet writes. */
export const REFUND_DESCRIPTION = 'คืนยอดเสีย'

export function toRefundLog(row: RefundRow): RefundLog {
  return {
    _id: String(row.id),
    refundAmount: fromMinor(row.refundAmount),
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * Whether the member can receive cashback now (switched on, some accrued, no active bonus),
 * whether a bonus blocks it, the rules, what is waiting (accrued and received together) and the
 * percentages the add-to-wallet confirm warns of.
 */
export async function refundCheckOf(db: Db, memberId: number): Promise<RefundCheck> {
  const member = await db.member.findUniqueOrThrow({
    where: { id: memberId },
    select: { refundAccrued: true, refundBalance: true },
  })
  const bonus = (await activeUserBonus(db, memberId)) !== null
  const active = await getSetting(db, 'refundActive')
  return {
    result: active && member.refundAccrued > 0 && !bonus,
    bonus,
    info: await getSetting(db, 'refundInfo'),
    refundAmount: fromMinor(member.refundAccrued + member.refundBalance),
    refundSuccess: await getSetting(db, 'refundSuccessPercent'),
    refundFail: await getSetting(db, 'refundFailPercent'),
  }
}

/**
 * The member receives the accrued cashback, in one transaction: a refund log of it, accrued
 * back to 0 (only if it is still what was read) and the received balance raised by as much.
 * Switched off → 400 REFUND_INACTIVE; a bonus active → 400 REFUND_CONDITION; nothing accrued →
 * 400 NO_REFUND.
 */
export async function receiveRefund(scope: LedgerScope): Promise<void> {
  const { memberId } = scope
  await inTransaction(scope.prisma, async (tx) => {
    if (!(await getSetting(tx, 'refundActive'))) throw new ApiError(400, 'REFUND_INACTIVE')
    if (await activeUserBonus(tx, memberId)) throw new ApiError(400, 'REFUND_CONDITION')
    const { refundAccrued } = await tx.member.findUniqueOrThrow({
      where: { id: memberId },
      select: { refundAccrued: true },
    })
    if (refundAccrued <= 0) throw new ApiError(400, 'NO_REFUND')
    const { count } = await tx.member.updateMany({
      where: { id: memberId, refundAccrued },
      data: { refundAccrued: 0, refundBalance: { increment: refundAccrued } },
    })
    if (count !== 1) throw new ApiError(400, 'NO_REFUND')
    await tx.refundLog.create({
      data: { memberId, refundAmount: refundAccrued, createdAt: new Date(scope.now()) },
    })
  })
}

/**
 * The received cashback into the wallet, in one transaction: the received balance goes to 0
 * (only if it is still what was read) and into the wallet with a bonus row from 'refund'.
 * Nothing received → 400 REFUND_MINIMUM.
 */
export async function refundToWallet(scope: LedgerScope): Promise<void> {
  const { memberId } = scope
  await inTransaction(scope.prisma, async (tx) => {
    const { refundBalance } = await tx.member.findUniqueOrThrow({
      where: { id: memberId },
      select: { refundBalance: true },
    })
    if (refundBalance <= 0) throw new ApiError(400, 'REFUND_MINIMUM')
    const { count } = await tx.member.updateMany({
      where: { id: memberId, refundBalance },
      data: { refundBalance: 0 },
    })
    if (count !== 1) throw new ApiError(400, 'REFUND_MINIMUM')
    await creditReward(tx, scope, 'refund', refundBalance, REFUND_DESCRIPTION)
  })
}
