// The end-to-end fixture that puts back what a test switched on its worker's mock
// (e2e/mock-switches.ts, used by e2e/fixtures.ts after every test, however it ended).
import { afterAll, beforeAll, expect, it } from 'vitest'

import { readMockSwitches, restoreMockSwitches } from '../../e2e/mock-switches'
import {
  startTestMock,
  TEST_ADMIN_PASSWORD,
  type TestMock,
} from '../../mock-server/tests/support/mock'

let mock: TestMock
beforeAll(async () => {
  mock = await startTestMock()
})
afterAll(() => mock.close())

it("puts back the settings, the wheel and the answers' shape, and removes the fault rules added since", async () => {
  const admin = { mockUrl: mock.url, password: TEST_ADMIN_PASSWORD }
  await mock.admin('POST', '/__admin/faults', {
    path: '/api/wallet',
    kind: { type: 'error', code: 'REQUEST_LIMIT' },
  })
  const before = await readMockSwitches(admin)
  expect(before.settings.registerOTP).toBe(false)
  expect(before.faultIds).toHaveLength(1)
  expect(before.shape).toBe('full')

  // what a test that then fails may leave behind
  const switched = await Promise.all([
    mock.admin('PUT', '/__admin/settings', {
      registerOTP: true,
      terminated: 'gone',
      slipClosed: { from: '00:00', to: '23:59' },
      notice: '<p>switched</p>',
    }),
    mock.admin('PUT', '/__admin/spin', { isActive: false, nextSlices: ['CREDIT50'] }),
    mock.admin('POST', '/__admin/faults', {
      path: '/api/login',
      kind: { type: 'error', code: 'gone' },
    }),
    mock.admin('PUT', '/__admin/shape', { shape: 'spec' }),
  ])
  expect(switched.map((answer) => answer.status)).toEqual([200, 200, 201, 200])
  expect(await readMockSwitches(admin)).not.toEqual(before)

  await restoreMockSwitches(admin, before)
  expect(await readMockSwitches(admin)).toEqual(before)
})
