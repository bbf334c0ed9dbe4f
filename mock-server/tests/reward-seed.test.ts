// The seeded rewards: bonuses, promotion codes and the demo member's reward history, whatever
// day the seed runs on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bonusPeriodStart, receivedInPeriod } from '../bonus-period'
import { DEMO_USERNAME, MEMBER_PASSWORD, RUNNING_BONUS_MEMBER_ID, seed } from '../seed'
import { startTestMock, TEST_PASSWORD_COST, type TestMock } from './support/mock'

let mock: TestMock
beforeAll(async () => {
  mock = await startTestMock()
})
afterAll(() => mock.close())

describe('the seed', () => {
  it('offers three bonuses and three promotion codes, one switched off', async () => {
    const bonuses = await mock.prisma.bonus.findMany({ orderBy: { sortOrder: 'asc' } })
    expect(bonuses.map((b) => [b.code, b.type, b.maxReceived, b.amount, b.percentFail])).toEqual([
      ['WELCOME100', 'limit', 1, 10000, 30],
      ['DAILY20', 'day', 2, 2000, 20],
      ['WEEKLY50', 'week', 1, 5000, 25],
    ])
    const promotions = await mock.prisma.promotion.findMany({ orderBy: { code: 'asc' } })
    expect(promotions.map((p) => [p.code, p.amount, p.percentFail, p.isActive])).toEqual([
      ['NEWYEAR50', 5000, 25, true],
      ['OLD10', 1000, 10, false],
      ['SONGKRAN100', 10000, 40, true],
    ])
  })

  it('the demo member: 1,500.00 in the wallet, 45.00 invite bonus, 35.50 cashback to receive', async () => {
    expect(await mock.admin('GET', `/__admin/members/${DEMO_USERNAME}`)).toEqual({
      status: 200,
      body: {
        username: DEMO_USERNAME,
        isActive: true,
        walletBalance: 1500,
        refundAccrued: 35.5,
        refundBalance: 0,
        inviteBalance: 45,
      },
    })
    // 3 × 20.00 for signups and 50.00 + 10.00 of deposits, of which 75.00 was claimed
    const records = await mock.prisma.inviteRecord.findMany({ where: { inviterId: 1 } })
    expect(records.reduce((sum, r) => sum + r.amount, 0) - 7500).toBe(4500)
    expect(await mock.prisma.userBonus.count({ where: { memberId: 1, isActive: true } })).toBe(0)
  })

  it('another member has a bonus running, for showing the "current" state', async () => {
    const running = await mock.prisma.userBonus.findMany({ where: { isActive: true } })
    expect(running.map((b) => [b.memberId, b.bonusCode])).toEqual([
      [RUNNING_BONUS_MEMBER_ID, 'WELCOME100'],
    ])
    const member = await mock.prisma.member.findUniqueOrThrow({
      where: { id: RUNNING_BONUS_MEMBER_ID },
    })
    const login = await mock.call('POST', '/api/login', {
      username: member.username,
      password: MEMBER_PASSWORD,
    })
    const { token } = login.body as { token: string }
    const check = await mock.call('GET', '/api/bonus/check/active', undefined, token)
    expect(check.body).toEqual({ status: true, type: 'limit' })
  })

  // Monday 00:00, Monday 00:30, Monday noon, Wednesday 09:00, Sunday 23:59 in Bangkok
  it.each([
    '2026-11-08T17:00:00Z',
    '2026-11-08T17:30:00Z',
    '2026-11-09T05:00:00Z',
    '2026-11-11T02:00:00Z',
    '2026-11-15T16:59:00Z',
  ])(
    'seeded at %s: WEEKLY50 received this week, DAILY20 yesterday, nothing later than now',
    async (iso) => {
      const now = Date.parse(iso)
      await seed(mock.prisma, {
        registerOTP: false,
        now,
        uploadDir: mock.uploadDir,
        passwordCost: TEST_PASSWORD_COST,
      })
      const userBonuses = await mock.prisma.userBonus.findMany({
        where: { memberId: 1 },
        include: { receipts: true, bonus: true },
      })
      const received = (code: string, type: 'day' | 'week') => {
        const userBonus = userBonuses.find((u) => u.bonusCode === code)
        const times = userBonus?.receipts.map((r) => r.createdAt.getTime()) ?? []
        for (const time of times) expect(time).toBeLessThanOrEqual(now)
        return receivedInPeriod(type, times, now)
      }
      expect(received('WEEKLY50', 'week')).toBe(1)
      expect(received('DAILY20', 'day')).toBe(0)
      // yesterday, Bangkok time
      const today = bonusPeriodStart('day', now) ?? 0
      const daily = userBonuses.find((u) => u.bonusCode === 'DAILY20')?.receipts ?? []
      expect(daily).toHaveLength(1)
      expect(daily[0]?.createdAt.getTime()).toBeGreaterThanOrEqual(today - 24 * 3600_000)
      const rows = await mock.prisma.statement.findMany({ where: { memberId: 1 } })
      for (const row of rows) expect(row.createdAt.getTime()).toBeLessThanOrEqual(now)
    },
  )
})
