import { expect, test } from './fixtures'
import { createFundedMember, logIn, openPgDialog, setMockSettings } from './support'

test.beforeEach(async ({ request }) => {
  await setMockSettings(request, { registerOTP: false })
})

test('open a game account, transfer in and out, and read both in the statement', async ({
  page,
  request,
}) => {
  const member = await createFundedMember(request, 1000)
  await page.goto('/login')
  await logIn(page, member.phone, member.password)
  await expect(page).toHaveURL(/\/user\/home$/)
  await expect(page.locator('.wallet-amount')).toContainText('1,000.00')

  await page.getByRole('link', { name: 'Joker Gaming เปิดบัญชีเกม' }).click()
  const dialog = page.getByRole('dialog', { name: 'Joker Gaming' })
  await dialog.getByRole('button', { name: 'เปิดบัญชี' }).click()
  await expect(page.getByText('เปิดบัญชีเกมเรียบร้อยแล้ว')).toBeVisible()
  await expect(dialog.getByText('ชื่อผู้ใช้')).toBeVisible()

  await dialog.getByRole('link', { name: 'โยกเงินเข้าเกม' }).click()
  const transfer = page.getByRole('dialog', { name: 'โยกเงิน' })
  await expect(transfer.getByLabel('ไปยัง', { exact: true })).toHaveValue('JOKER')
  await transfer.getByLabel('จำนวนเงิน (บาท)').fill('300')
  await transfer.getByRole('button', { name: 'ยืนยันการโยกเงิน' }).click()
  await expect(page.getByText('โยกเงินสำเร็จ')).toBeVisible()
  await expect(page.locator('.wallet-amount')).toContainText('700.00')

  await page.getByRole('link', { name: 'โยกเงิน', exact: true }).click()
  await transfer.getByLabel('จาก', { exact: true }).selectOption('JOKER')
  await transfer.getByLabel('ไปยัง', { exact: true }).selectOption('wallet')
  await transfer.getByLabel('จำนวนเงิน (บาท)').fill('100.50')
  await transfer.getByRole('button', { name: 'ยืนยันการโยกเงิน' }).click()
  await expect(page.locator('.wallet-amount')).toContainText('800.50')

  await page.goto('/user/statement')
  const entries = page.locator('.statement-entry')
  await expect(entries).toHaveCount(3)
  await expect(entries.nth(0)).toContainText('โยกเงิน')
  await expect(entries.nth(0).locator('.statement-amount')).toHaveText('100.50')
  await expect(entries.nth(1).locator('.statement-amount')).toHaveText('300.00')
  await expect(entries.nth(2)).toContainText('ฝากเงิน')
  await expect(entries.nth(2).locator('.statement-amount')).toHaveText('+1,000.00')
  await expect(entries.nth(0)).toContainText('สำเร็จ')
})

test('a transfer to the same account is refused with its message', async ({ page, request }) => {
  const member = await createFundedMember(request, 50)
  await page.goto('/login')
  await logIn(page, member.phone, member.password)
  await expect(page).toHaveURL(/\/user\/home$/)
  await page.goto('/user/home/transfer')
  const transfer = page.getByRole('dialog', { name: 'โยกเงิน' })
  await transfer.getByLabel('ไปยัง', { exact: true }).selectOption('wallet')
  await transfer.getByLabel('จำนวนเงิน (บาท)').fill('10')
  await transfer.getByRole('button', { name: 'ยืนยันการโยกเงิน' }).click()
  await expect(transfer.getByText('ไม่สามารถโยกเงินไปยังบัญชีเดียวกันได้')).toBeVisible()
})

test('withdraw: above the maximum is refused, a valid amount waits for the transfer', async ({
  page,
  request,
}) => {
  const member = await createFundedMember(request, 500)
  await page.goto('/login')
  await logIn(page, member.phone, member.password)
  await page.getByRole('link', { name: 'ถอนเงิน' }).click()
  const withdraw = page.getByRole('dialog', { name: 'ถอนเงิน' })
  await withdraw.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').fill('60000')
  await withdraw.getByRole('button', { name: 'ยืนยันการถอนเงิน' }).click()
  await expect(withdraw.getByText('ถอนได้สูงสุด 50,000.00 บาท')).toBeVisible()

  await withdraw.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').fill('200')
  await withdraw.getByRole('button', { name: 'ยืนยันการถอนเงิน' }).click()
  await expect(page.getByText('รับคำขอถอนเงินแล้ว กรุณารอการโอนเข้าบัญชี')).toBeVisible()
  await expect(page.locator('.wallet-amount')).toContainText('300.00')

  await page.goto('/user/statement')
  const latest = page.locator('.statement-entry').first()
  await expect(latest).toContainText('ถอนเงิน')
  await expect(latest.locator('.statement-amount')).toHaveText('-200.00')
  await expect(latest).toContainText('กำลังดำเนินการ')
})

test('play moves the wallet into the game and opens the game page', async ({ page, request }) => {
  const dialog = await openPgDialog(page, request)

  const popupPromise = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'เข้าเล่นเกม' }).click()
  // with JavaScript the game opens by itself; without, the dialog offers its link
  if (test.info().project.use.javaScriptEnabled === false) {
    await dialog.getByRole('link', { name: 'เปิดเกม' }).click()
  }
  const game = await popupPromise
  await expect(game.getByRole('heading', { name: 'PG Soft' })).toBeVisible()
  await expect(game.getByText('120.00').first()).toBeVisible()

  await page.goto('/user/home')
  await expect(page.locator('.wallet-amount')).toContainText('0.00')
})
