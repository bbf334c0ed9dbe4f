// What a money action is about to move and what it moved (issue 19 point 1): the sums the
// screens show before a player confirms, and the receipt every money action ends on. Home and
// its dialogs import it in the browser, so it imports no zod (that alone was 89 kB gzip of
// home's JavaScript): the receipt's schema, and the types read from it, are in
// receipt.server.ts, of which the browser gets the types only.
import { MAIN_WALLET, type Wallet } from '@member-wallet/contract/schemas'

import type { Party, Receipt } from '~/receipt.server'

/** The least a transfer may move, in baht (the form's minimum; the backend's is the same). */
export const TRANSFER_MINIMUM = 1

/** Sums baht amounts in satang, so 0.1 + 0.2 is 0.30 and not 0.30000000000000004. */
export function sumMoney(...amounts: number[]): number {
  return amounts.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100
}

export type GameBalance = { code: string; name: string; amount: number }

export type InGames = { total: number; games: GameBalance[] }

/** What is in games: every open game account's balance, and their sum (home's wallet card). */
export function moneyInGames(slots: Wallet['slots']): InGames {
  const games = slots
    .filter((game) => game.isActive)
    .map(({ code, name, amount }) => ({ code, name, amount }))
  return { total: sumMoney(...games.map((game) => game.amount)), games }
}

/** Home's wallet card: the money in games, and it with the main wallet all together. */
export function inGamesBeside(
  wallet: Pick<Wallet, 'amount' | 'slots'>,
): InGames & { allTogether: number } {
  const inGames = moneyInGames(wallet.slots)
  return { ...inGames, allTogether: sumMoney(wallet.amount, inGames.total) }
}

/** What Play moves into the game first: the whole main wallet, or nothing below the minimum. */
export function playTransferAmount(walletAmount: number): number {
  return walletAmount >= TRANSFER_MINIMUM ? walletAmount : 0
}

export type WithdrawPreview = { fromGames: number; withdraw: number; walletAfter: number }

/**
 * What a withdrawal does (withdrawAll, SPEC §7): every game's balance comes back to the main
 * wallet first, then the amount leaves it. A negative walletAfter means there is not enough.
 */
export function withdrawPreview(wallet: Wallet, amount: number): WithdrawPreview {
  const fromGames = moneyInGames(wallet.slots).total
  return { fromGames, withdraw: amount, walletAfter: sumMoney(wallet.amount, fromGames, -amount) }
}

/** 'games': every game; 'others': the main wallet and every other game (transfer-all). */
export const PARTY_ACCOUNTS = [
  'wallet',
  'bank',
  'games',
  'others',
  'cashback',
  'inviteBonus',
  'coupon',
  'qr',
  'trueWallet',
  'bonus',
  'promotion',
] as const

export const RECEIPT_KINDS = [
  'transfer',
  'transferAll',
  'withdraw',
  'play',
  'cashback',
  'inviteBonus',
  'coupon',
  'slip',
  'qr',
  'trueLink',
  'bonus',
  'promotion',
] as const

/**
 * How a money event ended (issue 35): done; accepted and still to happen (a withdrawal's bank
 * transfer, a deposit being checked); refused, nothing moved; or no answer came, so the money
 * may have moved.
 */
export const RESULT_STATES = ['success', 'pending', 'failed', 'unknown'] as const
export type ResultState = (typeof RESULT_STATES)[number]

/** A move as the screens show it: what, how much, from → to, and the balances read after. */
export type Move = Pick<
  Receipt,
  'kind' | 'amount' | 'from' | 'to' | 'fromGames' | 'walletAfter' | 'game'
>

/** An account id as the transfer form names it ('wallet' or a game code), as a party. */
export function partyOf(id: string, wallet: Wallet | null): Party {
  if (id === MAIN_WALLET) return { account: 'wallet' }
  const game = wallet?.slots.find((slot) => slot.code === id)
  return { account: 'game', code: id, name: game?.name ?? id }
}

