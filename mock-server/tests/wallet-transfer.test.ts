// Moving money between the wallet and game accounts: demo credit, transfer, transfer-all, and
// a provider that refuses deposits (TRANSFER_FAIL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { endpoints } from '@member-wallet/contract/schemas'

import {
  badInputTests,
  balancesOf,
  createMember,
  expectError,
  expectUnchanged,
  type TestMember,
} from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const wallet = endpoints.wallet

let mock: TestMock
let member: TestMember
beforeAll(async () => {
  mock = await startTestMock()
  member = await createMember(mock, { wallet: 100000, games: { PG: 5000, JOKER: 0 } })
})
afterAll(() => mock.close())

const post = (path: string, body: unknown, as: TestMember = member, requestId?: string) =>
  mock.call('POST', path, body, as.token, requestId ? { 'X-Request-Id': requestId } : undefined)

const rowsOf = (memberId: number) =>
  mock.prisma.statement.findMany({ where: { memberId }, orderBy: { id: 'asc' } })

/** Amounts that are not a number the server can take: all 400 KEY_INVALID. */
const INVALID_AMOUNTS: unknown[] = [
  '100',
  'NaN',
  'Infinity',
  null,
  true,
  [100],
  { $gt: 0 },
  1e12,
  1.005,
  0.001,
  10.999,
]

/** Amounts under the transfer minimum of 1 baht: 400 TRANSFER_MINIMUM. */
const SMALL_AMOUNTS = [0, -0, 0.99, 0.01, -1, -1e12, -0.5]

async function withFailingProvider<T>(code: string, action: () => Promise<T>): Promise<T> {
  const on = await mock.admin('PUT', `/__admin/providers/${code}`, { failTransfersIn: true })
  expect(on.body).toMatchObject({ code: code.toUpperCase(), failTransfersIn: true })
  try {
    return await action()
  } finally {
    await mock.admin('PUT', `/__admin/providers/${code}`, { failTransfersIn: false })
  }
}

describe('POST /api/wallet/add', () => {
  it('credits the wallet and writes a deposit row', async () => {
    const m = await createMember(mock, { wallet: 100 })
    const result = await post('/api/wallet/add', { amount: 250.75 }, m, 'add-1')
    expect(result.status).toBe(200)
    expect(wallet.add.response.parse(result.body)).toEqual({ message: 'SUCCESS' })
    expect((await balancesOf(mock, m.id)).wallet).toBe(25175)
    expect(await rowsOf(m.id)).toEqual([
      expect.objectContaining({
        statementType: 'deposit',
        status: 'SUCCESS',
        from: 'demo',
        to: 'wallet',
        amount: 25075,
        requestId: 'add-1',
      }),
    ])
  })

  it('takes one satang', async () => {
    const m = await createMember(mock)
    expect((await post('/api/wallet/add', { amount: 0.01 }, m)).status).toBe(200)
    expect((await balancesOf(mock, m.id)).wallet).toBe(1)
  })

  it.each([0, -0, -5, -1e12])('%d → 400 TRANSFER_MINIMUM, nothing changes', async (amount) => {
    const result = await expectUnchanged(mock, () => post('/api/wallet/add', { amount }))
    expectError(result, 400, 'TRANSFER_MINIMUM')
  })

  it.each(INVALID_AMOUNTS)('%j → 400 KEY_INVALID, nothing changes', async (amount) => {
    const result = await expectUnchanged(mock, () => post('/api/wallet/add', { amount }))
    expectError(result, 400, 'KEY_INVALID')
  })

  describe('bad bodies', () => {
    badInputTests(() => mock, {
      method: 'POST',
      path: '/api/wallet/add',
      valid: { amount: 10 },
      required: ['amount'],
      token: () => member.token,
    })
  })

  it('no token → 401 UNAUTHORIZED', async () => {
    expectError(await mock.call('POST', '/api/wallet/add', { amount: 1 }), 401, 'UNAUTHORIZED')
  })
})

