// A screen when the backend fails, with JavaScript (issue 34: the walk of every screen with the
// backend down, past its timeout or answering garbage, and the not-found dialogs, are document
// tests in tests/document/resilience.test.ts): the hydrated page says so with a retry, never a
// stack trace, and once the backend is back the retry brings the screen and the dialog back.
import { readFileSync } from 'node:fs'

import { type APIRequestContext, type Page } from '@playwright/test'

import { logInByRequest } from './fast-setup'
import { expect, test } from './fixtures'
import { ADMIN_PASSWORD, mockUrl } from './servers'
import { clearFaults, createFundedMember } from './support'

const common = JSON.parse(readFileSync('locales/th/common.json', 'utf8')) as {
  outage: string
  errorPage: { body: string; retry: string }
}
const FAILURE = new RegExp(`${common.outage}|${common.errorPage.body}`)
const RETRY = common.errorPage.retry

test.afterEach(async ({ request }) => {
  await clearFaults(request)
})

/** Every call to the mock's /api gets garbage until the faults are cleared. */
async function breakEveryCall(request: APIRequestContext) {
  const response = await request.post(`${mockUrl()}/__admin/faults`, {
    headers: { 'x-admin-password': ADMIN_PASSWORD },
    data: { path: '/api/*', kind: { type: 'garbage' } },
  })
  expect(response.status()).toBe(201)
}

async function expectFriendlyFailure(page: Page, screen: string) {
  const alert = page.getByRole('alert').filter({ hasText: FAILURE }).first()
  await expect(alert, screen).toBeVisible()
  await expect(alert.getByRole('link', { name: RETRY }), screen).toBeVisible()
  const html = await page.content()
  expect(html, screen).not.toMatch(/ApiError|TypeError|node:internal|at \S+ \(\S+:\d+:\d+\)/)
}

test('once the backend is back, "try again" brings the screen and the dialog back', async ({
  page,
  request,
}) => {
  await logInByRequest(page, await createFundedMember(request, 100))
  await breakEveryCall(request)

  await page.goto('/user/home')
  await expectFriendlyFailure(page, 'home')
  // the wallet says it did not load, with its own retry (issue 19 point 9)
  await expect(page.locator('.wallet-failed')).toContainText('โหลดยอดเงินไม่สำเร็จ')
  await expect(page.locator('.wallet-failed').getByRole('link')).toHaveText('โหลดยอดเงินอีกครั้ง')
  await clearFaults(request)
  await page.getByRole('link', { name: RETRY }).click()
  await expect(page.locator('.wallet-amount')).toContainText('100.00')
  await expect(page.getByRole('alert').filter({ hasText: FAILURE })).toHaveCount(0)

  // a dialog's failure keeps the screen behind it, and closes to it
  await breakEveryCall(request)
  await page.goto('/user/home/transfer')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText(common.errorPage.body)).toBeVisible()
  await dialog.getByRole('link', { name: 'ปิด' }).click()
  await expect(page).toHaveURL(/\/user\/home$/)
  await expect(dialog).toHaveCount(0)

  await page.goto('/user/home/transfer')
  await clearFaults(request)
  await dialog.getByRole('link', { name: RETRY }).click()
  await expect(page.getByRole('dialog', { name: 'โยกเงิน' })).toBeVisible()
  await expect(dialog.getByText(common.errorPage.body)).toHaveCount(0)
})
