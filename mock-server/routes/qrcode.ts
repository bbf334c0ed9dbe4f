// QR deposits (SPEC §7 QR deposit): the member's live QR at a provider, making one, cancelling
// it. The provider refusing answers 200 with hasQrcode false and QR_FAIL, as the app expects;
// a member with an active bonus is refused 400 BONUS_REMAINING (SPEC §9).
import { Router } from 'express'

import { endpoints, QrCreateRequest } from '@member-wallet/contract/schemas'

import { checkNoBonusRemaining } from '../bonuses'
import { type MockContext } from '../context'
import { ApiError, memberOf, parseBody, reply, requireMember, route } from '../http'
import { exactMinor } from '../money'
import { cancelQr, createQr, liveQr, noQr, qrProviderOf, qrRefused, toQrState } from '../qrcodes'

const deposit = endpoints.deposit

export function qrcodeRoutes(ctx: MockContext): Router {
  const { prisma, config } = ctx
  const router = Router()
  router.use(requireMember(ctx))

  router.get(
    '/:provider',
    route(async (req, res) => {
      const provider = qrProviderOf(req.params.provider ?? '')
      const qr = await liveQr(prisma, config.now(), memberOf(res).id, provider)
      reply(res, deposit.qrState.response, qr ? await toQrState(qr) : noQr('NO_DATA'))
    }),
  )

  router.post(
    '/:provider',
    route(async (req, res) => {
      const provider = qrProviderOf(req.params.provider ?? '')
      const amount = exactMinor(parseBody(QrCreateRequest, req).amount)
      if (amount === null) throw new ApiError(400, 'KEY_INVALID')
      // a bonus must be ended before the next deposit (SPEC §9)
      await checkNoBonusRemaining(prisma, memberOf(res).id)
      if (await qrRefused(prisma, provider, amount, config.paytimzMin)) {
        reply(res, deposit.qrCreate.response, noQr('QR_FAIL'))
        return
      }
      const qr = await createQr(prisma, config.now(), memberOf(res).id, provider, amount)
      reply(res, deposit.qrCreate.response, await toQrState(qr))
    }),
  )

  router.delete(
    '/:qrcodeId',
    route(async (req, res) => {
      await cancelQr(prisma, config.now(), memberOf(res).id, req.params.qrcodeId ?? '')
      reply(res, deposit.qrCancel.response, { message: 'SUCCESS' })
    }),
  )

  return router
}
