// Invite bonuses (SPEC §7 Invite and refund): the member's invite records, claiming the invite
// balance, the operator's invite banners.
import { Router } from 'express'

import { endpoints, PageRequest } from '@member-wallet/contract/schemas'

import { toBanners } from '../banners'
import { type MockContext } from '../context'
import { memberOf, parseBody, reply, requestIdOf, requireMember, route } from '../http'
import { claimInviteBonus, toInviteRecord } from '../invites'
import { getSetting } from '../settings'

const rewards = endpoints.rewards

export function inviteRoutes(ctx: MockContext): Router {
  const { prisma, config } = ctx
  const router = Router()
  router.use(requireMember(ctx))

  // What the member's invitees earned them, newest first, a page at a time.
  router.post(
    '/',
    route(async (req, res) => {
      const { page, limit } = parseBody(PageRequest, req)
      const inviterId = memberOf(res).id
      const [total, rows] = await Promise.all([
        prisma.inviteRecord.count({ where: { inviterId } }),
        prisma.inviteRecord.findMany({
          where: { inviterId },
          include: { fromMember: { select: { name: true } } },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip: (page - 1) * limit,
          take: limit,
        }),
      ])
      reply(res, rewards.invites.response, { total, invites: rows.map(toInviteRecord) })
    }),
  )

  router.get(
    '/bonus',
    route(async (req, res) => {
      const memberId = memberOf(res).id
      await claimInviteBonus({ prisma, now: config.now, memberId, requestId: requestIdOf(req) })
      reply(res, rewards.inviteBonus.response, { message: 'INVITE_BONUS_SUCCESS' })
    }),
  )

  router.get(
    '/banners',
    route(async (_req, res) => {
      const banners = await getSetting(prisma, 'inviteBanners')
      reply(res, rewards.inviteBanners.response, toBanners(banners, config.publicUrl))
    }),
  )

  return router
}
