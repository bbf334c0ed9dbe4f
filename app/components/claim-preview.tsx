// What a claim moves, before the player confirms it (issue 35): the amount coming into the
// main wallet and the wallet after; the receipt then shows what happened.
import { formatMoney } from '@member-wallet/contract/rules'

import { sumMoney } from '~/utils/money-moves'

import { useTranslation } from './translations'

export function ClaimPreview({ amount, wallet }: { amount: number; wallet: number | null }) {
  const { t } = useTranslation('member')
  const baht = (value: number) => t('receipt.amount', { amount: formatMoney(value) })
  return (
    <dl className="details withdraw-review">
      <div className="detail-row withdraw-review-amount">
        <dt>{t('claim.youReceive')}</dt>
        <dd>{baht(amount)}</dd>
      </div>
      {wallet === null ? null : (
        <div className="detail-row">
          <dt>{t('claim.walletAfter')}</dt>
          <dd>{baht(sumMoney(wallet, amount))}</dd>
        </div>
      )}
    </dl>
  )
}
