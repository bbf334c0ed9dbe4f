// A small admin API for tests and demos (the control panel comes later). Every request
// needs the header x-admin-password.
import { type Member } from '@prisma/client'
import { Router } from 'express'
import { z } from 'zod'

import { normalizeCode } from '../games'
import { ApiError, type MockContext, parseBody, route } from '../http'
import { settleWithdrawal, STATEMENT_STATUSES } from '../ledger'
import { exactMinor, fromMinor } from '../money'
import { safeEqual } from '../passwords'
import { seed } from '../seed'
import { getSetting, setSetting, Terminated } from '../settings'
import { adminChatRoutes } from './admin-chat'
import { adminDepositRoutes } from './admin-deposits'
import { adminSpinRoutes } from './admin-spin'

const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)

/** The daily window in which slips are refused (Bangkok time), or null for never. */
export const SlipClosed = z.object({ from: ClockTime, to: ClockTime }).strict().nullable()

export const AdminSettingsRequest = z
  .object({
    registerOTP: z.boolean().optional(),
    enableChatWidget: z.boolean().optional(),
    terminated: Terminated.optional(),
    isManual: z.boolean().optional(),
    slipClosed: SlipClosed.optional(),
    inviteActive: z.boolean().optional(),
    refundActive: z.boolean().optional(),
    /** Baht: a bonus can be ended below it. */
    bonusClearBelow: z.number().finite().min(0).max(1_000_000).optional(),
  })
  .strict()

export const AdminSettings = z.object({
  registerOTP: z.boolean(),
  enableChatWidget: z.boolean(),
  terminated: Terminated,
  isManual: z.boolean(),
  slipClosed: SlipClosed,
  inviteActive: z.boolean(),
  refundActive: z.boolean(),
  bonusClearBelow: z.number(),
})
export type AdminSettings = z.infer<typeof AdminSettings>

/** Baht, 0 or more, with at most two decimals (checked with exactMinor). */
const AdminAmount = z.number().finite().min(0).max(1_000_000_000)

export const AdminMemberRequest = z
  .object({
    isActive: z.boolean().optional(),
    /** Cashback earned and waiting to be received. */
    refundAccrued: AdminAmount.optional(),
    /** Invite bonus waiting to be claimed. */
    inviteBalance: AdminAmount.optional(),
  })
  .strict()

/** A member's switch and balances, in baht. */
export const AdminMember = z.object({
  username: z.string(),
  isActive: z.boolean(),
  walletBalance: z.number(),
  refundAccrued: z.number(),
  refundBalance: z.number(),
  inviteBalance: z.number(),
})
export type AdminMember = z.infer<typeof AdminMember>

export const AdminWithdrawalQuery = z.object({ status: z.enum(STATEMENT_STATUSES).optional() })

