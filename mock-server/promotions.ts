// Promotion codes (SPEC §2 Bonus, §7 Bonus, promotion): looking one up, using it (once per
// member, never beside an active bonus) and the member's latest one.
import { type Promotion as PromotionRow } from '@prisma/client'

import { type Promotion } from '@member-wallet/contract/schemas'

import { activeUserBonus } from './bonuses'
import { ApiError } from './http'
import { creditReward, inTransaction, type LedgerScope } from './ledger'
import { isUniqueViolation } from './members'
import { type Db } from './settings'

/** The longest promotion code a member can type. */
export const PROMOTION_CODE_MAX = 30

/**
 * A promotion code as the member typed it: blanks around it dropped, upper case. Blank →
 * 400 KEY_MISSING, longer than PROMOTION_CODE_MAX → 400 KEY_INVALID.
 */
export function promotionCodeOf(input: string): string {
  const code = input.trim().toUpperCase()
  if (!code) throw new ApiError(400, 'KEY_MISSING')
  if (code.length > PROMOTION_CODE_MAX) throw new ApiError(400, 'KEY_INVALID')
  return code
}

export function toPromotion(row: PromotionRow): Promotion {
  return { code: row.code, description: row.description, percentFail: row.percentFail }
}

/** An offered promotion by code, or null when there is none or it is switched off. */
export async function findPromotion(db: Db, code: string): Promise<PromotionRow | null> {
  const promotion = await db.promotion.findUnique({ where: { code } })
  return promotion?.isActive ? promotion : null
}

/**
 * The member uses a promotion code, in one transaction: the use is recorded and the amount
 * goes into the wallet with a bonus row from 'promotion'. Unknown or switched off →
 * 404 NO_PROMOTION; used before by this member → 409 PROMOTION_RECEIVED (the unique use
 * decides between two requests at once); a bonus active → 409 BONUS_ALREADY_ACTIVE.
 */
export async function activatePromotion(scope: LedgerScope, code: string): Promise<void> {
  const { memberId } = scope
  try {
    await inTransaction(scope.prisma, async (tx) => {
      const promotion = await findPromotion(tx, code)
      if (!promotion) throw new ApiError(404, 'NO_PROMOTION')
      const where = { memberId_promotionCode: { memberId, promotionCode: promotion.code } }
      if (await tx.promotionUse.findUnique({ where })) {
        throw new ApiError(409, 'PROMOTION_RECEIVED')
      }
      if (await activeUserBonus(tx, memberId)) throw new ApiError(409, 'BONUS_ALREADY_ACTIVE')
      await tx.promotionUse.create({
        data: { memberId, promotionCode: promotion.code, createdAt: new Date(scope.now()) },
      })
      if (promotion.amount > 0) {
        await creditReward(tx, scope, 'promotion', promotion.amount, promotion.description)
      }
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'PROMOTION_RECEIVED')
    throw error
  }
}

/** The promotion the member used last, or null. */
export async function currentPromotion(db: Db, memberId: number): Promise<Promotion | null> {
  const use = await db.promotionUse.findFirst({
    where: { memberId },
    include: { promotion: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  })
  return use ? toPromotion(use.promotion) : null
}
