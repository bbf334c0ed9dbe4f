import { existsSync } from 'node:fs'

import { defineConfig, devices } from '@playwright/test'

/**
 * E2E_MOCK_SHAPE=spec runs the core flows against a mock that answers only the fields SPEC
 * §3/§7 lists (MOCK_SHAPE=spec), on ports of its own: what a backend we did not write promises.
 */
const SPEC_SHAPED = process.env.E2E_MOCK_SHAPE === 'spec'

// Another pair of ports lets a second checkout run its end-to-end tests at the same time.
const APP_PORT = Number(process.env.E2E_APP_PORT ?? (SPEC_SHAPED ? 3150 : 3100))
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? (SPEC_SHAPED ? 4150 : 4100))
export const MOCK_URL = `http://localhost:${MOCK_PORT}`
export const OTP_CODE = '123456'
export const ADMIN_PASSWORD = 'e2e-admin'
export const APP_URL = `http://localhost:${APP_PORT}`
/** Shared with the extra app servers e2e/resilience.spec.ts starts, so a login holds there. */
export const SESSION_SECRET = 'e2e-session-secret-0123456789'

// Debian's Chromium where Playwright's own browser cannot be downloaded (CI, this machine).
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

/** The core flows, run again against the spec-shaped mock. */
const SPEC_SHAPE_FLOWS = [
  'auth.spec.ts',
  'wallet.spec.ts',
  'deposit.spec.ts',
  'bonus.spec.ts',
  'spin.spec.ts',
  'rewards.spec.ts',
  'chat.spec.ts',
  'profile.spec.ts',
]

const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  launchOptions: {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
    ],
  },
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // the tests share one mock backend whose switches (OTP registration) are global
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: APP_URL,
    // a Thai player's phone: without a language cookie the app follows Accept-Language
    locale: 'th-TH',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: SPEC_SHAPED
    ? [
        {
          name: 'spec-shape',
          testMatch: SPEC_SHAPE_FLOWS,
          use: { ...phone, javaScriptEnabled: true },
        },
      ]
    : [
        { name: 'js-on', use: { ...phone, javaScriptEnabled: true } },
        { name: 'js-off', use: { ...phone, javaScriptEnabled: false } },
      ],
  webServer: [
    {
      command: 'rm -rf e2e/.tmp && npm run mock',
      url: `${MOCK_URL}/api/lookup/active`,
      env: {
        MOCK_PORT: String(MOCK_PORT),
        DATABASE_URL: 'file:./e2e/.tmp/e2e.db',
        MOCK_RESET: '1',
        MOCK_OTP_CODE: OTP_CODE,
        MOCK_ADMIN_PASSWORD: ADMIN_PASSWORD,
        MOCK_QUIET: '1',
        MOCK_SHAPE: SPEC_SHAPED ? 'spec' : 'full',
        // every member the suite makes registers from this one address
        MOCK_REGISTER_LIMIT: '10000',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'node server.js',
      url: `http://localhost:${APP_PORT}/healthz`,
      env: {
        PORT: String(APP_PORT),
        BACKEND_URL: MOCK_URL,
        CHAT_BACKEND_URL: MOCK_URL,
        NODE_ENV: 'production',
        SESSION_SECRET,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
