import { test as base } from '@playwright/test'

import { ADMIN_PASSWORD, type MockShape, startWorkerServers, type WorkerServers } from './servers'

type WorkerFixtures = {
  /** Which answers the worker's mock gives (MOCK_SHAPE); the spec-shape project sets 'spec'. */
  mockShape: MockShape
  /** The worker's own mock and app, started before its first test and stopped after its last. */
  servers: WorkerServers
}

type TestFixtures = {
  /** Whether the test starts with the agreement accepted (its cookie set); true by default. */
  agreementAccepted: boolean
  mockSwitchesRestored: void
}

/** What a test may switch on the mock for everyone: the settings, the wheel and the faults. */
type MockSwitches = {
  settings: Record<string, unknown>
  spin: { isActive: boolean; nextSlices: string[] }
  faultIds: string[]
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
   * Most tests start with the agreement already accepted, so its modal (which appears 1.5 s
   * after arriving at home) does not cover what they click; agreement.spec.ts tests the modal.
   */
  agreementAccepted: [true, { option: true }],
  context: async ({ context, baseURL, agreementAccepted }, use) => {
    if (agreementAccepted) {
      await context.addCookies([{ name: 'remember-agreement', value: '1', url: baseURL! }])
    }
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
      const before = await readMockSwitches(servers.mockUrl)
      await use()
      await restoreMockSwitches(servers.mockUrl, before)
    },
    { auto: true },
  ],
})

export { expect } from '@playwright/test'

async function admin(mockUrl: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${mockUrl}/__admin${path}`, {
    method,
    headers: { 'x-admin-password': ADMIN_PASSWORD, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  // a fault rule with a count may have been used up since it was listed
  const gone = method === 'DELETE' && response.status === 404
  if (!response.ok && !gone) {
    throw new Error(`${method} /__admin${path}: ${response.status} ${await response.text()}`)
  }
  return (await response.json()) as unknown
}

async function readMockSwitches(mockUrl: string): Promise<MockSwitches> {
  const [settings, spin, faults] = await Promise.all([
    admin(mockUrl, 'GET', '/settings'),
    admin(mockUrl, 'GET', '/spin'),
    admin(mockUrl, 'GET', '/faults'),
  ])
  return {
    settings: settings as MockSwitches['settings'],
    spin: spin as MockSwitches['spin'],
    faultIds: (faults as { id: string }[]).map((rule) => rule.id),
  }
}

async function restoreMockSwitches(mockUrl: string, before: MockSwitches) {
  const now = await readMockSwitches(mockUrl)
  const changedSettings = Object.fromEntries(
    Object.entries(before.settings).filter(
      ([name, value]) => JSON.stringify(value) !== JSON.stringify(now.settings[name]),
    ),
  )
  const added = now.faultIds.filter((id) => !before.faultIds.includes(id))
  await Promise.all([
    Object.keys(changedSettings).length > 0 && admin(mockUrl, 'PUT', '/settings', changedSettings),
    JSON.stringify(now.spin) !== JSON.stringify(before.spin) &&
      admin(mockUrl, 'PUT', '/spin', before.spin),
    ...added.map((id) => admin(mockUrl, 'DELETE', `/faults/${encodeURIComponent(id)}`)),
  ])
}
