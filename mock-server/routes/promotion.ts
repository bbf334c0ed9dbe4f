// Promotion codes (SPEC §7 Bonus, promotion and statement): looking one up, using it, the
// member's latest one. The rules are in promotions.ts.
import { Router } from 'express'

import { endpoints } from '@member-wallet/contract/schemas'

import { type MockContext } from '../context'
import { memberOf, reply, requestIdOf, requireMember, route } from '../http'
import {
  activatePromotion,
  currentPromotion,
  findPromotion,
  promotionCodeOf,
  toPromotion,
} from '../promotions'

const rewards = endpoints.rewards

export function promotionRoutes(ctx: MockContext): Router {
  const { prisma, config } = ctx
  const router = Router()
  router.use(requireMember(ctx))

  router.get(
    '/current',
    route(async (_req, res) => {
      const promotion = await currentPromotion(prisma, memberOf(res).id)
      reply(res, rewards.currentPromotion.response, promotion)
    }),
  )

  // An unknown or switched-off code answers {}, as the operator's backend does.
  router.get(
    '/find/:code',
    route(async (req, res) => {
      const promotion = await findPromotion(prisma, promotionCodeOf(req.params.code ?? ''))
      reply(res, rewards.findPromotion.response, promotion ? toPromotion(promotion) : {})
    }),
  )

  router.get(
    '/activate/:code',
    route(async (req, res) => {
      const code = promotionCodeOf(req.params.code ?? '')
      const scope = {
        prisma,
        now: config.now,
        memberId: memberOf(res).id,
        requestId: requestIdOf(req),
      }
      await activatePromotion(scope, code)
      reply(res, rewards.activatePromotion.response, { message: 'SUCCESS' })
    }),
  )

  return router
}
