// Idempotency keys (issue 35): every form that moves money carries a key of its own, and the
// app sends it with the call that moves the money. A backend that honours it does the work once
// per key and answers a repeat with the first answer, so a double tap or a resend after a lost
// answer never moves money twice (README, "Pointing the app at the real backend").
import * as z from 'zod'

import { endpoints } from './schemas'

export { IDEMPOTENCY_FIELD, IDEMPOTENCY_HEADER, REPLAYED_HEADER } from './idempotency-field'

/** A UUID as the app makes them, or any other opaque key of 16 to 64 safe characters. */
export const IdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/)

/** The calls that move money or credit rewards: the ones the key is sent with. */
export const IDEMPOTENT_ENDPOINTS = [
  endpoints.wallet.add,
  endpoints.wallet.transfer,
  endpoints.wallet.transferAll,
  endpoints.wallet.withdraw,
  endpoints.wallet.withdrawAll,
  endpoints.deposit.qrCreate,
  endpoints.deposit.trueLink,
  endpoints.deposit.slip,
  endpoints.rewards.refundToWallet,
  endpoints.rewards.receiveRefund,
  endpoints.rewards.inviteBonus,
  endpoints.rewards.activateBonus,
  endpoints.rewards.activatePromotion,
  endpoints.spin.claim,
] as const
