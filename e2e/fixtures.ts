import { test as base } from '@playwright/test'

import { type AnswerShape } from '../mock-server/spec-mode'
import { readMockSwitches, restoreMockSwitches, switchMockShape } from './mock-switches'
import { ADMIN_PASSWORD, startWorkerServers, type WorkerServers } from './servers'
import { trackRequests } from './settle'

type WorkerFixtures = {
  /** The worker's own mock and app, started before its first test and stopped after its last. */
  servers: WorkerServers
}

type TestFixtures = {
  /**
   * Which answers the worker's mock gives the test: `spec`, only the fields SPEC §3/§7 lists
   * (the core flows, `test.use({ mockShape: 'spec' })`), or `full`. Switched on the running
   * mock (PUT /__admin/shape), so the tests of both shapes share a worker and its servers.
   */
  mockShape: AnswerShape
  mockSwitchesRestored: void
  /** Whether the test's page runs JavaScript, for hasJs(). */
  javaScriptNoted: void
}

let javaScriptOfTheTest = true

/** Whether the running test's page has JavaScript on (off in the tests tagged @js-off). */
export function hasJs(): boolean {
  return javaScriptOfTheTest
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  mockShape: ['full', { option: true }],
  servers: [
    // Playwright reads what a fixture needs from this pattern: nothing
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const servers = await startWorkerServers(workerInfo.parallelIndex)
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
    async ({ servers, mockShape }, use) => {
      const admin = { mockUrl: servers.mockUrl, password: ADMIN_PASSWORD }
      const before = await readMockSwitches(admin)
      if (before.shape !== mockShape) await switchMockShape(admin, mockShape)
      await use()
      await restoreMockSwitches(admin, before)
    },
    { auto: true },
  ],
  javaScriptNoted: [
    async ({ javaScriptEnabled }, use) => {
      javaScriptOfTheTest = javaScriptEnabled !== false
      await use()
    },
    { auto: true },
  ],
})

/**
 * Declares a test twice: with JavaScript, and without it (tagged @js-off), for what must work in
 * a real browser that runs no script.
 */
export function testWithAndWithoutJs(title: string, body: Parameters<typeof test>[2]) {
  test(title, body)
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test(title, { tag: '@js-off' }, body)
  })
}

export { expect } from '@playwright/test'
