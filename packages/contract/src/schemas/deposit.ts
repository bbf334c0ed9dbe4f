import * as z from 'zod'

import { endpoint, IsoDate, Money, Unshown, UPLOAD_TIMEOUT_MS } from './common'
import { AmountInput, PageRequest } from './wallet'

/**
 * A member's QR at one provider. Without a live QR, hasQrcode is false and message says why
 * (NO_DATA, or QR_FAIL when the provider refused to make one). `qrcode` is markup (an SVG or
 * an <img>), `expireIn` the moment the QR stops being payable.
 */
export const QrState = z.object({
  qrcodeId: z.string().nullable(),
  hasQrcode: z.boolean(),
  qrcode: z.string().nullable(),
  amount: Money.nullable(),
  expireIn: IsoDate.nullable(),
  message: z.string(),
})
export type QrState = z.infer<typeof QrState>

export const QrCreateRequest = z.object({ amount: AmountInput })

/** The plain value is `link::walletAccountName`, AES-encrypted (crypto-js) with the shared secret. */
export const TrueLinkRequest = z.object({ link: z.string().min(1).max(2000) })

/** Slip states (SPEC §4): SUCCESS, FAILED, anything else is being processed. */
export const Slip = z.object({
  /** Not in SPEC §3. */
  _id: z.string().optional(),
  createdAt: IsoDate,
  /** 0 until the operator has read the slip. */
  amount: Money,
  status: z.string(),
  /** A §8 slip note code when FAILED. */
  note: z.string().nullable(),
  /** A direct address of the slip image, when the backend has a public one. */
  link: z.string().nullable(),
  /** Asks the backend for an address of the image (GET /api/statement/slip/reference/…). */
  reference: z.string().nullable(),
})
export type Slip = z.infer<typeof Slip>

export const SlipPage = z.object({
  slips: z.array(Slip),
  /** Not every backend counts: without it the app pages on while pages come back full. */
  total: z.number().int().optional(),
})
export type SlipPage = z.infer<typeof SlipPage>

/** The multipart field of the slip image (SPEC §7 leaves it open). */

export const depositEndpoints = {
  qrState: endpoint({
    method: 'GET',
    path: '/api/qrcode/:provider',
    body: null,
    response: QrState,
    auth: true,
  }),
  qrCreate: endpoint({
    method: 'POST',
    path: '/api/qrcode/:provider',
    body: QrCreateRequest,
    response: QrState,
    auth: true,
  }),
  qrCancel: endpoint({
    method: 'DELETE',
    path: '/api/qrcode/:qrcodeId',
    body: null,
    response: Unshown,
    auth: true,
  }),
  trueLink: endpoint({
    method: 'POST',
    path: '/api/wallet/truelink',
    body: TrueLinkRequest,
    response: Unshown,
    auth: true,
  }),
  /** multipart/form-data with the image in SLIP_FILE_FIELD; 300 s (SPEC §7). */
  slip: endpoint({
    method: 'POST',
    path: '/api/wallet/slip',
    body: null,
    multipart: true,
    response: Unshown,
    auth: true,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  }),
  slips: endpoint({
    method: 'POST',
    path: '/api/statement/slip',
    body: PageRequest,
    response: SlipPage,
    auth: true,
  }),
  slipReference: endpoint({
    method: 'GET',
    path: '/api/statement/slip/reference/:reference',
    body: null,
    response: z.object({ url: z.string() }),
    auth: true,
  }),
}
