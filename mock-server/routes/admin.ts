// A small admin API for tests and demos (the control panel at /panel does the same through
// forms, with the same functions). Every request needs the header x-admin-password.
import { Router } from 'express'
import * as z from 'zod'

import { checkAdminPassword } from '../admin-password'
import { type MockContext } from '../context'
import { resetDemo } from '../demo-reset'
import { ApiError, clientAddress, parseBody, route } from '../http'
import { settleWithdrawal, STATEMENT_STATUSES } from '../ledger'
import { fromMinor } from '../money'
import {
  AdminMember,
  AdminMemberRequest,
  changeMember,
  memberByUsername,
  toAdminMember,
} from '../operator-members'
import {
  AdminProvider,
  AdminProviderRequest,
  AdminSettings,
  AdminSettingsRequest,
  changeProvider,
  changeSettings,
  listProviders,
  readSettings,
} from '../operator-settings'
import { AdminShape } from '../spec-mode'
import { adminChatRoutes } from './admin-chat'
import { adminDepositRoutes } from './admin-deposits'
import { adminFaultRoutes } from './admin-faults'
import { adminSpinRoutes } from './admin-spin'

// the settings, members and providers the operator changes: shared with the panel's pages
export { AdminMember, AdminMemberRequest } from '../operator-members'
export {
  AdminProvider,
  AdminProviderRequest,
  AdminSettings,
  AdminSettingsRequest,
  SlipClosed,
} from '../operator-settings'

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

type WithdrawalRow = {
  id: number
  amount: number
  status: string
  to: string | null
  createdAt: Date
  updatedAt: Date
  member: { username: string }
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
  const { prisma, config, limits } = ctx
  const router = Router()

  router.use((req, _res, next) => {
    switch (checkAdminPassword(ctx, clientAddress(req), req.get('x-admin-password'))) {
      case 'right':
        return next()
      case 'wrong':
        return next(new ApiError(401, 'UNAUTHORIZED'))
      case 'too-many':
        return next(new ApiError(429, 'REQUEST_LIMIT'))
    }
  })

  router.get(
    '/settings',
    route(async (_req, res) => {
      res.json(AdminSettings.parse(await readSettings(prisma)))
    }),
  )

  router.put(
    '/settings',
    route(async (req, res) => {
      await changeSettings(prisma, parseBody(AdminSettingsRequest, req))
      res.json(AdminSettings.parse(await readSettings(prisma)))
    }),
  )

  router.get('/shape', (_req, res) => {
    res.json(AdminShape.parse(ctx.answers))
  })

  router.put(
    '/shape',
    route(async (req, res) => {
      ctx.answers.shape = parseBody(AdminShape, req).shape
      res.json(AdminShape.parse(ctx.answers))
    }),
  )

  router.post(
    '/reset',
    route(async (_req, res) => {
      // the same reset as the panel's "Reset demo data" (fault rules included)
      await resetDemo(ctx)
      res.json({ message: 'SUCCESS' })
    }),
  )

  router.get(
    '/members/:username',
    route(async (req, res) => {
      const member = await memberByUsername(prisma, req.params.username ?? '')
      res.json(AdminMember.parse(toAdminMember(member)))
    }),
  )

  // Switches a member on or off, sets the cashback they earned (refundAccrued) or their
  // unclaimed invite bonus (inviteBalance), in baht, and adds spins ({ "addCoins": 3 }).
  router.put(
    '/members/:username',
    route(async (req, res) => {
      const body = parseBody(AdminMemberRequest, req)
      const updated = await changeMember(prisma, req.params.username ?? '', body)
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
      res.json(z.array(AdminProvider).parse(await listProviders(prisma)))
    }),
  )

  // Switches a provider off (its cards disappear, its calls answer NO_GAME) or makes it refuse
  // every transfer into it (TRANSFER_FAIL).
  router.put(
    '/providers/:code',
    route(async (req, res) => {
      const body = parseBody(AdminProviderRequest, req)
      const updated = await changeProvider(prisma, req.params.code ?? '', body)
      res.json(AdminProvider.parse(updated))
    }),
  )

  router.use(adminDepositRoutes(ctx))
  router.use(adminSpinRoutes(ctx))
  router.use(adminChatRoutes(ctx))
  router.use(adminFaultRoutes(ctx))

  router.post('/rate-limits/reset', (_req, res) => {
    for (const counter of Object.values(limits)) counter.reset()
    res.json({ message: 'SUCCESS' })
  })

  return router
}
