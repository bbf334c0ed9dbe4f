// The spin screen's rules (SPEC §2 Spin, §4 Spin, §5 Spin click, §8 Spin coupon, §9): when a
// press may spin, which text explains a refusal, how the coupons are paged, where the prize
// dialog lives, and the debounce the claim button and the resize handler share.
import { type Coupon, type CouponRef, SPIN_ERROR_CODES } from '@member-wallet/contract/schemas'

import { messageKeyOf } from '~/api/error-message'

export const SPIN_SCREEN = '/user/spin'
export const PRIZE_DIALOG = `${SPIN_SCREEN}/prize`
export const COUPON_PAGE_PARAM = 'couponPage'
/**
 * The spin's fetcher: the turning wheel is its own progress, so no loading overlay covers it
 * (a quiet key, see components/loading-overlay.tsx).
 */
export const SPIN_FETCHER_KEY = 'quiet:spin-wheel'

/** SPEC §9. */
export const COUPON_PAGE_SIZE = 3
export const CLAIM_DEBOUNCE_MS = 500
export const RESIZE_DEBOUNCE_MS = 500

/** SPEC §4: a spin blocks new spins until the wheel has reset. */
export type SpinState = 'idle' | 'spinning' | 'result'

/** SPEC §5: a press is ignored while the wheel turns or when no coin is left. */
export function canSpin(state: SpinState, coins: number): boolean {
  return state === 'idle' && coins > 0
}

/**
 * The message key for a refused spin or claim (SPEC §8): the spin refusals the catalogue does
 * not know are in the spin namespace, the rest come from the error catalogue (or raw).
 */
export function spinErrorKey(code: string | null | undefined): string {
  const known = code?.trim() || 'INTERNAL_SERVER_ERROR'
  if ((SPIN_ERROR_CODES as readonly string[]).includes(known)) return `spin:errors.${known}`
  return messageKeyOf(known)
}

/** One page of the coupon table; a page past the end shows the last one. */
export function couponPage<T>(
  coupons: readonly T[],
  asked: number,
  size = COUPON_PAGE_SIZE,
): { items: T[]; page: number; pages: number; first: number } {
  const pages = Math.max(1, Math.ceil(coupons.length / size))
  const page = Math.min(Math.max(1, Math.floor(asked) || 1), pages)
  const first = (page - 1) * size
  return { items: coupons.slice(first, first + size), page, pages, first }
}

/**
 * A coupon's name in the claim dialog's address: its `_id`, or without one (SPEC §3 lists
 * none) its slice code and amount. Coupons alike in both are the same prize, so claiming the
 * first of them is claiming the one the member chose.
 */
export function couponKey(coupon: Pick<Coupon, '_id' | 'prize' | 'amount'>): string {
  return coupon._id ?? `${coupon.prize.slice.code}~${coupon.amount}`
}

/** The coupon as the claim call names it (ADR 013): its `_id`, else the coupon as listed. */
export function couponClaimRef(coupon: Pick<Coupon, '_id' | 'prize' | 'amount'>): CouponRef {
  if (coupon._id) return coupon._id
  const { name, slice } = coupon.prize
  return { prize: { name, slice: { code: slice.code } }, amount: coupon.amount }
}

/**
 * What a spin won, as the prize dialog tells it: a coupon to claim (by its couponKey), coins
 * to spin again with, nothing, or, when what the member held could not be read, unknown.
 */
export type SpinPrize =
  | { kind: 'coupon'; couponKey: string }
  | { kind: 'coins' }
  | { kind: 'nothing' }
  | { kind: 'unknown' }

export type SpinPrizeKind = SpinPrize['kind']
export const SPIN_PRIZE_KINDS: readonly SpinPrizeKind[] = ['coupon', 'coins', 'nothing', 'unknown']

type ListedCoupon = Pick<Coupon, '_id' | 'prize' | 'amount'>

/** What the member held around a spin, each null when it could not be read. */
export type PrizeEvidence = {
  coinsBefore: number | null
  couponsBefore: readonly ListedCoupon[] | null
  couponsAfter: readonly ListedCoupon[] | null
}

/**
 * What a spin won. SPEC gives the spin's answer only the slice's code and label, and no slice
 * field says "no prize" (the seeded one is labelled "ขอบคุณ", thank you). What SPEC does
 * promise is where a prize goes: a money or bonus prize becomes a coupon to claim (§2, §3
 * coupon: prize {name, slice}, amount), and coins go to the member's coin count (the spin
 * answer's remainingCoin, setup's userCoin). So the prize is told by what changed:
 * - a coupon of the won slice that was not listed before the spin is the prize to claim;
 * - otherwise, coins left at or above the coins before (the spin's coin came back, or more)
 *   are a coin prize;
 * - otherwise nothing was won;
 * - and when a list or the coins could not be read, the prize is unknown (the dialog then
 *   names where the wheel stopped, and neither congratulates nor says "no prize").
 */
export function spinPrize(
  won: { code: string; remainingCoin: number },
  { coinsBefore, couponsBefore, couponsAfter }: PrizeEvidence,
): SpinPrize {
  if (couponsBefore === null || couponsAfter === null) return { kind: 'unknown' }
  const ofSlice = (coupons: readonly ListedCoupon[]) =>
    coupons.filter((coupon) => coupon.prize.slice.code === won.code).map(couponKey)
  // keys may repeat (coupons alike without an _id): count them off one by one
  const before = ofSlice(couponsBefore)
  const added = ofSlice(couponsAfter).filter((key) => {
    const at = before.indexOf(key)
    if (at < 0) return true
    before.splice(at, 1)
    return false
  })
  if (added[0] !== undefined) return { kind: 'coupon', couponKey: added[0] }
  if (coinsBefore === null) return { kind: 'unknown' }
  return won.remainingCoin >= coinsBefore ? { kind: 'coins' } : { kind: 'nothing' }
}

/**
 * The prize dialog's address for a won slice (it works without JavaScript too): the win is
 * sealed by the server, so the address bar cannot make the dialog announce another prize.
 */
export function prizeHref(sealedWin: string): string {
  return `${PRIZE_DIALOG}?${new URLSearchParams({ won: sealedWin }).toString()}`
}

/** The spin screen, keeping the coupon page the member was on. */
export function spinScreenHref(page: number): string {
  return page > 1 ? `${SPIN_SCREEN}?${COUPON_PAGE_PARAM}=${page}` : SPIN_SCREEN
}

export type Debounced<A extends unknown[]> = ((...args: A) => void) & { cancel: () => void }

/**
 * Calls `fn` once calls have stopped for `waitMs`, with the last call's arguments: a double
 * tap on the claim button sends one claim, a burst of resize events sets the wheel up once.
 */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      fn(...args)
    }, waitMs)
  }
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  return debounced
}
