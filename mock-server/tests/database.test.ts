// The mock's database below the routes: the balance guards every writer meets, its interactive
// transactions taking turns, and the rows the ledger's SQL writes as Prisma reads them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createMember } from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const NOW = Date.parse('2026-11-21T08:30:15.250Z')

let mock: TestMock
beforeAll(async () => {
  mock = await startTestMock({ now: () => NOW })
})
afterAll(() => mock.close())

describe('the balance guards', () => {
  it('refuse a wallet or game balance below zero, whoever writes it, and roll back the rest', async () => {
    const member = await createMember(mock, { wallet: 500, games: { PG: 300 } })
    const overdraw = mock.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe(
        'UPDATE "Member" SET "coin" = "coin" + 5 WHERE "id" = ?',
        member.id,
      )
      await tx.$executeRawUnsafe(
        'UPDATE "GameAccount" SET "balance" = "balance" - 301 WHERE "memberId" = ?',
        member.id,
      )
    })
    await expect(overdraw).rejects.toThrow(/MONEY_NOT_ENOUGH/)
    const viaPrisma = mock.prisma.member.update({
      where: { id: member.id },
      data: { walletBalance: { decrement: 501 } },
    })
    await expect(viaPrisma).rejects.toThrow()

    const after = await mock.prisma.member.findUniqueOrThrow({
      where: { id: member.id },
      include: { gameAccounts: true },
    })
    expect(after.walletBalance).toBe(500)
    expect(after.coin).toBe(0)
    expect(after.gameAccounts.map((account) => account.balance)).toEqual([300])
  })

  it('let a transfer of exactly the whole balance through', async () => {
    const member = await createMember(mock, { wallet: 500, games: { PG: 0 } })
    const result = await mock.call(
      'POST',
      '/api/wallet/transfer',
      { from: 'wallet', to: 'PG', amount: 5 },
      member.token,
    )
    expect(result.status).toBe(200)
    const after = await mock.prisma.member.findUniqueOrThrow({ where: { id: member.id } })
    expect(after.walletBalance).toBe(0)
  })
})

describe('transactions', () => {
  it('take turns: a second waits for the first to end before it writes', async () => {
    const member = await createMember(mock, { wallet: 1000 })
    const order: string[] = []
    const increment = { where: { id: member.id }, data: { coin: { increment: 1 } } }
    let second: Promise<unknown> = Promise.resolve()
    await mock.prisma.$transaction(async (tx) => {
      await tx.member.update(increment)
      second = mock.prisma
        .$transaction(async (later) => {
          await later.$executeRawUnsafe(
            'UPDATE "Member" SET "coin" = "coin" * 10 WHERE "id" = ?',
            member.id,
          )
        })
        .then(() => order.push('second'))
      await new Promise((resolve) => setTimeout(resolve, 200))
      order.push('first')
    })
    await second
    expect(order).toEqual(['first', 'second'])
    const after = await mock.prisma.member.findUniqueOrThrow({ where: { id: member.id } })
    // the second ran after the first's commit: (0 + 1) × 10
    expect(after.coin).toBe(10)
  })

  it('writes statement rows Prisma reads back with their date and fields', async () => {
    const member = await createMember(mock, { wallet: 10000, games: { JOKER: 0 } })
    const result = await mock.call(
      'POST',
      '/api/wallet/transfer',
      { from: 'wallet', to: 'joker', amount: 12.5 },
      member.token,
      { 'X-Request-Id': 'db-row-1' },
    )
    expect(result.status).toBe(200)
    const rows = await mock.prisma.statement.findMany({ where: { memberId: member.id } })
    expect(rows).toEqual([
      expect.objectContaining({
        statementType: 'transfer',
        status: 'SUCCESS',
        from: 'wallet',
        to: 'JOKER',
        amount: 1250,
        requestId: 'db-row-1',
        bonusDescription: null,
        createdAt: new Date(NOW),
        updatedAt: new Date(NOW),
      }),
    ])
  })
})
