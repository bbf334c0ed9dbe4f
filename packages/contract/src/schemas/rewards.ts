import * as z from 'zod'

import { endpoint, IsoDate, MessageResponse, Money, Unshown } from './common'
import { PageRequest } from './wallet'

/** A slide of a banner carousel: a picture, some operator HTML, or both. */
export const Banner = z.object({ image: z.string(), html: z.string() })
export type Banner = z.infer<typeof Banner>

export const BONUS_TYPES = ['limit', 'day', 'week'] as const
export type BonusType = (typeof BONUS_TYPES)[number]

export const UserBonus = z.object({
  _id: z.string(),
  isActive: z.boolean(),
  /** One entry per time the member received the bonus. */
  received: z.array(z.object({ updatedAt: IsoDate })),
})
export type UserBonus = z.infer<typeof UserBonus>

/**
 * A bonus the member may receive: `limit` counts every time received, `day` those of today,
 * `week` those of this week (Asia/Bangkok); at maxReceived it cannot be received again.
 */
export const Bonus = z.object({
  code: z.string(),
  /** Not in SPEC §3; a backend without it leaves the card to its banner. */
  name: z.string().optional(),
  type: z.enum(BONUS_TYPES),
  maxReceived: z.number().int(),
  /** Fills %percentFail% in the notice text. */
  percentFail: z.number(),
  banners: z.array(Banner),
  userBonus: UserBonus.nullable(),
})
export type Bonus = z.infer<typeof Bonus>

export const ActiveBonus = z.object({
  status: z.boolean(),
  type: z.enum(BONUS_TYPES).nullable(),
})
export type ActiveBonus = z.infer<typeof ActiveBonus>

/**
 * The mock's answer to GET /api/bonus/check/minimum, which SPEC §7 defines and does not show:
 * whether the member's money (wallet and games together) is now below the threshold under
 * which the active bonus can be ended, and that threshold in baht. The app reads each field
 * only when it is there (app/utils/bonus.ts, ADR 013).
 */
export const BonusMinimum = z.object({ status: z.boolean(), minimum: Money })
export type BonusMinimum = z.infer<typeof BonusMinimum>

/** SPEC §3 Promotion: percentFail, description. The code is the one the member looked up. */
export const Promotion = z.object({
  code: z.string().optional(),
  description: z.string(),
  percentFail: z.number(),
})
export type Promotion = z.infer<typeof Promotion>

/** "Returns a promotion or empty" (§7): `{}`, null or "" when the code finds none. */
export const PromotionLookup = z.union([Promotion, z.object({}).strict(), z.null(), z.literal('')])

export const InviteRecord = z.object({
  /** Not in SPEC §3. */
  _id: z.string().optional(),
  from: z.object({ name: z.string() }),
  amount: Money,
  createdAt: IsoDate,
})
export type InviteRecord = z.infer<typeof InviteRecord>

/** SPEC §3 lists only `invites`: without a total the app pages on while pages come back full. */
export const InvitePage = z.object({
  invites: z.array(InviteRecord),
  total: z.number().int().optional(),
})

export const RefundLog = z.object({
  /** Not in SPEC §3. */
  _id: z.string().optional(),
  refundAmount: Money,
  createdAt: IsoDate,
})
export type RefundLog = z.infer<typeof RefundLog>

export const RefundPage = z.object({
  refunds: z.array(RefundLog),
  total: z.number().int().optional(),
})

/**
 * Whether cashback can be received now (`result`), whether a bonus is active (`bonus`, which
 * blocks it), the operator's rule text (`info`, HTML), the amount waiting, and the success and
 * failure percentages the add-to-wallet confirm warns of.
 */
export const RefundCheck = z.object({
  result: z.boolean(),
  bonus: z.boolean(),
  info: z.string(),
  refundAmount: Money,
  refundSuccess: z.number(),
  refundFail: z.number(),
})
export type RefundCheck = z.infer<typeof RefundCheck>

const get = <R extends z.ZodType>(path: string, response: R) =>
  endpoint({ method: 'GET', path, body: null, response, auth: true })

const page = <R extends z.ZodType>(path: string, response: R) =>
  endpoint({ method: 'POST', path, body: PageRequest, response, auth: true })

export const rewardEndpoints = {
  bonuses: get('/api/bonus', z.array(Bonus)),
  activateBonus: get('/api/bonus/activate/:code', UserBonus),
  activeBonus: get('/api/bonus/check/active', ActiveBonus),
  /** Defined by SPEC §7 without an answer: the mock's is BonusMinimum; the app reads it leniently. */
  bonusMinimum: get('/api/bonus/check/minimum', Unshown),
  /** Answers { message: 'BONUS_CLEAR' }; BONUS_CONDITION while the threshold is not met. */
  clearBonus: get('/api/bonus/clear', MessageResponse),
  currentPromotion: get('/api/promotion/current', Unshown),
  findPromotion: get('/api/promotion/find/:code', PromotionLookup),
  activatePromotion: get('/api/promotion/activate/:code', Unshown),
  invites: page('/api/invite', InvitePage),
  inviteBonus: get('/api/invite/bonus', Unshown),
  inviteBanners: get('/api/invite/banners', z.array(Banner)),
  refunds: page('/api/refund', RefundPage),
  refundCheck: get('/api/refund/check', RefundCheck),
  receiveRefund: get('/api/refund/receive', MessageResponse),
  refundToWallet: get('/api/refund/addWallet', Unshown),
  refundBanners: get('/api/refund/banners', z.array(Banner)),
}
