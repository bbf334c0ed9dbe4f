// QR deposits (SPEC §4 QR deposit): a member has at most one LIVE QR per provider, payable
// until it expires. The operator (admin API) marks a QR paid, which credits the wallet.
import { randomBytes } from 'node:crypto'

import { type Prisma, type PrismaClient, type QrCode } from '@prisma/client'
import QRCode from 'qrcode'

import { QR_MINIMUM, qrRules } from '@member-wallet/contract/deposit'
import { isQrProvider, type QrProvider, type QrState } from '@member-wallet/contract/schemas'

import { ApiError } from './http'
import { depositToWallet, inTransaction } from './ledger'
import { fromMinor, toMinor } from './money'
import { DEMO_PROMPTPAY_ID, promptPayPayload } from './promptpay'
import { type Clock } from './rate-limit'
import { type Db, getSetting } from './settings'

export const QR_STATUSES = ['LIVE', 'PAID', 'CANCELLED', 'EXPIRED'] as const
export type QrStatus = (typeof QR_STATUSES)[number]

/** A provider code as a path gives it, in any case; not a QR provider → 400 KEY_INVALID. */
export function qrProviderOf(input: string): QrProvider {
  const code = input.trim().toUpperCase()
  if (!isQrProvider(code)) throw new ApiError(400, 'KEY_INVALID')
  return code
}

/** Without a live QR: NO_DATA, or QR_FAIL when the provider refused to make one. */
export function noQr(message: 'NO_DATA' | 'QR_FAIL'): QrState {
  return { qrcodeId: null, hasQrcode: false, qrcode: null, amount: null, expireIn: null, message }
}

/** A live QR with its picture: a real, scannable QR code drawn here as SVG. */
export async function toQrState(qr: QrCode): Promise<QrState> {
  return {
    qrcodeId: qr.id,
    hasQrcode: true,
    qrcode: await QRCode.toString(qr.payload, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 1,
    }),
    amount: fromMinor(qr.amount),
    expireIn: qr.expiresAt.toISOString(),
    message: 'SUCCESS',
  }
}

/** LIVE QRs whose time has passed become EXPIRED (all of them, or those `where` picks). */
export async function expireQrCodes(
  db: Db,
  now: number,
  where: Prisma.QrCodeWhereInput = {},
): Promise<void> {
  const at = new Date(now)
  await db.qrCode.updateMany({
    where: { ...where, status: 'LIVE', expiresAt: { lte: at } },
    data: { status: 'EXPIRED', updatedAt: at },
  })
}

/** The member's LIVE QR at the provider, if its time has not passed. */
export async function liveQr(
  prisma: PrismaClient,
  now: number,
  memberId: number,
  provider: QrProvider,
): Promise<QrCode | null> {
  await expireQrCodes(prisma, now, { memberId, provider })
  return prisma.qrCode.findFirst({
    where: { memberId, provider, status: 'LIVE', expiresAt: { gt: new Date(now) } },
    orderBy: { createdAt: 'desc' },
  })
}

/**
 * Whether the provider refuses a QR for `amount` (minor units): below its minimum (PAYTIMZ_MIN
 * may change it), switched off by the admin (qrFailing), or not offered by any active deposit
 * account (KBANK only through an SMS-mode account, the others as PAYMENT-type banks).
 */
export async function qrRefused(
  prisma: PrismaClient,
  provider: QrProvider,
  amount: number,
  paytimzMin: number | null,
): Promise<boolean> {
  const { minimum } = qrRules(provider, paytimzMin)
  if (amount < toMinor(Math.max(minimum, QR_MINIMUM))) return true
  if ((await getSetting(prisma, 'qrFailing')).includes(provider)) return true
  const account = await prisma.depositAccount.findFirst({
    where: {
      isActive: true,
      bankCode: provider,
      ...(provider === 'KBANK' ? { mode: 'SMS' } : { bank: { type: 'PAYMENT' } }),
    },
  })
  return account === null
}

function newQrId(): string {
  return `qr_${randomBytes(12).toString('hex')}`
}

/**
 * A new LIVE QR for `amount` (minor units), payable for the qrMinutes setting. A member who
 * still has a live QR at the provider → 409 QR_FAIL; the check and the insert share one
 * transaction, so two requests at once cannot both make one.
 */
export async function createQr(
  prisma: PrismaClient,
  now: number,
  memberId: number,
  provider: QrProvider,
  amount: number,
): Promise<QrCode> {
  return inTransaction(prisma, async (tx) => {
    await expireQrCodes(tx, now, { memberId, provider })
    if (await tx.qrCode.findFirst({ where: { memberId, provider, status: 'LIVE' } })) {
      throw new ApiError(409, 'QR_FAIL')
    }
    const minutes = await getSetting(tx, 'qrMinutes')
    const at = new Date(now)
    return tx.qrCode.create({
      data: {
        id: newQrId(),
        memberId,
        provider,
        amount,
        payload: promptPayPayload(DEMO_PROMPTPAY_ID, amount),
        expiresAt: new Date(now + minutes * 60_000),
        createdAt: at,
        updatedAt: at,
      },
    })
  })
}

/**
 * The member cancels their QR. Someone else's or unknown → 404 NO_DATA; no longer live
 * (paid, cancelled, expired) → 400 QR_FAIL.
 */
export async function cancelQr(
  prisma: PrismaClient,
  now: number,
  memberId: number,
  id: string,
): Promise<void> {
  const qr = await prisma.qrCode.findUnique({ where: { id } })
  if (!qr || qr.memberId !== memberId) throw new ApiError(404, 'NO_DATA')
  await expireQrCodes(prisma, now, { id })
  const at = new Date(now)
  const { count } = await prisma.qrCode.updateMany({
    where: { id, status: 'LIVE', expiresAt: { gt: at } },
    data: { status: 'CANCELLED', updatedAt: at },
  })
  if (count !== 1) throw new ApiError(400, 'QR_FAIL')
}

/**
 * The provider reports the QR paid (admin API): LIVE and unexpired → PAID, and the amount goes
 * into the wallet with a deposit row from 'QR <provider>', in one transaction. Unknown →
 * 404 NO_DATA; not live any more → 409 QR_FAIL.
 */
export async function payQr(prisma: PrismaClient, now: Clock, id: string) {
  return inTransaction(prisma, async (tx) => {
    const qr = await tx.qrCode.findUnique({ where: { id } })
    if (!qr) throw new ApiError(404, 'NO_DATA')
    const at = new Date(now())
    const { count } = await tx.qrCode.updateMany({
      where: { id, status: 'LIVE', expiresAt: { gt: at } },
      data: { status: 'PAID', updatedAt: at },
    })
    if (count !== 1) throw new ApiError(409, 'QR_FAIL')
    const scope = { memberId: qr.memberId, now, requestId: null }
    await depositToWallet(tx, scope, qr.amount, `QR ${qr.provider}`)
    return tx.qrCode.findUniqueOrThrow({
      where: { id },
      include: { member: { select: { username: true } } },
    })
  })
}
