import { Form, Link } from '@remix-run/react'
import { useRef } from 'react'

import { formatMoney } from '@member-wallet/contract/rules'

import type { Party, Receipt } from '~/receipt.server'
import { type Move, type ResultState } from '~/utils/money-moves'
import { resultLinks } from '~/utils/result-sheet'

import { ErrorAlert } from './error-alert'
import { Icon, type IconName } from './icon'
import { ResultImageActions } from './result-image'
import { useTranslation } from './translations'

function usePartyName() {
  const { t } = useTranslation('member')
  return (party: Party) =>
    party.account === 'game' ? party.name : t(`receipt.party.${party.account}`)
}

const STATE_ICONS: Record<ResultState, IconName> = {
  success: 'check',
  pending: 'clock',
  failed: 'close',
  unknown: 'question',
}

/** What the sheet says happened, for the title: the kind's own words when it went through. */
export function useResultTitle() {
  const { t } = useTranslation('member')
  return ({ kind, state }: Pick<Receipt, 'kind' | 'state'>) => {
    if (state === 'failed') return t('result.failedTitle', { event: t(`result.event.${kind}`) })
    if (state === 'unknown') return t('result.unknownTitle', { event: t(`result.event.${kind}`) })
    return t(`receipt.title.${kind}`)
  }
}

/**
 * What a money move did, as the server read it: the amount, from → to, what came back from
 * games first (withdraw), the balances after, and, on a result sheet, when and its reference.
 * The result sheet shows it, and the game dialog after Play's transfer.
 */
export function ReceiptDetails({
  receipt,
  when,
  reference,
}: {
  receipt: Move
  when?: string
  reference?: string
}) {
  const { t } = useTranslation('member')
  const partyName = usePartyName()
  const baht = (amount: number) => t('receipt.amount', { amount: formatMoney(amount) })
  const balance = (amount: number | null) =>
    amount === null ? t('receipt.balanceUnknown') : baht(amount)
  const pendingDeposit = ['slip', 'trueLink'].includes(receipt.kind)
  return (
    <div className="receipt">
      <p className="receipt-amount">
        {receipt.amount !== null
          ? baht(receipt.amount)
          : pendingDeposit
            ? t('result.amountWhenChecked')
            : t('receipt.amountInStatement')}
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
        {when ? (
          <div className="detail-row">
            <dt>{t('result.when')}</dt>
            <dd>{when}</dd>
          </div>
        ) : null}
        {reference ? (
          <div className="detail-row">
            <dt>{t('result.reference')}</dt>
            <dd className="result-reference">{reference}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  )
}

/** What the state means for the player's money, in one line under the details. */
function StateNote({ receipt, withdrawMinutes }: { receipt: Receipt; withdrawMinutes: number }) {
  const { t } = useTranslation('member')
  if (receipt.state === 'failed') {
    return (
      <ErrorAlert message={receipt.failure}>
        <p>{t('result.nothingMoved')}</p>
      </ErrorAlert>
    )
  }
  if (receipt.state === 'unknown') {
    return <p className="alert alert-warning">{t('result.unknownNote')}</p>
  }
  if (receipt.state === 'pending') {
    return (
      <p className="alert alert-info">
        {receipt.kind === 'withdraw'
          ? t('result.expected.withdraw', { minutes: withdrawMinutes })
          : t('result.expected.deposit')}
      </p>
    )
  }
  return null
}

export type ResultSheetData = Receipt & { back: string; when: string; withdrawMinutes: number }

/**
 * The result sheet's body: the state (icon and word), the move and its balances, when, the
 * reference, what the state means, and the picture of it to save or share.
 */
export function ResultSheet({ sheet, title }: { sheet: ResultSheetData; title: string }) {
  const { t } = useTranslation('member')
  const picture = useRef<HTMLDivElement>(null)
  return (
    <div className={`stack receipt-dialog result-${sheet.state}`} ref={picture}>
      <span className="receipt-icon" aria-hidden="true">
        <Icon name={STATE_ICONS[sheet.state]} size={32} />
      </span>
      <p className="result-state">{t(`result.state.${sheet.state}`)}</p>
      <ReceiptDetails receipt={sheet} when={sheet.when} reference={sheet.reference} />
      <StateNote receipt={sheet} withdrawMinutes={sheet.withdrawMinutes} />
      {sheet.retry ? (
        <Form method="post" action={sheet.retry.action} className="stack result-retry">
          {Object.entries(sheet.retry.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="button button-ghost button-block">
            {t('result.sendAgain')}
          </button>
          <p className="muted">{t('result.sendAgainNote')}</p>
        </Form>
      ) : null}
      <ResultImageActions picture={picture} title={title} sheet={sheet} />
    </div>
  )
}

/** The sheet's way out and its next action. */
export function ResultFooter({ sheet }: { sheet: ResultSheetData }) {
  const { t } = useTranslation('member')
  const { next, other } = resultLinks(sheet)
  return (
    <div className="button-row">
      <Link to={other.to} className="button button-ghost" preventScrollReset>
        {t(other.label)}
      </Link>
      <Link to={next.to} className="button button-primary" preventScrollReset>
        {t(next.label)}
      </Link>
    </div>
  )
}
