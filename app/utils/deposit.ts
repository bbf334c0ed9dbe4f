// How the deposit dialog reads the deposit lookup (SPEC §2 Deposit dialog) and applies the QR
// rules (SPEC §4 QR deposit, §5 QR amount; the minimums and quick amounts are the contract's).
import { QR_MINIMUM, type QrRules } from '@member-wallet/contract/deposit'
import {
  type DepositBank,
  type DepositLookup,
  type DepositWallet,
  isQrProvider,
  type QrProvider,
  type SlipLookup,
} from '@member-wallet/contract/schemas'

/** Banks whose AUTO-mode (or only) accounts take a transfer with a slip. */
const SLIP_BANKS = ['SCB', 'GSB', 'BCEL']

export type DepositQr = DepositBank & { provider: QrProvider }

export type DepositOptions = {
  /** Providers that make a QR to pay, at most one panel each. */
  qr: DepositQr[]
  /** Accounts to transfer to, then upload the slip. */
  banks: DepositBank[]
  /** With isManual every account is shown as a manual transfer, checked by the staff. */
  manual: DepositBank[]
  /** True Wallet in AUTO mode: its number and name, to send money to. */
  trueWallets: DepositWallet[]
  /** Any other True Wallet: a form for a gift link. */
  giftLinks: DepositWallet[]
}

function isQrEntry(bank: DepositBank): boolean {
  return bank.bankType === 'PAYMENT' || (bank.bankCode === 'KBANK' && bank.mode === 'SMS')
}

function isSlipEntry(bank: DepositBank): boolean {
  return (bank.bankCode === 'KBANK' && bank.mode === 'AUTO') || SLIP_BANKS.includes(bank.bankCode)
}

/**
 * Sorts the lookup: PAYMENT-type banks and KBANK in SMS mode → QR; KBANK in AUTO mode, SCB,
 * GSB and BCEL → bank transfer; with isManual every bank → manual instead. A QR provider the
 * app does not know, and any other bank, are left out. True Wallet in AUTO mode shows its
 * number; otherwise it takes a gift link.
 */
export function sortDepositOptions(lookup: DepositLookup): DepositOptions {
  const options: DepositOptions = { qr: [], banks: [], manual: [], trueWallets: [], giftLinks: [] }
  const seen = new Set<QrProvider>()
  for (const bank of lookup.banks) {
    if (lookup.isManual) {
      options.manual.push(bank)
    } else if (isQrEntry(bank)) {
      if (isQrProvider(bank.bankCode) && !seen.has(bank.bankCode)) {
        seen.add(bank.bankCode)
        options.qr.push({ ...bank, provider: bank.bankCode })
      }
    } else if (isSlipEntry(bank)) {
      options.banks.push(bank)
    }
  }
  for (const wallet of lookup.wallets) {
    ;(wallet.mode === 'AUTO' ? options.trueWallets : options.giftLinks).push(wallet)
  }
  return options
}

/** True Wallet auto deposits start at 2 baht (SPEC §9). */
export const TRUE_WALLET_AUTO_MIN = 2

/** SPEC §2: the slip must be uploaded within 1 hour (when the slip lookup does not say). */
export const SLIP_MAX_AGE_MINUTES = 60

/**
 * The daily closed window's hours, when the slip lookup gives both (SPEC §5 does not show
 * them, so a backend may not): else null, and the texts speak of "a daily window". A window
 * that ends when it starts is no window at all: 'none', and no closed hours are spoken of.
 */
export function closedHours(slip: SlipLookup | null): { from: string; to: string } | 'none' | null {
  if (!slip?.closedFrom || !slip.closedTo) return null
  if (slip.closedFrom === slip.closedTo) return 'none'
  return { from: slip.closedFrom, to: slip.closedTo }
}

/** The create button works only for an amount at or above the provider's minimum. */
export function canCreateQr(amount: number, rules: QrRules): boolean {
  return Number.isFinite(amount) && amount >= Math.max(rules.minimum, QR_MINIMUM)
}

/** Whole seconds left until `expireIn`, never below 0. */
export function secondsLeft(expireIn: string, now: number): number {
  return Math.max(0, Math.ceil((new Date(expireIn).getTime() - now) / 1000))
}

/** mm:ss; minutes go past 59 rather than wrap (a 90-minute QR shows 90:00). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`
}

/** What a screen reader hears of a QR's countdown at one moment (see countdownAnnouncement). */
export type CountdownAnnouncement =
  { kind: 'minutes'; count: number } | { kind: 'seconds'; count: number } | { kind: 'expired' }

/** The last moments the countdown is read out in seconds rather than minutes. */
export const ANNOUNCED_SECONDS = [30, 10] as const

/**
 * The QR countdown ticks every second on screen (SPEC §4), but a screen reader must not hear
 * every tick: its polite live region holds this, which changes only at each whole minute
 * (10 minutes, 9 minutes, … 1 minute: "within n minutes"), at 30 and at 10 seconds, and when
 * the time is up. Between those moments it stays the same, so nothing new is read.
 */
