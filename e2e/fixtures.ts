import { test as base } from '@playwright/test'

import { readMockSwitches, restoreMockSwitches } from './mock-switches'
import { ADMIN_PASSWORD, type MockShape, startWorkerServers, type WorkerServers } from './servers'
import { trackRequests } from './settle'

type WorkerFixtures = {
  /** Which answers the worker's mock gives (MOCK_SHAPE); the spec-shape project sets 'spec'. */
  mockShape: MockShape
  /** The worker's own mock and app, started before its first test and stopped after its last. */
  servers: WorkerServers
}

type TestFixtures = {
  mockSwitchesRestored: void
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  mockShape: ['full', { option: true, scope: 'worker' }],
  servers: [
    async ({ mockShape }, use, workerInfo) => {
      const servers = await startWorkerServers(workerInfo.parallelIndex, mockShape)
      try {
        await use(servers)
      } finally {
        await servers.stop()
      }
    },
    // booting both (the mock seeds its database) takes a few seconds, more on a busy machine
    { scope: 'worker', auto: true, timeout: 60_000 },
  ],
  baseURL: async ({ servers }, use) => {
    await use(servers.appUrl)
  },
  /**
   * Tests start with the agreement already accepted, so its modal (which appears 1.5 s after
   * arriving at home) does not cover what they click; a test of the modal clears the cookies.
   */
  context: async ({ context, baseURL }, use) => {
    // for settle(): screens are audited once no request has been open for a moment
    trackRequests(context)
    await context.addCookies([{ name: 'remember-agreement', value: '1', url: baseURL! }])
    await use(context)
  },
  /**
   * Whatever a test switches on its worker's mock (OTP registration, the service gone, the
   * slip window, the wheel, injected faults …) is switched back after it, in this fixture's
   * teardown, which runs however the test ended (passed, failed, timed out), after its
   * afterEach hooks. What a beforeAll hook switched is kept: it is in the state read here.
   */
  mockSwitchesRestored: [
    async ({ servers }, use) => {
      const admin = { mockUrl: servers.mockUrl, password: ADMIN_PASSWORD }
      const before = await readMockSwitches(admin)
      await use()
      await restoreMockSwitches(admin, before)
    },
    { auto: true },
  ],
})

export { expect } from '@playwright/test'
