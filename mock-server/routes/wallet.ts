// The member's main wallet (SPEC §7 Wallet). Game accounts come later.
import { Router } from 'express'

import { endpoints } from '../../app/api/contract'
import { memberOf, type MockContext, reply, requireMember, route } from '../http'
import { fromMinor } from '../money'

export function walletRoutes(ctx: MockContext): Router {
  const router = Router()
  router.use(requireMember(ctx))

  router.get(
    '/',
    route(async (_req, res) => {
      const { walletBalance } = await ctx.prisma.member.findUniqueOrThrow({
        where: { id: memberOf(res).id },
        select: { walletBalance: true },
      })
      reply(res, endpoints.wallet.wallet.response, {
        amount: fromMinor(walletBalance),
        invite: { amount: 0, success: 0, fail: 0 },
        slots: [],
      })
    }),
  )

  return router
}
