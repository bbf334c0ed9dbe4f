import { z } from 'zod'

import { endpoint, Money } from './common'

export const GAME_CATEGORIES = ['slot', 'sport', 'lotto'] as const

export const GameAccount = z.object({
  code: z.string(),
  name: z.string(),
  logo: z.string(),
  background: z.string(),
  isActive: z.boolean(),
  amount: Money,
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

export const walletEndpoints = {
  wallet: endpoint({
    method: 'GET',
    path: '/api/wallet',
    body: null,
    response: Wallet,
    auth: true,
  }),
}