export function countdownAnnouncement(seconds: number): CountdownAnnouncement {
  const whole = Math.max(0, Math.ceil(seconds))
  if (whole === 0) return { kind: 'expired' }
  // the smallest mark the time left is within: 10 s for 1–10, 30 s for 11–30
  const mark = [...ANNOUNCED_SECONDS].reverse().find((limit) => whole <= limit)
  if (mark !== undefined) return { kind: 'seconds', count: mark }
  return { kind: 'minutes', count: Math.ceil(whole / 60) }
}

/**
 * The order QR channels are offered in, most familiar first: KBank's PromptPay QR opens in
 * every Thai bank app and takes the smallest amounts; the payment gateways follow, lowest
 * minimum first.
 */
export const QR_CHANNEL_ORDER: readonly QrProvider[] = ['KBANK', 'PAYTIMZ', 'FP', 'WW', 'PAYONEX']

export type QrChannel = { provider: QrProvider; rules: QrRules }

/** The channels in QR_CHANNEL_ORDER. */
export function orderChannels<C extends QrChannel>(channels: C[]): C[] {
  return [...channels].sort(
    (a, b) => QR_CHANNEL_ORDER.indexOf(a.provider) - QR_CHANNEL_ORDER.indexOf(b.provider),
  )
}

/**
 * The channel the dialog recommends for `amount`: the first, in order, that takes it; with no
 * amount yet (or one no channel takes), the first channel. Null when there is none.
 */
export function recommendedChannel(channels: QrChannel[], amount: number): QrProvider | null {
  const ordered = orderChannels(channels)
  const taking = ordered.find((channel) => canCreateQr(amount, channel.rules))
  return (taking ?? ordered[0])?.provider ?? null
}

/**
 * The channel a QR is made at: the player's pick while it takes the amount (or no amount is
 * typed yet), else the recommended one.
 */
export function chosenChannel(
  channels: QrChannel[],
  amount: number,
  picked: string | null,
): QrProvider | null {
  const pick = channels.find((channel) => channel.provider === picked)
  if (pick && (!Number.isFinite(amount) || canCreateQr(amount, pick.rules))) return pick.provider
  return recommendedChannel(channels, amount)
}

/** The quick amounts of the amount-first form: every channel's, once each, smallest first. */
export function depositQuickAmounts(channels: QrChannel[]): number[] {
  const amounts = new Set(channels.flatMap((channel) => channel.rules.quickAmounts))
  return [...amounts].sort((a, b) => a - b)
}

/** The amount typed in the form as a number (NaN when it is not one). */
export function typedAmount(text: string): number {
  const trimmed = text.trim().replace(/,/g, '')
  return /^\d{1,9}(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

/** The QR the dialog shows and watches. */
export type WatchedQr = { provider: QrProvider; qrcodeId: string; amount: number; expireIn: string }

/** The query that asks about a shown QR, for the dialog or the watch route. */
export function watchSearch(qr: WatchedQr, since: number): string {
  return new URLSearchParams({
    method: 'qr',
    watch: qr.provider,
    id: qr.qrcodeId,
    amount: String(qr.amount),
    expires: qr.expireIn,
    since: String(since),
  }).toString()
}

/** A statement row as the QR watch reads it. */
type DepositRow = { statementType: string; status: string; amount: number; createdAt: string }

/**
 * What became of a watched QR, from the provider's QR state now and the first statement page:
 * - live: it is still the provider's QR (keep counting down);
 * - replaced: another QR is live there (made in another window): show that one;
 * - paid: it is gone and a successful deposit of its amount arrived since it was first seen;
 * - expired: it is gone and its time has passed;
 * - closed: it is gone before its time with no deposit seen yet (paid a moment ago, or
 *   cancelled elsewhere): the player is told to look at the statement, never told it was paid.
 */
export type QrWatchOutcome = 'live' | 'replaced' | 'paid' | 'expired' | 'closed'

export function qrWatchOutcome({
  watched,
  state,
  statements,
  since,
  now,
}: {
  watched: WatchedQr
  state: { hasQrcode: boolean; qrcodeId: string | null } | null
  statements: DepositRow[]
  /** When the QR was first seen (server clock, ms): a deposit before it is not this QR's. */
  since: number
  now: number
}): QrWatchOutcome {
  if (state?.hasQrcode) return state.qrcodeId === watched.qrcodeId ? 'live' : 'replaced'
  const paid = statements.some(
    (row) =>
      row.statementType === 'deposit' &&
      row.status === 'SUCCESS' &&
      Math.round(row.amount * 100) === Math.round(watched.amount * 100) &&
      new Date(row.createdAt).getTime() >= since,
  )
  if (paid) return 'paid'
  return new Date(watched.expireIn).getTime() <= now ? 'expired' : 'closed'
}

/** How often an open QR asks whether it was paid (ms). */
export const QR_WATCH_INTERVAL_MS = 4000

/**
 * Why a chosen slip file cannot be sent, before it leaves the phone (the server checks its
 * content again): none chosen, not a JPG/PNG/WebP picture, or too large.
 */
export function chosenSlipProblem(
  file: { type: string; size: number } | null,
  types: readonly string[],
  maxBytes: number,
): 'none' | 'type' | 'size' | null {
  if (!file || file.size === 0) return 'none'
  if (!types.includes(file.type)) return 'type'
  if (file.size > maxBytes) return 'size'
  return null
}
