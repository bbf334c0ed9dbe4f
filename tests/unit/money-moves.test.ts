import { describe, expect, test } from 'vitest'

import { type GameAccount, type Wallet } from '@member-wallet/contract/schemas'

import { ReceiptSchema } from '~/receipt.server'
import {
  acceptedState,
  appReference,
  creditReceipt,
  depositReceipt,
  inGamesBeside,
  moneyInGames,
  playTransferAmount,
  sumMoney,
  transferAllReceipt,
  transferReceipt,
  withdrawPreview,
  withdrawReceipt,
} from '~/utils/money-moves'

/** How a sheet ended, beside its move (receipt.server.ts). */
const RESULT_FIELDS = {
  state: 'success',
  at: Date.UTC(2026, 10, 28, 4, 30),
  reference: 'A1B2C3D4E5F6',
  failure: null,
  again: null,
  retry: null,
} as const

function game(code: string, amount: number, isActive = true): GameAccount {
  return {
    code,
    name: `${code} Gaming`,
    logo: '',
    background: '',
    isActive,
    amount,
    ftWalletSlot: 1,
    category: 'slot',
    web: null,
    android: null,
    ios: null,
  }
}

function wallet(amount: number, slots: GameAccount[] = []): Wallet {
  return { amount, invite: { amount: 0, success: 70, fail: 30 }, slots }
}

describe('what is in games', () => {
  test('each open game and their sum, in satang', () => {
    const inGames = moneyInGames([game('JOKER', 0.1), game('PG', 0.2), game('SA', 99, false)])
    expect(inGames.total).toBe(0.3)
    expect(inGames.games).toEqual([
      { code: 'JOKER', name: 'JOKER Gaming', amount: 0.1 },
      { code: 'PG', name: 'PG Gaming', amount: 0.2 },
    ])
  })

  test('nothing open is nothing in games', () => {
    expect(moneyInGames([])).toEqual({ total: 0, games: [] })
  })

  test('home adds the money in games to the main wallet, to the satang', () => {
    const wallet = { amount: 1600.1, slots: [game('JOKER', 0.2), game('SA', 99, false)] }
    expect(inGamesBeside(wallet)).toMatchObject({ total: 0.2, allTogether: 1600.3 })
  })

  test('sums money without floating-point dust', () => {
    expect(sumMoney(1600, 270.5, -200)).toBe(1670.5)
    expect(sumMoney()).toBe(0)
  })
})

describe('what Play moves', () => {
  test('the whole main wallet, or nothing below the 1 baht minimum', () => {
    expect(playTransferAmount(1915.5)).toBe(1915.5)
    expect(playTransferAmount(1)).toBe(1)
    expect(playTransferAmount(0.99)).toBe(0)
    expect(playTransferAmount(0)).toBe(0)
  })
})

describe('the withdraw preview', () => {
  test('games come back first, then the amount leaves the wallet', () => {
    // the case: 1,600 in the wallet, 470.50 in games, 200 withdrawn → 1,870.50
    const before = wallet(1600, [game('JOKER', 250), game('PG', 220.5), game('SA', 40, false)])
    expect(withdrawPreview(before, 200)).toEqual({
      fromGames: 470.5,
      withdraw: 200,
      walletAfter: 1870.5,
    })
  })

  test('more than wallet and games hold leaves a negative wallet after', () => {
    expect(withdrawPreview(wallet(100, [game('JOKER', 50)]), 200).walletAfter).toBe(-50)
  })
})

