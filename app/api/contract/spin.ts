import { z } from 'zod'

import { endpoint, IsoDate, Money } from './common'

/** A sector of the prize wheel. */
export const Slice = z.object({
  code: z.string(),
  label: z.string(),
  bgColor: z.string(),
  textColor: z.string(),
  /** Operator HTML shown in the claim dialog; may be empty. */
  htmlDescription: z.string(),
})
export type Slice = z.infer<typeof Slice>

export const SpinSetup = z.object({
  result: z.object({
    activeSpinwheel: z.object({ name: z.string(), slice: z.array(Slice) }).nullable(),
    userCoin: z.number().int(),
  }),
})
export type SpinSetup = z.infer<typeof SpinSetup>

/** `success` false carries a spin error code in `error` (a backend may also answer 4xx). */
export const SpinResult = z.object({
  success: z.boolean(),
  result: z
    .object({ code: z.string(), label: z.string(), remainingCoin: z.number().int() })
    .nullable(),
  error: z.string().nullable(),
})
export type SpinResult = z.infer<typeof SpinResult>

/** A prize won on the wheel, to be claimed. */
export const Coupon = z.object({
  _id: z.string(),
  prize: z.object({ name: z.string(), slice: Slice }),
  amount: Money,
  createdAt: IsoDate,
  expiredAt: IsoDate.nullable(),
})
export type Coupon = z.infer<typeof Coupon>

export const CouponClaimRequest = z.object({ coupon: z.string().trim().min(1).max(100) })

/** `success` false carries a coupon error code in `error` (a backend may also answer 4xx). */
export const ClaimResult = z.object({ success: z.boolean(), error: z.string().nullable() })

export const spinEndpoints = {
  setup: endpoint({
    method: 'GET',
    path: '/api/spinwheel/setup',
    body: null,
    response: SpinSetup,
    auth: true,
  }),
  active: endpoint({
    method: 'GET',
    path: '/api/spinwheel/active',
    body: null,
    response: z.object({ status: z.boolean() }),
    auth: true,
  }),
  /** SPEC §7 leaves the body open: the mock takes none. */
  spin: endpoint({
    method: 'POST',
    path: '/api/spinwheel/spin',
    body: z.object({}),
    response: SpinResult,
    auth: true,
  }),
  coupons: endpoint({
    method: 'GET',
    path: '/api/spinwheel/coupon',
    body: null,
    response: z.array(Coupon),
    auth: true,
  }),
  claim: endpoint({
    method: 'POST',
    path: '/api/spinwheel/coupon/claim',
    body: CouponClaimRequest,
    response: ClaimResult,
    auth: true,
  }),
}

/** Spin refusals of the mock (SPEC §8 does not list them): no coins left, no wheel running. */
export const SPIN_ERROR_CODES = ['NO_COIN', 'NO_ACTIVE_SPINWHEEL'] as const
