// Invite bonuses: what an inviter earns when an invitee registers with their PR code and when
// the invitee's deposits are credited; POST /api/invite, GET /api/invite/bonus and
// /api/invite/banners; the wallet's invite block; the admin calls that set the balance.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { inviteCodeOf } from '@member-wallet/contract/rules'
import { endpoints, type RegisterRequest } from '@member-wallet/contract/schemas'

import { DEMO_PASSWORD, DEMO_USERNAME } from '../seed'
import { getSetting, setSetting } from '../settings'
import {
  badInputTests,
  balancesOf,
  createMember,
  expectError,
  expectUnchanged,
  type TestMember,
} from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const rewards = endpoints.rewards
const MINUTE = 60_000
const START = Date.parse('2026-11-13T05:00:00Z')
const clock = { now: START }

let mock: TestMock
beforeAll(async () => {
  mock = await startTestMock({ now: () => clock.now })
})
afterAll(() => mock.close())
beforeEach(async () => {
  clock.now = START
  await mock.admin('POST', '/__admin/rate-limits/reset')
})

let seq = 0
/** Registers a member through the API (with an invite code, or none) and logs them in. */
async function register(inviteCode: string, name = 'เพื่อน ชวนมา'): Promise<TestMember> {
  seq++
  const body: RegisterRequest = {
    name,
    username: `06${String(seq).padStart(8, '0')}`,
    password: 'secret123',
    sourceCode: 'FRIEND',
    inviteCode,
    bankCode: 'SCB',
    bankAccountName: name,
    bankAccountNo: `66${String(seq).padStart(8, '0')}`,
    currency: 'BAHT',
  }
  const result = await mock.call('POST', '/api/account', body)
  expect(result).toEqual({ status: 201, body: { message: 'SUCCESS' } })
  const token = await mock.login(body.username, body.password)
  const { id } = await mock.prisma.member.findUniqueOrThrow({ where: { username: body.username } })
  return { id, username: body.username, token }
}

const get = (path: string, as: TestMember) => mock.call('GET', path, undefined, as.token)

const invitesOf = async (as: TestMember, page = 1, limit = 10) => {
  const result = await mock.call('POST', '/api/invite', { page, limit }, as.token)
  expect(result.status).toBe(200)
  return rewards.invites.response.parse(result.body)
}

const inviteBalanceOf = async (id: number) =>
  (await mock.prisma.member.findUniqueOrThrow({ where: { id } })).inviteBalance

const walletInvite = async (as: TestMember) => {
  const result = await get('/api/wallet', as)
  return endpoints.wallet.wallet.response.parse(result.body).invite
}

const claim = (as: TestMember) => get('/api/invite/bonus', as)

describe('registering with an invite code', () => {
  it('earns the inviter the signup reward (20.00) with an invite record', async () => {
    const inviter = await createMember(mock)
    const friend = await register(inviteCodeOf(inviter.id), 'มานี มีนา')
    const member = await mock.prisma.member.findUniqueOrThrow({ where: { id: friend.id } })
    expect(member).toMatchObject({ inviterId: inviter.id, inviteCode: `PR${inviter.id}` })
    expect(await inviteBalanceOf(inviter.id)).toBe(2000)
    expect(await invitesOf(inviter)).toEqual({
      total: 1,
      invites: [
        {
          _id: expect.any(String),
          from: { name: 'มานี มีนา' },
          amount: 20,
          createdAt: new Date(START).toISOString(),
        },
      ],
    })
    expect(await walletInvite(inviter)).toEqual({ amount: 20, success: 70, fail: 30 })
    // the invitee earned nothing themselves
    expect(await invitesOf(friend)).toEqual({ total: 0, invites: [] })
    expect(await inviteBalanceOf(friend.id)).toBe(0)
  })

  it('in lower case too; a code of nobody earns nobody anything', async () => {
    const inviter = await createMember(mock)
    await register(`pr${inviter.id}`)
    expect(await inviteBalanceOf(inviter.id)).toBe(2000)
    const before = await mock.prisma.inviteRecord.count()
    await register('PR999999')
    await register('HELLO')
    await register('')
    expect(await mock.prisma.inviteRecord.count()).toBe(before)
  })

  it('follows inviteSignupReward; 0 writes no record', async () => {
    const inviter = await createMember(mock)
    await setSetting(mock.prisma, 'inviteSignupReward', 12.5)
    try {
      await register(inviteCodeOf(inviter.id))
      expect(await inviteBalanceOf(inviter.id)).toBe(1250)
      await setSetting(mock.prisma, 'inviteSignupReward', 0)
      await register(inviteCodeOf(inviter.id))
      expect((await invitesOf(inviter)).total).toBe(1)
    } finally {
      await setSetting(mock.prisma, 'inviteSignupReward', 20)
    }
  })
})

