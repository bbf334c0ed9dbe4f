import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { endpoints } from '../../app/api/contract'
import { DEMO_PASSWORD, DEMO_USERNAME } from '../../mock-server/seed'
import { startTestMock, type TestMock } from '../support/mock'
import { expectError } from './helpers'

let mock: TestMock
let token: string
beforeAll(async () => {
  mock = await startTestMock()
  token = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
})
afterAll(() => mock.close())

describe('GET /api/wallet', () => {
  it('answers the demo member’s balance in baht', async () => {
    const { status, body } = await mock.call('GET', '/api/wallet', undefined, token)
    expect(status).toBe(200)
    expect(endpoints.wallet.wallet.response.parse(body)).toEqual({
      amount: 1500,
      invite: { amount: 0, success: 0, fail: 0 },
      slots: [],
    })
  })

  it('turns satang into two-decimal baht', async () => {
    await mock.prisma.member.update({
      where: { username: DEMO_USERNAME },
      data: { walletBalance: 123457 },
    })
    try {
      const { body } = await mock.call('GET', '/api/wallet', undefined, token)
      expect(endpoints.wallet.wallet.response.parse(body).amount).toBe(1234.57)
    } finally {
      await mock.prisma.member.update({
        where: { username: DEMO_USERNAME },
        data: { walletBalance: 150000 },
      })
    }
  })

  it('no token → 401 UNAUTHORIZED', async () => {
    expectError(await mock.call('GET', '/api/wallet'), 401, 'UNAUTHORIZED')
    expectError(await mock.call('GET', '/api/wallet', undefined, 'garbage'), 401, 'UNAUTHORIZED')
  })

  it('an unknown wallet call with a token → 404 NO_DATA', async () => {
    expectError(
      await mock.call('GET', '/api/wallet/nothing-here', undefined, token),
      404,
      'NO_DATA',
    )
  })
})