/** The game a receipt is about (the receiving one first), with its balance read after. */
function gameAfter(parties: Party[], after: Wallet | null): Receipt['game'] {
  for (const party of parties) {
    if (party.account !== 'game') continue
    const game = after?.slots.find((slot) => slot.code === party.code)
    if (game) return { code: game.code, name: game.name, amount: game.amount }
  }
  return null
}

function receipt(
  kind: Receipt['kind'],
  amount: number | null,
  from: Party,
  to: Party,
  after: Wallet | null,
  fromGames: number | null = null,
): Move {
  const game = gameAfter([to, from], after)
  return { kind, amount, from, to, fromGames, walletAfter: after?.amount ?? null, game }
}

/** A transfer (or Play's) of `amount` between two accounts of the transfer form. */
export function transferReceipt(
  move: { from: string; to: string; amount: number },
  after: Wallet | null,
  kind: 'transfer' | 'play' = 'transfer',
): Move {
  return receipt(kind, move.amount, partyOf(move.from, after), partyOf(move.to, after), after)
}

/**
 * Transfer-all: everything in the other accounts (the main wallet and every open game) moved
 * to `to`, as the wallet read before it says; unknown without that read.
 */
export function transferAllReceipt(to: string, before: Wallet | null, after: Wallet | null): Move {
  const moved = before
    ? sumMoney(
        ...[{ code: MAIN_WALLET, amount: before.amount }, ...moneyInGames(before.slots).games]
          .filter((account) => account.code !== to)
          .map((account) => account.amount),
      )
    : null
  const from: Party = { account: to === MAIN_WALLET ? 'games' : 'others' }
  return receipt('transferAll', moved, from, partyOf(to, after ?? before), after)
}

/** A withdrawal to the member's bank, games emptied first (see withdrawPreview). */
export function withdrawReceipt(amount: number, before: Wallet | null, after: Wallet | null): Move {
  const fromGames = before ? withdrawPreview(before, amount).fromGames : null
  return receipt('withdraw', amount, { account: 'wallet' }, { account: 'bank' }, after, fromGames)
}

/**
 * Cashback, the invite bonus, a coupon, a bonus or a promotion added to the main wallet (a
 * bonus's and a promotion's amount is not in their answers: null, the statement has it).
 */
export function creditReceipt(
  kind: 'cashback' | 'inviteBonus' | 'coupon' | 'bonus' | 'promotion',
  amount: number | null,
  after: Wallet | null,
): Move {
  return receipt(kind, amount, { account: kind }, { account: 'wallet' }, after)
}

const DEPOSIT_SOURCES: Record<'slip' | 'qr' | 'trueLink', Party> = {
  slip: { account: 'bank' },
  qr: { account: 'qr' },
  trueLink: { account: 'trueWallet' },
}

/**
 * A deposit into the main wallet: by slip, QR or gift link. Its amount is known only for a QR
 * (the backend reads a slip and a gift link); the wallet is as read when it was sent.
 */
export function depositReceipt(
  kind: 'slip' | 'qr' | 'trueLink',
  amount: number | null,
  now: Wallet | null,
): Move {
  return receipt(kind, amount, DEPOSIT_SOURCES[kind], { account: 'wallet' }, now)
}

/** Whether a kind of move is finished when the backend accepts it, or only pending then. */
export function acceptedState(kind: Receipt['kind']): 'success' | 'pending' {
  return ['withdraw', 'slip', 'qr', 'trueLink'].includes(kind) ? 'pending' : 'success'
}

/**
 * The reference the app shows for a move the backend gave none for: the form's idempotency
 * key, short enough to read out to support, and the key the backend was sent with the call.
 */
export function appReference(idempotencyKey: string): string {
  return idempotencyKey.replaceAll('-', '').slice(0, 12).toUpperCase()
}
