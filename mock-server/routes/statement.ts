// The member's statement (SPEC §7 Bonus, promotion and statement): every movement, newest
// first, a page at a time; the uploaded slips the same way, and a short-lived address of a
// slip's image.
import { type Statement } from '@prisma/client'
import { Router } from 'express'

import {
  endpoints,
  PageRequest,
  type StatementEntry,
  type StatementType,
} from '@member-wallet/contract/schemas'

import { type MockContext } from '../context'
import { ApiError, memberOf, parseBody, reply, requireMember, route } from '../http'
import { fromMinor } from '../money'
import { toSlip } from '../slips'
import { signedSlipUrl } from '../uploads'

const statement = endpoints.statement
const deposit = endpoints.deposit

function described(description: string | null): { description: string } | null {
  return description === null ? null : { description }
}

export function toStatementEntry(row: Statement): StatementEntry {
  return {
    _id: String(row.id),
    // the rows are written by the ledger; reply() refuses (500) a type outside the contract
    statementType: row.statementType as StatementType,
    status: row.status,
    from: row.from,
    to: row.to,
    amount: fromMinor(row.amount),
    createdAt: row.createdAt.toISOString(),
    bonus: described(row.bonusDescription),
    promotion: described(row.promotionDescription),
    invite: described(row.inviteDescription),
    refund: described(row.refundDescription),
    luckydraw: described(row.luckydrawDescription),
  }
}

export function statementRoutes(ctx: MockContext): Router {
  const { prisma, config } = ctx
  const router = Router()

  router.post(
    '/',
    requireMember(ctx),
    route(async (req, res) => {
      const { page, limit } = parseBody(PageRequest, req)
      const memberId = memberOf(res).id
      const [total, rows] = await Promise.all([
        prisma.statement.count({ where: { memberId } }),
        prisma.statement.findMany({
          where: { memberId },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip: (page - 1) * limit,
          take: limit,
        }),
      ])
      reply(res, statement.statements.response, {
        total,
        statements: rows.map(toStatementEntry),
      })
    }),
  )

  router.post(
    '/slip',
    requireMember(ctx),
    route(async (req, res) => {
      const { page, limit } = parseBody(PageRequest, req)
      const memberId = memberOf(res).id
      const [total, rows] = await Promise.all([
        prisma.slip.count({ where: { memberId } }),
        prisma.slip.findMany({
          where: { memberId },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip: (page - 1) * limit,
          take: limit,
        }),
      ])
      reply(res, deposit.slips.response, { total, slips: rows.map(toSlip) })
    }),
  )

  // Another member's slip answers as an unknown one: 404 NO_DATA.
  router.get(
    '/slip/reference/:reference',
    requireMember(ctx),
    route(async (req, res) => {
      const slip = await prisma.slip.findUnique({
        where: { reference: req.params.reference ?? '' },
      })
      if (!slip || slip.memberId !== memberOf(res).id) throw new ApiError(404, 'NO_DATA')
      reply(res, deposit.slipReference.response, { url: signedSlipUrl(config, slip.fileName) })
    }),
  )

  return router
}
