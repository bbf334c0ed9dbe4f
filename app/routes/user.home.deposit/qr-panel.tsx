import { Form, Link, useFetcher, useNavigate } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'

import { type QrRules } from '@member-wallet/contract/deposit'
import { formatMoney } from '@member-wallet/contract/rules'
import { type QrProvider } from '@member-wallet/contract/schemas'

import { Icon } from '~/components/icon'
import { useTranslation } from '~/components/translations'
import {
  countdownAnnouncement,
  formatCountdown,
  QR_WATCH_INTERVAL_MS,
  type QrWatchOutcome,
  secondsLeft,
  watchSearch,
} from '~/utils/deposit'
import { canShareFile, saveFile } from '~/utils/image-file.client'
import { useHydrated } from '~/utils/use-hydrated'

import { ChannelMark, ChannelName, Glyph } from './channel-mark'
import { CreateQr } from './qr-create'
import { qrPng } from './qr-image.client'
import { type DepositActionData } from './route'

type LiveQr = { qrcodeId: string; markup: string; amount: number; expireIn: string }

export type Channel = { provider: QrProvider; rules: QrRules; live: LiveQr | null }

/** What became of the QR the page watched, once it is gone and not paid (paid: its result). */
export type WatchedOutcome = {
  outcome: Exclude<QrWatchOutcome, 'live' | 'replaced' | 'paid'>
  provider: QrProvider
  amount: number
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

/**
 * Asks the watch route every few seconds whether the QR is still open; once it is not (paid,
 * expired, closed elsewhere) or the time is up, the dialog loads its "check payment" address,
 * which says what happened.
 */
function useQrWatch(qrcodeId: string, search: string, expired: boolean) {
  const watch = useFetcher<{ outcome: QrWatchOutcome }>({ key: `quiet:qr-watch-${qrcodeId}` })
  const navigate = useNavigate()
  const outcome = watch.data?.outcome
  const settled = expired || (outcome !== undefined && outcome !== 'live')
  useEffect(() => {
    if (settled) return
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible')
        watch.load(`/user/home/deposit/qr-state?${search}`)
    }, QR_WATCH_INTERVAL_MS)
    return () => clearInterval(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, settled])
  useEffect(() => {
    if (settled) navigate(`?${search}`, { replace: true, preventScrollReset: true })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled])
}

/** Save to the phone's photos, and share to the bank app where the browser can. */
function QrImageActions({
  picture,
  provider,
  amount,
}: {
  picture: React.RefObject<HTMLDivElement | null>
  provider: QrProvider
  amount: number
}) {
  const { t } = useTranslation('member')
  const [file, setFile] = useState<File | null>(null)
  const [failed, setFailed] = useState(false)
  const caption: [string, string] = [
    t(`deposit.channels.${provider}`),
    `${formatMoney(amount)} ${t('home.baht')}`,
  ]
  useEffect(() => {
    if (!picture.current) return
    qrPng(picture.current, caption).then(
      (png) => setFile(new File([png], `qr-${provider}-${amount}.png`, { type: 'image/png' })),
      () => setFailed(true),
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, amount])
  if (failed) return null
  const shareable = file !== null && canShareFile(file)
  return (
    <div className="qr-image-actions">
      <button
        type="button"
        className="button button-ghost"
        disabled={!file}
        onClick={() => file && saveFile(file)}
      >
        <Glyph name="save" />
        {t('deposit.qr.save')}
      </button>
      {shareable ? (
        <button
          type="button"
          className="button button-ghost"
          onClick={() => {
            navigator.share({ files: [file], title: caption.join(' · ') }).catch(() => {
              // the player closed the share sheet: nothing to say
            })
          }}
        >
          <Glyph name="share" />
          {t('deposit.qr.share')}
        </button>
      ) : null}
    </div>
  )
}

function LiveQrView({ channel, qr, now }: { channel: Channel; qr: LiveQr; now: number }) {
  const { t } = useTranslation('member')
  const hydrated = useHydrated()
  const seconds = useSecondsLeft(qr.expireIn, now)
  const expired = seconds <= 0
  const search = watchSearch({ provider: channel.provider, ...qr }, now)
  useQrWatch(qr.qrcodeId, search, expired)
  const picture = useRef<HTMLDivElement>(null)
  const name = t(`deposit.channels.${channel.provider}`)

  const announcement = countdownAnnouncement(seconds)
  const spoken =
    announcement.kind === 'expired'
      ? t('deposit.qr.expired')
      : t(
          announcement.kind === 'minutes'
            ? 'deposit.qr.announceMinutes'
            : 'deposit.qr.announceSeconds',
          { provider: name, count: announcement.count },
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
        <div className="qr-live stack-sm">
          <p className="amount-large">
            {formatMoney(qr.amount)} <span className="currency">{t('home.baht')}</span>
          </p>
          <div
            ref={picture}
            className="qr-code"
            role="img"
            aria-label={t('deposit.qr.imageLabel', { provider: name })}
            dangerouslySetInnerHTML={{ __html: qr.markup }}
          />
          <p className="qr-countdown" role="timer" aria-live="off">
            {t('deposit.qr.payWithin')} <strong>{formatCountdown(seconds)}</strong>
          </p>
          <p className="qr-waiting">
            <span className="qr-waiting-dot" aria-hidden="true" />
            {t('deposit.qr.waiting')}
          </p>
          {hydrated ? (
            <QrImageActions picture={picture} provider={channel.provider} amount={qr.amount} />
          ) : (
            <Link to={`?${search}`} replace preventScrollReset className="button button-ghost">
              <Icon name="refresh" size={18} />
              {t('deposit.qr.check')}
            </Link>
          )}
          <p className="field-hint">{t('deposit.qr.galleryHint')}</p>
          <p className="field-hint">{t('deposit.qr.once')}</p>
          <div className="button-row">
            <Form method="post" noValidate preventScrollReset>
              <input type="hidden" name="qrcodeId" value={qr.qrcodeId} />
              <button type="submit" name="intent" value="qr-cancel" className="button button-ghost">
                {t('deposit.qr.cancel')}
              </button>
            </Form>
            <Form method="post" noValidate preventScrollReset>
              <input type="hidden" name="qrcodeId" value={qr.qrcodeId} />
              <input type="hidden" name="provider" value={channel.provider} />
              <input type="hidden" name="amount" value={qr.amount} />
              <button
                type="submit"
                name="intent"
                value="qr-confirm"
                className="button button-primary"
              >
                {t('deposit.qr.confirm')}
              </button>
            </Form>
          </div>
        </div>
      )}
    </>
  )
}

