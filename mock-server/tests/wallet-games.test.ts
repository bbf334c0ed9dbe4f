// Game accounts: opening one, its login, a password reset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { endpoints } from '@member-wallet/contract/schemas'

import { DEMO_GAME_PASSWORD, DEMO_GAME_USERNAME, DEMO_PASSWORD, DEMO_USERNAME } from '../seed'
import { balancesOf, createMember, expectError, expectUnchanged } from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const wallet = endpoints.wallet

let mock: TestMock
let token: string
beforeAll(async () => {
  mock = await startTestMock()
  token = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
})
afterAll(() => mock.close())

const get = (path: string, as = token) => mock.call('GET', path, undefined, as)

const BAD_CODES = ['NOPE', 'wallet', 'JOKER3', '%20', 'x'.repeat(300), 'JOKER%00', '..%2F..']

describe('GET /api/wallet/activate/:gameCode', () => {
  it('opens an account and answers its login; the card turns active', async () => {
    const member = await createMember(mock)
    const { status, body } = await get('/api/wallet/activate/SLOTXO', member.token)
    expect(status).toBe(200)
    const login = wallet.activate.response.parse(body)
    expect(login).toEqual({ username: `lw${member.id}slot`, password: expect.any(String) })
    expect(login.password).toMatch(/^[A-Za-z0-9]{8}$/)
    const slots = wallet.wallet.response.parse((await get('/api/wallet', member.token)).body).slots
    expect(slots.find((s) => s.code === 'SLOTXO')).toMatchObject({ isActive: true, amount: 0 })
    // the same login afterwards
    expect((await get('/api/wallet/account/slotxo', member.token)).body).toEqual(login)
  })

  it('takes the code in any case and stores it upper-case', async () => {
    const member = await createMember(mock)
    expect((await get('/api/wallet/activate/sUpErSlOt', member.token)).status).toBe(200)
    const account = await mock.prisma.gameAccount.findFirstOrThrow({
      where: { memberId: member.id },
    })
    expect(account.providerCode).toBe('SUPERSLOT')
  })

  it('adds the page-state fields for SEXYGAME', async () => {
    const member = await createMember(mock)
    const { status, body } = await get('/api/wallet/activate/SEXYGAME', member.token)
    expect(status).toBe(200)
    expect(wallet.activate.response.parse(body)).toEqual({
      username: `lw${member.id}sexy`,
      password: expect.any(String),
      event: { lobby: 'baccarat', table: 'A1' },
    })
    const again = await get('/api/wallet/account/SEXYGAME', member.token)
    expect(wallet.account.response.parse(again.body).event).toEqual({
      lobby: 'baccarat',
      table: 'A1',
    })
  })

  it('picks another username when the usual one is taken at that provider', async () => {
    const member = await createMember(mock)
    const squatter = await createMember(mock)
    await mock.prisma.gameAccount.create({
      data: {
        memberId: squatter.id,
        providerCode: 'IMI',
        username: `lw${member.id}imi`,
        password: 'x',
      },
    })
    const { body } = await get('/api/wallet/activate/IMI', member.token)
    expect(wallet.activate.response.parse(body).username).toBe(`lw${member.id}imi2`)
  })

  it('an active account → 409 SLOT_ALREADY_ACTIVE, nothing changes', async () => {
    const result = await expectUnchanged(mock, () => get('/api/wallet/activate/joker'))
    expectError(result, 409, 'SLOT_ALREADY_ACTIVE')
  })

  it('many activations at once open one account', async () => {
    const member = await createMember(mock)
    const results = await Promise.all(
      Array.from({ length: 8 }, () => get('/api/wallet/activate/CIRCUS', member.token)),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    for (const result of results.filter((r) => r.status !== 200)) {
      expectError(result, 409, 'SLOT_ALREADY_ACTIVE')
    }
    expect(await mock.prisma.gameAccount.count({ where: { memberId: member.id } })).toBe(1)
  })

  it('an account the operator switched off comes back with its login and balance', async () => {
    const member = await createMember(mock, { games: { USUN: 1234 } })
    await mock.prisma.gameAccount.updateMany({
      where: { memberId: member.id },
      data: { isActive: false },
    })
    const { status, body } = await get('/api/wallet/activate/USUN', member.token)
    expect(status).toBe(200)
    expect(body).toEqual({ username: `t${member.id}usun`, password: `pw${member.id}usun` })
    expect((await balancesOf(mock, member.id)).games).toEqual({ USUN: 1234 })
  })

  it.each(BAD_CODES)('unknown code %s → 404 NO_GAME, nothing changes', async (code) => {
    const result = await expectUnchanged(mock, () => get(`/api/wallet/activate/${code}`))
    expectError(result, 404, 'NO_GAME')
  })

  it('a provider switched off → 404 NO_GAME', async () => {
    await mock.admin('PUT', '/__admin/providers/BETFLIX', { isActive: false })
    try {
      const result = await expectUnchanged(mock, () => get('/api/wallet/activate/BETFLIX'))
      expectError(result, 404, 'NO_GAME')
    } finally {
      await mock.admin('PUT', '/__admin/providers/BETFLIX', { isActive: true })
    }
  })

  it('no token → 401 UNAUTHORIZED', async () => {
    expectError(await mock.call('GET', '/api/wallet/activate/PG'), 401, 'UNAUTHORIZED')
  })
})

describe('GET /api/wallet/account/:gameCode', () => {
  it('answers the demo member’s fixed JOKER login', async () => {
    const { status, body } = await get('/api/wallet/account/JOKER')
    expect(status).toBe(200)
    expect(wallet.account.response.parse(body)).toEqual({
      username: DEMO_GAME_USERNAME,
      password: DEMO_GAME_PASSWORD,
    })
  })

  it('no account there → 400 SLOT_NO_ACCOUNT', async () => {
    expectError(await get('/api/wallet/account/SLOTRACHA'), 400, 'SLOT_NO_ACCOUNT')
  })

  it('another member never gets the demo member’s login', async () => {
    const other = await createMember(mock)
    expectError(await get('/api/wallet/account/JOKER', other.token), 400, 'SLOT_NO_ACCOUNT')
  })

  it('an account switched off → 400 SLOT_NO_ACCOUNT', async () => {
    const member = await createMember(mock, { games: { ASKMEBET: 0 } })
    await mock.prisma.gameAccount.updateMany({
      where: { memberId: member.id },
      data: { isActive: false },
    })
    expectError(await get('/api/wallet/account/ASKMEBET', member.token), 400, 'SLOT_NO_ACCOUNT')
  })

  it.each(BAD_CODES)('unknown code %s → 404 NO_GAME', async (code) => {
    expectError(await get(`/api/wallet/account/${code}`), 404, 'NO_GAME')
  })
})

describe('GET /api/wallet/resetpassword/:gameCode', () => {
  it('gives the account a new password and keeps its username and balance', async () => {
    const member = await createMember(mock, { games: { JOKER2: 5000 } })
    const { status, body } = await get('/api/wallet/resetpassword/joker2', member.token)
    expect(status).toBe(200)
    const login = wallet.resetPassword.response.parse(body)
    expect(login.username).toBe(`t${member.id}joker2`)
    expect(login.password).toMatch(/^[A-Za-z0-9]{8}$/)
    expect(login.password).not.toBe(`pw${member.id}joker2`)
    expect((await get('/api/wallet/account/JOKER2', member.token)).body).toEqual(login)
    expect((await balancesOf(mock, member.id)).games).toEqual({ JOKER2: 5000 })
  })

  it('marks the account active, opening it if there was none (SPEC §4)', async () => {
    const member = await createMember(mock, { games: { AREASLOT: 100 } })
    await mock.prisma.gameAccount.updateMany({
      where: { memberId: member.id },
      data: { isActive: false },
    })
    expect((await get('/api/wallet/resetpassword/AREASLOT', member.token)).status).toBe(200)
    const opened = await get('/api/wallet/resetpassword/HUAYHD', member.token)
    expect(opened.status).toBe(200)
    expect(wallet.resetPassword.response.parse(opened.body).username).toBe(`lw${member.id}huay`)
    expect((await balancesOf(mock, member.id)).games).toEqual({ AREASLOT: 100, HUAYHD: 0 })
  })

  it.each(BAD_CODES)('unknown code %s → 404 NO_GAME, nothing changes', async (code) => {
    const result = await expectUnchanged(mock, () => get(`/api/wallet/resetpassword/${code}`))
    expectError(result, 404, 'NO_GAME')
  })

  it('no token → 401 UNAUTHORIZED', async () => {
    expectError(await mock.call('GET', '/api/wallet/resetpassword/PG'), 401, 'UNAUTHORIZED')
  })
})