describe('an invitee’s deposits', () => {
  let inviter: TestMember
  let friend: TestMember
  beforeEach(async () => {
    inviter = await createMember(mock)
    friend = await register(inviteCodeOf(inviter.id))
  })

  it('earn the inviter 5% of each, rounded down to a satang, in the same transaction', async () => {
    clock.now += MINUTE
    expect(
      (await mock.call('POST', '/api/wallet/add', { amount: 1000.5 }, friend.token)).status,
    ).toBe(200)
    // 5% of 1,000.50 is 50.025
    expect(await inviteBalanceOf(inviter.id)).toBe(2000 + 5002)
    const { invites } = await invitesOf(inviter)
    expect(invites[0]).toEqual({
      _id: expect.any(String),
      from: { name: 'เพื่อน ชวนมา' },
      amount: 50.02,
      createdAt: new Date(START + MINUTE).toISOString(),
    })
    // the invitee's own money is all theirs
    expect((await balancesOf(mock, friend.id)).wallet).toBe(100050)
  })

  it('a share that rounds to 0 writes no record', async () => {
    expect(
      (await mock.call('POST', '/api/wallet/add', { amount: 0.19 }, friend.token)).status,
    ).toBe(200)
    expect((await invitesOf(inviter)).total).toBe(1)
    expect(await inviteBalanceOf(inviter.id)).toBe(2000)
  })

  it('a paid QR and a slip the operator credits earn a share too', async () => {
    const qr = await mock.call('POST', '/api/qrcode/KBANK', { amount: 200 }, friend.token)
    const qrcodeId = (qr.body as { qrcodeId: string }).qrcodeId
    expect((await mock.admin('POST', `/__admin/qrcodes/${qrcodeId}/paid`)).status).toBe(200)
    expect(await inviteBalanceOf(inviter.id)).toBe(2000 + 1000)

    const slip = await mock.prisma.slip.create({
      data: {
        memberId: friend.id,
        reference: `SLPINVITE${friend.id}`,
        fileName: `invite-${friend.id}.png`,
        mimeType: 'image/png',
        size: 1,
      },
    })
    const settled = await mock.admin('PUT', `/__admin/slips/${slip.id}`, {
      status: 'SUCCESS',
      amount: 300,
    })
    expect(settled.status).toBe(200)
    expect(await inviteBalanceOf(inviter.id)).toBe(2000 + 1000 + 1500)
    expect((await invitesOf(inviter)).invites.map((i) => i.amount)).toEqual([15, 10, 20])
  })

  it('a member nobody invited earns nobody anything', async () => {
    const m = await createMember(mock)
    const before = await mock.prisma.inviteRecord.count()
    expect((await mock.call('POST', '/api/wallet/add', { amount: 500 }, m.token)).status).toBe(200)
    expect(await mock.prisma.inviteRecord.count()).toBe(before)
  })
})

