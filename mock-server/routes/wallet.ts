// The member's wallet and game accounts (SPEC §7 Wallet): balances, opening accounts at game
// providers, their logins, transfers, withdrawals. Money moves through ledger.ts.
import { type Member } from '@prisma/client'
import { type Request, type Response, Router } from 'express'

import {
  AddRequest,
  endpoints,
  TransferAllRequest,
  TransferRequest,
  WithdrawRequest,
} from '@member-wallet/contract/schemas'

import { type MockContext } from '../context'
import {
  findActiveAccount,
  findProvider,
  freeGameUsername,
  gameUsername,
  newGamePassword,
  toGameLogin,
  walletOf,
} from '../games'
import { ApiError, memberOf, parseBody, reply, requestIdOf, requireMember, route } from '../http'
import {
  addToWallet,
  inTransaction,
  type LedgerScope,
  transfer,
  transferAll,
  type TransferOutcome,
  withdraw,
  withdrawAll,
} from '../ledger'
import { isUniqueViolation } from '../members'
import { exactMinor, toMinor } from '../money'
import { getSetting } from '../settings'

const wallet = endpoints.wallet

const SUCCESS = { message: 'SUCCESS' }

/** The transfer minimum (SPEC §5, §9): 1 baht. */
export const TRANSFER_MINIMUM = 100

/** An amount in minor units; more than two decimals → 400 KEY_INVALID. */
function minorOf(amount: number): number {
  const minor = exactMinor(amount)
  if (minor === null) throw new ApiError(400, 'KEY_INVALID')
  return minor
}

/** A transfer the target provider refused: rows written, money back → 502 TRANSFER_FAIL. */
function checkOutcome(outcome: TransferOutcome): void {
  if (outcome === 'FAILED') throw new ApiError(502, 'TRANSFER_FAIL')
}

export function walletRoutes(ctx: MockContext): Router {
  const { prisma, config } = ctx
  const router = Router()
  router.use(requireMember(ctx))

  function scopeOf(req: Request, res: Response): LedgerScope {
    return { prisma, now: config.now, memberId: memberOf(res).id, requestId: requestIdOf(req) }
  }

  /**
   * A withdrawal's checks before any money moves. The §8 catalogue has no code of its own for
   * the withdraw limits: below withdrawMin (or not above 0) answers 400 TRANSFER_MINIMUM, above
   * withdrawMax 400 KEY_INVALID; a member without a bank account 400 NO_BANK.
   */
  async function checkWithdrawal(member: Member, amount: number): Promise<number> {
    const minor = minorOf(amount)
    const { withdrawMin, withdrawMax } = await getSetting(prisma, 'withdraw')
    if (minor <= 0 || minor < toMinor(withdrawMin)) throw new ApiError(400, 'TRANSFER_MINIMUM')
    if (minor > toMinor(withdrawMax)) throw new ApiError(400, 'KEY_INVALID')
    if (!member.bankCode || !member.bankAccountNo) throw new ApiError(400, 'NO_BANK')
    return minor
  }

  const answerWallet = route(async (_req, res) => {
    reply(res, wallet.wallet.response, await walletOf(prisma, memberOf(res).id, config.publicUrl))
  })

  router.get('/', answerWallet)

  // The operator's backend asks every provider for its balance here; the mock's balances are
  // always current, so it answers the wallet as it is.
  router.get('/refresh/slot', answerWallet)

  router.get(
    '/activate/:gameCode',
    route(async (req, res) => {
      const memberId = memberOf(res).id
      try {
        const account = await inTransaction(prisma, async (tx) => {
          const provider = await findProvider(tx, req.params.gameCode ?? '')
          const where = { memberId_providerCode: { memberId, providerCode: provider.code } }
          const existing = await tx.gameAccount.findUnique({ where })
          if (existing?.isActive) throw new ApiError(409, 'SLOT_ALREADY_ACTIVE')
          // an account the operator switched off comes back with its login and balance
          if (existing) return tx.gameAccount.update({ where, data: { isActive: true } })
          return tx.gameAccount.create({
            data: {
              memberId,
              providerCode: provider.code,
              username: await freeGameUsername(
                tx,
                provider.code,
                gameUsername(memberId, provider.code),
              ),
              password: newGamePassword(),
              createdAt: new Date(config.now()),
            },
          })
        })
        reply(res, wallet.activate.response, toGameLogin(account))
      } catch (error) {
        // another request opened the same account first
        if (isUniqueViolation(error)) throw new ApiError(409, 'SLOT_ALREADY_ACTIVE')
        throw error
      }
    }),
  )

  router.get(
    '/account/:gameCode',
    route(async (req, res) => {
      const provider = await findProvider(prisma, req.params.gameCode ?? '')
      const account = await findActiveAccount(prisma, memberOf(res).id, provider)
      reply(res, wallet.account.response, toGameLogin(account))
    }),
  )

  // SPEC §4: the password reset also marks the account active (opening it if need be).
  router.get(
    '/resetpassword/:gameCode',
    route(async (req, res) => {
      const memberId = memberOf(res).id
      const account = await inTransaction(prisma, async (tx) => {
        const provider = await findProvider(tx, req.params.gameCode ?? '')
        const where = { memberId_providerCode: { memberId, providerCode: provider.code } }
        const password = newGamePassword()
        if (await tx.gameAccount.findUnique({ where })) {
          return tx.gameAccount.update({ where, data: { password, isActive: true } })
        }
        return tx.gameAccount.create({
          data: {
            memberId,
            providerCode: provider.code,
            username: await freeGameUsername(
              tx,
              provider.code,
              gameUsername(memberId, provider.code),
            ),
            password,
            createdAt: new Date(config.now()),
          },
        })
      })
      reply(res, wallet.resetPassword.response, toGameLogin(account))
    }),
  )

  // A demo deposit: the mock's stand-in for a confirmed bank transfer.
  router.post(
    '/add',
    route(async (req, res) => {
      const amount = minorOf(parseBody(AddRequest, req).amount)
      if (amount <= 0) throw new ApiError(400, 'TRANSFER_MINIMUM')
      await addToWallet(scopeOf(req, res), amount)
      reply(res, wallet.add.response, SUCCESS)
    }),
  )

  router.post(
    '/transfer',
    route(async (req, res) => {
      const body = parseBody(TransferRequest, req)
      const amount = minorOf(body.amount)
      if (amount < TRANSFER_MINIMUM) throw new ApiError(400, 'TRANSFER_MINIMUM')
      checkOutcome(await transfer(scopeOf(req, res), body.from, body.to, amount))
      reply(res, wallet.transfer.response, SUCCESS)
    }),
  )

  router.post(
    '/transferAll',
    route(async (req, res) => {
      const { to } = parseBody(TransferAllRequest, req)
      checkOutcome(await transferAll(scopeOf(req, res), to))
      reply(res, wallet.transferAll.response, SUCCESS)
    }),
  )

  // withdrawAll first brings every game balance home; otherwise the two are the same call
  for (const [path, pay] of [
    ['/withdraw', withdraw],
    ['/withdrawAll', withdrawAll],
  ] as const) {
    router.post(
      path,
      route(async (req, res) => {
        const member = memberOf(res)
        const amount = await checkWithdrawal(member, parseBody(WithdrawRequest, req).amount)
        await pay(scopeOf(req, res), member, amount)
        reply(res, wallet.withdraw.response, SUCCESS)
      }),
    )
  }

  return router
}
