import { existsSync } from 'node:fs'

import { defineConfig, devices } from '@playwright/test'

/**
 * Debian's Chromium where Playwright's own browser cannot be downloaded (CI, this machine):
 * its headless shell (package chromium-headless-shell, what Playwright itself runs headless)
 * when installed, as it spends about half the CPU of the full browser; else the full one.
 */
const DEBIAN_CHROMIUMS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium']
const executablePath =
  process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUMS.find((path) => existsSync(path))

/**
 * One project, a phone with JavaScript, whose workers each start one mock and one app. What of
 * the core flows only a browser shows, with JavaScript reading answers (auth, deposit, spin and
 * chat), runs against the mock answering only what SPEC §3/§7 promise: those files say
 * `test.use({ mockShape: 'spec' })`, and the worker's mock is switched for each of their tests.
 * Every screen's loader, action and error paths against SPEC-shaped answers are route tests
 * (tests/routes); the flows without JavaScript are document tests against the full mock
 * (tests/document), so the full answers' extras are still read (issue 34). A real browser
 * without JavaScript runs the tests declared with testWithAndWithoutJs (tagged @js-off): a smoke
 * per capability that needs a browser's layout or cookie store (the language switch, a browser
 * restart's cookies, the chat sheet's layout); axe's structural rules run on the server's HTML
 * in vitest (tests/document/a11y.test.ts). Before, three projects (with JavaScript, without,
 * spec-shaped) started five workers' servers where two now do (ADR 025).
 */
const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  // one device pixel per CSS pixel: the layout is the same, the browser draws 2.625² = 6.9×
  // fewer pixels (a flows subset: 180 s to 165 s), and the contrast measured from the pixels
  // (e2e/contrast.ts, in CSS pixels) is the same to the hundredth
  deviceScaleFactor: 1,
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
  globalSetup: './e2e/global-setup.ts',
  // each worker starts its own mock and app (e2e/fixtures.ts), so tests that switch the
  // mock's global settings cannot meet another worker's tests. Two on two cores: three were
  // 9% faster on an idle machine (242 s against 265) but slower on a busy one (527 s against
  // 455 and 477, and a flaky test), where the CPU was already 97% used; E2E_WORKERS sets another
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    // per-test durations, for finding the slow ones
    ['json', { outputFile: 'test-results/e2e-results.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    // a Thai player's phone: without a language cookie the app follows Accept-Language
    locale: 'th-TH',
    // recording a trace costs about a third more browser CPU on every test: in CI only a
    // failed test's retry records one (it is kept when the retry fails too, or is flaky)
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'phone', use: phone }],
})
