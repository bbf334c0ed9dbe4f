// The prize wheel (SPEC §2 Spin, §4 Spin): the running wheel, spinning it for a coin, the
// coupons its credit and bonus slices win, and claiming them into the wallet. Coins come from
// deposits (the ledger) and from the wheel's own coin slices.
import {
  type Bonus as BonusRow,
  type SpinCoupon as CouponRow,
  type SpinSlice as SliceRow,
} from '@prisma/client'

import {
  type Coupon,
  type CouponRef,
  type Slice,
  type SpinSetup,
} from '@member-wallet/contract/schemas'

import { activeUserBonus, startBonus } from './bonuses'
import { ApiError } from './http'
import { creditReward, inTransaction, type LedgerScope } from './ledger'
import { exactMinor, fromMinor } from './money'
import { type Db } from './settings'
import { pickSlice, type SpinOutcomes } from './spin-random'

/**
 * What a slice wins: `credit` a coupon of its amount (minor units), `coins` its amount of
 * spins at once, `bonus` a coupon that starts its bonusCode's bonus and credits the bonus's
 * amount, `nothing` nothing.
 */
export const SLICE_KINDS = ['credit', 'coins', 'bonus', 'nothing'] as const
export type SliceKind = (typeof SLICE_KINDS)[number]

export const COUPON_STATUSES = ['claimable', 'claimed'] as const
export type CouponStatus = (typeof COUPON_STATUSES)[number]

/** A coupon can be claimed for seven days after the spin that won it. */
export const COUPON_TTL_MS = 7 * 24 * 60 * 60_000

/** How a coupon whose slice the operator deleted is drawn: grey, with the prize's name. */
const GONE_SLICE_COLORS = { bgColor: '#6b7280', textColor: '#ffffff' }

/** The stored kind; the seed and the admin write only SLICE_KINDS. */
export function sliceKindOf(row: Pick<SliceRow, 'code' | 'kind'>): SliceKind {
  const kind = SLICE_KINDS.find((k) => k === row.kind)
  if (!kind) throw new Error(`Spin slice ${row.code} has an unknown kind "${row.kind}"`)
  return kind
}

export function toSlice(row: SliceRow): Slice {
  return {
    code: row.code,
    label: row.label,
    bgColor: row.bgColor,
    textColor: row.textColor,
    htmlDescription: row.htmlDescription,
  }
}

/**
 * The name of the prize a coupon pays: the credit in words, or the bonus's name (the slice's
 * label for anything else).
 */
export function prizeNameOf(
  slice: Pick<SliceRow, 'kind' | 'label' | 'amount'>,
  bonus: Pick<BonusRow, 'name'> | null,
): string {
  if (slice.kind === 'credit') return `เครดิตฟรี ${fromMinor(slice.amount)} บาท`
  if (slice.kind === 'bonus' && bonus) return bonus.name
  return slice.label
}

/**
 * The wheel members spin: the first one switched on that has a slice that can win (a weight
 * above 0), with its slices in order; null when there is none.
 */
export async function activeWheel(db: Db) {
  const wheels = await db.spinWheel.findMany({
    where: { isActive: true },
    include: { slices: { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] } },
    orderBy: { id: 'asc' },
  })
  return wheels.find((wheel) => wheel.slices.some((slice) => slice.weight > 0)) ?? null
}

export async function spinSetup(db: Db, memberId: number): Promise<SpinSetup> {
  const [wheel, { coin }] = await Promise.all([
    activeWheel(db),
    db.member.findUniqueOrThrow({ where: { id: memberId }, select: { coin: true } }),
  ])
  return {
    result: {
      activeSpinwheel: wheel ? { name: wheel.name, slice: wheel.slices.map(toSlice) } : null,
      userCoin: coin,
    },
  }
}

export type SpinOutcome = { code: string; label: string; remainingCoin: number }

/** What a slice wins, inside the spin's transaction: coins at once, or a coupon. */
async function award(tx: Db, scope: LedgerScope, slice: SliceRow): Promise<void> {
  const kind = sliceKindOf(slice)
  if (kind === 'nothing') return
  if (kind === 'coins') {
    if (slice.amount > 0) {
      await tx.member.update({
        where: { id: scope.memberId },
        data: { coin: { increment: slice.amount } },
      })
    }
    return
  }
  const bonus =
    kind === 'bonus' && slice.bonusCode
      ? await tx.bonus.findUnique({ where: { code: slice.bonusCode } })
      : null
  const createdAt = new Date(scope.now())
  await tx.spinCoupon.create({
    data: {
      memberId: scope.memberId,
      sliceCode: slice.code,
      prizeName: prizeNameOf(slice, bonus),
      amount: kind === 'credit' ? slice.amount : (bonus?.amount ?? 0),
      status: 'claimable' satisfies CouponStatus,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + COUPON_TTL_MS),
    },
  })
}

/**
 * The member spins the running wheel, in one transaction: a coin is taken only if they still
 * have one (so spins at once never spend more coins than there are), the slice is the next
 * forced one if the admin queued one on this wheel, else a weighted draw, and its prize is
 * awarded. No running wheel → 400 NO_ACTIVE_SPINWHEEL; no coin → 400 NO_COIN.
 */