/** What happened to the QR the dialog showed: expired, or closed. */
function QrOutcome({ watched }: { watched: WatchedOutcome }) {
  const { t } = useTranslation('member')
  const amount = formatMoney(watched.amount)
  return (
    <section className="card qr-outcome stack-sm" role="status">
      <h3 className="card-title">
        {t(watched.outcome === 'expired' ? 'deposit.qr.expiredTitle' : 'deposit.qr.closedTitle')}
      </h3>
      <p className="muted">
        {watched.outcome === 'expired'
          ? t('deposit.qr.expiredText', { amount })
          : t('deposit.qr.closedText', { amount })}
      </p>
      {watched.outcome === 'closed' ? (
        <Link to="/user/statement" className="button button-ghost">
          {t('deposit.qr.seeStatement')}
        </Link>
      ) : null}
    </section>
  )
}

/**
 * The QR tab: what became of the last QR, then the live QR (at most one a provider), or the
 * amount-first form when there is none.
 */
export function QrDeposit({
  channels,
  now,
  prefill,
  watched,
  actionData,
  blocked = false,
  idempotencyKey,
}: {
  channels: Channel[]
  now: number
  prefill: { amount: string; channel: string | null }
  watched: WatchedOutcome | null
  actionData?: DepositActionData
  /** No QR can be made (an active bonus): the form shows, its controls are off. */
  blocked?: boolean
  idempotencyKey: string
}) {
  const { t } = useTranslation('member')
  const live = channels.filter((channel) => channel.live)
  return (
    <div className="stack">
      {watched ? <QrOutcome watched={watched} /> : null}
      {live.map((channel) => (
        <section
          key={channel.provider}
          id={`qr-${channel.provider}`}
          className="card stack-sm"
          aria-labelledby={`qr-title-${channel.provider}`}
        >
          <h3 id={`qr-title-${channel.provider}`} className="card-title channel-title">
            <ChannelMark provider={channel.provider} />
            <ChannelName provider={channel.provider} />
          </h3>
          {channel.live ? <LiveQrView channel={channel} qr={channel.live} now={now} /> : null}
        </section>
      ))}
      {live.length === 0 ? (
        <>
          <p className="field-hint">{t('deposit.qr.intro')}</p>
          <CreateQr
            channels={channels}
            prefill={
              actionData?.intent === 'qr-create'
                ? { amount: actionData.amount ?? '', channel: actionData.provider ?? null }
                : prefill
            }
            error={actionData?.intent === 'qr-create' ? actionData.error : undefined}
            blocked={blocked}
            idempotencyKey={idempotencyKey}
          />
        </>
      ) : null}
    </div>
  )
}
