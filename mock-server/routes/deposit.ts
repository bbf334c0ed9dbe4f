// Deposits without a QR (SPEC §7 Wallet): a bank transfer slip for the operator to read, and a
// True Wallet gift link, redeemed at once; both refused 400 BONUS_REMAINING while a bonus is
// active (SPEC §9). Mounted at /api/wallet beside the wallet routes.
import { type Request, type RequestHandler, Router } from 'express'
import multer from 'multer'

import { endpoints, SLIP_FILE_FIELD, TrueLinkRequest } from '@member-wallet/contract/schemas'
import {
  SLIP_MAX_BYTES,
  slipFileProblem,
  type SlipType,
  sniffSlipType,
} from '@member-wallet/contract/slip-file'
import { decryptTrueLink, voucherCodeOf } from '@member-wallet/contract/truelink'

import { checkNoBonusRemaining } from '../bonuses'
import { type MockContext } from '../context'
import {
  ApiError,
  guard,
  memberOf,
  parseBody,
  reply,
  requestIdOf,
  requireMember,
  route,
} from '../http'
import { depositToWallet, inTransaction } from '../ledger'
import { isUniqueViolation } from '../members'
import { toMinor } from '../money'
import { getSetting } from '../settings'
import { isSlipOpen } from '../slip-window'
import { newSlipReference } from '../slips'
import { removeSlipFiles, saveSlipFile } from '../uploads'

const deposit = endpoints.deposit

const SUCCESS = { message: 'SUCCESS' }

const parseSlipForm = multer({
  storage: multer.memoryStorage(),
  // one image; the form has no use for other fields, so they are kept few and short
  limits: { fileSize: SLIP_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
}).single(SLIP_FILE_FIELD)

/** What a multipart problem means for the member: §8 slip codes, never a 500. */
function slipFormError(error: unknown): ApiError {
  if (!(error instanceof multer.MulterError)) {
    // busboy could not read the form (no boundary, a broken part): no file arrived
    return new ApiError(400, 'SLIP_NO_FILE')
  }
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
    case 'LIMIT_FILE_COUNT':
      return new ApiError(400, 'SLIP_INVALID_FILE')
    case 'LIMIT_UNEXPECTED_FILE':
      // the slip field twice is one image too many; an image under another name is no slip
      return new ApiError(
        400,
        error.field === SLIP_FILE_FIELD ? 'SLIP_INVALID_FILE' : 'SLIP_NO_FILE',
      )
    default:
      return new ApiError(400, 'KEY_INVALID')
  }
}

/** multer, with its errors turned into ApiErrors for the error handler. */
const receiveSlipForm: RequestHandler = (req, res, next) => {
  parseSlipForm(req, res, (error?: unknown) => next(error ? slipFormError(error) : undefined))
}

type SlipUpload = { bytes: Buffer; type: SlipType }

/** The uploaded image and its type by its bytes: none → SLIP_NO_FILE, no image → SLIP_INVALID_FILE. */
function slipFileOf(req: Request): SlipUpload {
  const bytes = req.file?.buffer
  const problem = slipFileProblem(bytes)
  if (problem) throw new ApiError(400, problem)
  const type = bytes ? sniffSlipType(bytes) : null
  if (!bytes || !type) throw new ApiError(400, 'SLIP_INVALID_FILE')
  return { bytes, type }
}

export function depositRoutes(ctx: MockContext): Router {
  const { prisma, config } = ctx
  const router = Router()

  /** Writes the file, then its row; a row that cannot be written takes its file with it. */
  async function storeSlip(memberId: number, { bytes, type }: SlipUpload): Promise<void> {
    let fileName: string
    try {
      fileName = await saveSlipFile(config.uploadDir, type, bytes)
    } catch (error) {
      console.error('[mock] a slip file could not be written:', error)
      throw new ApiError(500, 'SLIP_UPLOAD_FAIL')
    }
    const at = new Date(config.now())
    try {
      await prisma.slip.create({
        data: {
          memberId,
          reference: newSlipReference(),
          fileName,
          mimeType: type,
          size: bytes.byteLength,
          createdAt: at,
          updatedAt: at,
        },
      })
    } catch (error) {
      await removeSlipFiles(config.uploadDir, [fileName])
      console.error('[mock] a slip could not be recorded:', error)
      throw new ApiError(500, 'SLIP_UPLOAD_FAIL')
    }
  }

  router.post(
    '/slip',
    requireMember(ctx),
    // a bonus must be ended before the next deposit (SPEC §9); both checks come before the
    // file is read
    guard((_req, res) => checkNoBonusRemaining(prisma, memberOf(res).id)),
    // the daily closed window
    guard(async () => {
      if (!isSlipOpen(config.now(), await getSetting(prisma, 'slip'))) {
        throw new ApiError(400, 'SLIP_UPLOAD_FAIL')
      }
    }),
    receiveSlipForm,
    route(async (req, res) => {
      await storeSlip(memberOf(res).id, slipFileOf(req))
      reply(res, deposit.slip.response, SUCCESS)
    }),
  )

  /**
   * The voucher a gift link pays out, if the link was encrypted with our secret for one of our
   * gift-link wallets (active, mode not AUTO); otherwise 400 TRUELINK_INVALID.
   */
  async function voucherOf(cipher: string) {
    const plain = decryptTrueLink(cipher, config.trueLinkSecret)
    if (!plain) throw new ApiError(400, 'TRUELINK_INVALID')
    const wallet = await prisma.depositAccount.findFirst({
      where: {
        kind: 'WALLET',
        isActive: true,
        mode: { not: 'AUTO' },
        walletAccountName: plain.walletAccountName,
      },
    })
    const voucherCode = voucherCodeOf(plain.link)
    if (!wallet || !voucherCode) throw new ApiError(400, 'TRUELINK_INVALID')
    return { voucherCode, walletAccountName: plain.walletAccountName }
  }

  router.post(
    '/truelink',
    requireMember(ctx),
    route(async (req, res) => {
      const { link } = parseBody(TrueLinkRequest, req)
      const memberId = memberOf(res).id
      await checkNoBonusRemaining(prisma, memberId)
      const voucher = await voucherOf(link)
      const amount = toMinor(await getSetting(prisma, 'trueLinkAmount'))
      const scope = { memberId, now: config.now, requestId: requestIdOf(req) }
      try {
        await inTransaction(prisma, async (tx) => {
          const createdAt = new Date(config.now())
          await tx.trueLink.create({ data: { ...voucher, memberId, amount, createdAt } })
          await depositToWallet(tx, scope, amount, 'TRUEWALLET')
        })
      } catch (error) {
        // each voucher pays once, whoever sends it; the unique code decides between two at once
        if (isUniqueViolation(error)) throw new ApiError(409, 'TRUELINK_DUPLICATE')
        throw error
      }
      reply(res, deposit.trueLink.response, SUCCESS)
    }),
  )

  return router
}
