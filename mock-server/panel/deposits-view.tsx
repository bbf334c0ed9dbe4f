// The deposits page's HTML: slips waiting to be read (with their images), withdrawals waiting
// to be paid, live QR codes, and the last ones settled of each kind.
import { type QrCode, type Slip, type Statement } from '@prisma/client'
import { type ReactNode } from 'react'

import { SLIP_NOTE_CODES } from '@member-wallet/contract/errors'

import { formatBaht, TimeOf } from './format'
import {
  ButtonForm,
  DoneNotice,
  fieldProps,
  FormError,
  PageError,
  type Refusal,
  valueOf,
} from './forms'
import { type PanelKey, type PanelLang, type Translate } from './i18n'
import { memberHref } from './members-view'

type WithMember = { member: { username: string; name: string } }
export type SlipItem = Slip & WithMember
export type WithdrawalItem = Statement & WithMember
export type QrItem = QrCode & WithMember

/** What waits for the operator, and the last ones settled. */
export type Queue<T> = { pending: T[]; recent: T[] }

export type DepositsView = {
  t: Translate
  lang: PanelLang
  slips: Queue<SlipItem>
  withdrawals: Queue<WithdrawalItem>
  qrCodes: Queue<QrItem>
  /** A slip image's signed address. */
  slipUrl: (fileName: string) => string
  done: unknown
  refused?: Refusal
}

const STATUS_KEYS: Record<string, PanelKey> = {
  processing: 'statusProcessing',
  PENDING: 'statusPending',
  SUCCESS: 'statusSuccess',
  FAILED: 'statusFailed',
  LIVE: 'statusLive',
  PAID: 'statusPaid',
  CANCELLED: 'statusCancelled',
  EXPIRED: 'statusExpired',
}

function Status({ t, status }: { t: Translate; status: string }) {
  const key = STATUS_KEYS[status]
  return (
    <span className={`op-status op-status-${status.toLowerCase()}`}>{key ? t(key) : status}</span>
  )
}

/** A slip note code with its label: "Slip expired (EXPIRED_SLIP)". */
export function noteLabel(t: Translate, code: string): string {
  const known = SLIP_NOTE_CODES.find((c) => c === code)
  return known ? `${t(`note_${known}`)} (${known})` : code
}

function MemberLink({ item }: { item: WithMember }) {
  return (
    <span>
      <a href={memberHref(item.member.username)}>{item.member.username}</a>{' '}
      <span className="op-muted">{item.member.name}</span>
    </span>
  )
}

function Section({
  id,
  title,
  count,
  children,
}: {
  id: string
  title: string
  count: number
  children: ReactNode
}) {
  return (
    <section className="op-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {title} <span className="op-pill">{count}</span>
      </h2>
      {children}
    </section>
  )
}

/** The queue's waiting items as a list, or the words saying there are none. */
function Pending<T>({
  items,
  none,
  t,
  children,
}: {
  items: T[]
  none: PanelKey
  t: Translate
  children: (item: T) => ReactNode
}) {
  if (items.length === 0) return <p className="op-empty">{t(none)}</p>
  return <ul className="op-items">{items.map(children)}</ul>
}

