// Form schemas for transfers and withdrawals (SPEC §5). Messages are translation keys.
import * as z from 'zod'

import { formatMoney } from '@member-wallet/contract/rules'
import { MAX_AMOUNT, type WithdrawLimits } from '@member-wallet/contract/schemas'
import { messageWithValues } from '@member-wallet/contract/translate'

import { TRANSFER_MINIMUM } from '~/utils/money-moves'

/**
 * A number as a number field sends it (HTML's floating-point number): digits, a point and an
 * exponent, nothing that Number() would take besides, such as 0x10, 0b11, 0o17 or +5.
 */
const DECIMAL_NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/

/**
 * A baht amount typed in a form: a decimal number with at most two decimals, no more than any
 * request may carry, within the bounds `limits` puts on it (`.min()`, `.max()` with their
 * messages).
 */
export function moneyAmount(
  limits: (amount: z.ZodCoercedNumber<string>) => z.ZodCoercedNumber<string> = (amount) => amount,
) {
  const amount = z.coerce
    .number<string>({ error: 'validation.amount' })
    .finite('validation.amount')
    .max(MAX_AMOUNT, 'validation.amount')
    .refine(
      (value) => Number.isInteger(Number((value * 100).toPrecision(15))),
      'validation.amountDecimals',
    )
  return z
    .string({ error: 'validation.amount' })
    .trim()
    .regex(DECIMAL_NUMBER, 'validation.amount')
    .pipe(limits(amount))
}

const account = z
  .string({ error: 'member:transfer.selectAccount' })
  .trim()
  .min(1, 'member:transfer.selectAccount')
  .max(30, 'validation.tooLong')

export const TransferForm = z
  .object({
    from: account,
    to: account,
    amount: moneyAmount((amount) =>
      amount.min(
        TRANSFER_MINIMUM,
        messageWithValues('member:transfer.minimum', { amount: TRANSFER_MINIMUM }),
      ),
    ),
  })
  .refine((form) => form.from !== form.to, { message: 'member:transfer.sameAccount', path: ['to'] })

export const TransferAllForm = z.object({ to: account })

export function withdrawForm(limits: WithdrawLimits) {
  return z.object({
    amount: moneyAmount((amount) =>
      amount
        .min(
          limits.withdrawMin,
          messageWithValues('member:withdraw.min', { amount: formatMoney(limits.withdrawMin) }),
        )
        .max(
          limits.withdrawMax,
          messageWithValues('member:withdraw.max', { amount: formatMoney(limits.withdrawMax) }),
        ),
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
