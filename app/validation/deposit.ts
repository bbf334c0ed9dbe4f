// Form schemas of the deposit dialog (SPEC §5 QR amount, True Wallet link). Messages are
// translation keys.
import * as z from 'zod'

import { type QrRules } from '@member-wallet/contract/deposit'
import { formatMoney } from '@member-wallet/contract/rules'
import { QR_PROVIDERS } from '@member-wallet/contract/schemas'
import { messageWithValues } from '@member-wallet/contract/translate'

import { moneyAmount } from './wallet'

export const QrProviderField = z.enum(QR_PROVIDERS)

export function qrCreateForm(rules: QrRules) {
  return z.object({
    provider: QrProviderField,
    amount: moneyAmount((amount) =>
      amount.min(
        rules.minimum,
        messageWithValues('member:deposit.qr.minimum', { amount: formatMoney(rules.minimum) }),
      ),
    ),
  })
}

export const QrCancelForm = z.object({ qrcodeId: z.string().trim().min(1).max(100) })

/** "I have paid": the QR the player says they paid, as the panel showed it. */
export const QrPaidForm = QrCancelForm.extend({
  provider: QrProviderField,
  amount: z.coerce.number().positive().max(10_000_000),
})

export const TrueLinkForm = z.object({
  link: z
    .string({ error: 'member:deposit.trueWallet.linkRequired' })
    .trim()
    .min(1, 'member:deposit.trueWallet.linkRequired')
    .max(500, 'validation.tooLong')
    .regex(/^https:\/\//i, 'member:deposit.trueWallet.linkInvalid'),
  walletAccountName: z.string().trim().min(1).max(200),
})
