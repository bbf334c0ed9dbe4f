// GET /api/lookup/*: banks, deposit accounts, texts and switches (SPEC §7 Lookups).
import { Router } from 'express'

import { type DepositBank, type DepositWallet, endpoints } from '@member-wallet/contract/schemas'

import { type MockContext } from '../context'
import { reply, requireMember, route } from '../http'
import { getSetting } from '../settings'
import { isSlipOpen } from '../slip-window'

const lookup = endpoints.lookup

export function lookupRoutes(ctx: MockContext): Router {
  const { prisma, config } = ctx
  const router = Router()

  router.get(
    '/banks',
    route(async (_req, res) => {
      const banks = await prisma.bank.findMany({
        where: { type: 'BANK' },
        orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }],
      })
      reply(
        res,
        lookup.banks.response,
        banks.map(({ code, nameTH, nameEN, nameLO }) => ({
          code,
          nameTH,
          nameEN,
          ...(nameLO ? { nameLO } : {}),
        })),
      )
    }),
  )

  router.get(
    '/deposit',
    requireMember(ctx),
    route(async (_req, res) => {
      const accounts = await prisma.depositAccount.findMany({
        where: { isActive: true },
        include: { bank: true },
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      })
      const banks: DepositBank[] = []
      const wallets: DepositWallet[] = []
      for (const account of accounts) {
        const entry: DepositBank = {
          bankCode: account.bankCode,
          bankType: account.bank.type,
          mode: account.mode,
          bank: {
            nameTH: account.bank.nameTH,
            nameEN: account.bank.nameEN,
            ...(account.bank.nameLO ? { nameLO: account.bank.nameLO } : {}),
          },
          bankAccountName: account.bankAccountName,
          bankAccountNo: account.bankAccountNo,
          currency: account.currency,
        }
        if (account.kind === 'WALLET') {
          wallets.push({
            ...entry,
            walletAccountName: account.walletAccountName ?? account.bankAccountName,
          })
        } else {
          banks.push(entry)
        }
      }
      reply(res, lookup.deposit.response, {
        banks,
        wallets,
        isManual: await getSetting(prisma, 'isManual'),
      })
    }),
  )

  router.get(
    '/conditions',
    route(async (_req, res) => {
      reply(res, lookup.conditions.response, { conditions: await getSetting(prisma, 'conditions') })
    }),
  )

  router.get(
    '/agreements',
    route(async (_req, res) => {
      reply(res, lookup.agreements.response, { agreements: await getSetting(prisma, 'agreements') })
    }),
  )

  router.get(
    '/info',
    route(async (_req, res) => {
      reply(res, lookup.info.response, await getSetting(prisma, 'info'))
    }),
  )

  router.get(
    '/notice',
    route(async (_req, res) => {
      reply(res, lookup.notice.response, { notice: await getSetting(prisma, 'notice') })
    }),
  )

  router.get(
    '/contact',
    route(async (_req, res) => {
      reply(res, lookup.contact.response, await getSetting(prisma, 'contact'))
    }),
  )

  router.get(
    '/withdraw',
    requireMember(ctx),
    route(async (_req, res) => {
      reply(res, lookup.withdraw.response, await getSetting(prisma, 'withdraw'))
    }),
  )

  router.get(
    '/slip',
    route(async (_req, res) => {
      const window = await getSetting(prisma, 'slip')
      reply(res, lookup.slip.response, { ...window, isOpen: isSlipOpen(config.now(), window) })
    }),
  )

  router.get(
    '/sources',
    route(async (_req, res) => {
      const sources = await prisma.source.findMany({
        orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }],
      })
      reply(
        res,
        lookup.sources.response,
        sources.map(({ code, description }) => ({ code, description })),
      )
    }),
  )

  router.get(
    '/active',
    route(async (_req, res) => {
      reply(res, lookup.active.response, { terminated: await getSetting(prisma, 'terminated') })
    }),
  )

  router.get(
    '/registerOTP',
    route(async (_req, res) => {
      reply(res, lookup.registerOTP.response, {
        registerOTP: await getSetting(prisma, 'registerOTP'),
      })
    }),
  )

  router.get(
    '/enableChatWidget',
    route(async (_req, res) => {
      reply(res, lookup.enableChatWidget.response, {
        enableChatWidget: await getSetting(prisma, 'enableChatWidget'),
      })
    }),
  )

  return router
}
