// The app's deposit dialog (sortDepositOptions) over the mock's deposit accounts: every list it
// shows, and the manual list when the operator switches isManual on. The lookup itself is the
// mock's (mock-server/tests/deposit-lookup.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { endpoints } from '@member-wallet/contract/schemas'

import { sortDepositOptions } from '~/utils/deposit'

import { DEMO_PASSWORD, DEMO_USERNAME } from '../../mock-server/seed'
import { startTestMock, type TestMock } from '../../mock-server/tests/support/mock'

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
  return endpoints.lookup.deposit.response.parse(body)
}

describe("the deposit dialog's lists of the mock's accounts", () => {
  it('sorts into every list of the deposit dialog', async () => {
    const options = sortDepositOptions(await depositLookup())
    expect(options.qr.map((q) => q.provider)).toEqual(['KBANK', 'WW', 'PAYTIMZ', 'PAYONEX', 'FP'])
    expect(options.banks.map((b) => `${b.bankCode}/${b.mode}`)).toEqual([
      'KBANK/AUTO',
      'SCB/AUTO',
      'GSB/AUTO',
      'BCEL/AUTO',
    ])
    expect(options.manual).toEqual([])
    expect(options.trueWallets.map((w) => w.mode)).toEqual(['AUTO'])
    expect(options.giftLinks.map((w) => w.mode)).toEqual(['LINK'])
  })

  it('puts every bank account in the manual list, and no QR, when isManual is on', async () => {
    expect((await mock.admin('PUT', '/__admin/settings', { isManual: true })).status).toBe(200)
    const deposit = await depositLookup()
    const options = sortDepositOptions(deposit)
    expect(options.manual).toHaveLength(deposit.banks.length)
    expect(options.qr).toEqual([])
  })
})
