import { type APIRequestContext, type Page } from '@playwright/test'

import { logInByRequest } from './fast-setup'
import { expect, test } from './fixtures'
import { ADMIN_PASSWORD, mockUrl } from './servers'
import { createFundedMember, hasJs, prizeDialogPath } from './support'

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
  await expect(claim).toContainText('มูลค่า 50.00 บาท')
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

test('without coins the button is disabled and the server refuses a spin too', async ({
  page,
  request,
}) => {
  // 50 baht is less than the 100 baht a coin takes
  const member = await createFundedMember(request, 50)
  await openSpinScreen(page, member)
  const wheel = page.getByRole('region', { name: WHEEL })
  await expect(wheel.getByRole('button', { name: 'หมุน เหลือ 0 เหรียญ' })).toBeDisabled()
  await expect(wheel).toContainText('คุณไม่มีเหรียญสำหรับหมุนวงล้อ')
  await expect(wheel.getByRole('link', { name: 'ฝากเงิน' })).toHaveAttribute(
    'href',
    '/user/home/deposit',
  )

  // a post made anyway comes back with the refusal, translated
  const response = await page.request.post('/user/spin', { form: { intent: 'spin', mode: 'page' } })
  expect(response.url()).toMatch(/\/user\/spin$/)
  expect(await response.text()).toContain('คุณไม่มีเหรียญเหลือสำหรับหมุนวงล้อ')
})

test('a spin refused because the wheel stopped says so, and then the screen says no wheel runs', async ({
  page,
  request,
}) => {
  const member = await createFundedMember(request, 100)
  await openSpinScreen(page, member)
  await adminSpin(request, { isActive: false })
  await page.getByRole('button', { name: 'หมุน เหลือ 1 เหรียญ' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'ขณะนี้ไม่มีวงล้อที่เปิดให้หมุน' })).toBeVisible()

  await page.goto('/user/spin')
  await expect(page.getByRole('heading', { name: 'ยังไม่มีวงล้อเปิดให้หมุน' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^หมุน เหลือ/ })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'คูปองของฉัน' })).toBeVisible()

  // switched on again, the coin was not spent
  await adminSpin(request, { isActive: true })
  await page.reload()
  await expect(page.getByRole('button', { name: 'หมุน เหลือ 1 เหรียญ' })).toBeEnabled()
})

test('with JavaScript a double tap on confirm claims once', async ({ page, request }) => {
  test.skip(!hasJs(), 'the debounce needs JavaScript')
  const member = await createFundedMember(request, 100)
  await openSpinScreen(page, member)
  await adminSpin(request, { nextSlices: ['CREDIT10'] })
  // spin as a plain form post does, straight to the prize dialog
  const spun = await page.request.post('/user/spin', { form: { intent: 'spin', mode: 'page' } })
  expect(spun.url()).toMatch(/\/user\/spin\/prize\?won=/)
  await page.goto('/user/spin')
  const row = page.getByRole('row').filter({ hasText: 'เครดิตฟรี 10 บาท' })
  await row.getByRole('link', { name: /^กดรับ 10 บาท/ }).click()

  const claims: string[] = []
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname.startsWith('/user/spin/claim/')) {
      claims.push(req.url())
    }
  })
  const claim = page.getByRole('dialog', { name: 'รับรางวัล', exact: true })
  await claim.getByRole('button', { name: 'ยืนยันรับรางวัล' }).dblclick()
  await expect(page.getByRole('dialog', { name: 'รับรางวัลเข้ากระเป๋าแล้ว' })).toContainText('10.00 บาท')
  await expect(claim).toHaveCount(0)
  expect(claims).toHaveLength(1)

  await page.goto('/user/home')
  await expect(page.locator('.wallet-amount')).toContainText('110.00')
})

test('the prize dialog is an address and closes back to the screen', async ({ page, request }) => {
  const member = await createFundedMember(request, 100)
  await openSpinScreen(page, member)
  await page.goto(await prizeDialogPath(page, FIFTY_COUPON))
  const prize = page.getByRole('dialog', { name: 'ยินดีด้วย!' })
  await expect(prize).toContainText(FIFTY.label)
  await prize.getByRole('link', { name: 'ปิด' }).click()
  await expect(page).toHaveURL(/\/user\/spin$/)
  await expect(prize).toHaveCount(0)

  await page.context().addCookies([
    { name: 'lng', value: 'en', url: page.url() },
    { name: 'LANGUAGE', value: 'EN', url: page.url() },
  ])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Lucky wheel' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Spin 1 coin left' })).toBeEnabled()
})

test('a slice that wins nothing says so, without congratulations', async ({ page, request }) => {
  const member = await createFundedMember(request, 100)
  await openSpinScreen(page, member)
  await adminSpin(request, { nextSlices: ['NOTHING'] })
  await page.getByRole('button', { name: 'หมุน เหลือ 1 เหรียญ' }).click()

  const noPrize = page.getByRole('dialog', { name: 'ครั้งนี้ยังไม่ได้รางวัล' })
  await expect(noPrize).toBeVisible({ timeout: 20_000 })
  await expect(noPrize).toContainText('วงล้อหยุดที่')
  await expect(noPrize).toContainText('ขอบคุณ')
  await expect(noPrize).toContainText('ลองหมุนใหม่อีกครั้งนะ')
  await expect(noPrize).not.toContainText('คุณได้รับรางวัล')
  await expect(noPrize.getByRole('link', { name: 'รับรางวัลเลย' })).toHaveCount(0)
  await expect(page.getByRole('dialog', { name: 'ยินดีด้วย!' })).toHaveCount(0)
  await noPrize.getByRole('link', { name: 'ตกลง' }).click()
  await expect(page).toHaveURL(/\/user\/spin$/)
  await expect(page.getByRole('region', { name: 'คูปองของฉัน' })).toContainText('ยังไม่มีคูปอง')
})

test('claim now from the prize dialog: 50 baht in two taps after the spin', async ({
  page,
  request,
}) => {
  const member = await createFundedMember(request, 100)
  await openSpinScreen(page, member)
  await adminSpin(request, { nextSlices: [FIFTY.code] })
  await page.getByRole('button', { name: 'หมุน เหลือ 1 เหรียญ' }).click()

  const prize = page.getByRole('dialog', { name: 'ยินดีด้วย!' })
  await expect(prize).toBeVisible({ timeout: 20_000 })
  await expect(prize).toContainText('คุณได้รับรางวัล')
  // the celebration is drawn for the prize, and left out for a reader who asks for less motion
  await expect(prize.locator('.spin-confetti')).toHaveCount(1)
  await prize.getByRole('link', { name: 'รับรางวัลเลย' }).click()

  const claim = page.getByRole('dialog', { name: 'รับรางวัล' })
  await expect(claim).toContainText('มูลค่า 50.00 บาท')
  expect(new URL(page.url()).pathname).toMatch(/^\/user\/spin\/claim\/(\d+|CREDIT50~50)$/)
  const claimed = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().includes('/user/spin/claim/'),
  )
  await claim.getByRole('button', { name: 'ยืนยันรับรางวัล' }).click()
  await claimed

  await page.goto('/user/home')
  await expect(page.locator('.wallet-amount')).toContainText('150.00')
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
