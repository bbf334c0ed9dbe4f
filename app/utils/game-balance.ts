// A game card's balance (SPEC §2 Home: balance and balance × the wallet-to-game rate).
import { convertedAmount } from '@member-wallet/contract/rules'

/**
 * The amount in game credits when it differs from the balance, else null: at a rate of 1 the
 * two are the same number and the card prints it once.
 */
export function creditsWhenConverted(balance: number, walletRate: number): number | null {
  const credits = convertedAmount(balance, walletRate)
  return walletRate === 1 || credits === balance ? null : credits
}
