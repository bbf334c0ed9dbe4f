// The deposits page, with the same functions as the /__admin API:
//   GET  /panel/deposits                                  slips, withdrawals, live QR codes
//   POST /panel/deposits/slips/:id/approve   amount=…     credits the wallet (settleSlip)
//   POST /panel/deposits/slips/:id/fail      note=CODE    refuses it with a note code
//   POST /panel/deposits/withdrawals/:id     status=SUCCESS|FAILED   paid, or money back
//   POST /panel/deposits/qrcodes/:id/paid                 the provider reports it paid (payQr)
// A good form redirects back (303) with a notice; a refused one shows the page again with the
// error (422 bad input, 404 unknown, 409 already settled) and changes nothing.
import { type Request, type Response, Router } from 'express'
import * as z from 'zod'

import { SLIP_NOTE_CODES } from '@member-wallet/contract/errors'

import { type MockContext } from '../context'
import { route } from '../http'
import { settleWithdrawal } from '../ledger'
import { expireQrCodes, payQr } from '../qrcodes'
import { settleSlip, slipOutcomeOf } from '../slips'
import { signedSlipUrl } from '../uploads'
import { DepositsMain } from './deposits-view'
import {
  amountField,
  choiceField,
  formHandler,
  type FormSpec,
  type Refusal,
  sendOperatorPage,
} from './forms'
import { type PanelKey } from './i18n'

/** How many settled items of each kind the page shows. */
export const RECENT_SIZE = 10

const withMember = { member: { select: { username: true, name: true } } } as const
const oldestFirst = [{ createdAt: 'asc' as const }, { id: 'asc' as const }]
const latestFirst = [{ updatedAt: 'desc' as const }, { id: 'desc' as const }]

/** An id in a path: a positive whole number, else 0 (no such item). */
function idOf(text: string | undefined): number {
  const id = Number(text)
  return /^\d{1,15}$/.test(text ?? '') && Number.isSafeInteger(id) ? id : 0
}

export function panelDepositRoutes(ctx: MockContext): Router {
  const { prisma, config } = ctx
  const router = Router()

  async function depositsPage(
    req: Request,
    res: Response,
    status: number,
    refused?: Refusal,
  ): Promise<void> {
    await expireQrCodes(prisma, config.now())
    const [slips, recentSlips, withdrawals, recentWithdrawals, qrCodes, recentQrCodes] =
      await Promise.all([
        prisma.slip.findMany({
          where: { status: 'processing' },
          include: withMember,
          orderBy: oldestFirst,
        }),
        prisma.slip.findMany({
          where: { status: { not: 'processing' } },
          include: withMember,
          orderBy: latestFirst,
          take: RECENT_SIZE,
        }),
        prisma.statement.findMany({
          where: { statementType: 'withdraw', status: 'PENDING' },
          include: withMember,
          orderBy: oldestFirst,
        }),
        prisma.statement.findMany({
          where: { statementType: 'withdraw', status: { not: 'PENDING' } },
          include: withMember,
          orderBy: latestFirst,
          take: RECENT_SIZE,
        }),
        prisma.qrCode.findMany({
          where: { status: 'LIVE' },
          include: withMember,
          orderBy: oldestFirst,
        }),
        prisma.qrCode.findMany({
          where: { status: { not: 'LIVE' } },
          include: withMember,
          orderBy: latestFirst,
          take: RECENT_SIZE,
        }),
      ])
    sendOperatorPage(res, status, {
      title: 'navDeposits',
      here: '/panel/deposits',
      body: ({ t, lang }) => (
        <DepositsMain
          view={{
            t,
            lang,
            slips: { pending: slips, recent: recentSlips },
            withdrawals: { pending: withdrawals, recent: recentWithdrawals },
            qrCodes: { pending: qrCodes, recent: recentQrCodes },
            slipUrl: (fileName) => signedSlipUrl(config, fileName),
            done: req.query.done,
            refused,
          }}
        />
      ),
    })
  }

  router.get(
    '/deposits',
    route((req, res) => depositsPage(req, res, 200)),
  )

  /**
   * A deposits form: `act` does it and answers the notice; the ApiErrors of the shared
   * functions become the messages `errors` names.
   */
  function depositForm<Schema extends z.ZodObject>(
    path: string,
    schema: Schema,
    errors: Partial<Record<string, PanelKey>>,
    act: FormSpec<Schema>['act'],
    formOf: (req: Request) => string,
  ) {
    const home = () => '/panel/deposits'
    router.post(path, formHandler({ schema, errors, act, formOf, page: depositsPage, home }))
  }

  const slipErrors = {
    NO_DATA: 'errorSlipUnknown',
    '409:KEY_INVALID': 'errorSlipSettled',
    '400:KEY_INVALID': 'errorAmount',
  } as const

  depositForm(
    '/deposits/slips/:id/approve',
    z.object({ amount: amountField('errorAmount') }),
    slipErrors,
    async (req, { amount }) => {
      const outcome = slipOutcomeOf({ status: 'SUCCESS', amount })
      await settleSlip(prisma, config.now, idOf(req.params.id), outcome)
      return { notice: 'slipApproved', fragment: 'slips' }
    },
    (req) => `slip-${req.params.id}-approve`,
  )

  depositForm(
    '/deposits/slips/:id/fail',
    z.object({ note: choiceField(SLIP_NOTE_CODES, 'errorNote') }),
    slipErrors,
    async (req, { note }) => {
      await settleSlip(prisma, config.now, idOf(req.params.id), { status: 'FAILED', note })
      return { notice: 'slipFailed', fragment: 'slips' }
    },
    (req) => `slip-${req.params.id}-fail`,
  )

  depositForm(
    '/deposits/withdrawals/:id',
    z.object({ status: choiceField(['SUCCESS', 'FAILED'], 'errorForm') }),
    { NO_DATA: 'errorWithdrawalUnknown', '409:KEY_INVALID': 'errorWithdrawalSettled' },
    async (req, { status }) => {
      await settleWithdrawal(prisma, config.now, idOf(req.params.id), status)
      const notice = status === 'SUCCESS' ? 'withdrawalPaid' : 'withdrawalFailed'
      return { notice, fragment: 'withdrawals' }
    },
    (req) => `withdrawal-${req.params.id}`,
  )

  depositForm(
    '/deposits/qrcodes/:id/paid',
    z.object({}),
    { NO_DATA: 'errorQrUnknown', QR_FAIL: 'errorQrNotLive' },
    async (req) => {
      await payQr(prisma, config.now, req.params.id ?? '')
      return { notice: 'qrPaid', fragment: 'qrcodes' }
    },
    (req) => `qr-${req.params.id}`,
  )

  return router
}
