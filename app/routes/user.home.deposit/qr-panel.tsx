import { Form, Link, useRevalidator } from '@remix-run/react'
import { useEffect, useId, useRef, useState } from 'react'

import { type Bank, type QrProvider } from '~/api/contract'
import { formatMoney } from '~/api/rules'
import { ErrorList } from '~/components/forms'
import { useTranslation } from '~/components/translations'
import {
  canCreateQr,
  countdownAnnouncement,
  formatCountdown,
  type QrRules,
  secondsLeft,
} from '~/utils/deposit'
import { useHydrated } from '~/utils/use-hydrated'

import { type DepositActionData } from './route'

type LiveQr = { qrcodeId: string; markup: string; amount: number; expireIn: string }

type Panel = {
  provider: QrProvider
  name: Pick<Bank, 'nameTH'> & { nameEN?: string }
  rules: QrRules
  live: LiveQr | null
}

/** Seconds to expireIn by the server's clock, ticking every second (SPEC §9). */
function useSecondsLeft(expireIn: string, serverNow: number): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(expireIn, serverNow))
  const offset = useRef<number | null>(null)
  useEffect(() => {
    offset.current ??= serverNow - Date.now()
    const tick = () => setSeconds(secondsLeft(expireIn, Date.now() + (offset.current ?? 0)))
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [expireIn, serverNow])
  return seconds
}

function ProviderName({ name }: { name: Panel['name'] }) {
  const { i18n } = useTranslation()
  return <>{i18n.language === 'th' || !name.nameEN ? name.nameTH : name.nameEN}</>
}

function LiveQrView({ panel, qr, now }: { panel: Panel; qr: LiveQr; now: number }) {
  const { t } = useTranslation('member')
  const revalidator = useRevalidator()
  const hydrated = useHydrated()
  const seconds = useSecondsLeft(qr.expireIn, now)
  const expired = seconds <= 0

  useEffect(() => {
    // at 00:00 the QR is gone: ask again, so the panel offers a new one
    if (expired && revalidator.state === 'idle') revalidator.revalidate()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expired])

  const announcement = countdownAnnouncement(seconds)
  const spoken =
    announcement.kind === 'expired'
      ? t('deposit.qr.expired')
      : t(
          announcement.kind === 'minutes'
            ? 'deposit.qr.announceMinutes'
            : 'deposit.qr.announceSeconds',
          { provider: panel.provider, count: announcement.count },
        )

  return (
    <>
      {/* what a screen reader hears: changes only each minute, at 30 and 10 s and at the end;
          empty in the server's HTML, so the first text is news to the live region and is read */}
      <p className="visually-hidden" role="status">
        {hydrated ? spoken : null}
      </p>
      {expired ? (
        <p className="muted">{t('deposit.qr.expired')}</p>
      ) : (
        <LiveQrCode panel={panel} qr={qr} seconds={seconds} />
      )}
    </>
  )
}

function LiveQrCode({ panel, qr, seconds }: { panel: Panel; qr: LiveQr; seconds: number }) {
  const { t } = useTranslation('member')
  return (
    <div className="qr-live stack-sm">
      <div
        className="qr-code"
        role="img"
        aria-label={t('deposit.qr.imageLabel', { provider: panel.provider })}
        dangerouslySetInnerHTML={{ __html: qr.markup }}
      />
      <p className="amount-large">
        {formatMoney(qr.amount)} <span className="currency">{t('home.baht')}</span>
      </p>
      <p className="qr-countdown" role="timer" aria-live="off">
        {t('deposit.qr.payWithin')} <strong>{formatCountdown(seconds)}</strong>
      </p>
      <p className="field-hint">{t('deposit.qr.once')}</p>
      <div className="button-row">
        <Form noValidate method="post" preventScrollReset>
          <input type="hidden" name="qrcodeId" value={qr.qrcodeId} />
          <button type="submit" name="intent" value="qr-cancel" className="button button-ghost">
            {t('deposit.qr.cancel')}
          </button>
        </Form>
        <Form noValidate method="post" preventScrollReset>
          <button type="submit" name="intent" value="qr-confirm" className="button button-primary">
            {t('deposit.qr.confirm')}
          </button>
        </Form>
      </div>
    </div>
  )
}

function CreateQr({
  panel,
  initialAmount,
  error,
}: {
  panel: Panel
  initialAmount: string
  error?: string
}) {
  const { t } = useTranslation('member')
  const hydrated = useHydrated()
  const inputId = useId()
  const [amount, setAmount] = useState(initialAmount)
  const { rules, provider } = panel
  const blocked = hydrated && !canCreateQr(Number(amount || Number.NaN), rules)
  const errorId = error ? `${inputId}-error` : undefined

  return (
    <Form noValidate method="post" className="stack-sm" preventScrollReset>
      <input type="hidden" name="provider" value={provider} />
      <div className="quick-amounts" role="group" aria-label={t('deposit.qr.quickAmounts')}>
        {rules.quickAmounts.map((quick) => (
          <Link
            key={quick}
            to={`?method=qr&qr=${provider}&amount=${quick}#qr-${provider}`}
            replace
            preventScrollReset
            className={Number(amount) === quick ? 'chip is-active' : 'chip'}
            onClick={(event) => {
              event.preventDefault()
              setAmount(String(quick))
            }}
          >
            {formatMoney(quick)}
          </Link>
        ))}
      </div>
      <div className="field">
        <label htmlFor={inputId}>{t('deposit.qr.amount')}</label>
        <div className="field-control">
          <input
            id={inputId}
            name="amount"
            type="number"
            inputMode="decimal"
            step="0.01"
            min={rules.minimum}
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
          />
        </div>
        <p className="field-hint">
          {t('deposit.qr.minimumHint', { amount: formatMoney(rules.minimum) })}
        </p>
        <ErrorList id={errorId} errors={error ? [error] : null} />
      </div>
      <button
        type="submit"
        name="intent"
        value="qr-create"
        className="button button-primary button-block"
        disabled={blocked}
      >
        {t('deposit.qr.create')}
      </button>
    </Form>
  )
}

export function QrPanels({
  panels,
  now,
  prefill,
  actionData,
}: {
  panels: Panel[]
  now: number
  prefill: { provider: string; amount: string } | null
  actionData?: DepositActionData
}) {
  const { t } = useTranslation('member')
  return (
    <div className="stack">
      <p className="field-hint">{t('deposit.qr.intro')}</p>
      {panels.map((panel) => (
        <section
          key={panel.provider}
          id={`qr-${panel.provider}`}
          className="card stack-sm"
          aria-labelledby={`qr-title-${panel.provider}`}
        >
          <h3 id={`qr-title-${panel.provider}`} className="card-title">
            <span className="provider-badge">{panel.provider}</span>{' '}
            <ProviderName name={panel.name} />
          </h3>
          {panel.live ? (
            <LiveQrView panel={panel} qr={panel.live} now={now} />
          ) : (
            <CreateQr
              // a new prefill (a quick amount chosen without JavaScript) starts the form again
              key={prefill?.provider === panel.provider ? prefill.amount : 'empty'}
              panel={panel}
              initialAmount={prefill?.provider === panel.provider ? prefill.amount : ''}
              error={
                actionData?.intent === 'qr-create' && actionData.provider === panel.provider
                  ? actionData.error
                  : undefined
              }
            />
          )}
        </section>
      ))}
    </div>
  )
}