function RecentTable({
  title,
  head,
  rows,
}: {
  title: string
  head: string[]
  rows: ReactNode[][]
}) {
  if (rows.length === 0) return null
  return (
    <>
      <h3 className="op-recent">{title}</h3>
      <div className="op-table-wrap">
        <table className="op-table op-stack">
          <thead>
            <tr>
              {head.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, row) => (
              <tr key={row}>
                {cells.map((cell, i) => (
                  <td key={i} data-label={head[i] ?? ''}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

function SlipCard({ view, slip }: { view: DepositsView; slip: SlipItem }) {
  const { t, lang, refused, slipUrl } = view
  const approve = `slip-${slip.id}-approve`
  const fail = `slip-${slip.id}-fail`
  const action = `/panel/deposits/slips/${slip.id}`
  const url = slipUrl(slip.fileName)
  return (
    <li className="op-item op-slip">
      <a href={url} target="_blank" rel="noopener" className="op-slip-link">
        <img src={url} alt={t('slipImage', { reference: slip.reference })} loading="lazy" />
      </a>
      <div className="op-item-body">
        <p className="op-item-head">
          <strong>{slip.reference}</strong> <MemberLink item={slip} />
        </p>
        <p className="op-muted">
          {t('uploadedAt')} <TimeOf lang={lang} date={slip.createdAt} />
        </p>
        <form method="post" action={`${action}/approve`} id={approve} className="op-form">
          <label htmlFor={`${approve}-amount`}>{t('amountBaht')}</label>
          <div className="op-row">
            <input
              {...fieldProps(approve, 'amount', refused)}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              pattern="\d+(\.\d{1,2})?"
              placeholder="0.00"
              defaultValue={valueOf(approve, 'amount', refused)}
              required
            />{' '}
            <button type="submit">{t('approveSlip')}</button>
          </div>
          <FormError form={approve} refused={refused} />
        </form>
        <form method="post" action={`${action}/fail`} id={fail} className="op-form">
          <label htmlFor={`${fail}-note`}>{t('failReason')}</label>
          <div className="op-row">
            <select
              {...fieldProps(fail, 'note', refused)}
              defaultValue={valueOf(fail, 'note', refused) || undefined}
              required
            >
              <option value="">{t('chooseReason')}</option>
              {SLIP_NOTE_CODES.map((code) => (
                <option key={code} value={code}>
                  {noteLabel(t, code)}
                </option>
              ))}
            </select>{' '}
            <button type="submit" className="op-danger">
              {t('failSlip')}
            </button>
          </div>
          <FormError form={fail} refused={refused} />
        </form>
      </div>
    </li>
  )
}

function SlipsSection({ view }: { view: DepositsView }) {
  const { t, lang, slips } = view
  const recent = slips.recent.map((s) => [
    s.reference,
    <MemberLink item={s} />,
    s.status === 'SUCCESS' ? formatBaht(lang, s.amount) : '–',
    <Status t={t} status={s.status} />,
    s.note ? noteLabel(t, s.note) : '',
    <TimeOf lang={lang} date={s.updatedAt} />,
  ])
  return (
    <Section id="slips" title={t('pendingSlips')} count={slips.pending.length}>
      <Pending t={t} items={slips.pending} none="noPendingSlips">
        {(slip) => <SlipCard key={slip.id} view={view} slip={slip} />}
      </Pending>
      <RecentTable
        title={t('recentSlips')}
        head={[
          t('reference'),
          t('member'),
          t('amountBaht'),
          t('status'),
          t('note'),
          t('settledAt'),
        ]}
        rows={recent}
      />
    </Section>
  )
}

function WithdrawalCard({ view, row }: { view: DepositsView; row: WithdrawalItem }) {
  const { t, lang, refused } = view
  const id = `withdrawal-${row.id}`
  return (
    <li className="op-item">
      <div className="op-item-body">
        <p className="op-item-head">
          <strong className="op-amount">{formatBaht(lang, row.amount)}</strong>{' '}
          <MemberLink item={row} />
        </p>
        <p className="op-muted">
          {t('withdrawTo')} {row.to ?? '–'} · {t('requestedAt')}{' '}
          <TimeOf lang={lang} date={row.createdAt} />
        </p>
        <form
          method="post"
          action={`/panel/deposits/withdrawals/${row.id}`}
          id={id}
          className="op-form"
        >
          <div className="op-row">
            <button type="submit" name="status" value="SUCCESS">
              {t('payWithdrawal')}
            </button>{' '}
            <button type="submit" name="status" value="FAILED" className="op-danger">
              {t('failWithdrawal')}
            </button>
          </div>
          <FormError form={id} refused={refused} />
        </form>
      </div>
    </li>
  )
}

function WithdrawalsSection({ view }: { view: DepositsView }) {
  const { t, lang, withdrawals } = view
  const recent = withdrawals.recent.map((w) => [
    <MemberLink item={w} />,
    formatBaht(lang, w.amount),
    w.to ?? '',
    <Status t={t} status={w.status} />,
    <TimeOf lang={lang} date={w.updatedAt} />,
  ])
  return (
    <Section id="withdrawals" title={t('pendingWithdrawals')} count={withdrawals.pending.length}>
      <p className="hint">{t('withdrawalsHint')}</p>
      <Pending t={t} items={withdrawals.pending} none="noPendingWithdrawals">
        {(row) => <WithdrawalCard key={row.id} view={view} row={row} />}
      </Pending>
      <RecentTable
        title={t('recentWithdrawals')}
        head={[t('member'), t('amountBaht'), t('withdrawTo'), t('status'), t('settledAt')]}
        rows={recent}
      />
    </Section>
  )
}

function QrCard({ view, qr }: { view: DepositsView; qr: QrItem }) {
  const { t, lang, refused } = view
  const id = `qr-${qr.id}`
  return (
    <li className="op-item">
      <div className="op-item-body">
        <p className="op-item-head">
          <strong className="op-amount">{formatBaht(lang, qr.amount)}</strong>{' '}
          <span className="op-tag">{qr.provider}</span> <MemberLink item={qr} />
        </p>
        <p className="op-muted">
          {t('expiresAt')} <TimeOf lang={lang} date={qr.expiresAt} />
        </p>
        <ButtonForm
          action={`/panel/deposits/qrcodes/${encodeURIComponent(qr.id)}/paid`}
          label={t('markQrPaid')}
          id={id}
        />
        <FormError form={id} refused={refused} />
      </div>
    </li>
  )
}

function QrSection({ view }: { view: DepositsView }) {
  const { t, lang, qrCodes } = view
  const recent = qrCodes.recent.map((q) => [
    <span className="op-tag">{q.provider}</span>,
    <MemberLink item={q} />,
    formatBaht(lang, q.amount),
    <Status t={t} status={q.status} />,
    <TimeOf lang={lang} date={q.updatedAt} />,
  ])
  return (
    <Section id="qrcodes" title={t('liveQrCodes')} count={qrCodes.pending.length}>
      <p className="hint">{t('qrHint')}</p>
      <Pending t={t} items={qrCodes.pending} none="noLiveQrCodes">
        {(qr) => <QrCard key={qr.id} view={view} qr={qr} />}
      </Pending>
      <RecentTable
        title={t('recentQrCodes')}
        head={[t('provider'), t('member'), t('amountBaht'), t('status'), t('settledAt')]}
        rows={recent}
      />
    </Section>
  )
}

export function DepositsMain({ view }: { view: DepositsView }) {
  const { t, done, refused } = view
  return (
    <>
      <h1>{t('navDeposits')}</h1>
      <DoneNotice t={t} done={done} />
      <PageError refused={refused} />
      <nav className="op-jump" aria-label={t('onThisPage')}>
        <a href="#slips">{t('pendingSlips')}</a>{' '}
        <a href="#withdrawals">{t('pendingWithdrawals')}</a>{' '}
        <a href="#qrcodes">{t('liveQrCodes')}</a>
      </nav>
      <SlipsSection view={view} />
      <WithdrawalsSection view={view} />
      <QrSection view={view} />
    </>
  )
}
