// GET /api/autoLogin/*: one-press play at providers opened through the backend (SPEC §7 Auto
// login). The username (and password, where the path has one) must be the member's own
// account at that provider; the answer is a one-time link to the provider's demo game page.
import { Router } from 'express'

import {
  AUTO_LOGIN_PROVIDERS,
  type AutoLoginProvider,
  endpoints,
} from '@member-wallet/contract/schemas'

import { type MockContext } from '../context'
import { findProvider } from '../games'
import { ApiError, memberOf, reply, requireMember, route } from '../http'
import { safeEqual } from '../passwords'

const PREFIX = '/api/autoLogin'

export function autoLoginRoutes(ctx: MockContext): Router {
  const { prisma, config, tickets } = ctx
  const router = Router()
  router.use(requireMember(ctx))

  for (const [code, spec] of Object.entries(AUTO_LOGIN_PROVIDERS) as [
    AutoLoginProvider,
    (typeof AUTO_LOGIN_PROVIDERS)[AutoLoginProvider],
  ][]) {
    router.get(
      spec.path.slice(PREFIX.length),
      route(async (req, res) => {
        const provider = await findProvider(prisma, code)
        // only this member's accounts: another member's username is no account of theirs
        const account = await prisma.gameAccount.findFirst({
          where: {
            memberId: memberOf(res).id,
            providerCode: provider.code,
            username: req.params.username ?? '',
            isActive: true,
          },
        })
        if (!account) throw new ApiError(400, 'SLOT_NO_ACCOUNT')
        if (spec.password && !safeEqual(req.params.password ?? '', account.password)) {
          throw new ApiError(401, 'WRONG_CREDENTIAL')
        }
        const ticket = tickets.issue(account.id, provider.code)
        reply(res, endpoints.autoLogin[code].response, {
          link: `${config.publicUrl}/demo-game/${provider.code}?ticket=${ticket}`,
        })
      }),
    )
  }

  return router
}
