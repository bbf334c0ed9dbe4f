// Form schema of the bonus screen (SPEC §5 Promotion code). Messages are translation keys.
import * as z from 'zod'

export const PROMOTION_CODE_MAX = 30

/** A promotion code: required, and upper case before it is looked up or received. */
export const promotionCode = z
  .string({ error: 'bonus:promotion.codeRequired' })
  .trim()
  .min(1, 'bonus:promotion.codeRequired')
  .max(PROMOTION_CODE_MAX, 'validation.tooLong')
  .transform((code) => code.toUpperCase())

/** The search form (a GET form: ?code=…) and the receive form carry the same field. */
export const PromotionCodeForm = z.object({ code: promotionCode })
