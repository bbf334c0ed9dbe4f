// The server as a whole: errors, the terminated state, the admin API, the seed.
import { copyFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { endpoints } from '@member-wallet/contract/schemas'

import { createPrisma } from '../db'
import {
  DEMO_GAME_PASSWORD,
  DEMO_GAME_USERNAME,
  DEMO_PASSWORD,
  DEMO_USERNAME,
  EXTRA_MEMBERS,
  GAME_PROVIDERS,
  INACTIVE_USERNAME,
  seed,
} from '../seed'
import { startMockServer } from '../server'
import { TEMPLATE_DB, TMP_DIR } from './global-setup'
import { expectError, expectUnchanged } from './helpers'
import { startTestMock, TEST_PASSWORD_COST, type TestMock } from './support/mock'

let mock: TestMock
let token: string
beforeAll(async () => {
  mock = await startTestMock()
  token = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
})
afterAll(() => mock.close())

/** Every member endpoint and lookup, with a body that would pass. */
const API_CALLS: [string, string, unknown?][] = [
  ['GET', '/api/lookup/banks'],
  ['GET', '/api/lookup/deposit'],
  ['GET', '/api/lookup/conditions'],
  ['GET', '/api/lookup/agreements'],
  ['GET', '/api/lookup/info'],
  ['GET', '/api/lookup/notice'],
  ['GET', '/api/lookup/contact'],
  ['GET', '/api/lookup/withdraw'],
  ['GET', '/api/lookup/slip'],
  ['GET', '/api/lookup/sources'],
  ['GET', '/api/lookup/registerOTP'],
  ['GET', '/api/lookup/enableChatWidget'],
  ['POST', '/api/login', { username: DEMO_USERNAME, password: DEMO_PASSWORD }],
  ['POST', '/api/account/validate', { name: 'ก ข', username: '0700000001', password: 'x' }],
  [
    'POST',
    '/api/account',
    {
      name: 'ก ข',
      username: '0700000001',
      password: 'x',
      bankCode: 'SCB',
      bankAccountName: 'ก ข',
      bankAccountNo: '1231231231',
    },
  ],
  ['GET', '/api/account/profile'],
  [
    'PUT',
    '/api/account/profile',
    { name: 'ก', bankCode: 'KBANK', bankAccountName: 'ก', bankAccountNo: '1234567890' },
  ],
  ['PUT', '/api/account/bankAccountName', { bankCode: 'KBANK', bankAccountName: 'X' }],
  ['PUT', '/api/account/changepwd', { oldPassword: DEMO_PASSWORD, newPassword: 'x' }],
  ['POST', '/api/otp/send', { phoneNumber: '0700000001' }],
  ['POST', '/api/otp/verify', { otpToken: 'x', otpCode: '1' }],
  ['GET', '/api/wallet'],
  ['GET', '/api/wallet/refresh/slot'],
  ['GET', '/api/wallet/activate/SLOTXO'],
  ['GET', '/api/wallet/account/JOKER'],
  ['GET', '/api/wallet/resetpassword/JOKER'],
  ['POST', '/api/wallet/add', { amount: 10 }],
  ['POST', '/api/wallet/transfer', { from: 'wallet', to: 'JOKER', amount: 10 }],
  ['POST', '/api/wallet/transferAll', { to: 'wallet' }],
  ['POST', '/api/wallet/withdraw', { amount: 100 }],
  ['POST', '/api/wallet/withdrawAll', { amount: 100 }],
  ['POST', '/api/statement', { page: 1, limit: 10 }],
  ['GET', '/api/autoLogin/pg/lw1pg'],
  ['GET', '/api/no-such-endpoint'],
]

describe('the terminated state', () => {
  it('answers 410 gone to every /api call but /api/lookup/active', async () => {
    const set = await mock.admin('PUT', '/__admin/settings', { terminated: 'gone' })
    expect(set.body).toMatchObject({ terminated: 'gone' })
    try {
      // one snapshot around all the calls: one around each made this test too slow for a
      // busy machine, and the switch stayed on for the next tests while it ran over time
      await expectUnchanged(mock, async () => {
        for (const [method, urlPath, body] of API_CALLS) {
          const result = await mock.call(method, urlPath, body, token)
          expect({ urlPath, ...result }).toEqual({
            urlPath,
            status: 410,
            body: { message: 'gone' },
          })
        }
      })
      // even without a token, and with a body that is not JSON
      expectError(await mock.call('GET', '/api/account/profile'), 410, 'gone')
      const active = await mock.call('GET', '/api/lookup/active')
      expect(active.status).toBe(200)
      expect(endpoints.lookup.active.response.parse(active.body)).toEqual({ terminated: 'gone' })
      expect((await mock.call('GET', '/api/lookup/active/')).body).toEqual({ terminated: 'gone' })
      // the admin API still works
      expect((await mock.admin('GET', '/__admin/settings')).status).toBe(200)
    } finally {
      await mock.admin('PUT', '/__admin/settings', { terminated: null })
    }
    expect((await mock.call('GET', '/api/lookup/active')).body).toEqual({ terminated: null })
    expect((await mock.call('GET', '/api/wallet', undefined, token)).status).toBe(200)
  })
})

describe('errors', () => {
  it('an unknown /api path → 404 NO_DATA', async () => {
    expectError(await mock.call('GET', '/api/nothing'), 404, 'NO_DATA')
    expectError(await mock.call('POST', '/api/lookup/banks', {}), 404, 'NO_DATA')
    expectError(await mock.call('DELETE', '/api/account/profile', undefined, token), 404, 'NO_DATA')
    expectError(await mock.call('GET', '/elsewhere'), 404, 'NO_DATA')
  })

  it('an unexpected failure → 500 INTERNAL_SERVER_ERROR, logged', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const info = await mock.prisma.setting.findUniqueOrThrow({ where: { key: 'info' } })
    await mock.prisma.setting.update({ where: { key: 'info' }, data: { value: '{not json' } })
    try {
      expectError(await mock.call('GET', '/api/lookup/info'), 500, 'INTERNAL_SERVER_ERROR')
      expect(consoleError).toHaveBeenCalledTimes(1)
      expect(consoleError.mock.calls[0]?.[0]).toBe('[mock] GET /api/lookup/info failed:')
      expect(consoleError.mock.calls[0]?.[1]).toBeInstanceOf(SyntaxError)
    } finally {
      consoleError.mockReset()
      await mock.prisma.setting.update({ where: { key: 'info' }, data: { value: info.value } })
    }
  })

  it('a balance too large to be exact is a 500, not a wrong amount', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await mock.prisma.$executeRawUnsafe(
      `UPDATE "Member" SET "walletBalance" = 9007199254740993 WHERE "username" = '${DEMO_USERNAME}'`,
    )
    try {
      expectError(
        await mock.call('GET', '/api/wallet', undefined, token),
        500,
        'INTERNAL_SERVER_ERROR',
      )
      expect(consoleError).toHaveBeenCalledTimes(1)
    } finally {
      consoleError.mockReset()
      await mock.prisma.member.update({
        where: { username: DEMO_USERNAME },
        data: { walletBalance: 150000 },
      })
    }
  })

  it('an unsupported charset → 415 KEY_INVALID', async () => {
    const result = await mock.callRaw(
      'POST',
      '/api/login',
      '{}',
      'application/json; charset=latin-9',
    )
    expectError(result, 415, 'KEY_INVALID')
  })

  it('JSON null or a bare string → 400 KEY_INVALID', async () => {
    expectError(
      await mock.callRaw('POST', '/api/login', 'null', 'application/json'),
      400,
      'KEY_INVALID',
    )
    expectError(
      await mock.callRaw('POST', '/api/login', '"x"', 'application/json'),
      400,
      'KEY_INVALID',
    )
  })

  it('a form post → 400 KEY_INVALID', async () => {
    const result = await mock.callRaw(
      'POST',
      '/api/login',
      `username=${DEMO_USERNAME}&password=${DEMO_PASSWORD}`,
      'application/x-www-form-urlencoded',
    )
    expectError(result, 400, 'KEY_INVALID')
  })
})

