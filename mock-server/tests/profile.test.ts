import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { endpoints } from '@member-wallet/contract/schemas'

import { verifyPassword } from '../passwords'
import { DEMO_BANK_ACCOUNT_NO, DEMO_NAME, DEMO_PASSWORD, DEMO_USERNAME } from '../seed'
import { badInputTests, expectError, expectUnchanged } from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const account = endpoints.account

let mock: TestMock
let demoToken: string
beforeAll(async () => {
  mock = await startTestMock()
  demoToken = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
})
afterAll(() => mock.close())

let seq = 0
/** Registers a member of its own for a test that changes it, and logs in. */
async function newMember(
  bank: { bankCode: string; bankAccountName: string } = {
    bankCode: 'SCB',
    bankAccountName: 'มานะ ใจกล้า',
  },
) {
  seq++
  const username = `05${String(seq).padStart(8, '0')}`
  const password = `pass-${seq}`
  const bankAccountNo = `66${String(seq).padStart(8, '0')}`
  const result = await mock.call('POST', '/api/account', {
    name: 'มานะ ใจกล้า',
    username,
    password,
    ...bank,
    bankAccountNo,
  })
  expect(result.status).toBe(201)
  return { username, password, bankAccountNo, token: await mock.login(username, password) }
}

describe('GET /api/account/profile', () => {
  it('answers the demo member’s profile', async () => {
    const { status, body } = await mock.call('GET', '/api/account/profile', undefined, demoToken)
    expect(status).toBe(200)
    expect(account.profile.response.parse(body)).toEqual({
      _id: '1',
      username: DEMO_USERNAME,
      name: DEMO_NAME,
      createdAt: '2026-06-15T03:30:00.000Z',
      coin: 3,
      bankCode: 'KBANK',
      bankAccountName: DEMO_NAME,
      bankAccountNo: DEMO_BANK_ACCOUNT_NO,
      currency: 'BAHT',
      bank: { code: 'KBANK', nameTH: 'กสิกรไทย', nameEN: 'Kasikornbank' },
    })
  })

  it('no token → 401 UNAUTHORIZED', async () => {
    expectError(await mock.call('GET', '/api/account/profile'), 401, 'UNAUTHORIZED')
  })
})

describe('PUT /api/account/profile', () => {
  it('updates name and bank account and answers the new profile', async () => {
    const member = await newMember()
    const update = {
      name: 'มานะ ใหม่',
      bankCode: 'ktb',
      bankAccountName: 'MANA JAIKLA',
      bankAccountNo: '9990001112',
    }
    const { status, body } = await mock.call('PUT', '/api/account/profile', update, member.token)
    expect(status).toBe(200)
    expect(account.updateProfile.response.parse(body)).toMatchObject({
      username: member.username,
      name: 'มานะ ใหม่',
      bankCode: 'KTB',
      bankAccountName: 'MANA JAIKLA',
      bankAccountNo: '9990001112',
      bank: { code: 'KTB', nameTH: 'กรุงไทย' },
    })
    const again = await mock.call('GET', '/api/account/profile', undefined, member.token)
    expect(again.body).toEqual(body)
  })

  it('keeping one’s own bank account is fine', async () => {
    const member = await newMember()
    const update = {
      name: 'มานะ อีกครั้ง',
      bankCode: 'SCB',
      bankAccountName: 'มานะ ใจกล้า',
      bankAccountNo: member.bankAccountNo,
    }
    expect((await mock.call('PUT', '/api/account/profile', update, member.token)).status).toBe(200)
  })

  const valid = {
    name: DEMO_NAME,
    bankCode: 'KBANK',
    bankAccountName: DEMO_NAME,
    bankAccountNo: DEMO_BANK_ACCOUNT_NO,
  }
  const put = (body: unknown) =>
    expectUnchanged(mock, () => mock.call('PUT', '/api/account/profile', body, demoToken))

  it('an unknown bank or a provider → 400 INVALID_BANK', async () => {
    expectError(await put({ ...valid, bankCode: 'NOPE' }), 400, 'INVALID_BANK')
    expectError(await put({ ...valid, bankCode: 'PAYTIMZ' }), 400, 'INVALID_BANK')
  })

  it('a bad account number → 400 INVALID_BANK', async () => {
    expectError(await put({ ...valid, bankAccountNo: '12ab' }), 400, 'INVALID_BANK')
  })

  it('a Thai name at KTB → 400 BANK_ACCOUNT_NAME_ENG', async () => {
    expectError(
      await put({ ...valid, bankCode: 'KTB', bankAccountNo: '1112223334' }),
      400,
      'BANK_ACCOUNT_NAME_ENG',
    )
  })

  it('another member’s account → 409 EXISTING_BANK', async () => {
    const other = await newMember()
    expectError(
      await put({ ...valid, bankCode: 'SCB', bankAccountNo: other.bankAccountNo }),
      409,
      'EXISTING_BANK',
    )
  })

  it('no token → 401 UNAUTHORIZED', async () => {
    expectError(await mock.call('PUT', '/api/account/profile', valid), 401, 'UNAUTHORIZED')
  })

  describe('bad input', () => {
    badInputTests(() => mock, {
      method: 'PUT',
      path: '/api/account/profile',
      valid,
      required: ['name', 'bankCode', 'bankAccountName', 'bankAccountNo'],
      token: () => demoToken,
    })
  })
})

