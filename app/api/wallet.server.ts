import {
  GAME_CATEGORIES,
  type GameAccount,
  type GameCategory,
  type Wallet,
} from '@member-wallet/contract/schemas'
import { endpoints } from '@member-wallet/contract/schemas'

import { creditsWhenConverted } from '~/utils/game-balance'

import { type Backend } from './api.server'

/** Refresh every game account at the providers, then read the wallet. */
export async function refreshedWallet(backend: Backend): Promise<Wallet | null> {
  await backend.tryCall(endpoints.wallet.refreshSlots)
  return backend.tryCall(endpoints.wallet.wallet)
}

/**
 * Home's wallet (SPEC §2): refresh, then the wallet, so it shows the refreshed balances. Whether
 * the spin wheel is running reads nothing the refresh changes, so it is asked meanwhile: the
 * page's time budget is then spent on two calls in a row, not three.
 */
export async function homeWallet(backend: Backend) {
  const [wallet, spin] = await Promise.all([
    refreshedWallet(backend),
    backend.tryCall(endpoints.spin.active),
  ])
  return { wallet, spinActive: spin?.status ?? false }
}

/**
 * What a home game card shows; the page gets no more (not the launch addresses). `credits`:
 * the balance in game credits when the rate makes it differ, else null.
 */
export type GameCard = Pick<
  GameAccount,
  'code' | 'name' | 'logo' | 'background' | 'isActive' | 'amount' | 'ftWalletSlot'
> & { credits: number | null }

function gameCard({ code, name, logo, background, isActive, amount, ftWalletSlot }: GameAccount) {
  const credits = creditsWhenConverted(amount, ftWalletSlot)
  return {
    code,
    name,
    logo,
    background,
    isActive,
    amount,
    ftWalletSlot,
    credits,
  } satisfies GameCard
}

/** Game accounts by carousel (slot, sport plus casino, lotto), leaving out empty ones. */
export function carousels(slots: GameAccount[]): { category: GameCategory; games: GameCard[] }[] {
  return GAME_CATEGORIES.map((category) => ({
    category,
    games: slots.filter((game) => game.category === category).map(gameCard),
  })).filter((group) => group.games.length > 0)
}

/** The accounts money can move between: the main wallet and every open game account. */
export function transferAccounts(wallet: Wallet): { id: string; name: string; amount: number }[] {
  return [
    { id: 'wallet', name: '', amount: wallet.amount },
    ...wallet.slots
      .filter((game) => game.isActive)
      .map((game) => ({ id: game.code, name: game.name, amount: game.amount })),
  ]
}
