import { formatMoney } from '@member-wallet/contract/rules'

import type { Party, Receipt } from '~/receipt.server'

import { useTranslation } from './translations'

function usePartyName() {
  const { t } = useTranslation('member')
  return (party: Party) =>
    party.account === 'game' ? party.name : t(`receipt.party.${party.account}`)
}

/**
 * What a finished money action did, as the server read it: the amount, from → to, what came
 * back from games first (withdraw), and the balances after. The receipt dialog shows it, and
 * the game dialog after Play's transfer.
 */
export function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('member')
  const partyName = usePartyName()
  const baht = (amount: number) => t('receipt.amount', { amount: formatMoney(amount) })
  const balance = (amount: number | null) =>
    amount === null ? t('receipt.balanceUnknown') : baht(amount)
  return (
    <div className="receipt">
      <p className="receipt-amount">
        {receipt.amount === null ? t('receipt.amountInStatement') : baht(receipt.amount)}
      </p>
      <p className="receipt-route">
        <span className="visually-hidden">{t('receipt.from')} </span>
        <span>{partyName(receipt.from)}</span>
        <span aria-hidden="true">→</span>
        <span className="visually-hidden"> {t('receipt.to')} </span>
        <span>{partyName(receipt.to)}</span>
      </p>
      <dl className="details">
        {receipt.fromGames ? (
          <div className="detail-row">
            <dt>{t('receipt.fromGames')}</dt>
            <dd>{baht(receipt.fromGames)}</dd>
          </div>
        ) : null}
        <div className="detail-row">
          <dt>{t('receipt.walletAfter')}</dt>
          <dd>{balance(receipt.walletAfter)}</dd>
        </div>
        {receipt.game ? (
          <div className="detail-row">
            <dt>{t('receipt.gameAfter', { name: receipt.game.name })}</dt>
            <dd>{baht(receipt.game.amount)}</dd>
          </div>
        ) : null}
      </dl>
      {receipt.kind === 'withdraw' ? <p className="muted">{t('receipt.withdrawPending')}</p> : null}
    </div>
  )
}