describe('POST /api/invite', () => {
  it('pages the records newest first, total always all of them', async () => {
    const inviter = await createMember(mock)
    for (let i = 0; i < 3; i++) {
      clock.now += MINUTE
      await register(inviteCodeOf(inviter.id), `เพื่อน ${i + 1}`)
    }
    const names = async (page: number, limit: number) =>
      (await invitesOf(inviter, page, limit)).invites.map((i) => i.from.name)
    expect(await names(1, 2)).toEqual(['เพื่อน 3', 'เพื่อน 2'])
    expect(await names(2, 2)).toEqual(['เพื่อน 1'])
    expect(await invitesOf(inviter, 3, 2)).toEqual({ total: 3, invites: [] })
  })

  it('the demo member’s seeded invitees: three signups and two deposit shares, 45.00 waiting', async () => {
    const token = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
    const demo = { id: 1, username: DEMO_USERNAME, token }
    const { total, invites } = await invitesOf(demo)
    expect(total).toBe(5)
    expect(invites.map((i) => i.amount).sort((a, b) => a - b)).toEqual([10, 20, 20, 20, 50])
    const invitees = await mock.prisma.member.findMany({ where: { inviterId: 1 } })
    expect(invitees.map((m) => m.id)).toEqual([2, 3, 4])
    expect(new Set(invites.map((i) => i.from.name))).toEqual(new Set(invitees.map((m) => m.name)))
    const times = invites.map((i) => Date.parse(i.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(Math.max(...times)).toBeLessThan(START)
    expect(await walletInvite(demo)).toEqual({ amount: 45, success: 70, fail: 30 })
  })

  describe('bad bodies', () => {
    let m: TestMember
    beforeAll(async () => {
      m = await createMember(mock)
    })
    badInputTests(() => mock, {
      method: 'POST',
      path: '/api/invite',
      valid: { page: 1, limit: 10 },
      required: ['page', 'limit'],
      token: () => m.token,
    })
  })
})

describe('GET /api/invite/bonus', () => {
  it('moves the whole invite balance into the wallet once, with a bonus row from invite', async () => {
    const inviter = await createMember(mock, { wallet: 1000 })
    await register(inviteCodeOf(inviter.id))
    await register(inviteCodeOf(inviter.id))
    clock.now += MINUTE
    expect(await claim(inviter)).toEqual({ status: 200, body: { message: 'INVITE_BONUS_SUCCESS' } })
    expect(await balancesOf(mock, inviter.id)).toEqual({ wallet: 5000, games: {}, rows: 1 })
    expect(await inviteBalanceOf(inviter.id)).toBe(0)
    expect(await walletInvite(inviter)).toEqual({ amount: 0, success: 70, fail: 30 })
    const statement = await mock.call(
      'POST',
      '/api/statement',
      { page: 1, limit: 10 },
      inviter.token,
    )
    expect((statement.body as { statements: unknown[] }).statements).toEqual([
      {
        _id: expect.any(String),
        statementType: 'bonus',
        status: 'SUCCESS',
        from: 'invite',
        to: 'wallet',
        amount: 40,
        createdAt: new Date(START + MINUTE).toISOString(),
        bonus: null,
        promotion: null,
        invite: { description: 'โบนัสแนะนำเพื่อน' },
        refund: null,
        luckydraw: null,
      },
    ])
    // the records stay
    expect((await invitesOf(inviter)).total).toBe(2)
    expectError(await expectUnchanged(mock, () => claim(inviter)), 400, 'NO_INVITE_BONUS')
  })

  it('nothing earned → 400 NO_INVITE_BONUS', async () => {
    const m = await createMember(mock)
    expectError(await expectUnchanged(mock, () => claim(m)), 400, 'NO_INVITE_BONUS')
  })

  it('claims at once pay once', async () => {
    const inviter = await createMember(mock)
    await register(inviteCodeOf(inviter.id))
    const results = await Promise.all(Array.from({ length: 8 }, () => claim(inviter)))
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r).toEqual({ status: 400, body: { message: 'NO_INVITE_BONUS' } })
    }
    expect(await balancesOf(mock, inviter.id)).toEqual({ wallet: 2000, games: {}, rows: 1 })
  })

  it('switched off (admin inviteActive) → 400 INVITE_INACTIVE, the balance waits', async () => {
    const inviter = await createMember(mock)
    await register(inviteCodeOf(inviter.id))
    const off = await mock.admin('PUT', '/__admin/settings', { inviteActive: false })
    expect(off.body).toMatchObject({ inviteActive: false })
    try {
      expectError(await expectUnchanged(mock, () => claim(inviter)), 400, 'INVITE_INACTIVE')
      const nothing = await createMember(mock)
      expectError(await expectUnchanged(mock, () => claim(nothing)), 400, 'INVITE_INACTIVE')
      // earning goes on
      await register(inviteCodeOf(inviter.id))
      expect(await inviteBalanceOf(inviter.id)).toBe(4000)
    } finally {
      await mock.admin('PUT', '/__admin/settings', { inviteActive: true })
    }
    expect((await claim(inviter)).status).toBe(200)
  })
})

