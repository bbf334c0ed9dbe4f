// The deposits page's HTML: slips waiting to be read (with their images), withdrawals waiting
// to be paid, live QR codes, and the last ones settled of each kind.
import { type QrCode, type Slip, type Statement } from '@prisma/client'

import { SLIP_NOTE_CODES } from '@member-wallet/contract/errors'

import { formatBaht, timeOf } from './format'
import {
  buttonForm,
  errorOf,
  fieldAttrs,
  noticeOf,
  pageError,
  type Refusal,
  valueOf,
} from './forms'
import { type Html, html } from './html'
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

function statusOf(t: Translate, status: string): Html {
  const key = STATUS_KEYS[status]
  return html`<span class="op-status op-status-${status.toLowerCase()}"
    >${key ? t(key) : status}</span
  >`
}

/** A slip note code with its label: "Slip expired (EXPIRED_SLIP)". */
export function noteLabel(t: Translate, code: string): string {
  const known = SLIP_NOTE_CODES.find((c) => c === code)
  return known ? `${t(`note_${known}`)} (${known})` : code
}

function memberLink(item: WithMember): Html {
  return html`<span
    ><a href="${memberHref(item.member.username)}">${item.member.username}</a>
    <span class="op-muted">${item.member.name}</span></span
  >`
}

function section(id: string, title: string, count: number, body: Html): Html {
  return html`<section class="op-section" id="${id}" aria-labelledby="${id}-title">
    <h2 id="${id}-title">${title} <span class="op-pill">${count}</span></h2>
    ${body}
  </section>`
}

function empty(t: Translate, key: PanelKey): Html {
  return html`<p class="op-empty">${t(key)}</p>`
}

