// Bonuses (SPEC §7 Bonus, promotion and statement): the list, receiving one, the active-bonus
// and threshold checks, and ending the active bonus. The rules are in bonuses.ts.
import { type Request, type Response, Router } from 'express'

import { endpoints } from '@member-wallet/contract/schemas'

import {
  activateBonus,
  activeUserBonus,
  bonusCodeOf,
  bonusesOf,
  bonusTypeOf,
  clearBonus,
  clearThreshold,
  toUserBonus,
} from '../bonuses'
import { type MockContext } from '../context'
import { ApiError, memberOf, reply, requestIdOf, requireMember, route } from '../http'
import { type LedgerScope } from '../ledger'
import { isUniqueViolation } from '../members'

const rewards = endpoints.rewards

export function bonusRoutes(ctx: MockContext): Router {
  const { prisma, config } = ctx
  const router = Router()
  router.use(requireMember(ctx))

  function scopeOf(req: Request, res: Response): LedgerScope {
    return { prisma, now: config.now, memberId: memberOf(res).id, requestId: requestIdOf(req) }
  }

  router.get(
    '/',
    route(async (_req, res) => {
      const bonuses = await bonusesOf(prisma, memberOf(res).id, config.publicUrl)
      reply(res, rewards.bonuses.response, bonuses)
    }),
  )

  router.get(
    '/activate/:code',
    route(async (req, res) => {
      try {
        const userBonus = await activateBonus(scopeOf(req, res), bonusCodeOf(req.params.code ?? ''))
        reply(res, rewards.activateBonus.response, toUserBonus(userBonus))
      } catch (error) {
        // another request made the member's record of this bonus first
        if (isUniqueViolation(error)) throw new ApiError(409, 'BONUS_ALREADY_ACTIVE')
        throw error
      }
    }),
  )

  router.get(
    '/check/active',
    route(async (_req, res) => {
      const active = await activeUserBonus(prisma, memberOf(res).id)
      reply(res, rewards.activeBonus.response, {
        status: active !== null,
        type: active ? bonusTypeOf(active.bonus) : null,
      })
    }),
  )

  router.get(
    '/check/minimum',
    route(async (_req, res) => {
      reply(res, rewards.bonusMinimum.response, await clearThreshold(prisma, memberOf(res).id))
    }),
  )

  router.get(
    '/clear',
    route(async (req, res) => {
      await clearBonus(scopeOf(req, res))
      reply(res, rewards.clearBonus.response, { message: 'BONUS_CLEAR' })
    }),
  )

  return router
}
