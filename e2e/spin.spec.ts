// The wheel in a browser, with JavaScript (issue 34): the canvas drawn and its animated landing
// on the prize dialog, claimed into the wallet; the confetti kept still for less motion. The
// rest of the wheel's flows are route tests against SPEC-shaped answers (tests/routes/user.spin*)
// and, without JavaScript, document tests (tests/document/spin.test.ts).
import { type APIRequestContext, type Page } from '@playwright/test'

import { logInByRequest } from './fast-setup'
import { expect, test } from './fixtures'
import { ADMIN_PASSWORD, mockUrl } from './servers'
import { createFundedMember, hasJs, prizeDialogPath } from './support'

// against a mock answering only what SPEC §3/§7 promise
test.use({ mockShape: 'spec' })

/** The seeded wheel's name and its 50 baht slice (mock-server/seed.ts). */
const WHEEL = 'วงล้อนำโชค'
const FIFTY = { code: 'CREDIT50', label: '50 บาท', name: 'เครดิตฟรี 50 บาท' }
/** A win of it as the spin seals it: a coupon to claim (spinPrize in app/utils/spin.ts). */
const FIFTY_COUPON = { ...FIFTY, kind: 'coupon', couponKey: 'CREDIT50~50' }

/** The operator's switches for the wheel: what the next spins win, whether it runs. */
async function adminSpin(
  request: APIRequestContext,
  body: { nextSlices?: string[]; isActive?: boolean },
) {
  const response = await request.put(`${mockUrl()}/__admin/spin`, {
    data: body,
    headers: { 'x-admin-password': ADMIN_PASSWORD },
  })
  expect(response.ok()).toBeTruthy()
}

test.afterEach(async ({ request }) => {
  await adminSpin(request, { isActive: true, nextSlices: [] })
})

async function openSpinScreen(page: Page, member: { phone: string; password: string }) {
  await logInByRequest(page, member)
  await page.goto('/user/spin')
  await expect(page.getByRole('heading', { level: 1, name: 'วงล้อนำโชค' })).toBeVisible()
}

test('spin, win 50 baht, claim the coupon into the wallet and see it in the statement', async ({
  page,
  request,
}) => {
  // a 300 baht deposit earns 3 coins
  const member = await createFundedMember(request, 300)
  await openSpinScreen(page, member)
  const wheel = page.getByRole('region', { name: WHEEL })
  await expect(wheel.getByRole('img', { name: `วงล้อ ${WHEEL} มีรางวัล 8 ช่อง` })).toBeVisible()
  // the browser draws a canvas; without JavaScript the server's picture stays
  await expect(wheel.locator(hasJs() ? 'canvas.spin-canvas' : 'svg.spin-svg')).toBeVisible()
  const coupons = page.getByRole('region', { name: 'คูปองของฉัน' })
  await expect(coupons).toContainText('ยังไม่มีคูปอง')

  await adminSpin(request, { nextSlices: [FIFTY.code] })
  await wheel.getByRole('button', { name: 'หมุน เหลือ 3 เหรียญ' }).click()
  if (hasJs()) {
    // the page stays while the wheel turns, and the button waits for it
    await expect(page).toHaveURL(/\/user\/spin$/)
    await expect(wheel.locator('.spin-hub')).toBeDisabled()
  }

  const prize = page.getByRole('dialog', { name: 'ยินดีด้วย!' })
  await expect(prize).toBeVisible()
  await expect(prize).toContainText('คุณได้รับรางวัล')
  await expect(prize).toContainText(FIFTY.label)
  await expect(page).toHaveURL(/\/user\/spin\/prize\?won=/)
  await prize.getByRole('link', { name: 'ตกลง' }).click()
  await expect(prize).toHaveCount(0)
  await expect(page).toHaveURL(/\/user\/spin$/)

  // closing reloads the wheel: one coin spent, the coupon listed
  await expect(wheel.getByRole('button', { name: 'หมุน เหลือ 2 เหรียญ' })).toBeEnabled()
  const row = coupons.getByRole('row').filter({ hasText: FIFTY.name })
  await expect(row).toContainText(FIFTY.label)
  await expect(row).toContainText('50.00')
  await expect(row.getByRole('cell').first()).toHaveText('1')
  await row.getByRole('link', { name: `กดรับ ${FIFTY.label} (${FIFTY.name})` }).click()

  const claim = page.getByRole('dialog', { name: 'รับรางวัล', exact: true })
  await expect(claim).toContainText(FIFTY.label)
  await expect(claim).toContainText('คุณจะได้รับ50.00 บาท')
  const claimPath = new URL(page.url()).pathname
  // the coupon's _id, or its slice and amount where the backend lists no _id (ADR 013)
  expect(claimPath).toMatch(/^\/user\/spin\/claim\/(\d+|CREDIT50~50)$/)
  // the operator's description, as formatted text
  await expect(claim.locator('strong', { hasText: '50 บาท' })).toBeVisible()
  await claim.getByRole('button', { name: 'ยืนยันรับรางวัล' }).click()

  const receipt = page.getByRole('dialog', { name: 'รับรางวัลเข้ากระเป๋าแล้ว' })
  await expect(receipt.locator('.receipt-amount')).toHaveText('50.00 บาท')
  await expect(receipt).toContainText('กระเป๋าหลักตอนนี้350.00 บาท')
  await receipt.getByRole('link', { name: 'เสร็จสิ้น' }).click()
  await expect(page).toHaveURL(/\/user\/spin$/)
  await expect(claim).toHaveCount(0)
  await expect(coupons).toContainText('ยังไม่มีคูปอง')
  // its dialog's address now says it is gone, and offers no confirm
  await page.goto(claimPath)
  await expect(claim).toContainText('ไม่พบคูปองนี้ อาจถูกรับไปแล้วหรือหมดอายุ')
  await expect(claim.getByRole('button', { name: 'ยืนยันรับรางวัล' })).toHaveCount(0)

  await page.goto('/user/home')
  await expect(page.locator('.wallet-amount')).toContainText('350.00')
  await page.goto('/user/statement')
  const entry = page.locator('.statement-entry').filter({ hasText: '+50.00' })
  await expect(entry).toHaveCount(1)
  await expect(entry).toContainText(FIFTY.label)
})

test('the confetti stays still for a reader who asks for less motion', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const member = await createFundedMember(request, 100)
  await openSpinScreen(page, member)
  await page.goto(await prizeDialogPath(page, FIFTY_COUPON))
  const prize = page.getByRole('dialog', { name: 'ยินดีด้วย!' })
  await expect(prize).toContainText(FIFTY.label)
  await expect(prize.locator('.spin-confetti')).toBeHidden()
})
