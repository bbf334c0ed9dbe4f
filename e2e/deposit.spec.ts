import { type APIRequestContext, type Page } from '@playwright/test'

import { ADMIN_PASSWORD, MOCK_URL } from '../playwright.config'
import { expect, test } from './fixtures'
import { createFundedMember, DEMO, hasJs, logIn, setMockSettings } from './support'

const admin = { 'x-admin-password': ADMIN_PASSWORD }
const SAMPLE_SLIP = 'mock-server/assets/sample-slip.png'

test.beforeAll(async ({ request }) => {
  // slips are refused during the daily closing window; these tests must not depend on the hour
  await setMockSettings(request, { registerOTP: false, slipClosed: null })
})

test.afterAll(async ({ request }) => {
  await setMockSettings(request, { slipClosed: { from: '23:50', to: '00:10' } })
})

async function openDeposit(page: Page, request: APIRequestContext, amount = 100) {
  const member = await createFundedMember(request, amount)
  await page.goto('/login')
  await logIn(page, member.phone, member.password)
  await expect(page).toHaveURL(/\/user\/home$/)
  await page.getByRole('link', { name: 'ฝากเงิน' }).click()
  return { member, dialog: page.getByRole('dialog', { name: 'ฝากเงิน' }) }
}

test('upload a slip, see it processing, and see the deposit once the operator approves it', async ({
  page,
  request,
}) => {
  const { member, dialog } = await openDeposit(page, request)
  await dialog.getByRole('link', { name: 'โอนผ่านธนาคาร' }).click()
  await expect(dialog.getByText('ไทยพาณิชย์')).toBeVisible()
  await dialog.getByLabel('ภาพสลิป').setInputFiles(SAMPLE_SLIP)
  await dialog.getByRole('button', { name: 'อัปโหลดสลิป' }).click()
  await expect(page.getByText(/^ได้รับสลิปแล้ว/)).toBeVisible()

  await page.goto('/user/statement')
  await page.getByRole('link', { name: 'สถานะสลิป' }).click()
  const slips = page.getByRole('dialog', { name: 'สถานะการอัปโหลดสลิป' })
  const row = slips.locator('tbody tr')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('กำลังดำเนินการ')
  await expect(row.locator('td').nth(1)).toHaveText('-')

  // the slip image opens in a new window, through a short-lived address of the backend
  const popupOpened = page.waitForEvent('popup')
  await row.getByRole('link', { name: 'ดูสลิป' }).click()
  const popup = await popupOpened
  await popup.waitForLoadState()
  expect(popup.url()).toContain('/slip-files/')
  await popup.close()

  // the operator reads the slip and approves it
  const pending = await request.get(`${MOCK_URL}/__admin/slips?status=processing`, {
    headers: admin,
  })
  const slip = ((await pending.json()) as { id: number; username: string }[]).find(
    (s) => s.username === member.phone,
  )
  expect(slip).toBeDefined()
  const approved = await request.put(`${MOCK_URL}/__admin/slips/${slip!.id}`, {
    data: { status: 'SUCCESS', amount: 250 },
    headers: admin,
  })
  expect(approved.ok()).toBeTruthy()

  await page.reload()
  await expect(row).toContainText('สำเร็จ')
  await expect(row.locator('td').nth(1)).toHaveText('250.00')
  await page.goto('/user/statement')
  await expect(page.locator('.statement-entry').first()).toContainText('ฝากเงิน')
  await expect(page.locator('.statement-amount').first()).toHaveText('+250.00')
  await page.goto('/user/home')
  await expect(page.locator('.wallet-amount')).toContainText('350.00')
})

test('a file that is not an image is refused before it reaches the backend', async ({
  page,
  request,
}) => {
  const { dialog } = await openDeposit(page, request)
  await dialog.getByRole('link', { name: 'โอนผ่านธนาคาร' }).click()
  await dialog.getByLabel('ภาพสลิป').setInputFiles({
    name: 'slip.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not a picture'),
  })
  await dialog.getByRole('button', { name: 'อัปโหลดสลิป' }).click()
  await expect(dialog.getByRole('alert')).toContainText('ไฟล์สลิปไม่ถูกต้อง')
  await page.goto('/user/statement/slips')
  await expect(page.getByText('คุณยังไม่ได้อัปโหลดสลิป')).toBeVisible()
})