describe('POST /api/wallet/transfer', () => {
  it('moves money from the wallet to a game account with one transfer row', async () => {
    const m = await createMember(mock, { wallet: 50000, games: { PG: 0 } })
    const result = await post(
      '/api/wallet/transfer',
      { from: 'wallet', to: 'PG', amount: 123.45 },
      m,
      'tr-1',
    )
    expect(result.status).toBe(200)
    expect(wallet.transfer.response.parse(result.body)).toEqual({ message: 'SUCCESS' })
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 37655, games: { PG: 12345 }, rows: 1 })
    expect(await rowsOf(m.id)).toEqual([
      expect.objectContaining({
        statementType: 'transfer',
        status: 'SUCCESS',
        from: 'wallet',
        to: 'PG',
        amount: 12345,
        requestId: 'tr-1',
      }),
    ])
  })

  it('moves money back to the wallet and between two games, codes in any case', async () => {
    const m = await createMember(mock, { wallet: 0, games: { PG: 10000, JOKER: 0 } })
    expect(
      (await post('/api/wallet/transfer', { from: 'pg', to: 'Joker', amount: 30 }, m)).status,
    ).toBe(200)
    expect(
      (await post('/api/wallet/transfer', { from: ' PG ', to: 'WALLET', amount: 70 }, m)).status,
    ).toBe(200)
    expect(await balancesOf(mock, m.id)).toEqual({
      wallet: 7000,
      games: { PG: 0, JOKER: 3000 },
      rows: 2,
    })
    expect((await rowsOf(m.id)).map((r) => [r.from, r.to, r.amount, r.status])).toEqual([
      ['PG', 'JOKER', 3000, 'SUCCESS'],
      ['PG', 'wallet', 7000, 'SUCCESS'],
    ])
  })

  it('takes exactly the whole balance and exactly the minimum', async () => {
    const m = await createMember(mock, { wallet: 10101, games: { PG: 0 } })
    expect(
      (await post('/api/wallet/transfer', { from: 'wallet', to: 'PG', amount: 1 }, m)).status,
    ).toBe(200)
    expect(
      (await post('/api/wallet/transfer', { from: 'wallet', to: 'PG', amount: 100.01 }, m)).status,
    ).toBe(200)
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 0, games: { PG: 10101 }, rows: 2 })
  })

  it('more than the wallet holds → 400 MONEY_NOT_ENOUGH, nothing changes', async () => {
    const result = await expectUnchanged(mock, () =>
      post('/api/wallet/transfer', { from: 'wallet', to: 'PG', amount: 1000.01 }),
    )
    expectError(result, 400, 'MONEY_NOT_ENOUGH')
  })

  it('more than the game account holds → 400 MONEY_NOT_ENOUGH, nothing changes', async () => {
    const result = await expectUnchanged(mock, () =>
      post('/api/wallet/transfer', { from: 'PG', to: 'JOKER', amount: 50.01 }),
    )
    expectError(result, 400, 'MONEY_NOT_ENOUGH')
  })

  it.each(SMALL_AMOUNTS)('%d → 400 TRANSFER_MINIMUM, nothing changes', async (amount) => {
    const result = await expectUnchanged(mock, () =>
      post('/api/wallet/transfer', { from: 'wallet', to: 'PG', amount }),
    )
    expectError(result, 400, 'TRANSFER_MINIMUM')
  })

  it.each(INVALID_AMOUNTS)('%j → 400 KEY_INVALID, nothing changes', async (amount) => {
    const result = await expectUnchanged(mock, () =>
      post('/api/wallet/transfer', { from: 'wallet', to: 'PG', amount }),
    )
    expectError(result, 400, 'KEY_INVALID')
  })

  it('an amount JSON cannot hold as a number (1e400) → 400 KEY_INVALID', async () => {
    const response = await fetch(`${mock.url}/api/wallet/transfer`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${member.token}` },
      body: '{"from":"wallet","to":"PG","amount":1e400}',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'KEY_INVALID' })
  })

  it.each([
    ['wallet', 'wallet'],
    ['wallet', 'WALLET'],
    ['PG', 'pg'],
    ['JOKER', ' joker '],
  ])('from %s to %s: the same account → 400 KEY_INVALID, nothing changes', async (from, to) => {
    const result = await expectUnchanged(mock, () =>
      post('/api/wallet/transfer', { from, to, amount: 10 }),
    )
    expectError(result, 400, 'KEY_INVALID')
  })

  it.each([
    ['wallet', 'NOPE'],
    ['NOPE', 'wallet'],
    ['PG', 'bank'],
    ['wallet', 'wallet2'],
  ])('from %s to %s: an unknown code → 404 NO_GAME, nothing changes', async (from, to) => {
    const result = await expectUnchanged(mock, () =>
      post('/api/wallet/transfer', { from, to, amount: 10 }),
    )
    expectError(result, 404, 'NO_GAME')
  })

  it.each([
    ['wallet', 'SLOTXO'],
    ['SLOTXO', 'wallet'],
    ['UFABET', 'PG'],
  ])('from %s to %s: no account there → 400 SLOT_NO_ACCOUNT, nothing changes', async (from, to) => {
    const result = await expectUnchanged(mock, () =>
      post('/api/wallet/transfer', { from, to, amount: 10 }),
    )
    expectError(result, 400, 'SLOT_NO_ACCOUNT')
  })

  it('another member’s game account is no account of this member', async () => {
    const other = await createMember(mock, { wallet: 0, games: { UFABET: 90000 } })
    const result = await expectUnchanged(mock, () =>
      post('/api/wallet/transfer', { from: 'UFABET', to: 'wallet', amount: 10 }),
    )
    expectError(result, 400, 'SLOT_NO_ACCOUNT')
    expect((await balancesOf(mock, other.id)).games).toEqual({ UFABET: 90000 })
  })

  it('a provider switched off → 404 NO_GAME, nothing changes', async () => {
    await mock.admin('PUT', '/__admin/providers/PG', { isActive: false })
    try {
      const result = await expectUnchanged(mock, () =>
        post('/api/wallet/transfer', { from: 'PG', to: 'wallet', amount: 1 }),
      )
      expectError(result, 404, 'NO_GAME')
    } finally {
      await mock.admin('PUT', '/__admin/providers/PG', { isActive: true })
    }
  })

  describe('bad bodies', () => {
    badInputTests(() => mock, {
      method: 'POST',
      path: '/api/wallet/transfer',
      valid: { from: 'wallet', to: 'PG', amount: 10 },
      required: ['from', 'to', 'amount'],
      token: () => member.token,
    })
  })

  it('no token → 401 UNAUTHORIZED', async () => {
    const result = await expectUnchanged(mock, () =>
      mock.call('POST', '/api/wallet/transfer', { from: 'wallet', to: 'PG', amount: 1 }),
    )
    expectError(result, 401, 'UNAUTHORIZED')
  })
})

describe('a provider that refuses deposits', () => {
  it('→ 502 TRANSFER_FAIL, one FAILED row, balances unchanged', async () => {
    const m = await createMember(mock, { wallet: 20000, games: { PG: 1000, JOKER: 500 } })
    await withFailingProvider('pg', async () => {
      const fromWallet = await post(
        '/api/wallet/transfer',
        { from: 'wallet', to: 'PG', amount: 50 },
        m,
      )
      expectError(fromWallet, 502, 'TRANSFER_FAIL')
      const fromGame = await post('/api/wallet/transfer', { from: 'JOKER', to: 'pg', amount: 5 }, m)
      expectError(fromGame, 502, 'TRANSFER_FAIL')
      // money out of it still moves
      expect(
        (await post('/api/wallet/transfer', { from: 'PG', to: 'wallet', amount: 1 }, m)).status,
      ).toBe(200)
    })
    expect(await balancesOf(mock, m.id)).toEqual({
      wallet: 20100,
      games: { PG: 900, JOKER: 500 },
      rows: 3,
    })
    expect((await rowsOf(m.id)).map((r) => [r.from, r.to, r.amount, r.status])).toEqual([
      ['wallet', 'PG', 5000, 'FAILED'],
      ['JOKER', 'PG', 500, 'FAILED'],
      ['PG', 'wallet', 100, 'SUCCESS'],
    ])
  })

  it('still answers MONEY_NOT_ENOUGH first, writing nothing', async () => {
    await withFailingProvider('JOKER', async () => {
      const result = await expectUnchanged(mock, () =>
        post('/api/wallet/transfer', { from: 'wallet', to: 'JOKER', amount: 5000 }),
      )
      expectError(result, 400, 'MONEY_NOT_ENOUGH')
    })
  })

  it('transfer-all into it → 502 TRANSFER_FAIL, a FAILED row per account, balances unchanged', async () => {
    const m = await createMember(mock, { wallet: 300, games: { PG: 0, JOKER: 200, UFABET: 0 } })
    await withFailingProvider('PG', async () => {
      expectError(await post('/api/wallet/transferAll', { to: 'PG' }, m), 502, 'TRANSFER_FAIL')
    })
    expect(await balancesOf(mock, m.id)).toEqual({
      wallet: 300,
      games: { PG: 0, JOKER: 200, UFABET: 0 },
      rows: 2,
    })
    expect((await rowsOf(m.id)).map((r) => [r.from, r.to, r.amount, r.status])).toEqual([
      ['wallet', 'PG', 300, 'FAILED'],
      ['JOKER', 'PG', 200, 'FAILED'],
    ])
  })
})

describe('POST /api/wallet/transferAll', () => {
  it('moves the wallet and every other game account into the target, a row each', async () => {
    const m = await createMember(mock, { wallet: 10000, games: { PG: 250, JOKER: 0, UFABET: 1 } })
    const result = await post('/api/wallet/transferAll', { to: 'joker' }, m, 'all-1')
    expect(result.status).toBe(200)
    expect(wallet.transferAll.response.parse(result.body)).toEqual({ message: 'SUCCESS' })
    expect(await balancesOf(mock, m.id)).toEqual({
      wallet: 0,
      games: { PG: 0, JOKER: 10251, UFABET: 0 },
      rows: 3,
    })
    expect(
      (await rowsOf(m.id)).map((r) => [r.from, r.to, r.amount, r.status, r.requestId]),
    ).toEqual([
      ['wallet', 'JOKER', 10000, 'SUCCESS', 'all-1'],
      ['PG', 'JOKER', 250, 'SUCCESS', 'all-1'],
      ['UFABET', 'JOKER', 1, 'SUCCESS', 'all-1'],
    ])
  })

  it('into the wallet: every game balance, zero balances skipped', async () => {
    const m = await createMember(mock, { wallet: 5, games: { PG: 0, JOKER: 700 } })
    expect((await post('/api/wallet/transferAll', { to: 'WALLET' }, m)).status).toBe(200)
    expect(await balancesOf(mock, m.id)).toEqual({
      wallet: 705,
      games: { PG: 0, JOKER: 0 },
      rows: 1,
    })
  })

  it('leaves a provider switched off alone', async () => {
    const m = await createMember(mock, { wallet: 0, games: { PG: 100, IMI: 200 } })
    await mock.admin('PUT', '/__admin/providers/IMI', { isActive: false })
    try {
      expect((await post('/api/wallet/transferAll', { to: 'wallet' }, m)).status).toBe(200)
    } finally {
      await mock.admin('PUT', '/__admin/providers/IMI', { isActive: true })
    }
    expect(await balancesOf(mock, m.id)).toEqual({
      wallet: 100,
      games: { PG: 0, IMI: 200 },
      rows: 1,
    })
  })

  it('nothing to move → 400 MONEY_NOT_ENOUGH, nothing changes', async () => {
    const m = await createMember(mock, { wallet: 0, games: { PG: 0, JOKER: 1000 } })
    const result = await expectUnchanged(mock, () =>
      post('/api/wallet/transferAll', { to: 'JOKER' }, m),
    )
    expectError(result, 400, 'MONEY_NOT_ENOUGH')
  })

  it.each([
    ['NOPE', 404, 'NO_GAME'],
    ['SLOTXO', 400, 'SLOT_NO_ACCOUNT'],
  ])('to %s → %d %s, nothing changes', async (to, status, code) => {
    const result = await expectUnchanged(mock, () => post('/api/wallet/transferAll', { to }))
    expectError(result, status, code)
  })

  describe('bad bodies', () => {
    badInputTests(() => mock, {
      method: 'POST',
      path: '/api/wallet/transferAll',
      valid: { to: 'PG' },
      required: ['to'],
      token: () => member.token,
    })
  })
})

describe('PUT /__admin/providers/:code', () => {
  it('answers the provider’s switches', async () => {
    const result = await mock.admin('PUT', '/__admin/providers/sexygame', { isActive: true })
    expect(result).toEqual({
      status: 200,
      body: {
        code: 'SEXYGAME',
        name: 'Sexy Baccarat',
        category: 'sport',
        isActive: true,
        failTransfersIn: false,
      },
    })
    const list = await mock.admin('GET', '/__admin/providers')
    expect((list.body as { code: string }[]).map((p) => p.code)).toContain('SEXYGAME')
  })

  it('refuses unknown providers, unknown fields and values, and callers without the password', async () => {
    expectError(
      await mock.admin('PUT', '/__admin/providers/NOPE', { isActive: false }),
      404,
      'NO_GAME',
    )
    expectError(
      await mock.admin('PUT', '/__admin/providers/PG', { isActive: 'no' }),
      400,
      'KEY_INVALID',
    )
    expectError(
      await mock.admin('PUT', '/__admin/providers/PG', { balance: 1 }),
      400,
      'KEY_INVALID',
    )
    const response = await fetch(`${mock.url}/__admin/providers/PG`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'x-admin-password': 'wrong' },
      body: JSON.stringify({ failTransfersIn: true }),
    })
    expect(response.status).toBe(401)
    expect(
      (await mock.prisma.gameProvider.findUniqueOrThrow({ where: { code: 'PG' } })).failTransfersIn,
    ).toBe(false)
  })
})
