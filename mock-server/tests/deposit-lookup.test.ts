// GET /api/lookup/deposit: the operator's deposit accounts, and the isManual switch of the admin
// API. How the app's deposit dialog sorts them is tested in the app's suite
// (tests/api/deposit-options.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { endpoints } from '@member-wallet/contract/schemas'

import { DEMO_PASSWORD, DEMO_USERNAME } from '../seed'
import { expectError } from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const lookup = endpoints.lookup

let mock: TestMock
let token: string
beforeAll(async () => {
  mock = await startTestMock()
  token = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
})
afterAll(() => mock.close())

const depositLookup = async () => {
  const { status, body } = await mock.call('GET', '/api/lookup/deposit', undefined, token)
  expect(status).toBe(200)
  return lookup.deposit.response.parse(body)
}

describe('GET /api/lookup/deposit', () => {
  it('lists bank accounts, the QR providers and two True Wallets', async () => {
    const deposit = await depositLookup()
    expect(deposit.isManual).toBe(false)
    expect(deposit.banks.map((b) => `${b.bankCode}/${b.mode}/${b.bankType}`)).toEqual([
      'KBANK/AUTO/BANK',
      'KBANK/SMS/BANK',
      'SCB/AUTO/BANK',
      'GSB/AUTO/BANK',
      'BCEL/AUTO/BANK',
      'WW/AUTO/PAYMENT',
      'PAYTIMZ/AUTO/PAYMENT',
      'PAYONEX/AUTO/PAYMENT',
      'FP/AUTO/PAYMENT',
    ])
    expect(deposit.banks.find((b) => b.bankCode === 'BCEL')?.currency).toBe('LAK')
    expect(deposit.banks[0]?.bank).toEqual({ nameTH: 'กสิกรไทย', nameEN: 'Kasikornbank' })
    for (const bank of deposit.banks) expect(bank.bankAccountNo).toMatch(/^\d{10}$/)
    expect(deposit.wallets.map((w) => `${w.bankCode}/${w.mode}/${w.bankType}`)).toEqual([
      'TRUEWALLET/AUTO/WALLET',
      'TRUEWALLET/LINK/WALLET',
    ])
    const [auto, link] = deposit.wallets
    expect(auto?.walletAccountName).toBeTruthy()
    expect(link?.walletAccountName).toBeTruthy()
    expect(link?.walletAccountName).not.toBe(auto?.walletAccountName)
    for (const wallet of deposit.wallets) expect(wallet.bankAccountNo).toMatch(/^08\d{8}$/)
  })

  it('leaves out accounts the operator switched off', async () => {
    await mock.prisma.depositAccount.updateMany({
      where: { bankCode: 'WW' },
      data: { isActive: false },
    })
    try {
      expect((await depositLookup()).banks.map((b) => b.bankCode)).not.toContain('WW')
    } finally {
      await mock.prisma.depositAccount.updateMany({
        where: { bankCode: 'WW' },
        data: { isActive: true },
      })
    }
  })

  it('needs a token', async () => {
    expectError(await mock.call('GET', '/api/lookup/deposit'), 401, 'UNAUTHORIZED')
  })
})

describe('the isManual switch (admin API)', () => {
  it('GET /__admin/settings answers it; PUT switches it and the lookup follows', async () => {
    expect((await mock.admin('GET', '/__admin/settings')).body).toMatchObject({ isManual: false })
    const on = await mock.admin('PUT', '/__admin/settings', { isManual: true })
    expect(on).toEqual({
      status: 200,
      body: {
        registerOTP: false,
        enableChatWidget: true,
        terminated: null,
        isManual: true,
        slipClosed: { from: '23:50', to: '00:10' },
        inviteActive: true,
        refundActive: true,
        bonusClearBelow: 5,
        notice: expect.stringContaining('ประกาศ'),
      },
    })
    try {
      expect((await depositLookup()).isManual).toBe(true)
      expect((await mock.admin('GET', '/__admin/settings')).body).toMatchObject({ isManual: true })
    } finally {
      await mock.admin('PUT', '/__admin/settings', { isManual: false })
    }
    expect((await depositLookup()).isManual).toBe(false)
  })

  it('refuses a value that is not a boolean', async () => {
    for (const isManual of ['yes', 1, null]) {
      expectError(await mock.admin('PUT', '/__admin/settings', { isManual }), 400, 'KEY_INVALID')
    }
  })
})
