// Form schemas for transfers and withdrawals (SPEC §5). Messages are translation keys.
import { z } from 'zod'

import { type WithdrawLimits } from '~/api/contract'
import { formatMoney } from '~/api/rules'
import { messageWithValues } from '~/utils/translate'

export const TRANSFER_MINIMUM = 1

/** A baht amount typed in a form: a number with at most two decimals. */
export const moneyAmount = z.coerce
  .number({ error: 'validation.amount' })
  .finite('validation.amount')
  .refine(
    (value) => Number.isInteger(Number((value * 100).toPrecision(15))),
    'validation.amountDecimals',
  )

const account = z
  .string({ error: 'member:transfer.selectAccount' })
  .trim()
  .min(1, 'member:transfer.selectAccount')
  .max(30)

export const TransferForm = z
  .object({
    from: account,
    to: account,
    amount: moneyAmount.min(
      TRANSFER_MINIMUM,
      messageWithValues('member:transfer.minimum', { amount: TRANSFER_MINIMUM }),
    ),
  })
  .refine((form) => form.from !== form.to, { message: 'member:transfer.sameAccount', path: ['to'] })

export const TransferAllForm = z.object({ to: account })

export function withdrawForm(limits: WithdrawLimits) {
  return z.object({
    amount: moneyAmount
      .min(
        limits.withdrawMin,
        messageWithValues('member:withdraw.min', { amount: formatMoney(limits.withdrawMin) }),
      )
      .max(
        limits.withdrawMax,
        messageWithValues('member:withdraw.max', { amount: formatMoney(limits.withdrawMax) }),
      ),
  })
}

export const BankNameForm = z.object({
  bankAccountName: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(100, 'validation.tooLong')
    .regex(/^[A-Za-z ]*$/, 'validation.englishName')
    .transform((name) => name.toUpperCase()),
})
