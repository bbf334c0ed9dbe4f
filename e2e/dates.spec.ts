// Issue 19 point 4: dates read as Thai players read them (Bangkok time, the Buddhist year), the
// statement grouped by day, a failed withdrawal struck through, a failed statement with a retry.
import { type Page } from '@playwright/test'

import { formatDay } from '../app/utils/dates'
import { expect, test } from './fixtures'
import { clearFaults, DEMO, injectFault, logIn } from './support'

const DAY = 24 * 3600_000

test.afterEach(async ({ request }) => {
  await clearFaults(request)
})

async function logInAsDemo(page: Page) {
  await page.goto('/login')
  await logIn(page, DEMO.phone, DEMO.password)
  await expect(page).toHaveURL(/\/user\/home/)
}

test('Thai dates with the Buddhist year', async ({ page }) => {
  await logInAsDemo(page)
  await page.goto('/user/statement')
  // the demo deposit three days ago sits under its day: "23 พ.ย. 69"
  const threeDaysAgo = formatDay(new Date(Date.now() - 3 * DAY), 'th')
  const buddhistYear = String((new Date(Date.now() - 3 * DAY).getUTCFullYear() + 543) % 100)
  expect(threeDaysAgo).toMatch(new RegExp(`^\\d{1,2} \\S+\\. ${buddhistYear}$`))
  await expect(page.getByRole('heading', { name: threeDaysAgo, exact: true })).toBeVisible()
  await expect(page.locator('.statement-day').first()).toHaveText(/^(วันนี้|เมื่อวาน)$/)
  // no log-style dates, and each relative time is one unbroken phrase
  await expect(page.locator('main')).not.toContainText(/\d{2}\/\d{2}\/\d{4}/)
  await expect(page.locator('.statement-time .nowrap').first()).toHaveText(/ที่แล้ว$/)
  await expect(page.locator('.statement-time .nowrap').first()).toHaveCSS('white-space', 'nowrap')
})

test('a failed withdrawal is struck through and says the money came back', async ({ page }) => {
  await logInAsDemo(page)
  await page.goto('/user/statement')
  const failed = page.locator('.statement-entry.is-failed').filter({ hasText: 'ถอนเงิน' }).first()
  await expect(failed).toContainText('เงินคืนเข้ากระเป๋าแล้ว')
  await expect(failed.locator('.statement-amount del')).toHaveText(/^-[\d,]+\.\d{2}$/)
  await expect(failed.locator('.statement-amount')).not.toHaveCSS('color', 'rgb(255, 93, 108)')
})

test('a statement that cannot be read says so with a retry link', async ({ page, request }) => {
  await logInAsDemo(page)
  await injectFault(request, { method: 'POST', path: '/api/statement', code: 'REQUEST_LIMIT' })
  await page.goto('/user/statement')
  await expect(page.getByText('ไม่สามารถโหลดรายการได้ในขณะนี้')).toBeVisible()
  await page.getByRole('link', { name: 'ลองอีกครั้ง' }).click()
  await expect(page.locator('.statement-entry').first()).toBeVisible()
})