test('create a KBANK QR, watch its countdown, and cancel it', async ({ page, request }) => {
  const { dialog } = await openDeposit(page, request)
  const kbank = dialog.locator('#qr-KBANK')
  await kbank.getByRole('link', { name: '100.00' }).click()
  await expect(kbank.getByLabel('จำนวนเงิน (บาท)')).toHaveValue('100')
  await kbank.getByRole('button', { name: 'สร้าง QR' }).click()

  await expect(kbank.getByRole('img', { name: 'QR ชำระเงิน KBANK' })).toBeVisible()
  await expect(kbank.locator('svg path').first()).toBeAttached()
  await expect(kbank.getByText('100.00')).toBeVisible()
  const timer = kbank.getByRole('timer')
  await expect(timer).toContainText(/(09|10):\d\d/)
  if (hasJs()) {
    const first = await timer.textContent()
    await expect(timer).not.toHaveText(first ?? '', { timeout: 3000 })
  }

  await kbank.getByRole('button', { name: 'ยกเลิก QR' }).click()
  await expect(page.getByText('ยกเลิก QR เรียบร้อยแล้ว')).toBeVisible()
  await expect(kbank.getByRole('button', { name: 'สร้าง QR' })).toBeVisible()
  await expect(kbank.getByRole('timer')).toHaveCount(0)
})

test('a QR below the provider minimum cannot be created', async ({ page, request }) => {
  const { dialog } = await openDeposit(page, request)
  const ww = dialog.locator('#qr-WW')
  await ww.getByLabel('จำนวนเงิน (บาท)').fill('50')
  const create = ww.getByRole('button', { name: 'สร้าง QR' })
  if (hasJs()) {
    await expect(create).toBeDisabled()
    await ww.getByLabel('จำนวนเงิน (บาท)').fill('100')
    await expect(create).toBeEnabled()
  } else {
    // the browser itself holds the form back below the input's minimum
    await expect(ww.locator('input[name="amount"]:invalid')).toHaveCount(1)
    await create.click()
    await expect(ww.getByRole('img')).toHaveCount(0)
    await expect(create).toBeVisible()
  }
})

test('a True Wallet gift link is credited once; sending it again says it was used', async ({
  page,
  request,
}) => {
  const { dialog } = await openDeposit(page, request)
  await dialog.getByRole('link', { name: 'ทรูมันนี่ วอลเล็ท' }).click()
  const voucher = `${Date.now()}${Math.random().toString(36).slice(2, 10)}`
  const link = `https://gift.truemoney.com/campaign/?v=${voucher}`

  await dialog.getByLabel('ลิงก์ซองของขวัญ').fill(link)
  await dialog.getByRole('button', { name: 'ส่งลิงก์' }).click()
  await expect(page.getByText('ส่งลิงก์เรียบร้อยแล้ว ยอดเงินจะเข้ากระเป๋าในไม่ช้า')).toBeVisible()

  await dialog.getByLabel('ลิงก์ซองของขวัญ').fill(link)
  await dialog.getByRole('button', { name: 'ส่งลิงก์' }).click()
  await expect(page.getByText('ลิงก์ทรูวอลเล็ตนี้ถูกใช้แล้ว')).toBeVisible()

  await page.goto('/user/home')
  await expect(page.locator('.wallet-amount')).toContainText('200.00')
})

test('the slip status shows every state with its reason, in English too', async ({ page }) => {
  await page.goto('/login')
  await logIn(page, DEMO.phone, DEMO.password)
  await expect(page).toHaveURL(/\/user\/home$/)
  await page.goto('/user/statement/slips')
  const slips = page.getByRole('dialog', { name: 'สถานะการอัปโหลดสลิป' })
  await expect(slips.getByText('กำลังดำเนินการ').first()).toBeVisible()
  await expect(slips.getByText('สำเร็จ', { exact: true }).first()).toBeVisible()
  await expect(slips.getByText('สลิปซ้ำ')).toBeVisible()
  await expect(slips.getByText('สลิปหมดอายุ')).toBeVisible()

  await page.context().addCookies([
    { name: 'lng', value: 'en', url: page.url() },
    { name: 'LANGUAGE', value: 'EN', url: page.url() },
  ])
  await page.reload()
  const english = page.getByRole('dialog', { name: 'Slip upload status' })
  await expect(
    english.getByText('The account does not match your registered account'),
  ).toBeVisible()
})
