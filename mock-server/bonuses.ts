// Bonuses (SPEC §2 Bonus, §4 Bonus card, §9 bonus rules): the offered bonuses with the
// member's own record of each, receiving one (one active at a time, at most maxReceived in a
// period), ending it once the member's money is below the bonusClearBelow threshold (which
// clears every game balance), and deposits held back while one is active.
import {
  type Bonus as BonusRow,
  type BonusReceipt,
  type Prisma,
  type UserBonus as UserBonusRow,
} from '@prisma/client'

import {
  type Bonus,
  BONUS_TYPES,
  type BonusMinimum,
  type BonusType,
  type UserBonus,
} from '@member-wallet/contract/schemas'

import { parseBanners, toBanners } from './banners'
import { receivedInPeriod } from './bonus-period'
import { ApiError } from './http'
import { clearGameBalances, creditReward, inTransaction, type LedgerScope } from './ledger'
import { toMinor } from './money'
import { type Db, getSetting } from './settings'

export type UserBonusWithReceipts = UserBonusRow & { receipts: BonusReceipt[] }

/** A user bonus's receipts, oldest first. */
export const withReceipts = {
  receipts: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.UserBonusInclude

/** A bonus code as a path gives it: codes are upper case, the input may be any case. */
export function bonusCodeOf(input: string): string {
  return input.trim().toUpperCase()
}

/** The stored type; the seed and the admin write only the contract's types. */
export function bonusTypeOf(row: Pick<BonusRow, 'code' | 'type'>): BonusType {
  const type = BONUS_TYPES.find((t) => t === row.type)
  if (!type) throw new Error(`Bonus ${row.code} has an unknown type "${row.type}"`)
  return type
}

export function toUserBonus(row: UserBonusWithReceipts): UserBonus {
  return {
    _id: String(row.id),
    isActive: row.isActive,
    received: row.receipts.map((receipt) => ({ updatedAt: receipt.createdAt.toISOString() })),
  }
}

export function toBonus(
  row: BonusRow,
  userBonus: UserBonusWithReceipts | null,
  publicUrl: string,
): Bonus {
  return {
    code: row.code,
    name: row.name,
    type: bonusTypeOf(row),
    maxReceived: row.maxReceived,
    percentFail: row.percentFail,
    banners: toBanners(parseBanners(row.banners), publicUrl),
    userBonus: userBonus ? toUserBonus(userBonus) : null,
  }
}

/** The offered bonuses in the operator's order, each with the member's record of it or null. */
export async function bonusesOf(db: Db, memberId: number, publicUrl: string): Promise<Bonus[]> {
  const bonuses = await db.bonus.findMany({
    where: { isActive: true },
    include: { userBonuses: { where: { memberId }, include: withReceipts } },
    orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }],
  })
  return bonuses.map(({ userBonuses, ...bonus }) =>
    toBonus(bonus, userBonuses[0] ?? null, publicUrl),
  )
}

/** The member's active bonus (at most one), with the bonus. */
export async function activeUserBonus(db: Db, memberId: number) {
  return db.userBonus.findFirst({ where: { memberId, isActive: true }, include: { bonus: true } })
}

/** Deposits wait until the active bonus is ended (SPEC §9): 400 BONUS_REMAINING. */
export async function checkNoBonusRemaining(db: Db, memberId: number): Promise<void> {
  if (await activeUserBonus(db, memberId)) throw new ApiError(400, 'BONUS_REMAINING')
}

/** The member's wallet and every game balance together, in minor units. */
export async function totalBalance(db: Db, memberId: number): Promise<number> {
  const { walletBalance } = await db.member.findUniqueOrThrow({
    where: { id: memberId },
    select: { walletBalance: true },
  })
  const { _sum } = await db.gameAccount.aggregate({
    where: { memberId },
    _sum: { balance: true },
  })
  return walletBalance + (_sum.balance ?? 0)
}

/** Whether the member's money is below the threshold under which a bonus can be ended. */
export async function isBelowClearThreshold(db: Db, memberId: number): Promise<boolean> {
  return (await clearThreshold(db, memberId)).status
}

/** The threshold under which a bonus can be ended (baht), and whether the money is below it. */
export async function clearThreshold(db: Db, memberId: number): Promise<BonusMinimum> {
  const minimum = await getSetting(db, 'bonusClearBelow')
  return { status: (await totalBalance(db, memberId)) < toMinor(minimum), minimum }
}

/**
 * Makes a bonus the member's active one (their record of it is made if they have none), inside
 * the caller's transaction, which has checked that no other bonus is active.
 */
export async function startBonus(tx: Db, memberId: number, bonusCode: string, at: Date) {
  return tx.userBonus.upsert({
    where: { memberId_bonusCode: { memberId, bonusCode } },
    create: { memberId, bonusCode, isActive: true, createdAt: at, updatedAt: at },
    update: { isActive: true, updatedAt: at },
  })
}

/**
 * The member receives a bonus, in one transaction: it becomes their active bonus, a receipt is
 * written and its amount goes into the wallet with a bonus row. Unknown or switched off →
 * 404 NO_DATA; a bonus already active (this one or another) → 409 BONUS_ALREADY_ACTIVE;
 * maxReceived reached in the period → 409 BONUS_MAX_CLAIMED.
 */
export async function activateBonus(
  scope: LedgerScope,
  code: string,
): Promise<UserBonusWithReceipts> {
  const { memberId } = scope
  return inTransaction(scope.prisma, async (tx) => {
    const bonus = code ? await tx.bonus.findUnique({ where: { code } }) : null
    if (!bonus || !bonus.isActive) throw new ApiError(404, 'NO_DATA')
    if (await activeUserBonus(tx, memberId)) throw new ApiError(409, 'BONUS_ALREADY_ACTIVE')
    const where = { memberId_bonusCode: { memberId, bonusCode: bonus.code } }
    const existing = await tx.userBonus.findUnique({ where, include: withReceipts })
    const now = scope.now()
    const receipts = existing?.receipts.map((receipt) => receipt.createdAt.getTime()) ?? []
    if (receivedInPeriod(bonusTypeOf(bonus), receipts, now) >= bonus.maxReceived) {
      throw new ApiError(409, 'BONUS_MAX_CLAIMED')
    }
    const at = new Date(now)
    const userBonus = await startBonus(tx, memberId, bonus.code, at)
    await tx.bonusReceipt.create({ data: { userBonusId: userBonus.id, createdAt: at } })
    if (bonus.amount > 0) await creditReward(tx, scope, 'bonus', bonus.amount, bonus.name)
    return tx.userBonus.findUniqueOrThrow({ where: { id: userBonus.id }, include: withReceipts })
  })
}

/**
 * The member ends their active bonus, in one transaction: it is no longer active and every
 * game balance is cleared (a finish_bonus row). No active bonus → 400 NO_DATA; the wallet and
 * game balances together at or above bonusClearBelow → 400 BONUS_CONDITION.
 */
export async function clearBonus(scope: LedgerScope): Promise<void> {
  const { memberId } = scope
  await inTransaction(scope.prisma, async (tx) => {
    const active = await activeUserBonus(tx, memberId)
    if (!active) throw new ApiError(400, 'NO_DATA')
    if (!(await isBelowClearThreshold(tx, memberId))) throw new ApiError(400, 'BONUS_CONDITION')
    const { count } = await tx.userBonus.updateMany({
      where: { id: active.id, isActive: true },
      data: { isActive: false, updatedAt: new Date(scope.now()) },
    })
    if (count !== 1) throw new ApiError(400, 'NO_DATA')
    await clearGameBalances(tx, scope, active.bonus.name)
  })
}
