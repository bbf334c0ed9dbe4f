import * as z from 'zod'

import { endpoint, IsoDate, Money, requiredText, Unshown } from './common'
import { AUTO_LOGIN_PROVIDERS, type AutoLoginProvider, GAME_CATEGORIES } from './constants'

export const GameAccount = z.object({
  code: z.string(),
  name: z.string(),
  logo: z.string(),
  background: z.string(),
  isActive: z.boolean(),
  amount: Money,
  /** Wallet-to-game rate: one baht of wallet is worth this many game credits. */
  ftWalletSlot: z.number(),
  category: z.enum(GAME_CATEGORIES),
  web: z.string().nullable(),
  android: z.string().nullable(),
  ios: z.string().nullable(),
})
export type GameAccount = z.infer<typeof GameAccount>

export const Wallet = z.object({
  amount: Money,
  invite: z.object({ amount: Money, success: z.number(), fail: z.number() }),
  slots: z.array(GameAccount),
})
export type Wallet = z.infer<typeof Wallet>

/** The member's login at a game provider; one provider adds page-state fields in `event`. */
export const GameLogin = z.object({
  username: z.string(),
  password: z.string(),
  event: z.record(z.string(), z.unknown()).optional(),
})
export type GameLogin = z.infer<typeof GameLogin>

/** The largest amount a request carries; the forms refuse more with the amount message. */
export const MAX_AMOUNT = 1_000_000_000

/** An amount in baht as the client sends it; rules (minimum, balance) answer with §8 codes. */
export const AmountInput = z.number().finite().max(MAX_AMOUNT)

export const AddRequest = z.object({ amount: AmountInput })

const AccountRef = requiredText(30)

export const TransferRequest = z.object({ from: AccountRef, to: AccountRef, amount: AmountInput })
export type TransferRequest = z.infer<typeof TransferRequest>

export const TransferAllRequest = z.object({ to: AccountRef })

export const WithdrawRequest = z.object({ amount: AmountInput })

export const STATEMENT_TYPES = ['deposit', 'bonus', 'finish_bonus', 'withdraw', 'transfer'] as const
export type StatementType = (typeof STATEMENT_TYPES)[number]

const Described = z.object({ description: z.string() }).nullish()

export const StatementEntry = z.object({
  /** Not in SPEC §3: a backend without it leaves the list keyed by position. */
  _id: z.string().optional(),
  statementType: z.enum(STATEMENT_TYPES),
  /** SUCCESS, FAILED, or anything else while in progress. */
  status: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  amount: Money,
  createdAt: IsoDate,
  bonus: Described,
  promotion: Described,
  invite: Described,
  refund: Described,
  luckydraw: Described,
})
export type StatementEntry = z.infer<typeof StatementEntry>

export const PageRequest = z.object({
  page: z.number().int().min(1).max(100_000),
  limit: z.number().int().min(1).max(100),
})

export const StatementPage = z.object({
  total: z.number().int(),
  statements: z.array(StatementEntry),
})
export type StatementPage = z.infer<typeof StatementPage>

export const LaunchLink = z.object({ link: z.string() })

const gameCode = { auth: true, body: null } as const

export const walletEndpoints = {
  wallet: endpoint({
    method: 'GET',
    path: '/api/wallet',
    body: null,
    response: Wallet,
    auth: true,
  }),
  refreshSlots: endpoint({
    method: 'GET',
    path: '/api/wallet/refresh/slot',
    body: null,
    response: Unshown,
    auth: true,
  }),
  activate: endpoint({
    ...gameCode,
    method: 'GET',
    path: '/api/wallet/activate/:gameCode',
    response: GameLogin,
  }),
  account: endpoint({
    ...gameCode,
    method: 'GET',
    path: '/api/wallet/account/:gameCode',
    response: GameLogin,
  }),
  resetPassword: endpoint({
    ...gameCode,
    method: 'GET',
    path: '/api/wallet/resetpassword/:gameCode',
    response: GameLogin,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/wallet/add',
    body: AddRequest,
    response: Unshown,
    auth: true,
  }),
  transfer: endpoint({
    method: 'POST',
    path: '/api/wallet/transfer',
    body: TransferRequest,
    response: Unshown,
    auth: true,
  }),
  transferAll: endpoint({
    method: 'POST',
    path: '/api/wallet/transferAll',
    body: TransferAllRequest,
    response: Unshown,
    auth: true,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/api/wallet/withdraw',
    body: WithdrawRequest,
    response: Unshown,
    auth: true,
  }),
  withdrawAll: endpoint({
    method: 'POST',
    path: '/api/wallet/withdrawAll',
    body: WithdrawRequest,
    response: Unshown,
    auth: true,
  }),
}

export const statementEndpoints = {
  statements: endpoint({
    method: 'POST',
    path: '/api/statement',
    body: PageRequest,
    response: StatementPage,
    auth: true,
  }),
}

export const autoLoginEndpoints = Object.fromEntries(
  Object.entries(AUTO_LOGIN_PROVIDERS).map(([code, { path }]) => [
    code,
    endpoint({ method: 'GET', path, body: null, response: LaunchLink, auth: true }),
  ]),
) as Record<AutoLoginProvider, ReturnType<typeof endpoint<null, typeof LaunchLink>>>