describe('PUT /api/account/bankAccountName', () => {
  it('stores the name upper-cased', async () => {
    const member = await newMember({ bankCode: 'KTB', bankAccountName: 'MANA JAIKLA' })
    const result = await mock.call(
      'PUT',
      '/api/account/bankAccountName',
      { bankCode: 'KTB', bankAccountName: 'Mana  Jaikla' },
      member.token,
    )
    expect(result.status).toBe(200)
    expect(account.bankAccountName.response.parse(result.body)).toEqual({ message: 'SUCCESS' })
    const row = await mock.prisma.member.findUniqueOrThrow({ where: { username: member.username } })
    expect(row.bankAccountName).toBe('MANA JAIKLA')
  })

  it('any name for banks without the English rule', async () => {
    const member = await newMember()
    const body = { bankCode: 'SCB', bankAccountName: 'มานะ ใจกล้าหาญ' }
    expect(
      (await mock.call('PUT', '/api/account/bankAccountName', body, member.token)).status,
    ).toBe(200)
  })

  it('a bank other than the member’s → 400 INVALID_BANK', async () => {
    const body = { bankCode: 'SCB', bankAccountName: 'SOMCHAI JAIDEE' }
    const result = await expectUnchanged(mock, () =>
      mock.call('PUT', '/api/account/bankAccountName', body, demoToken),
    )
    expectError(result, 400, 'INVALID_BANK')
  })

  it('a non-English name at KTB, TMB or BBL → 400 BANK_ACCOUNT_NAME_ENG', async () => {
    const member = await newMember({ bankCode: 'BBL', bankAccountName: 'MANA JAIKLA' })
    for (const bankAccountName of ['มานะ ใจกล้า', 'MANA1', 'MANA-JAIKLA']) {
      const result = await expectUnchanged(mock, () =>
        mock.call(
          'PUT',
          '/api/account/bankAccountName',
          { bankCode: 'BBL', bankAccountName },
          member.token,
        ),
      )
      expectError(result, 400, 'BANK_ACCOUNT_NAME_ENG')
    }
  })

  it('no token → 401 UNAUTHORIZED', async () => {
    const body = { bankCode: 'KBANK', bankAccountName: 'X' }
    expectError(await mock.call('PUT', '/api/account/bankAccountName', body), 401, 'UNAUTHORIZED')
  })

  describe('bad input', () => {
    badInputTests(() => mock, {
      method: 'PUT',
      path: '/api/account/bankAccountName',
      valid: { bankCode: 'KBANK', bankAccountName: 'SOMCHAI JAIDEE' },
      required: ['bankCode', 'bankAccountName'],
      token: () => demoToken,
    })
  })
})

describe('PUT /api/account/changepwd', () => {
  it('changes the password: the old one stops working, the new one works', async () => {
    const member = await newMember()
    const result = await mock.call(
      'PUT',
      '/api/account/changepwd',
      { oldPassword: member.password, newPassword: 'brand-new' },
      member.token,
    )
    expect(result.status).toBe(200)
    expect(account.changePassword.response.parse(result.body)).toEqual({ message: 'SUCCESS' })
    const row = await mock.prisma.member.findUniqueOrThrow({ where: { username: member.username } })
    expect(await verifyPassword('brand-new', row.passwordHash)).toBe(true)
    expectError(
      await mock.call('POST', '/api/login', {
        username: member.username,
        password: member.password,
      }),
      401,
      'WRONG_CREDENTIAL',
    )
    expect(await mock.login(member.username, 'brand-new')).toBeTruthy()
  })

  it('a wrong old password → 400 WRONG_PASSWORD', async () => {
    const body = { oldPassword: 'not-it', newPassword: 'brand-new' }
    const result = await expectUnchanged(mock, () =>
      mock.call('PUT', '/api/account/changepwd', body, demoToken),
    )
    expectError(result, 400, 'WRONG_PASSWORD')
  })

  it('no token → 401 UNAUTHORIZED', async () => {
    const body = { oldPassword: DEMO_PASSWORD, newPassword: 'x' }
    expectError(await mock.call('PUT', '/api/account/changepwd', body), 401, 'UNAUTHORIZED')
  })

  describe('bad input', () => {
    badInputTests(() => mock, {
      method: 'PUT',
      path: '/api/account/changepwd',
      valid: { oldPassword: DEMO_PASSWORD, newPassword: 'brand-new' },
      required: ['oldPassword', 'newPassword'],
      token: () => demoToken,
    })
  })
})