describe('receipts', () => {
  const after = wallet(700, [game('JOKER', 300)])

  test('a transfer names both ends and reads the balances after', () => {
    const receipt = transferReceipt({ from: 'wallet', to: 'JOKER', amount: 300 }, after)
    expect(receipt).toEqual({
      kind: 'transfer',
      amount: 300,
      from: { account: 'wallet' },
      to: { account: 'game', code: 'JOKER', name: 'JOKER Gaming' },
      fromGames: null,
      walletAfter: 700,
      game: { code: 'JOKER', name: 'JOKER Gaming', amount: 300 },
    })
    const sheet = { ...receipt, ...RESULT_FIELDS }
    expect(ReceiptSchema.parse(sheet)).toEqual(sheet)
  })

  test('a transfer out of a game names the game it came from', () => {
    const receipt = transferReceipt({ from: 'JOKER', to: 'wallet', amount: 100.5 }, after)
    expect(receipt.from).toEqual({ account: 'game', code: 'JOKER', name: 'JOKER Gaming' })
    expect(receipt.game).toEqual({ code: 'JOKER', name: 'JOKER Gaming', amount: 300 })
  })

  test('without the wallet read after, the balances are unknown, not zero', () => {
    const receipt = transferReceipt({ from: 'wallet', to: 'JOKER', amount: 300 }, null, 'play')
    expect(receipt).toMatchObject({
      kind: 'play',
      to: { account: 'game', code: 'JOKER', name: 'JOKER' },
      walletAfter: null,
      game: null,
    })
  })

  test('transfer-all moves the other accounts, as the wallet before says', () => {
    const before = wallet(500, [game('JOKER', 120), game('PG', 30.25)])
    expect(transferAllReceipt('wallet', before, wallet(650.25))).toMatchObject({
      amount: 150.25,
      from: { account: 'games' },
      to: { account: 'wallet' },
      walletAfter: 650.25,
    })
    expect(transferAllReceipt('PG', before, null)).toMatchObject({
      amount: 620,
      from: { account: 'others' },
      to: { account: 'game', code: 'PG', name: 'PG Gaming' },
    })
    expect(transferAllReceipt('PG', null, null).amount).toBeNull()
  })

  test('a withdrawal says what came back from games first', () => {
    const before = wallet(1600, [game('JOKER', 270.5)])
    expect(withdrawReceipt(200, before, wallet(1670.5))).toMatchObject({
      kind: 'withdraw',
      amount: 200,
      from: { account: 'wallet' },
      to: { account: 'bank' },
      fromGames: 270.5,
      walletAfter: 1670.5,
      game: null,
    })
    expect(withdrawReceipt(200, null, null).fromGames).toBeNull()
  })

  test('a credit comes from where it was earned into the main wallet', () => {
    expect(creditReceipt('coupon', 50, wallet(50))).toMatchObject({
      from: { account: 'coupon' },
      to: { account: 'wallet' },
      amount: 50,
      walletAfter: 50,
    })
  })

  test('anything else is not a receipt', () => {
    expect(ReceiptSchema.safeParse({ kind: 'transfer', amount: '300' }).success).toBe(false)
  })

  test('a deposit comes from where it was paid into the main wallet; its amount only when known', () => {
    expect(depositReceipt('slip', null, wallet(50))).toMatchObject({
      kind: 'slip',
      from: { account: 'bank' },
      to: { account: 'wallet' },
      amount: null,
      walletAfter: 50,
    })
    expect(depositReceipt('qr', 300, null).from).toEqual({ account: 'qr' })
    expect(depositReceipt('trueLink', null, null).from).toEqual({ account: 'trueWallet' })
  })
})

describe('how an accepted event ends, and its reference', () => {
  test('moves within the wallet are done; a withdrawal and deposits wait for the bank or a check', () => {
    for (const kind of [
      'transfer',
      'transferAll',
      'play',
      'cashback',
      'inviteBonus',
      'coupon',
    ] as const) {
      expect(acceptedState(kind)).toBe('success')
    }
    for (const kind of ['withdraw', 'slip', 'qr', 'trueLink'] as const) {
      expect(acceptedState(kind)).toBe('pending')
    }
  })

  test("the app's reference is the form's key, short and in capitals", () => {
    expect(appReference('8a88c72f-6301-4b1e-9c1d-2f0e5a7b9c3d')).toBe('8A88C72F6301')
  })
})