export async function spinWheel(scope: LedgerScope, outcomes: SpinOutcomes): Promise<SpinOutcome> {
  const { memberId } = scope
  // taken once, kept over retries of the transaction, put back if the spin fails
  let forced: string | undefined
  try {
    return await inTransaction(scope.prisma, async (tx) => {
      const wheel = await activeWheel(tx)
      if (!wheel) throw new ApiError(400, 'NO_ACTIVE_SPINWHEEL')
      const { count } = await tx.member.updateMany({
        where: { id: memberId, coin: { gte: 1 } },
        data: { coin: { decrement: 1 } },
      })
      if (count !== 1) throw new ApiError(400, 'NO_COIN')
      forced ??= outcomes.takeForced()
      const slice =
        wheel.slices.find((s) => s.code === forced) ?? pickSlice(wheel.slices, outcomes.draw())
      await award(tx, scope, slice)
      const { coin } = await tx.member.findUniqueOrThrow({
        where: { id: memberId },
        select: { coin: true },
      })
      return { code: slice.code, label: slice.label, remainingCoin: coin }
    })
  } catch (error) {
    if (forced !== undefined) outcomes.putBack(forced)
    throw error
  }
}

export function toCoupon(row: CouponRow, slice: SliceRow | undefined): Coupon {
  return {
    _id: String(row.id),
    prize: {
      name: row.prizeName,
      slice: slice
        ? toSlice(slice)
        : { code: row.sliceCode, label: row.prizeName, htmlDescription: '', ...GONE_SLICE_COLORS },
    },
    amount: fromMinor(row.amount),
    createdAt: row.createdAt.toISOString(),
    expiredAt: row.expiresAt.toISOString(),
  }
}

/** The member's coupons that can still be claimed, newest first. */
export async function couponsOf(db: Db, memberId: number, now: number): Promise<Coupon[]> {
  const rows = await db.spinCoupon.findMany({
    where: {
      memberId,
      status: 'claimable' satisfies CouponStatus,
      expiresAt: { gt: new Date(now) },
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  })
  const slices = await db.spinSlice.findMany({
    where: { code: { in: [...new Set(rows.map((row) => row.sliceCode))] } },
  })
  const byCode = new Map(slices.map((slice) => [slice.code, slice]))
  return rows.map((row) => toCoupon(row, byCode.get(row.sliceCode)))
}

/** A coupon's _id as the member sent it, or null when it cannot be one. */
function couponIdOf(input: string): number | null {
  return /^[1-9]\d{0,14}$/.test(input) ? Number(input) : null
}

/**
 * The coupon a claim names (ADR 013): by its _id, or, named as listed (prize and amount, for
 * a client of a backend that lists no _id), the first claimable one of the member alike in
 * slice and amount, in the list's order.
 */
async function claimedCoupon(tx: Db, scope: LedgerScope, ref: CouponRef) {
  const byId = (input: string) => {
    const id = couponIdOf(input)
    return id === null ? null : tx.spinCoupon.findUnique({ where: { id } })
  }
  if (typeof ref === 'string') return byId(ref)
  if (ref._id !== undefined) return byId(ref._id)
  const amount = exactMinor(ref.amount)
  if (amount === null) return null
  return tx.spinCoupon.findFirst({
    where: {
      memberId: scope.memberId,
      sliceCode: ref.prize.slice.code,
      amount,
      status: 'claimable' satisfies CouponStatus,
      expiresAt: { gt: new Date(scope.now()) },
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  })
}

/**
 * The member claims a coupon, in one transaction: it turns claimed only if it still is
 * claimable (so claims at once pay once), its amount goes into the wallet with a bonus row from
 * 'luckydraw' (the slice's label as description), and a bonus coupon makes its bonus the
 * member's active one. Unknown or another member's → 404 INVALID_CODE; claimed →
 * 409 NO_CLAIMABLE_COUPON; expired → 400 COUPON_EXPIRED; its slice (or its slice's bonus) gone
 * → 400 INVALID_PRIZE_CODE; a slice that wins no coupon → 400 INVALID_COUPON_TYPE; a bonus
 * active → 400 BONUS_REMAINING.
 */
export async function claimCoupon(scope: LedgerScope, ref: CouponRef): Promise<void> {
  const { memberId } = scope
  await inTransaction(scope.prisma, async (tx) => {
    const coupon = await claimedCoupon(tx, scope, ref)
    if (!coupon || coupon.memberId !== memberId) throw new ApiError(404, 'INVALID_CODE')
    if (coupon.status !== 'claimable') throw new ApiError(409, 'NO_CLAIMABLE_COUPON')
    if (coupon.expiresAt.getTime() <= scope.now()) throw new ApiError(400, 'COUPON_EXPIRED')
    const slice = await tx.spinSlice.findUnique({ where: { code: coupon.sliceCode } })
    if (!slice) throw new ApiError(400, 'INVALID_PRIZE_CODE')
    const kind = sliceKindOf(slice)
    if (kind !== 'credit' && kind !== 'bonus') throw new ApiError(400, 'INVALID_COUPON_TYPE')
    if (await activeUserBonus(tx, memberId)) throw new ApiError(400, 'BONUS_REMAINING')
    const bonus =
      kind === 'bonus' && slice.bonusCode
        ? await tx.bonus.findUnique({ where: { code: slice.bonusCode } })
        : null
    if (kind === 'bonus' && !bonus?.isActive) throw new ApiError(400, 'INVALID_PRIZE_CODE')
    const at = new Date(scope.now())
    const { count } = await tx.spinCoupon.updateMany({
      where: { id: coupon.id, status: 'claimable' satisfies CouponStatus },
      data: { status: 'claimed' satisfies CouponStatus, claimedAt: at },
    })
    if (count !== 1) throw new ApiError(409, 'NO_CLAIMABLE_COUPON')
    if (bonus) await startBonus(tx, memberId, bonus.code, at)
    if (coupon.amount > 0) await creditReward(tx, scope, 'luckydraw', coupon.amount, slice.label)
  })
}
