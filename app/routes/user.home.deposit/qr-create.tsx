import { Form, Link } from '@remix-run/react'
import { useId, useState } from 'react'

import { formatMoney } from '@member-wallet/contract/rules'
import { messageWithValues } from '@member-wallet/contract/translate'

import { ErrorList } from '~/components/forms'
import { IdempotencyKeyField } from '~/components/idempotency-key'
import { useTranslation } from '~/components/translations'
import {
  canCreateQr,
  chosenChannel,
  depositQuickAmounts,
  recommendedChannel,
  typedAmount,
} from '~/utils/deposit'
import { useHydrated } from '~/utils/use-hydrated'

import { ChannelMark, ChannelName } from './channel-mark'
import { type Channel } from './qr-panel'

/**
 * The amount first (quick amounts, a decimal keypad), then one channel (radio cards, the
 * recommended one marked and chosen), then one button. Without JavaScript it is a plain form:
 * quick amounts are links that reload it filled in, and the server checks the minimum.
 */
export function CreateQr({
  channels,
  prefill,
  error,
  blocked = false,
  idempotencyKey,
}: {
  channels: Channel[]
  prefill: { amount: string; channel: string | null }
  error?: string
  /** Nothing can be sent (an active bonus): the form shows, its controls are off. */
  blocked?: boolean
  idempotencyKey: string
}) {
  const { t } = useTranslation('member')
  const hydrated = useHydrated()
  const id = useId()
  const [amountText, setAmountText] = useState(prefill.amount)
  const [picked, setPicked] = useState(prefill.channel)
  const amount = typedAmount(amountText)
  const recommended = recommendedChannel(channels, amount)
  const chosen = chosenChannel(channels, amount, picked)
  const chosenRules = channels.find((channel) => channel.provider === chosen)?.rules
  const belowMinimum =
    hydrated && Number.isFinite(amount) && chosenRules && !canCreateQr(amount, chosenRules)
  const shownError =
    error ??
    (belowMinimum && chosenRules
      ? messageWithValues('member:deposit.qr.minimum', {
          amount: formatMoney(chosenRules.minimum),
        })
      : undefined)
  const errorId = shownError ? `${id}-error` : undefined
  const lowest = Math.min(...channels.map((channel) => channel.rules.minimum))

  return (
    <Form method="post" className="card stack qr-create" noValidate preventScrollReset>
      <IdempotencyKeyField value={idempotencyKey} />
      <div className="field">
        <label htmlFor={`${id}-amount`} className="step-label">
          <span className="step-number" aria-hidden="true">
            1
          </span>
          {t('deposit.qr.amount')}
        </label>
        <div className="field-control amount-control">
          <input
            id={`${id}-amount`}
            name="amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            enterKeyHint="done"
            placeholder="0.00"
            value={amountText}
            disabled={blocked}
            onChange={(event) => setAmountText(event.target.value)}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={errorId ?? `${id}-hint`}
          />
          <span className="amount-unit" aria-hidden="true">
            ฿
          </span>
        </div>
        <p id={`${id}-hint`} className="field-hint">
          {t('deposit.qr.minimumHint', { amount: formatMoney(lowest) })}
        </p>
        <ErrorList id={errorId} errors={shownError ? [shownError] : null} />
      </div>
      <div className="quick-amounts" role="group" aria-label={t('deposit.qr.quickAmounts')}>
        {depositQuickAmounts(channels).map((quick) => (
          <Link
            key={quick}
            to={`?method=qr&amount=${quick}${chosen ? `&channel=${chosen}` : ''}`}
            replace
            preventScrollReset
            className={amount === quick ? 'chip is-active' : 'chip'}
            aria-current={amount === quick ? 'true' : undefined}
            onClick={(event) => {
              event.preventDefault()
              setAmountText(String(quick))
            }}
          >
            {formatMoney(quick)}
          </Link>
        ))}
      </div>
      <fieldset className="channel-list">
        <legend className="step-label">
          <span className="step-number" aria-hidden="true">
            2
          </span>
          {t('deposit.qr.channel')}
        </legend>
        {channels.map(({ provider, rules }) => {
          const takes = !Number.isFinite(amount) || canCreateQr(amount, rules)
          return (
            <label key={provider} className="channel-option">
              <input
                type="radio"
                name="provider"
                value={provider}
                checked={chosen === provider}
                disabled={blocked || (hydrated && !takes)}
                onChange={() => setPicked(provider)}
              />
              <ChannelMark provider={provider} />
              <span className="channel-text">
                <span className="channel-name">
                  <span>
                    <ChannelName provider={provider} />
                  </span>
                  {provider === recommended ? (
                    <span className="channel-badge">{t('deposit.qr.recommended')}</span>
                  ) : null}
                </span>
                <span className="channel-detail">
                  {t('deposit.qr.from', { amount: formatMoney(rules.minimum) })}
                </span>
              </span>
            </label>
          )
        })}
      </fieldset>
      <button
        type="submit"
        name="intent"
        value="qr-create"
        className="button button-primary button-block"
        disabled={blocked || Boolean(belowMinimum)}
      >
        {t('deposit.qr.create')}
        {hydrated && Number.isFinite(amount) ? ` · ${formatMoney(amount)} ${t('home.baht')}` : null}
      </button>
    </Form>
  )
}
