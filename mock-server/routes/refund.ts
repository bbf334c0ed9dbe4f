// Cashback (SPEC §7 Invite and refund): the member's refund logs, the check, receiving it,
// adding it to the wallet, the operator's refund banners. The rules are in refunds.ts.
import { type Request, type Response, Router } from 'express'

import { endpoints, PageRequest } from '@member-wallet/contract/schemas'

import { toBanners } from '../banners'
import { type MockContext } from '../context'
import { memberOf, parseBody, reply, requestIdOf, requireMember, route } from '../http'
import { type LedgerScope } from '../ledger'
import { receiveRefund, refundCheckOf, refundToWallet, toRefundLog } from '../refunds'
import { getSetting } from '../settings'

const rewards = endpoints.rewards

const REFUND_SUCCESS = { message: 'REFUND_SUCCESS' }

export function refundRoutes(ctx: MockContext): Router {
  const { prisma, config } = ctx
  const router = Router()
  router.use(requireMember(ctx))

  function scopeOf(req: Request, res: Response): LedgerScope {
    return { prisma, now: config.now, memberId: memberOf(res).id, requestId: requestIdOf(req) }
  }

  // The cashback the member received, newest first, a page at a time.
  router.post(
    '/',
    route(async (req, res) => {
      const { page, limit } = parseBody(PageRequest, req)
      const memberId = memberOf(res).id
      const [total, rows] = await Promise.all([
        prisma.refundLog.count({ where: { memberId } }),
        prisma.refundLog.findMany({
          where: { memberId },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip: (page - 1) * limit,
          take: limit,
        }),
      ])
      reply(res, rewards.refunds.response, { total, refunds: rows.map(toRefundLog) })
    }),
  )

  router.get(
    '/check',
    route(async (_req, res) => {
      reply(res, rewards.refundCheck.response, await refundCheckOf(prisma, memberOf(res).id))
    }),
  )

  router.get(
    '/receive',
    route(async (req, res) => {
      await receiveRefund(scopeOf(req, res))
      reply(res, rewards.receiveRefund.response, REFUND_SUCCESS)
    }),
  )

  router.get(
    '/addWallet',
    route(async (req, res) => {
      await refundToWallet(scopeOf(req, res))
      reply(res, rewards.refundToWallet.response, REFUND_SUCCESS)
    }),
  )

  router.get(
    '/banners',
    route(async (_req, res) => {
      const banners = await getSetting(prisma, 'refundBanners')
      reply(res, rewards.refundBanners.response, toBanners(banners, config.publicUrl))
    }),
  )

  return router
}
