import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ACCOUNT_DATA_PROVIDERS,
  AUTO_LOGIN_PROVIDERS,
  endpoints,
  GAME_CATEGORIES,
} from '@member-wallet/contract/schemas'

import { DEMO_GAME_BALANCES, DEMO_PASSWORD, DEMO_USERNAME, GAME_PROVIDERS } from '../seed'
import { createMember, expectError } from './helpers'
import { startTestMock, type TestMock } from './support/mock'

let mock: TestMock
let token: string
beforeAll(async () => {
  mock = await startTestMock()
  token = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
})
afterAll(() => mock.close())

const getWallet = async (path = '/api/wallet', as = token) => {
  const { status, body } = await mock.call('GET', path, undefined, as)
  expect(status).toBe(200)
  return endpoints.wallet.wallet.response.parse(body)
}

describe('GET /api/wallet', () => {
  it('answers the demo member’s balance in baht', async () => {
    const wallet = await getWallet()
    expect(wallet.amount).toBe(1500)
    // 45.00 of invite bonus waiting, claimed at 70% success, 30% fail (the seeded settings)
    expect(wallet.invite).toEqual({ amount: 45, success: 70, fail: 30 })
  })

  it('lists every provider, slot first, then sport, then lotto, with the demo member’s accounts', async () => {
    const { slots } = await getWallet()
    expect(slots.map((s) => s.code).sort()).toEqual(GAME_PROVIDERS.map((p) => p.code).sort())
    const ranks = slots.map((s) => GAME_CATEGORIES.indexOf(s.category))
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    expect(slots.map((s) => s.code)).toEqual([
      ...GAME_PROVIDERS.filter((p) => p.category === 'slot').map((p) => p.code),
      ...GAME_PROVIDERS.filter((p) => p.category === 'sport').map((p) => p.code),
      ...GAME_PROVIDERS.filter((p) => p.category === 'lotto').map((p) => p.code),
    ])
    const active = Object.fromEntries(
      slots.filter((s) => s.isActive).map((s) => [s.code, s.amount]),
    )
    expect(active).toEqual({ JOKER: 250, PG: 0, UFABET: 120.5, HUAYHD: 0 })
    expect(Object.keys(active).sort()).toEqual(Object.keys(DEMO_GAME_BALANCES).sort())
    for (const slot of slots.filter((s) => !s.isActive)) expect(slot.amount).toBe(0)
  })

  it('gives each entry its logo, background, rate and an absolute web address on this server', async () => {
    const { slots } = await getWallet()
    const joker = slots.find((s) => s.code === 'JOKER')
    expect(joker).toEqual({
      code: 'JOKER',
      name: 'Joker Gaming',
      logo: '/games/JOKER/logo.webp',
      background: '/games/JOKER/bg.webp',
      isActive: true,
      amount: 250,
      ftWalletSlot: 1,
      category: 'slot',
      web: `${mock.url}/demo-game/JOKER`,
      android: expect.stringMatching(/^https:\/\//),
      ios: expect.stringMatching(/^https:\/\//),
    })
    expect(slots.find((s) => s.code === 'PGSLOT')?.ftWalletSlot).toBe(0.5)
    expect(slots.find((s) => s.code === 'SLOTXO')?.ftWalletSlot).toBe(2)
    expect(slots.find((s) => s.code === 'SEXYGAME')?.category).toBe('sport')
    expect(slots.find((s) => s.code === 'HUAYHD')).toMatchObject({
      name: 'หวย HD',
      category: 'lotto',
    })
    for (const slot of slots) {
      expect(slot.web).toBe(`${mock.url}/demo-game/${slot.code}`)
      expect(slot.logo).toBe(`/games/${slot.code}/logo.webp`)
      expect(slot.background).toBe(`/games/${slot.code}/bg.webp`)
    }
  })

  it('covers every launcher the contract names', async () => {
    const codes = new Set((await getWallet()).slots.map((s) => s.code))
    for (const code of [...ACCOUNT_DATA_PROVIDERS, ...Object.keys(AUTO_LOGIN_PROVIDERS)]) {
      expect(codes.has(code), code).toBe(true)
    }
  })

  it('shows another member only their own accounts', async () => {
    const other = await createMember(mock, { wallet: 5000, games: { PG: 700 } })
    const wallet = await getWallet('/api/wallet', other.token)
    expect(wallet.amount).toBe(50)
    expect(wallet.slots.filter((s) => s.isActive).map((s) => [s.code, s.amount])).toEqual([
      ['PG', 7],
    ])
  })

  it('leaves out a provider the operator switched off', async () => {
    await mock.admin('PUT', '/__admin/providers/pgslot', { isActive: false })
    try {
      const { slots } = await getWallet()
      expect(slots.map((s) => s.code)).not.toContain('PGSLOT')
      expect(slots).toHaveLength(GAME_PROVIDERS.length - 1)
    } finally {
      await mock.admin('PUT', '/__admin/providers/PGSLOT', { isActive: true })
    }
  })

  it('turns satang into two-decimal baht', async () => {
    await mock.prisma.member.update({
      where: { username: DEMO_USERNAME },
      data: { walletBalance: 123457 },
    })
    try {
      expect((await getWallet()).amount).toBe(1234.57)
    } finally {
      await mock.prisma.member.update({
        where: { username: DEMO_USERNAME },
        data: { walletBalance: 150000 },
      })
    }
  })

  it('no token → 401 UNAUTHORIZED', async () => {
    expectError(await mock.call('GET', '/api/wallet'), 401, 'UNAUTHORIZED')
    expectError(await mock.call('GET', '/api/wallet', undefined, 'garbage'), 401, 'UNAUTHORIZED')
    expectError(await mock.call('GET', '/api/wallet/refresh/slot'), 401, 'UNAUTHORIZED')
  })

  it('an unknown wallet call with a token → 404 NO_DATA', async () => {
    expectError(
      await mock.call('GET', '/api/wallet/nothing-here', undefined, token),
      404,
      'NO_DATA',
    )
  })
})

describe('GET /api/wallet/refresh/slot', () => {
  it('answers the same wallet, fresh', async () => {
    const before = await getWallet('/api/wallet/refresh/slot')
    expect(before).toEqual(await getWallet())
    await mock.prisma.gameAccount.updateMany({
      where: { memberId: 1, providerCode: 'PG' },
      data: { balance: 4321 },
    })
    try {
      const after = await getWallet('/api/wallet/refresh/slot')
      expect(after.slots.find((s) => s.code === 'PG')?.amount).toBe(43.21)
    } finally {
      await mock.prisma.gameAccount.updateMany({
        where: { memberId: 1, providerCode: 'PG' },
        data: { balance: 0 },
      })
    }
  })
})
