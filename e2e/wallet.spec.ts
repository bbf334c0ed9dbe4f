import { logInByRequest } from './fast-setup'
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
  // the receipt: amount, from → to, the balances read after, and "play now" into the game
  const receipt = page.getByRole('dialog', { name: 'โยกเงินสำเร็จ' })
  await expect(receipt.locator('.receipt-amount')).toHaveText('300.00 บาท')
  await expect(receipt.locator('.receipt-route')).toContainText('กระเป๋าหลัก')
  await expect(receipt.locator('.receipt-route')).toContainText('Joker Gaming')
  await expect(receipt.getByRole('definition').first()).toHaveText('700.00 บาท')
  await expect(receipt.getByText('Joker Gaming ตอนนี้')).toBeVisible()
  await expect(receipt.getByRole('link', { name: 'ดูรายการเดินบัญชี' })).toBeVisible()
  await receipt.getByRole('link', { name: 'เล่นเลย' }).click()
  await expect(page.getByRole('dialog', { name: 'Joker Gaming' })).toBeVisible()
  await page.goto('/user/home')
  await expect(page.locator('.wallet-amount')).toContainText('700.00')
  // home shows what is in games beside the main wallet
  await expect(page.locator('.wallet-games')).toContainText('ในเกม 300.00 บาท')
  await expect(page.getByRole('list', { name: 'ยอดเงินในแต่ละเกม' })).toContainText('300.00')
  await expect(page.locator('.wallet-games')).toContainText('รวมกระเป๋าหลักและในเกม 1,000.00 บาท')

  await page.getByRole('link', { name: 'โยกเงิน', exact: true }).click()
  await transfer.getByLabel('จาก', { exact: true }).selectOption('JOKER')
  await transfer.getByLabel('ไปยัง', { exact: true }).selectOption('wallet')
  await transfer.getByLabel('จำนวนเงิน (บาท)').fill('100.50')
  await transfer.getByRole('button', { name: 'ยืนยันการโยกเงิน' }).click()
  await expect(page.getByRole('dialog', { name: 'โยกเงินสำเร็จ' })).toContainText('800.50 บาท')
  await page.getByRole('link', { name: 'เสร็จสิ้น' }).click()
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
  await logInByRequest(page, await createFundedMember(request, 50))
  await page.goto('/user/home/transfer')
  const transfer = page.getByRole('dialog', { name: 'โยกเงิน' })
  await transfer.getByLabel('ไปยัง', { exact: true }).selectOption('wallet')
  await transfer.getByLabel('จำนวนเงิน (บาท)').fill('10')
  await transfer.getByRole('button', { name: 'ยืนยันการโยกเงิน' }).click()
  await expect(transfer.getByText('ไม่สามารถโยกเงินไปยังบัญชีเดียวกันได้')).toBeVisible()
})

test('withdraw: above the maximum is refused; a valid amount is reviewed, then ends on a receipt', async ({
  page,
  request,
}) => {
  await logInByRequest(page, await createFundedMember(request, 500))
  await page.goto('/user/home')
  await page.getByRole('link', { name: 'ถอนเงิน' }).click()
  const withdraw = page.getByRole('dialog', { name: 'ถอนเงิน' })
  await withdraw.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').fill('60000')
  await withdraw.getByRole('button', { name: 'ตรวจสอบก่อนถอน' }).click()
  await expect(withdraw.getByText('ถอนได้สูงสุด 50,000.00 บาท')).toBeVisible()

  await withdraw.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').fill('200')
  await withdraw.getByRole('button', { name: 'ตรวจสอบก่อนถอน' }).click()
  const review = page.getByRole('dialog', { name: 'ตรวจสอบก่อนยืนยัน' })
  await expect(review).toContainText('ยอดที่ถอน200.00 บาท')
  await expect(review).toContainText('กระเป๋าหลักหลังถอน300.00 บาท')
  await expect(review.getByText('ดึงกลับจากเกมเข้ากระเป๋าก่อน')).toHaveCount(0)
  await review.getByRole('button', { name: 'ยืนยันการถอนเงิน' }).click()

  const receipt = page.getByRole('dialog', { name: 'ส่งคำขอถอนเงินแล้ว' })
  await expect(receipt.locator('.receipt-amount')).toHaveText('200.00 บาท')
  await expect(receipt.locator('.receipt-route')).toContainText('บัญชีธนาคารของคุณ')
  await expect(receipt).toContainText('กระเป๋าหลักตอนนี้300.00 บาท')
  await receipt.getByRole('link', { name: 'ดูรายการเดินบัญชี' }).click()
  const latest = page.locator('.statement-entry').first()
  await expect(latest).toContainText('ถอนเงิน')
  await expect(latest.locator('.statement-amount')).toHaveText('-200.00')
  await expect(latest).toContainText('กำลังดำเนินการ')
})

