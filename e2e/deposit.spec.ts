import { type APIRequestContext, type Page } from '@playwright/test'

import { logInByRequest } from './fast-setup'
import { expect, test } from './fixtures'
import { ADMIN_PASSWORD, mockUrl } from './servers'
import { createFundedMember, DEMO, hasJs, logIn, setMockSettings } from './support'

const admin = { 'x-admin-password': ADMIN_PASSWORD }
const SAMPLE_SLIP = 'mock-server/assets/sample-slip.png'

test.beforeAll(async ({ request }) => {
  await setMockSettings(request, { registerOTP: false })
})

async function openDeposit(page: Page, request: APIRequestContext, amount = 100) {
  const member = await createFundedMember(request, amount)
  await logInByRequest(page, member)
  await page.goto('/user/home')
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
  const pending = await request.get(`${mockUrl()}/__admin/slips?status=processing`, {
    headers: admin,
  })
  const slip = ((await pending.json()) as { id: number; username: string }[]).find(
    (s) => s.username === member.phone,
  )
  expect(slip).toBeDefined()
  const approved = await request.put(`${mockUrl()}/__admin/slips/${slip!.id}`, {
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

/** The member's live QR as the operator sees it, to mark it paid. */
async function liveQrOf(request: APIRequestContext, phone: string) {
  const answer = await request.get(`${mockUrl()}/__admin/qrcodes?status=LIVE`, { headers: admin })
  const qr = ((await answer.json()) as { qrcodeId: string; username: string }[]).find(
    (row) => row.username === phone,
  )
  expect(qr).toBeDefined()
  return qr!
}

test('the deposit flow amount → channel → QR → paid', async ({ page, request }) => {
  const { member, dialog } = await openDeposit(page, request, 50)
  // the amount first: a quick amount fills it
  await dialog
    .getByRole('group', { name: 'จำนวนเงินด่วน' })
    .getByRole('link', { name: '300.00' })
    .click()
  await expect(dialog.getByLabel('จำนวนเงิน (บาท)')).toHaveValue('300')
  // then one channel, by name, the recommended one chosen
  const channels = dialog.getByRole('group', { name: 'เลือกช่องทางชำระ' })
  const kbank = channels.getByRole('radio', { name: /คิวอาร์พร้อมเพย์ กสิกรไทย/ })
  await expect(kbank).toBeChecked()
  await expect(kbank).toHaveAccessibleName(/แนะนำ/)
  await expect(channels.getByRole('radio')).toHaveCount(5)
  await expect(channels).not.toContainText('PAYTIMZ')
  await dialog.getByRole('button', { name: 'สร้าง QR' }).click()

  // the QR, with its amount and countdown
  const panel = dialog.locator('#qr-KBANK')
  await expect(panel.getByRole('img', { name: 'QR ชำระเงิน คิวอาร์พร้อมเพย์ กสิกรไทย' })).toBeVisible()
  await expect(panel.getByText('300.00')).toBeVisible()
  await expect(panel.getByRole('timer')).toContainText(/(09|10):\d\d/)
  await expect(dialog.getByRole('button', { name: 'สร้าง QR' })).toHaveCount(0)
  if (hasJs()) {
    // the QR saves as a picture a phone's gallery takes
    const download = page.waitForEvent('download')
    await panel.getByRole('button', { name: 'บันทึกรูป QR' }).click()
    expect((await download).suggestedFilename()).toBe('qr-KBANK-300.png')
  }

  // the provider reports it paid: the panel says so (by itself with JavaScript)
  const qr = await liveQrOf(request, member.phone)
  const paid = await request.post(`${mockUrl()}/__admin/qrcodes/${qr.qrcodeId}/paid`, {
    headers: admin,
  })
  expect(paid.ok()).toBeTruthy()
  if (!hasJs()) await panel.getByRole('link', { name: 'ตรวจสอบการชำระเงิน' }).click()
  const outcome = dialog.getByRole('status').filter({ hasText: 'ได้รับเงินแล้ว' })
  await expect(outcome).toBeVisible({ timeout: 15_000 })
  await expect(outcome).toContainText('+300.00')
  await expect(panel).toHaveCount(0)

  await outcome.getByRole('link', { name: 'กลับหน้าหลัก' }).click()
  await expect(page.locator('.wallet-amount')).toContainText('350.00')
})

test('a KBANK QR counts down and can be cancelled', async ({ page, request }) => {
  const { dialog } = await openDeposit(page, request)
  await dialog.getByLabel('จำนวนเงิน (บาท)').fill('100')
  await dialog.getByRole('button', { name: 'สร้าง QR' }).click()
  const kbank = dialog.locator('#qr-KBANK')
  await expect(kbank.locator('svg path').first()).toBeAttached()
  const timer = kbank.getByRole('timer')
  await expect(timer).toContainText(/(09|10):\d\d/)
  if (hasJs()) {
    const first = await timer.textContent()
    await expect(timer).not.toHaveText(first ?? '', { timeout: 3000 })
  }

  await kbank.getByRole('button', { name: 'ยกเลิก QR' }).click()
  await expect(page.getByText('ยกเลิก QR เรียบร้อยแล้ว')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'สร้าง QR' })).toBeVisible()
  await expect(dialog.getByRole('timer')).toHaveCount(0)
})

test('a QR below the channel minimum cannot be created, with a translated message', async ({
  page,
  request,
}) => {
  const { dialog } = await openDeposit(page, request)
  const amount = dialog.getByLabel('จำนวนเงิน (บาท)')
  const ww = dialog.getByRole('radio', { name: /คิวอาร์ WW Pay/ })
  const create = dialog.getByRole('button', { name: 'สร้าง QR' })
  if (hasJs()) {
    // a channel that does not take the amount cannot be chosen; below every minimum, no QR
    await amount.fill('50')
    await expect(ww).toBeDisabled()
    await amount.fill('100')
    await expect(ww).toBeEnabled()
    await amount.fill('0.5')
    await expect(create).toBeDisabled()
    await expect(dialog.getByText('ยอดขั้นต่ำของ QR นี้คือ 1.00 บาท')).toBeVisible()
  } else {
    // the server refuses it, and the form comes back as it was sent
    await amount.fill('50')
    await ww.check()
    await create.click()
    await expect(dialog.getByText('ยอดขั้นต่ำของ QR นี้คือ 100.00 บาท')).toBeVisible()
    await expect(dialog.getByLabel('จำนวนเงิน (บาท)')).toHaveValue('50')
    await expect(dialog.getByRole('img')).toHaveCount(0)
  }
})

test("the slip preview and a refused file's message", async ({ page, request }) => {
  const { dialog } = await openDeposit(page, request)
  await dialog.getByRole('link', { name: 'โอนผ่านธนาคาร' }).click()
  const upload = dialog.getByRole('button', { name: 'อัปโหลดสลิป' })
  if (hasJs()) {
    // nothing chosen: the app says so, not the browser
    await upload.click()
    await expect(dialog.getByText('กรุณาเลือกภาพสลิปก่อนอัปโหลด')).toBeVisible()
    await dialog.getByLabel('ภาพสลิป').setInputFiles(SAMPLE_SLIP)
    await expect(dialog.getByRole('img', { name: 'สลิปที่เลือก' })).toBeVisible()
    await expect(dialog.getByText('sample-slip.png')).toBeVisible()
    await dialog.getByLabel('ภาพสลิป').setInputFiles({
      name: 'slip.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    })
    await expect(dialog.getByText('ไฟล์นี้ไม่ใช่ภาพ JPG, PNG หรือ WebP')).toBeVisible()
    await expect(dialog.getByRole('img', { name: 'สลิปที่เลือก' })).toHaveCount(0)
    await upload.click()
    await expect(dialog.getByText('ไฟล์นี้ไม่ใช่ภาพ JPG, PNG หรือ WebP')).toBeVisible()
  } else {
    await upload.click()
    await expect(dialog.getByRole('alert')).toContainText('กรุณาเลือกไฟล์สลิป')
  }
  // a file the server refuses: its message, and the button offers to upload again
  await dialog.getByLabel('ภาพสลิป').setInputFiles({
    name: 'slip.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not a picture'),
  })
  await dialog.getByRole('button', { name: /อัปโหลด/ }).click()
  await expect(dialog.getByRole('alert')).toContainText('ไฟล์สลิปไม่ถูกต้อง')
  await dialog.getByLabel('ภาพสลิป').setInputFiles(SAMPLE_SLIP)
  await dialog.getByRole('button', { name: 'อัปโหลดอีกครั้ง' }).click()
  await expect(page.getByText(/^ได้รับสลิปแล้ว/)).toBeVisible()
  if (hasJs()) {
    // sent: the form is empty again
    await expect(dialog.getByRole('img', { name: 'สลิปที่เลือก' })).toHaveCount(0)
    expect(
      await dialog.getByLabel('ภาพสลิป').evaluate((input: HTMLInputElement) => input.files?.length),
    ).toBe(0)
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
  // a failed slip offers a new upload, which opens the bank-transfer deposit
  const failedRow = slips.locator('tbody tr', { hasText: 'สลิปซ้ำ' })
  await expect(failedRow.getByRole('link', { name: 'อัปโหลดสลิปใหม่' })).toHaveAttribute(
    'href',
    '/user/home/deposit?method=bank',
  )
  await expect(
    slips
      .locator('tbody tr', { hasText: 'กำลังดำเนินการ' })
      .first()
      .getByRole('link', { name: 'อัปโหลดสลิปใหม่' }),
  ).toHaveCount(0)

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