describe('GET /api/invite/banners', () => {
  it('answers the operator’s invite banners with the picture on this server', async () => {
    const m = await createMember(mock)
    const result = await get('/api/invite/banners', m)
    expect(result).toEqual({
      status: 200,
      body: [
        {
          image: `${mock.url}/banners/invite.svg`,
          html: expect.stringContaining('20 บาท'),
        },
      ],
    })
    const seeded = await getSetting(mock.prisma, 'inviteBanners')
    await setSetting(mock.prisma, 'inviteBanners', [])
    try {
      expect((await get('/api/invite/banners', m)).body).toEqual([])
    } finally {
      await setSetting(mock.prisma, 'inviteBanners', seeded)
    }
  })
})

describe('one member’s invites are theirs', () => {
  it('another member neither sees the records nor claims the balance', async () => {
    const [a, b] = [await createMember(mock), await createMember(mock)]
    await register(inviteCodeOf(a.id))
    expect(await invitesOf(b)).toEqual({ total: 0, invites: [] })
    expect(await walletInvite(b)).toMatchObject({ amount: 0 })
    expectError(await expectUnchanged(mock, () => claim(b)), 400, 'NO_INVITE_BONUS')
    expect(await inviteBalanceOf(a.id)).toBe(2000)
  })
})

describe('the admin API', () => {
  it('GET and PUT /__admin/members/:username set the invite balance in baht', async () => {
    const m = await createMember(mock, { wallet: 12345 })
    const set = await mock.admin('PUT', `/__admin/members/${m.username}`, { inviteBalance: 12.34 })
    const expected = {
      username: m.username,
      isActive: true,
      walletBalance: 123.45,
      refundAccrued: 0,
      refundBalance: 0,
      inviteBalance: 12.34,
    }
    expect(set).toEqual({ status: 200, body: expected })
    expect(await mock.admin('GET', `/__admin/members/${m.username}`)).toEqual({
      status: 200,
      body: expected,
    })
    expect(await walletInvite(m)).toMatchObject({ amount: 12.34 })
    for (const inviteBalance of [-1, 1.005, 'ten', null]) {
      expectError(
        await expectUnchanged(mock, () =>
          mock.admin('PUT', `/__admin/members/${m.username}`, { inviteBalance }),
        ),
        400,
        'KEY_INVALID',
      )
    }
    expectError(await mock.admin('GET', '/__admin/members/0000000000'), 404, 'NO_USER')
    expectError(await mock.call('GET', `/__admin/members/${m.username}`), 401, 'UNAUTHORIZED')
  })
})

describe('no token → 401 UNAUTHORIZED', () => {
  it.each([
    ['POST', '/api/invite'],
    ['GET', '/api/invite/bonus'],
    ['GET', '/api/invite/banners'],
  ])('%s %s', async (method, path) => {
    const body = method === 'POST' ? { page: 1, limit: 10 } : undefined
    expectError(
      await expectUnchanged(mock, () => mock.call(method, path, body)),
      401,
      'UNAUTHORIZED',
    )
  })
})
