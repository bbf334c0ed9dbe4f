// The prize wheel (SPEC §7 Spin wheel): the running wheel and the member's coins, spinning,
// the coupons won and claiming one. The rules are in spins.ts.
import { type Request, type Response, Router } from 'express'

import { endpoints } from '@member-wallet/contract/schemas'

import { type MockContext } from '../context'
import { memberOf, parseBody, reply, requestIdOf, requireMember, route } from '../http'
import { type LedgerScope } from '../ledger'
import { activeWheel, claimCoupon, couponsOf, spinSetup, spinWheel } from '../spins'

const spin = endpoints.spin

export function spinRoutes(ctx: MockContext): Router {
  const { prisma, config, spin: outcomes } = ctx
  const router = Router()
  router.use(requireMember(ctx))

  function scopeOf(req: Request, res: Response): LedgerScope {
    return { prisma, now: config.now, memberId: memberOf(res).id, requestId: requestIdOf(req) }
  }

  router.get(
    '/setup',
    route(async (_req, res) => {
      reply(res, spin.setup.response, await spinSetup(prisma, memberOf(res).id))
    }),
  )

  router.get(
    '/active',
    route(async (_req, res) => {
      reply(res, spin.active.response, { status: (await activeWheel(prisma)) !== null })
    }),
  )

  // The body is not used: {} or none (anything but JSON answers KEY_INVALID).
  router.post(
    '/spin',
    route(async (req, res) => {
      parseBody(spin.spin.body, req)
      const result = await spinWheel(scopeOf(req, res), outcomes)
      reply(res, spin.spin.response, { success: true, result, error: null })
    }),
  )

  router.get(
    '/coupon',
    route(async (_req, res) => {
      reply(res, spin.coupons.response, await couponsOf(prisma, memberOf(res).id, config.now()))
    }),
  )

  router.post(
    '/coupon/claim',
    route(async (req, res) => {
      const { coupon } = parseBody(spin.claim.body, req)
      await claimCoupon(scopeOf(req, res), coupon)
      reply(res, spin.claim.response, { success: true, error: null })
    }),
  )

  return router
}
