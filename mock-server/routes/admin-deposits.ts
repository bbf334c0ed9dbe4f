// The operator's side of deposits, for tests and demos (part of the /__admin API, behind its
// password): reading slips, QR payments, the QR providers' fault switch.
import { Router } from 'express'
import * as z from 'zod'

import { SLIP_NOTE_CODES } from '@member-wallet/contract/errors'
import { isQrProvider, QR_PROVIDERS } from '@member-wallet/contract/schemas'

import { type MockContext } from '../context'
import { ApiError, parseBody, route } from '../http'
import { inTransaction } from '../ledger'
import { fromMinor } from '../money'
import { expireQrCodes, payQr, QR_STATUSES } from '../qrcodes'
import { getSetting, setSetting } from '../settings'
import { settleSlip, SLIP_STATUSES, slipOutcomeOf } from '../slips'

export const AdminSlipQuery = z.object({ status: z.enum(SLIP_STATUSES).optional() })

export const AdminSlip = z.object({
  id: z.number().int(),
  reference: z.string(),
  username: z.string(),
  amount: z.number(),
  status: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AdminSlip = z.infer<typeof AdminSlip>

/** SUCCESS with the amount read off the slip (baht, > 0, two decimals), or FAILED with why. */
export const AdminSlipRequest = z.discriminatedUnion('status', [
  z.object({ status: z.literal('SUCCESS'), amount: z.number().finite() }).strict(),
  z.object({ status: z.literal('FAILED'), note: z.enum(SLIP_NOTE_CODES) }).strict(),
])

export const AdminQrQuery = z.object({ status: z.enum(QR_STATUSES).optional() })

export const AdminQrCode = z.object({
  qrcodeId: z.string(),
  username: z.string(),
  provider: z.string(),
  amount: z.number(),
  status: z.string(),
  expireIn: z.string(),
  createdAt: z.string(),
})
export type AdminQrCode = z.infer<typeof AdminQrCode>

export const AdminQrProviderRequest = z.object({ failing: z.boolean() }).strict()

export const AdminQrProvider = z.object({ provider: z.enum(QR_PROVIDERS), failing: z.boolean() })

type WithUsername = { member: { username: string } }

type SlipRow = WithUsername & {
  id: number
  reference: string
  amount: number
  status: string
  note: string | null
  createdAt: Date
  updatedAt: Date
}

function toAdminSlip(row: SlipRow): AdminSlip {
  return {
    id: row.id,
    reference: row.reference,
    username: row.member.username,
    amount: fromMinor(row.amount),
    status: row.status,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

type QrRow = WithUsername & {
  id: string
  provider: string
  amount: number
  status: string
  expiresAt: Date
  createdAt: Date
}

function toAdminQrCode(row: QrRow): AdminQrCode {
  return {
    qrcodeId: row.id,
    username: row.member.username,
    provider: row.provider,
    amount: fromMinor(row.amount),
    status: row.status,
    expireIn: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }
}

const withUsername = { member: { select: { username: true } } } as const

export function adminDepositRoutes(ctx: MockContext): Router {
  const { prisma, config } = ctx
  const router = Router()

  // Slips, for the operator to read: ?status=processing (or SUCCESS, FAILED), oldest first.
  router.get(
    '/slips',
    route(async (req, res) => {
      const query = AdminSlipQuery.safeParse(req.query)
      if (!query.success) throw new ApiError(400, 'KEY_INVALID')
      const rows = await prisma.slip.findMany({
        where: { status: query.data.status },
        include: withUsername,
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      })
      res.json(z.array(AdminSlip).parse(rows.map(toAdminSlip)))
    }),
  )

  // Settles a processing slip: SUCCESS credits the amount (one transaction), FAILED notes why.
  router.put(
    '/slips/:id',
    route(async (req, res) => {
      const body = parseBody(AdminSlipRequest, req)
      const id = Number(req.params.id)
      if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, 'NO_DATA')
      const row = await settleSlip(prisma, config.now, id, slipOutcomeOf(body))
      res.json(AdminSlip.parse(toAdminSlip(row)))
    }),
  )

  // QR codes, oldest first: ?status=LIVE (or PAID, CANCELLED, EXPIRED). Stale LIVE ones are
  // marked EXPIRED first, so LIVE means payable.
  router.get(
    '/qrcodes',
    route(async (req, res) => {
      const query = AdminQrQuery.safeParse(req.query)
      if (!query.success) throw new ApiError(400, 'KEY_INVALID')
      await expireQrCodes(prisma, config.now())
      const rows = await prisma.qrCode.findMany({
        where: { status: query.data.status },
        include: withUsername,
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      })
      res.json(z.array(AdminQrCode).parse(rows.map(toAdminQrCode)))
    }),
  )

  // The provider reports the QR paid: the wallet is credited once, with a 'QR <provider>' row.
  router.post(
    '/qrcodes/:qrcodeId/paid',
    route(async (req, res) => {
      const row = await payQr(prisma, config.now, req.params.qrcodeId ?? '')
      res.json(AdminQrCode.parse(toAdminQrCode(row)))
    }),
  )

  // Makes a QR provider refuse every new QR (QR_FAIL), or take them again.
  router.put(
    '/qr-providers/:provider',
    route(async (req, res) => {
      const { failing } = parseBody(AdminQrProviderRequest, req)
      const provider = (req.params.provider ?? '').toUpperCase()
      if (!isQrProvider(provider)) throw new ApiError(404, 'NO_DATA')
      await inTransaction(prisma, async (tx) => {
        const others = (await getSetting(tx, 'qrFailing')).filter((p) => p !== provider)
        await setSetting(tx, 'qrFailing', failing ? [...others, provider] : others)
      })
      res.json(AdminQrProvider.parse({ provider, failing }))
    }),
  )

  return router
}
