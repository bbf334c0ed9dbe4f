import { describe, expect, test } from 'vitest'

import { type GameAccount } from '@member-wallet/contract/schemas'

import { carousels, transferAccounts } from '~/api/wallet.server'
import { homeTiles } from '~/components/home-tiles'

function game(
  code: string,
  category: GameAccount['category'],
  isActive: boolean,
  amount = 0,
): GameAccount {
  return {
    code,
    name: code,
    logo: '',
    background: '',
    isActive,
    amount,
    ftWalletSlot: 1,
    category,
    web: null,
    android: null,
    ios: null,
  }
}

describe('home carousels', () => {
  test('slot, sport plus casino, lotto, in that order, leaving out empty ones', () => {
    const groups = carousels([
      game('HUAYHD', 'lotto', false),
      game('JOKER', 'slot', true),
      game('PG', 'slot', false),
    ])
    expect(groups.map((g) => [g.category, g.games.map((x) => x.code)])).toEqual([
      ['slot', ['JOKER', 'PG']],
      ['lotto', ['HUAYHD']],
    ])
    expect(carousels([])).toEqual([])
  })

  test('a card carries what it shows, not the launch addresses', () => {
    const [group] = carousels([{ ...game('JOKER', 'slot', true, 250), web: 'http://games.test' }])
    expect(group?.games).toEqual([
      {
        code: 'JOKER',
        name: 'JOKER',
        logo: '',
        background: '',
        isActive: true,
        amount: 250,
        ftWalletSlot: 1,
        credits: null,
      },
    ])
  })
})

describe('transfer accounts', () => {
  test('the main wallet first, then every open game account', () => {
    const wallet = {
      amount: 100,
      invite: { amount: 0, success: 0, fail: 0 },
      slots: [
        game('JOKER', 'slot', true, 250),
        game('PG', 'slot', false),
        game('UFABET', 'sport', true, 1.5),
      ],
    }
    expect(transferAccounts(wallet)).toEqual([
      { id: 'wallet', name: '', amount: 100 },
      { id: 'JOKER', name: 'JOKER', amount: 250 },
      { id: 'UFABET', name: 'UFABET', amount: 1.5 },
    ])
  })
})

describe('the home tiles', () => {
  test('the third tile refreshes everything while no spin wheel runs', () => {
    const tiles = homeTiles(null)
    expect(tiles.map((tile) => tile.to)).toEqual([
      'deposit',
      'withdraw',
      'refresh',
      'invite',
      '/user/bonus',
      'refund',
    ])
  })

  test('while the wheel runs the third tile leads to it with the coin count', () => {
    expect(homeTiles(3)[2]).toMatchObject({ to: '/user/spin', coins: 3 })
    expect(homeTiles(0)[2]).toMatchObject({ to: '/user/spin', coins: 0 })
  })
})
