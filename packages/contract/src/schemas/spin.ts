import * as z from 'zod'

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

/** A prize won on the wheel, to be claimed. SPEC §3 lists prize {name, slice} and amount. */
export const Coupon = z.object({
  _id: z.string().optional(),
  prize: z.object({ name: z.string(), slice: Slice }),
  amount: Money,
  createdAt: IsoDate.optional(),
  expiredAt: IsoDate.nullish(),
})
export type Coupon = z.infer<typeof Coupon>

/**
 * SPEC §7 `{coupon}` names the coupon without saying how (ADR 013): its `_id` where the
 * backend gave one, else the coupon as the backend listed it (prize and amount).
 */
export const CouponRef = z.union([
  z.string().trim().min(1).max(100),
  z.object({
    _id: z.string().trim().min(1).max(100).optional(),
    prize: z.object({
      name: z.string().max(200),
      slice: z.object({ code: z.string().trim().min(1).max(100) }),
    }),
    amount: Money,
  }),
])
export type CouponRef = z.infer<typeof CouponRef>

export const CouponClaimRequest = z.object({ coupon: CouponRef })

/**
 * "Reports success or error" (§4), read as the spin's `{success, error}`: `success` false
 * carries a coupon error code in `error`; a 2xx without `success` counts as claimed.
 */
export const ClaimResult = z.object({
  success: z.boolean().optional(),
  error: z.string().nullish(),
})

/** The answer is not shown (§7): read as `{status}`, like the active-bonus check, or a bare boolean. */
export const SpinActive = z.union([
  z.object({ status: z.boolean() }),
  z.boolean().transform((status) => ({ status })),
])

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
    response: SpinActive,
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