export const AdminWithdrawal = z.object({
  id: z.number().int(),
  username: z.string(),
  amount: z.number(),
  status: z.string(),
  to: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AdminWithdrawal = z.infer<typeof AdminWithdrawal>

export const AdminSettleRequest = z.object({ status: z.enum(['SUCCESS', 'FAILED']) }).strict()

export const AdminProviderRequest = z
  .object({ failTransfersIn: z.boolean().optional(), isActive: z.boolean().optional() })
  .strict()

export const AdminProvider = z.object({
  code: z.string(),
  name: z.string(),
  category: z.string(),
  isActive: z.boolean(),
  failTransfersIn: z.boolean(),
})

type WithdrawalRow = {
  id: number
  amount: number
  status: string
  to: string | null
  createdAt: Date
  updatedAt: Date
  member: { username: string }
}

function toAdminMember(member: Member): AdminMember {
  return {
    username: member.username,
    isActive: member.isActive,
    walletBalance: fromMinor(member.walletBalance),
    refundAccrued: fromMinor(member.refundAccrued),
    refundBalance: fromMinor(member.refundBalance),
    inviteBalance: fromMinor(member.inviteBalance),
  }
}

/** An amount the admin sent in baht, in minor units; more than two decimals → 400 KEY_INVALID. */
function adminMinor(amount: number | undefined): number | undefined {
  if (amount === undefined) return undefined
  const minor = exactMinor(amount)
  if (minor === null) throw new ApiError(400, 'KEY_INVALID')
  return minor
}

function toAdminWithdrawal(row: WithdrawalRow): AdminWithdrawal {
  return {
    id: row.id,
    username: row.member.username,
    amount: fromMinor(row.amount),
    status: row.status,
    to: row.to,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function adminRoutes(ctx: MockContext): Router {
  const { prisma, config, limits, tickets, spin } = ctx
  const router = Router()

  router.use((req, _res, next) => {
    const password = req.get('x-admin-password')
    if (password === undefined || !safeEqual(password, config.adminPassword)) {
      next(new ApiError(401, 'UNAUTHORIZED'))
    } else {
      next()
    }
  })

  async function currentSettings(): Promise<AdminSettings> {
    const slip = await getSetting(prisma, 'slip')
    return {
      registerOTP: await getSetting(prisma, 'registerOTP'),
      enableChatWidget: await getSetting(prisma, 'enableChatWidget'),
      terminated: await getSetting(prisma, 'terminated'),
      isManual: await getSetting(prisma, 'isManual'),
      slipClosed:
        slip.closedFrom === slip.closedTo ? null : { from: slip.closedFrom, to: slip.closedTo },
      inviteActive: await getSetting(prisma, 'inviteActive'),
      refundActive: await getSetting(prisma, 'refundActive'),
      bonusClearBelow: await getSetting(prisma, 'bonusClearBelow'),
    }
  }

  /** A window from a time to the same time is never closed (isSlipOpen). */
  async function setSlipClosed(closed: z.infer<typeof SlipClosed>): Promise<void> {
    const slip = await getSetting(prisma, 'slip')
    const { from, to } = closed ?? { from: '00:00', to: '00:00' }
    await setSetting(prisma, 'slip', { ...slip, closedFrom: from, closedTo: to })
  }

  router.get(
    '/settings',
    route(async (_req, res) => {
      res.json(AdminSettings.parse(await currentSettings()))
    }),
  )

  router.put(
    '/settings',
    route(async (req, res) => {
      const body = parseBody(AdminSettingsRequest, req)
      if (body.registerOTP !== undefined) await setSetting(prisma, 'registerOTP', body.registerOTP)
      if (body.enableChatWidget !== undefined) {
        await setSetting(prisma, 'enableChatWidget', body.enableChatWidget)
      }
      if (body.terminated !== undefined) await setSetting(prisma, 'terminated', body.terminated)
      if (body.isManual !== undefined) await setSetting(prisma, 'isManual', body.isManual)
      if (body.slipClosed !== undefined) await setSlipClosed(body.slipClosed)
      if (body.inviteActive !== undefined) {
        await setSetting(prisma, 'inviteActive', body.inviteActive)
      }
      if (body.refundActive !== undefined) {
        await setSetting(prisma, 'refundActive', body.refundActive)
      }
      if (body.bonusClearBelow !== undefined) {
        await setSetting(prisma, 'bonusClearBelow', body.bonusClearBelow)
      }
      res.json(AdminSettings.parse(await currentSettings()))
    }),
  )

  router.post(
    '/reset',
    route(async (_req, res) => {
      await seed(prisma, {
        registerOTP: config.registerOTPDefault,
        now: config.now(),
        uploadDir: config.uploadDir,
      })
      for (const counter of Object.values(limits)) counter.reset()
      tickets.clear()
      spin.reset()
      res.json({ message: 'SUCCESS' })
    }),
  )

  router.get(
    '/members/:username',
    route(async (req, res) => {
      const member = await prisma.member.findUnique({ where: { username: req.params.username } })
      if (!member) throw new ApiError(404, 'NO_USER')
      res.json(AdminMember.parse(toAdminMember(member)))
    }),
  )

  // Switches a member on or off, and sets the cashback they earned (refundAccrued) or their
  // unclaimed invite bonus (inviteBalance), in baht.
  router.put(
    '/members/:username',
    route(async (req, res) => {
      const body = parseBody(AdminMemberRequest, req)
      const data = {
        isActive: body.isActive,
        refundAccrued: adminMinor(body.refundAccrued),
        inviteBalance: adminMinor(body.inviteBalance),
      }
      const username = req.params.username ?? ''
      const member = await prisma.member.findUnique({ where: { username } })
      if (!member) throw new ApiError(404, 'NO_USER')
      const updated = await prisma.member.update({ where: { id: member.id }, data })
      res.json(AdminMember.parse(toAdminMember(updated)))
    }),
  )

  // Withdrawals, for the operator to pay out or refuse: ?status=PENDING (or SUCCESS, FAILED).
  router.get(
    '/withdrawals',
    route(async (req, res) => {
      const query = AdminWithdrawalQuery.safeParse(req.query)
      if (!query.success) throw new ApiError(400, 'KEY_INVALID')
      const rows = await prisma.statement.findMany({
        where: { statementType: 'withdraw', status: query.data.status },
        include: { member: { select: { username: true } } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      })
      res.json(z.array(AdminWithdrawal).parse(rows.map(toAdminWithdrawal)))
    }),
  )

  // Settles a PENDING withdrawal: SUCCESS (paid out) or FAILED (the money goes back to the
  // wallet in the same transaction; the row itself turns FAILED, no refund row is written).
  router.put(
    '/withdrawals/:id',
    route(async (req, res) => {
      const { status } = parseBody(AdminSettleRequest, req)
      const id = Number(req.params.id)
      if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, 'NO_DATA')
      const row = await settleWithdrawal(prisma, config.now, id, status)
      res.json(AdminWithdrawal.parse(toAdminWithdrawal(row)))
    }),
  )

  router.get(
    '/providers',
    route(async (_req, res) => {
      const providers = await prisma.gameProvider.findMany({ orderBy: { sortOrder: 'asc' } })
      res.json(z.array(AdminProvider).parse(providers))
    }),
  )

  // Switches a provider off (its cards disappear, its calls answer NO_GAME) or makes it refuse
  // every transfer into it (TRANSFER_FAIL).
  router.put(
    '/providers/:code',
    route(async (req, res) => {
      const body = parseBody(AdminProviderRequest, req)
      const code = normalizeCode(req.params.code ?? '')
      const provider = await prisma.gameProvider.findUnique({ where: { code } })
      if (!provider) throw new ApiError(404, 'NO_GAME')
      const updated = await prisma.gameProvider.update({ where: { code }, data: body })
      res.json(AdminProvider.parse(updated))
    }),
  )

  router.use(adminDepositRoutes(ctx))
  router.use(adminSpinRoutes(ctx))
  router.use(adminChatRoutes(ctx))

  router.post('/rate-limits/reset', (_req, res) => {
    for (const counter of Object.values(limits)) counter.reset()
    res.json({ message: 'SUCCESS' })
  })

  return router
}
