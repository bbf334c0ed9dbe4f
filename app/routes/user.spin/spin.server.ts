// The spin screen's calls (SPEC §7 Spin wheel): the wheel and the coins, the coupons, a spin
// and a claim. A refusal may come as an HTTP error ({ message: CODE }) or as a 200 answer with
// success false and the code in `error`; both end up as one message key.
import { type Coupon, endpoints } from '@member-wallet/contract/schemas'

import { type Backend } from '~/api/api.server'
import { ApiError } from '~/api/client'
import { CHECK_STATEMENT_KEY, isUnanswered } from '~/api/error-message'
import { env } from '~/env.server'
import { sessionOwner } from '~/session.server'
import { openSealed, sealValue } from '~/sessions/sealed-storage.server'
import { PRIZE_SEAL } from '~/sessions/seals'
import { sanitizeOperatorHtml } from '~/utils/sanitize.server'
import {
  couponClaimRef,
  couponKey,
  couponPage,
  prizeHref,
  SPIN_PRIZE_KINDS,
  spinErrorKey,
  type SpinPrize,
  spinPrize,
} from '~/utils/spin'
import { safeColor } from '~/utils/wheel'

/** A sector as the screen draws it; `html` is the operator's description, sanitised. */
export type WheelSlice = {
  code: string
  label: string
  bgColor: string
  textColor: string
  html: string
}

export type CouponRow = {
  id: string
  label: string
  name: string
  amount: number
  bgColor: string
  textColor: string
  expiredAt: string | null
}

function sliceColors(slice: { bgColor: string; textColor: string }) {
  return {
    bgColor: safeColor(slice.bgColor, '#6d28d9'),
    textColor: safeColor(slice.textColor, '#ffffff'),
  }
}

function toCouponRow(coupon: Coupon): CouponRow {
  return {
    id: couponKey(coupon),
    label: coupon.prize.slice.label,
    name: coupon.prize.name,
    amount: coupon.amount,
    ...sliceColors(coupon.prize.slice),
    expiredAt: coupon.expiredAt ?? null,
  }
}

/** The wheel, the coins and one page of coupons; a failed read shows the page without it. */
export async function loadSpinScreen(backend: Backend, askedPage: number) {
  const [setup, coupons] = await Promise.all([
    backend.tryCall(endpoints.spin.setup),
    backend.tryCall(endpoints.spin.coupons),
  ])
  const wheel = setup?.result.activeSpinwheel ?? null
  const paged = couponPage(coupons ?? [], askedPage)
  return {
    failed: setup === null,
    wheel: wheel
      ? {
          name: wheel.name,
          slices: wheel.slice.map((slice): WheelSlice => ({
            code: slice.code,
            label: slice.label,
            ...sliceColors(slice),
            html: slice.htmlDescription.trim()
              ? sanitizeOperatorHtml(slice.htmlDescription).trim()
              : '',
          })),
        }
      : null,
    coins: Math.max(0, setup?.result.userCoin ?? 0),
    coupons: {
      rows: paged.items.map(toCouponRow),
      page: paged.page,
      pages: paged.pages,
      first: paged.first,
      failed: coupons === null,
    },
  }
}

export type SpinWin = { code: string; label: string; remainingCoin: number }
export type SpinOutcome =
  | { result: SpinWin; prizeHref: string; error?: undefined }
  | { error: string; result?: undefined; prizeHref?: undefined }

/** The slice the wheel stopped at, and what it won (see spinPrize). */
export type WonPrize = { code: string; label: string; prize: SpinPrize }
const prizeSeal = () => ({ secrets: env.SESSION_SECRETS, ...PRIZE_SEAL })

/** The prize dialog's address for this win, the prize sealed in it for its owner (prizeHref). */
async function wonPrizeHref({ code, label, prize }: WonPrize, owner: string | null) {
  return prizeHref(await sealValue({ code, label, ...prize, owner }, prizeSeal()))
}

/** What a sealed win says was won; a seal without it (or a coupon without its key) is unknown. */
function sealedPrize(won: Record<string, unknown>): SpinPrize {
  const kind = SPIN_PRIZE_KINDS.find((k) => k === won.kind) ?? 'unknown'
  if (kind !== 'coupon') return { kind }
  return typeof won.couponKey === 'string' && won.couponKey
    ? { kind, couponKey: won.couponKey }
    : { kind: 'unknown' }
}

/**
 * The prize sealed in the dialog's address, or null when there is none, it does not open, or
 * it is another member's win.
 */
export async function wonPrizeOf(request: Request): Promise<WonPrize | null> {
  const won = await openSealed(new URL(request.url).searchParams.get('won'), prizeSeal())
  if (typeof won?.code !== 'string' || typeof won.label !== 'string') return null
  if (typeof won.owner !== 'string' || won.owner !== (await sessionOwner(request))) return null
  return { code: won.code, label: won.label, prize: sealedPrize(won) }
}

/** A spin or claim that got no answer may have gone through: the statement will say. */
function failedSpinKey(error: ApiError): string {
  return isUnanswered(error) ? CHECK_STATEMENT_KEY : spinErrorKey(error.code)
}

/**
 * One spin: what it won, or the key of the message that says why it was refused. The win's
 * address opens for `owner` only (sessionOwner).
 */
export async function spinOnce(backend: Backend, owner: string | null): Promise<SpinOutcome> {
  // what the member holds before and after tells what the spin won (spinPrize)
  const [setup, couponsBefore] = await Promise.all([
    backend.tryCall(endpoints.spin.setup),
    backend.tryCall(endpoints.spin.coupons),
  ])
  try {
    const answer = await backend.call(endpoints.spin.spin, { body: {} })
    if (!answer.success || !answer.result) return { error: spinErrorKey(answer.error) }
    const { code, label } = answer.result
    const prize = spinPrize(answer.result, {
      coinsBefore: setup?.result.userCoin ?? null,
      couponsBefore,
      couponsAfter: await backend.tryCall(endpoints.spin.coupons),
    })
    return { result: answer.result, prizeHref: await wonPrizeHref({ code, label, prize }, owner) }
  } catch (error) {
    if (error instanceof ApiError) return { error: failedSpinKey(error) }
    throw error
  }
}

/**
 * The member's coupon of this key (couponKey), with its description sanitised and the
 * reference the claim call takes; null when it is gone (or the list cannot be read: the claim
 * itself would be refused then too).
 */
export async function findCoupon(backend: Backend, key: string) {
  const coupons = await backend.tryCall(endpoints.spin.coupons)
  const coupon = coupons?.find((c) => couponKey(c) === key)
  if (!coupon) return null
  const html = coupon.prize.slice.htmlDescription
  return {
    ...toCouponRow(coupon),
    html: html.trim() ? sanitizeOperatorHtml(html).trim() : '',
    ref: couponClaimRef(coupon),
  }
}
