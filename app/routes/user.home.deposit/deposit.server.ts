// What the deposit dialog reads and does: the deposit lookup sorted into methods, each QR
// provider's current QR, the slip window; creating and cancelling QRs, the True Wallet gift
// link and the slip upload.
import sanitizeHtml from 'sanitize-html'
import * as z from 'zod'

import { qrRules } from '@member-wallet/contract/deposit'
import {
  endpoints,
  QR_PROVIDERS,
  type QrProvider,
  type QrState,
  SLIP_FILE_FIELD,
} from '@member-wallet/contract/schemas'
import { SLIP_EXTENSIONS, slipFileProblem, sniffSlipType } from '@member-wallet/contract/slip-file'
import { encryptTrueLink } from '@member-wallet/contract/truelink'

import { type Backend } from '~/api/api.server'
import { SNIFF_BYTES } from '~/api/upload.server'
import { env } from '~/env.server'
import { orderChannels, qrWatchOutcome, sortDepositOptions, type WatchedQr } from '~/utils/deposit'

export const DEPOSIT_METHODS = ['qr', 'bank', 'wallet'] as const
export type DepositMethod = (typeof DEPOSIT_METHODS)[number]

/** The QR markup as the backend sends it: an SVG or an image, nothing that runs. */
export function sanitizeQrMarkup(markup: string): string {
  return sanitizeHtml(markup, {
    allowedTags: ['svg', 'path', 'rect', 'g', 'img'],
    allowedAttributes: {
      svg: ['xmlns', 'viewBox', 'width', 'height', 'shape-rendering'],
      path: ['d', 'fill', 'stroke', 'stroke-width'],
      rect: ['x', 'y', 'width', 'height', 'fill'],
      g: ['fill'],
      img: ['src', 'alt', 'width', 'height'],
    },
    allowedSchemesByTag: { img: ['data', 'https', 'http'] },
    parser: { lowerCaseAttributeNames: false },
  })
}

function shownQr(state: QrState | null) {
  if (!state?.hasQrcode || !state.qrcodeId || !state.qrcode || !state.expireIn) return null
  return {
    qrcodeId: state.qrcodeId,
    markup: sanitizeQrMarkup(state.qrcode),
    amount: state.amount ?? 0,
    expireIn: state.expireIn,
  }
}

/** A provider's QR rules, with the PAYTIMZ_MIN setting applied. */
export function qrRulesFor(provider: QrProvider) {
  return qrRules(provider, env.PAYTIMZ_MIN ?? null)
}

export async function loadDeposit(backend: Backend) {
  const [lookup, slipWindow] = await Promise.all([
    backend.tryCall(endpoints.lookup.deposit),
    backend.tryCall(endpoints.lookup.slip),
  ])
  if (!lookup) return { options: null, qr: [], slipWindow }
  const options = sortDepositOptions(lookup)
  const states = await Promise.all(
    options.qr.map((entry) =>
      backend.tryCall(endpoints.deposit.qrState, { params: { provider: entry.provider } }),
    ),
  )
  const qr = orderChannels(
    options.qr.map((entry, index) => ({
      provider: entry.provider,
      rules: qrRulesFor(entry.provider),
      live: shownQr(states[index] ?? null),
    })),
  )
  return { options, qr, slipWindow }
}

/**
 * The QR a page showed and now asks about (?watch=KBANK&id=…&amount=…&expires=…&since=…):
 * the "check payment" link without JavaScript, the watch's polling with it.
 */
const WatchQuery = z.object({
  watch: z.enum(QR_PROVIDERS),
  id: z.string().min(1).max(100),
  amount: z.coerce.number().finite().min(0).max(1e9),
  expires: z.string().min(1).max(40),
  since: z.coerce.number().int().min(0),
})

export type QrWatch = WatchedQr & { since: number }

export function watchedQrOf(url: URL): QrWatch | null {
  const query = WatchQuery.safeParse(Object.fromEntries(url.searchParams))
  if (!query.success) return null
  const { watch, id, amount, expires, since } = query.data
  return { provider: watch, qrcodeId: id, amount, expireIn: expires, since }
}

/** Backend and app clocks may differ: a deposit this much before "since" still counts. */
const CLOCK_SLACK_MS = 30_000

/**
 * What became of a watched QR (see qrWatchOutcome). `state` is the provider's QR state when
 * the caller already read it; the statement is read only once the QR is gone.
 */
export async function watchQr(backend: Backend, watched: QrWatch, state?: QrState | null) {
  const current =
    state === undefined
      ? await backend.tryCall(endpoints.deposit.qrState, { params: { provider: watched.provider } })
      : state
  // an unanswered read tells nothing: keep watching
  if (current === null) return 'live'
  const gone = !current?.hasQrcode
  const page = gone
    ? await backend.tryCall(endpoints.statement.statements, { body: { page: 1, limit: 10 } })
    : null
  return qrWatchOutcome({
    watched,
    state: current,
    statements: page?.statements ?? [],
    since: watched.since - CLOCK_SLACK_MS,
    now: Date.now(),
  })
}

/** The methods that have something to show, in the dialog's order. */
export function availableMethods(
  options: ReturnType<typeof sortDepositOptions> | null,
): DepositMethod[] {
  if (!options) return []
  const methods: DepositMethod[] = []
  if (options.qr.length) methods.push('qr')
  if (options.banks.length || options.manual.length) methods.push('bank')
  if (options.trueWallets.length || options.giftLinks.length) methods.push('wallet')
  return methods
}

export function encryptedGiftLink(link: string, walletAccountName: string): string {
  return encryptTrueLink(link, walletAccountName, env.TRUELINK_SECRET)
}

/**
 * The slip as the backend receives it, or the problem that keeps it here: checked by its
 * content and size before it is sent on, and renamed so the player's file name goes nowhere.
 * Only its first bytes are read here; the file itself goes on from where the upload put it.
 */
export async function slipUpload(
  formData: FormData,
): Promise<{ form: FormData } | { problem: 'SLIP_NO_FILE' | 'SLIP_INVALID_FILE' }> {
  const file = formData.get(SLIP_FILE_FIELD)
  const slip = file instanceof Blob ? file : null
  const head = slip ? new Uint8Array(await slip.slice(0, SNIFF_BYTES).arrayBuffer()) : null
  const problem = slipFileProblem(head, slip?.size)
  const type = head ? sniffSlipType(head) : null
  if (problem || !slip || !type) return { problem: problem ?? 'SLIP_INVALID_FILE' }
  const form = new FormData()
  form.append(SLIP_FILE_FIELD, new File([slip], `slip.${SLIP_EXTENSIONS[type]}`, { type }))
  return { form }
}