test('withdraw says what comes back from games before it is confirmed', async ({
  page,
  request,
}) => {
  const dialog = await openPgDialog(page, request)
  await dialog.getByRole('link', { name: 'โยกเงินเข้าเกม' }).click()
  const transfer = page.getByRole('dialog', { name: 'โยกเงิน' })
  await transfer.getByLabel('จำนวนเงิน (บาท)').fill('70.50')
  await transfer.getByRole('button', { name: 'ยืนยันการโยกเงิน' }).click()
  await expect(page.getByRole('dialog', { name: 'โยกเงินสำเร็จ' })).toBeVisible()

  await page.goto('/user/home/withdraw')
  const withdraw = page.getByRole('dialog', { name: 'ถอนเงิน' })
  await withdraw.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').fill('100')
  await withdraw.getByRole('button', { name: 'ตรวจสอบก่อนถอน' }).click()
  const review = page.getByRole('dialog', { name: 'ตรวจสอบก่อนยืนยัน' })
  // 49.50 in the wallet, 70.50 back from PG, 100 out: 20.00 left
  await expect(review).toContainText('ดึงกลับจากเกมเข้ากระเป๋าก่อน70.50 บาท')
  await expect(review).toContainText('กระเป๋าหลักหลังถอน20.00 บาท')
  await review.getByRole('button', { name: 'ยืนยันการถอนเงิน' }).click()
  const receipt = page.getByRole('dialog', { name: 'ส่งคำขอถอนเงินแล้ว' })
  await expect(receipt).toContainText('ดึงกลับจากเกมก่อน70.50 บาท')
  await expect(receipt).toContainText('กระเป๋าหลักตอนนี้20.00 บาท')
})

test('the Play button states the amount, and the dialog says what moved', async ({
  page,
  request,
}) => {
  const dialog = await openPgDialog(page, request)
  const play = dialog.getByRole('button', { name: 'เข้าเล่น · โยก 120.00 บาท เข้า PG Soft' })
  await expect(play).toBeVisible()
  await expect(dialog.getByText('ยอดทั้งหมดในกระเป๋าหลักจะถูกโยกเข้า PG Soft ก่อนเปิดเกม')).toBeVisible()

  const popupPromise = page.waitForEvent('popup')
  await play.click()
  // with JavaScript the game opens by itself; without, the dialog offers its link
  if (test.info().project.use.javaScriptEnabled === false) {
    await dialog.getByRole('link', { name: 'เปิดเกม' }).click()
  }
  const game = await popupPromise
  await expect(game.getByRole('heading', { name: 'PG Soft' })).toBeVisible()
  await expect(game.getByText('120.00').first()).toBeVisible()

  const moved = dialog.getByRole('region', { name: 'โยกเงินเข้าเกมแล้ว' })
  await expect(moved.locator('.receipt-amount')).toHaveText('120.00 บาท')
  await expect(moved).toContainText('กระเป๋าหลักตอนนี้0.00 บาท')
  await expect(moved).toContainText('PG Soft ตอนนี้120.00 บาท')
  // the wallet is empty now: Play only opens the game, and says so
  await expect(dialog.getByRole('button', { name: 'เข้าเล่นเกม', exact: true })).toBeVisible()
  await expect(dialog.getByText('กระเป๋าหลักไม่มีเงิน กดแล้วจะเปิดเกมเท่านั้น ไม่มีการโยกเงิน')).toBeVisible()

  await page.goto('/user/home')
  await expect(page.locator('.wallet-amount')).toContainText('0.00')
  await expect(page.locator('.wallet-games')).toContainText('ในเกม 120.00 บาท')
})
