// The mock's database below the routes: the balance guards every writer meets, the direct SQL
// handle the hot paths use, and its write lock shared with Prisma's transactions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sqlOf } from '../db'
import { memberOfToken } from '../http'
import { createMember } from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const NOW = Date.parse('2026-11-21T08:30:15.250Z')

let mock: TestMock
beforeAll(async () => {
  mock = await startTestMock({ now: () => NOW })
})
afterAll(() => mock.close())

const sql = () => {
  const handle = sqlOf(mock.prisma)
  if (!handle) throw new Error('the test mock has no SQL handle')
  return handle
}

describe('the balance guards', () => {
  it('refuse a wallet or game balance below zero, whoever writes it, and roll back the rest', async () => {
    const member = await createMember(mock, { wallet: 500, games: { PG: 300 } })
    const overdraw = sql().batch([
      { sql: 'UPDATE "Member" SET "coin" = "coin" + 5 WHERE "id" = ?', args: [member.id] },
      {
        sql: 'UPDATE "GameAccount" SET "balance" = "balance" - 301 WHERE "memberId" = ?',
        args: [member.id],
      },
    ])
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

describe('the direct SQL handle', () => {
  it('waits for an open Prisma transaction to end before it writes', async () => {
    const member = await createMember(mock, { wallet: 1000 })
    const order: string[] = []
    let batch: Promise<unknown> = Promise.resolve()
    await mock.prisma.$transaction(async (tx) => {
      await tx.member.update({ where: { id: member.id }, data: { coin: { increment: 1 } } })
      batch = sql()
        .batch([
          { sql: 'UPDATE "Member" SET "coin" = "coin" * 10 WHERE "id" = ?', args: [member.id] },
        ])
        .then(() => order.push('batch'))
      await new Promise((resolve) => setTimeout(resolve, 200))
      order.push('transaction')
    })
    await batch
    expect(order).toEqual(['transaction', 'batch'])
    const after = await mock.prisma.member.findUniqueOrThrow({ where: { id: member.id } })
    // the batch ran after the transaction's commit: (0 + 1) × 10
    expect(after.coin).toBe(10)
  })

  it('reads a token’s member exactly as Prisma reads it', async () => {
    const { id, token } = await createMember(mock, { wallet: 1234 })
    await mock.prisma.member.update({
      where: { id },
      data: { inviterId: 1, sourceCode: 'FB', coin: 3, refundAccrued: 7 },
    })
    const { member, sessionId } = await memberOfToken(mock.app.locals.mock, token)
    expect(member).toEqual(await mock.prisma.member.findUniqueOrThrow({ where: { id } }))
    const session = await mock.prisma.session.findFirstOrThrow({ where: { memberId: id } })
    expect(sessionId).toBe(session.id)
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