function recentTable(t: Translate, title: string, head: string[], rows: Html[][]): Html {
  if (rows.length === 0) return html``
  return html`<h3 class="op-recent">${title}</h3>
    <div class="op-table-wrap">
      <table class="op-table op-stack">
        <thead>
          <tr>
            ${head.map((label) => html`<th scope="col">${label}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${rows.map(
            (cells) =>
              html`<tr>
                ${cells.map((cell, i) => html`<td data-label="${head[i] ?? ''}">${cell}</td>`)}
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`
}

function slipCard(view: DepositsView, slip: SlipItem): Html {
  const { t, lang, refused, slipUrl } = view
  const approve = `slip-${slip.id}-approve`
  const fail = `slip-${slip.id}-fail`
  const action = `/panel/deposits/slips/${slip.id}`
  const url = slipUrl(slip.fileName)
  const chosen = valueOf(fail, 'note', refused)
  return html`<li class="op-item op-slip">
    <a href="${url}" target="_blank" rel="noopener" class="op-slip-link">
      <img src="${url}" alt="${t('slipImage', { reference: slip.reference })}" loading="lazy" />
    </a>
    <div class="op-item-body">
      <p class="op-item-head"><strong>${slip.reference}</strong> ${memberLink(slip)}</p>
      <p class="op-muted">${t('uploadedAt')} ${timeOf(lang, slip.createdAt)}</p>
      <form method="post" action="${action}/approve" id="${approve}" class="op-form">
        <label for="${approve}-amount">${t('amountBaht')}</label>
        <div class="op-row">
          <input
            ${fieldAttrs(approve, 'amount', refused)}
            type="text"
            inputmode="decimal"
            autocomplete="off"
            pattern="\\d+(\\.\\d{1,2})?"
            placeholder="0.00"
            value="${valueOf(approve, 'amount', refused)}"
            required
          />
          <button type="submit">${t('approveSlip')}</button>
        </div>
        ${errorOf(approve, refused)}
      </form>
      <form method="post" action="${action}/fail" id="${fail}" class="op-form">
        <label for="${fail}-note">${t('failReason')}</label>
        <div class="op-row">
          <select ${fieldAttrs(fail, 'note', refused)} required>
            <option value="">${t('chooseReason')}</option>
            ${SLIP_NOTE_CODES.map(
              (code) =>
                html`<option value="${code}" ${chosen === code && html`selected`}>
                  ${noteLabel(t, code)}
                </option>`,
            )}
          </select>
          <button type="submit" class="op-danger">${t('failSlip')}</button>
        </div>
        ${errorOf(fail, refused)}
      </form>
    </div>
  </li>`
}

function slipsSection(view: DepositsView): Html {
  const { t, lang, slips } = view
  const recent = slips.recent.map((s) => [
    html`${s.reference}`,
    memberLink(s),
    html`${s.status === 'SUCCESS' ? formatBaht(lang, s.amount) : '–'}`,
    statusOf(t, s.status),
    html`${s.note ? noteLabel(t, s.note) : ''}`,
    timeOf(lang, s.updatedAt),
  ])
  return section(
    'slips',
    t('pendingSlips'),
    slips.pending.length,
    html`${
      slips.pending.length === 0
        ? empty(t, 'noPendingSlips')
        : html`<ul class="op-items">
            ${slips.pending.map((slip) => slipCard(view, slip))}
          </ul>`
    }
    ${recentTable(
      t,
      t('recentSlips'),
      [t('reference'), t('member'), t('amountBaht'), t('status'), t('note'), t('settledAt')],
      recent,
    )}`,
  )
}

function withdrawalCard(view: DepositsView, row: WithdrawalItem): Html {
  const { t, lang, refused } = view
  const id = `withdrawal-${row.id}`
  return html`<li class="op-item">
    <div class="op-item-body">
      <p class="op-item-head">
        <strong class="op-amount">${formatBaht(lang, row.amount)}</strong> ${memberLink(row)}
      </p>
      <p class="op-muted">
        ${t('withdrawTo')} ${row.to ?? '–'} · ${t('requestedAt')} ${timeOf(lang, row.createdAt)}
      </p>
      <form method="post" action="/panel/deposits/withdrawals/${row.id}" id="${id}" class="op-form">
        <div class="op-row">
          <button type="submit" name="status" value="SUCCESS">${t('payWithdrawal')}</button>
          <button type="submit" name="status" value="FAILED" class="op-danger">
            ${t('failWithdrawal')}
          </button>
        </div>
        ${errorOf(id, refused)}
      </form>
    </div>
  </li>`
}

function withdrawalsSection(view: DepositsView): Html {
  const { t, lang, withdrawals } = view
  const recent = withdrawals.recent.map((w) => [
    memberLink(w),
    html`${formatBaht(lang, w.amount)}`,
    html`${w.to ?? ''}`,
    statusOf(t, w.status),
    timeOf(lang, w.updatedAt),
  ])
  return section(
    'withdrawals',
    t('pendingWithdrawals'),
    withdrawals.pending.length,
    html`<p class="hint">${t('withdrawalsHint')}</p>
      ${
        withdrawals.pending.length === 0
          ? empty(t, 'noPendingWithdrawals')
          : html`<ul class="op-items">
              ${withdrawals.pending.map((row) => withdrawalCard(view, row))}
            </ul>`
      }
      ${recentTable(
        t,
        t('recentWithdrawals'),
        [t('member'), t('amountBaht'), t('withdrawTo'), t('status'), t('settledAt')],
        recent,
      )}`,
  )
}

function qrCard(view: DepositsView, qr: QrItem): Html {
  const { t, lang, refused } = view
  const id = `qr-${qr.id}`
  return html`<li class="op-item">
    <div class="op-item-body">
      <p class="op-item-head">
        <strong class="op-amount">${formatBaht(lang, qr.amount)}</strong>
        <span class="op-tag">${qr.provider}</span> ${memberLink(qr)}
      </p>
      <p class="op-muted">${t('expiresAt')} ${timeOf(lang, qr.expiresAt)}</p>
      ${buttonForm(`/panel/deposits/qrcodes/${encodeURIComponent(qr.id)}/paid`, t('markQrPaid'), {}, { id })}
      ${errorOf(id, refused)}
    </div>
  </li>`
}

function qrSection(view: DepositsView): Html {
  const { t, lang, qrCodes } = view
  const recent = qrCodes.recent.map((q) => [
    html`<span class="op-tag">${q.provider}</span>`,
    memberLink(q),
    html`${formatBaht(lang, q.amount)}`,
    statusOf(t, q.status),
    timeOf(lang, q.updatedAt),
  ])
  return section(
    'qrcodes',
    t('liveQrCodes'),
    qrCodes.pending.length,
    html`<p class="hint">${t('qrHint')}</p>
      ${
        qrCodes.pending.length === 0
          ? empty(t, 'noLiveQrCodes')
          : html`<ul class="op-items">
              ${qrCodes.pending.map((qr) => qrCard(view, qr))}
            </ul>`
      }
      ${recentTable(
        t,
        t('recentQrCodes'),
        [t('provider'), t('member'), t('amountBaht'), t('status'), t('settledAt')],
        recent,
      )}`,
  )
}

export function depositsMain(view: DepositsView): Html {
  const { t, done, refused } = view
  return html`<h1>${t('navDeposits')}</h1>
    ${noticeOf(t, done)} ${pageError(refused)}
    <nav class="op-jump" aria-label="${t('onThisPage')}">
      <a href="#slips">${t('pendingSlips')}</a>
      <a href="#withdrawals">${t('pendingWithdrawals')}</a>
      <a href="#qrcodes">${t('liveQrCodes')}</a>
    </nav>
    ${slipsSection(view)} ${withdrawalsSection(view)} ${qrSection(view)}`
}