describe('the admin API', () => {
  it('needs the admin password → 401 UNAUTHORIZED', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { 'x-admin-password': 'wrong' },
      { 'x-admin-password': '' },
    ]
    for (const headers of attempts) {
      const response = await fetch(`${mock.url}/__admin/settings`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ terminated: 'gone' }),
      })
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ message: 'UNAUTHORIZED' })
    }
    expect((await mock.call('GET', '/api/lookup/active')).body).toEqual({ terminated: null })
  })

  it('PUT /__admin/settings changes only what it is given', async () => {
    const result = await mock.admin('PUT', '/__admin/settings', { enableChatWidget: false })
    expect(result).toEqual({
      status: 200,
      body: {
        registerOTP: false,
        enableChatWidget: false,
        terminated: null,
        isManual: false,
        slipClosed: { from: '23:50', to: '00:10' },
        inviteActive: true,
        refundActive: true,
        bonusClearBelow: 5,
        notice: expect.stringContaining('ประกาศ'),
      },
    })
    const back = await mock.admin('PUT', '/__admin/settings', { enableChatWidget: true })
    expect(back.body).toEqual({
      registerOTP: false,
      enableChatWidget: true,
      terminated: null,
      isManual: false,
      slipClosed: { from: '23:50', to: '00:10' },
      inviteActive: true,
      refundActive: true,
      bonusClearBelow: 5,
      notice: expect.stringContaining('ประกาศ'),
    })
  })

  it('PUT /__admin/settings refuses unknown settings and values', async () => {
    expectError(
      await mock.admin('PUT', '/__admin/settings', { registerOTP: 'yes' }),
      400,
      'KEY_INVALID',
    )
    expectError(
      await mock.admin('PUT', '/__admin/settings', { terminated: 'closed' }),
      400,
      'KEY_INVALID',
    )
    expectError(await mock.admin('PUT', '/__admin/settings', { other: true }), 400, 'KEY_INVALID')
  })

  it('PUT /__admin/members/:username switches a member on and off', async () => {
    const off = await mock.admin('PUT', `/__admin/members/${INACTIVE_USERNAME}`, { isActive: true })
    expect(off).toMatchObject({
      status: 200,
      body: { username: INACTIVE_USERNAME, isActive: true },
    })
    expect(
      (
        await mock.call('POST', '/api/login', {
          username: INACTIVE_USERNAME,
          password: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(200)
    await mock.admin('PUT', `/__admin/members/${INACTIVE_USERNAME}`, { isActive: false })
    expectError(
      await mock.call('POST', '/api/login', {
        username: INACTIVE_USERNAME,
        password: DEMO_PASSWORD,
      }),
      403,
      'INACTIVE_USER',
    )
  })

  it('PUT /__admin/members/:username of nobody → 404 NO_USER', async () => {
    expectError(
      await mock.admin('PUT', '/__admin/members/0000000000', { isActive: true }),
      404,
      'NO_USER',
    )
    expectError(
      await mock.admin('PUT', `/__admin/members/${DEMO_USERNAME}`, { isActive: 'no' }),
      400,
      'KEY_INVALID',
    )
  })

  it('POST /__admin/reset brings the seed back', async () => {
    await mock.call('POST', '/api/account', {
      name: 'ชั่วคราว',
      username: '0700000099',
      password: 'x',
      bankCode: 'SCB',
      bankAccountName: 'ชั่วคราว',
      bankAccountNo: '9998887776',
    })
    await mock.admin('PUT', '/__admin/settings', { registerOTP: true })
    const members = await mock.prisma.member.count()
    expect(members).toBe(EXTRA_MEMBERS + 2)
    expect(await mock.admin('POST', '/__admin/reset')).toEqual({
      status: 200,
      body: { message: 'SUCCESS' },
    })
    expect(await mock.prisma.member.count()).toBe(EXTRA_MEMBERS + 1)
    expect(await mock.prisma.session.count()).toBe(0)
    expect((await mock.call('GET', '/api/lookup/registerOTP')).body).toEqual({ registerOTP: false })
    // old tokens are gone with their sessions
    expectError(await mock.call('GET', '/api/wallet', undefined, token), 401, 'UNAUTHORIZED')
    token = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
  })
})

describe('the seed', () => {
  it('writes the same data every time', async () => {
    const dump = async () => ({
      members: await mock.prisma.member.findMany({
        omit: { passwordHash: true },
        orderBy: { id: 'asc' },
      }),
      deposits: await mock.prisma.depositAccount.findMany({ orderBy: { id: 'asc' } }),
      banks: await mock.prisma.bank.findMany({ orderBy: { sortOrder: 'asc' } }),
      settings: await mock.prisma.setting.findMany({ orderBy: { key: 'asc' } }),
      providers: await mock.prisma.gameProvider.findMany({ orderBy: { sortOrder: 'asc' } }),
      gameAccounts: await mock.prisma.gameAccount.findMany({ orderBy: { id: 'asc' } }),
      statements: await mock.prisma.statement.findMany({ orderBy: { id: 'asc' } }),
      // the image files get random names, as uploads do
      slips: await mock.prisma.slip.findMany({ omit: { fileName: true }, orderBy: { id: 'asc' } }),
      bonuses: await mock.prisma.bonus.findMany({ orderBy: { sortOrder: 'asc' } }),
      userBonuses: await mock.prisma.userBonus.findMany({
        include: { receipts: true },
        orderBy: { id: 'asc' },
      }),
      promotions: await mock.prisma.promotion.findMany({ orderBy: { code: 'asc' } }),
      inviteRecords: await mock.prisma.inviteRecord.findMany({ orderBy: { id: 'asc' } }),
      refundLogs: await mock.prisma.refundLog.findMany({ orderBy: { id: 'asc' } }),
    })
    const now = Date.parse('2026-11-20T12:00:00Z')
    await seed(mock.prisma, {
      registerOTP: false,
      now,
      uploadDir: mock.uploadDir,
      passwordCost: TEST_PASSWORD_COST,
    })
    const first = await dump()
    await seed(mock.prisma, {
      registerOTP: false,
      now,
      uploadDir: mock.uploadDir,
      passwordCost: TEST_PASSWORD_COST,
    })
    expect(await dump()).toEqual(first)
    token = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
  })

  it('has the demo member first and one inactive member', async () => {
    const members = await mock.prisma.member.findMany({ orderBy: { id: 'asc' } })
    expect(members).toHaveLength(EXTRA_MEMBERS + 1)
    expect(members[0]).toMatchObject({
      id: 1,
      username: DEMO_USERNAME,
      walletBalance: 150000,
      coin: 3,
    })
    expect(members.filter((m) => !m.isActive).map((m) => m.username)).toEqual([INACTIVE_USERNAME])
    for (const member of members) {
      expect(member.username).toMatch(/^0\d{9}$/)
      expect(Number.isInteger(member.walletBalance)).toBe(true)
      if (['KTB', 'TMB', 'BBL'].includes(member.bankCode)) {
        expect(member.bankAccountName).toMatch(/^[A-Z ]+$/)
      }
    }
    expect(new Set(members.map((m) => `${m.bankCode}${m.bankAccountNo}`)).size).toBe(members.length)
  })

  it('gives the demo member four game accounts, a fixed JOKER login and a statement', async () => {
    const accounts = await mock.prisma.gameAccount.findMany({ orderBy: { id: 'asc' } })
    expect(accounts.map((a) => [a.memberId, a.providerCode, a.balance, a.isActive])).toEqual([
      [1, 'JOKER', 25000, true],
      [1, 'PG', 0, true],
      [1, 'UFABET', 12050, true],
      [1, 'HUAYHD', 0, true],
    ])
    expect(accounts[0]).toMatchObject({
      username: DEMO_GAME_USERNAME,
      password: DEMO_GAME_PASSWORD,
    })
    expect(accounts.slice(1).map((a) => a.username)).toEqual(['lw1pg', 'lw1ufab', 'lw1huay'])
    const providers = await mock.prisma.gameProvider.findMany()
    expect(providers.map((p) => p.code).sort()).toEqual(GAME_PROVIDERS.map((p) => p.code).sort())
    for (const provider of providers) {
      expect(provider.web).toBe(`/demo-game/${provider.code}`)
      expect(provider.failTransfersIn).toBe(false)
    }
    const rows = await mock.prisma.statement.findMany({
      where: { memberId: 1 },
      orderBy: { id: 'asc' },
    })
    const first = rows.slice(0, 7)
    expect(first.map((r) => [r.memberId, r.statementType, r.status, r.amount])).toEqual([
      [1, 'deposit', 'SUCCESS', 100000],
      [1, 'transfer', 'SUCCESS', 25000],
      [1, 'transfer', 'SUCCESS', 12050],
      [1, 'withdraw', 'SUCCESS', 30000],
      [1, 'withdraw', 'PENDING', 20000],
      [1, 'withdraw', 'FAILED', 10000],
      // the demo slip the operator read
      [1, 'deposit', 'SUCCESS', 50000],
    ])
    // then the reward history, oldest first (on a Monday yesterday's daily bonus comes before
    // this week's, on other days after it)
    const byTime = (a: { createdAt: Date }, b: { createdAt: Date }) =>
      a.createdAt.getTime() - b.createdAt.getTime()
    expect(rows.slice(7)).toEqual([...rows.slice(7)].sort(byTime))
    expect(
      rows
        .slice(7)
        .map((r) => [r.memberId, r.statementType, r.from, r.amount])
        .sort(),
    ).toEqual(
      [
        [1, 'bonus', 'refund', 12000],
        [1, 'bonus', 'invite', 7500],
        [1, 'bonus', 'refund', 4825],
        [1, 'bonus', 'bonus', 5000],
        [1, 'finish_bonus', 'bonus', 0],
        [1, 'bonus', 'bonus', 2000],
        [1, 'finish_bonus', 'bonus', 0],
      ].sort(),
    )
  })

  it('switches OTP registration as asked', async () => {
    await seed(mock.prisma, {
      registerOTP: true,
      uploadDir: mock.uploadDir,
      passwordCost: TEST_PASSWORD_COST,
    })
    expect((await mock.call('GET', '/api/lookup/registerOTP')).body).toEqual({ registerOTP: true })
    await seed(mock.prisma, {
      registerOTP: false,
      uploadDir: mock.uploadDir,
      passwordCost: TEST_PASSWORD_COST,
    })
    token = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
  })
})

describe('startMockServer', () => {
  it('seeds an empty or outdated database only when asked to, and closes twice safely', async () => {
    const file = path.join(TMP_DIR, `mock-start-${process.pid}.db`)
    copyFileSync(TEMPLATE_DB, file)
    try {
      const first = await startMockServer({
        port: 0,
        databaseUrl: `file:${file}`,
        seed: 'if-stale',
        config: { quiet: true },
      })
      expect(first.server.listening).toBe(true)
      const banks = await fetch(`${first.url}/api/lookup/banks`).then(
        (r) => r.json() as Promise<unknown[]>,
      )
      expect(banks.length).toBeGreaterThan(10)
      await first.prisma.member.deleteMany({ where: { username: { not: DEMO_USERNAME } } })
      await Promise.all([first.close(), first.close()])
      expect(first.server.listening).toBe(false)

      // not empty: the data stays as it is
      const second = await startMockServer({
        port: 0,
        databaseUrl: `file:${file}`,
        seed: 'if-stale',
        config: { quiet: true },
      })
      expect(await second.prisma.member.count()).toBe(1)
      // seeded by an older version: seeded again
      await second.prisma.setting.update({ where: { key: 'seedVersion' }, data: { value: '1' } })
      await second.close()
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
      const third = await startMockServer({
        port: 0,
        databaseUrl: `file:${file}`,
        seed: 'if-stale',
        config: { quiet: true },
      })
      expect(await third.prisma.member.count()).toBeGreaterThan(1)
      expect(log).toHaveBeenCalledWith(expect.stringContaining('older version'))
      log.mockRestore()
      await third.close()
    } finally {
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
    }
  })

  it('logs one line per request unless quiet', async () => {
    const file = path.join(TMP_DIR, `mock-log-${process.pid}.db`)
    copyFileSync(TEMPLATE_DB, file)
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    try {
      const loud = await startMockServer({ port: 0, databaseUrl: `file:${file}`, seed: true })
      await fetch(`${loud.url}/api/lookup/banks`)
      await fetch(`${loud.url}/api/nothing`)
      await loud.close()
      const lines = log.mock.calls.map((call) => String(call[0]))
      expect(lines).toEqual([
        expect.stringMatching(/^\[mock\] GET \/api\/lookup\/banks 200 \d+\.\dms$/),
        expect.stringMatching(/^\[mock\] GET \/api\/nothing 404 \d+\.\dms$/),
      ])
    } finally {
      log.mockRestore()
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
    }
  })

  it('createPrisma switches the file to WAL with a busy timeout', async () => {
    const file = path.join(TMP_DIR, `mock-wal-${process.pid}.db`)
    copyFileSync(TEMPLATE_DB, file)
    const prisma = await createPrisma(`file:${file}`)
    try {
      expect(await prisma.$queryRawUnsafe('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }])
      await prisma.$transaction(async (tx) => tx.bank.count())
      // libSQL opens a new connection after a transaction: it waits for locks too
      expect(await prisma.$queryRawUnsafe('PRAGMA busy_timeout')).toEqual([{ timeout: 5000 }])
    } finally {
      await prisma.$disconnect()
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
    }
  })
})
