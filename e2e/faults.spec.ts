// The app's handling of backend refusals (SPEC §7 response handling, §8 how the product shows
// errors), each produced on purpose by the mock's fault injection: the real call would succeed.
import { logInByRequest } from './fast-setup'
import { expect, test } from './fixtures'
import { mockUrl } from './servers'
import { clearFaults, createFundedMember, injectFault, logIn, setMockSettings } from './support'

test.beforeEach(async ({ request }) => {
  await setMockSettings(request, { registerOTP: false })
})
test.afterEach(async ({ request }) => {
  await clearFaults(request)
})

const LOGIN_REFUSALS = [
  ['WRONG_CREDENTIAL', 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง'],
  ['INACTIVE_USER', 'ผู้ใช้นี้ถูกระงับการใช้งาน'],
  ['REQUEST_LIMIT', 'ทำรายการบ่อยเกินไป กรุณารอสักครู่'],
] as const

for (const [code, message] of LOGIN_REFUSALS) {
  test(`a login refused with ${code} says so on the form`, async ({ page, request }) => {
    const member = await createFundedMember(request, 10)
    await injectFault(request, { method: 'POST', path: '/api/login', code })
    await page.goto('/login')
    await logIn(page, member.phone, member.password)
    await expect(page.getByText(message)).toBeVisible()
    await expect(page).toHaveURL(/\/login/)
    // the next try reaches the real backend
    await logIn(page, member.phone, member.password)
    await expect(page).toHaveURL(/\/user\/home$/)
  })
}

test('a withdrawal refused with MONEY_NOT_ENOUGH keeps the money', async ({ page, request }) => {
  const member = await createFundedMember(request, 500)
  await logInByRequest(page, member)
  await injectFault(request, {
    method: 'POST',
    path: '/api/wallet/withdrawAll',
    code: 'MONEY_NOT_ENOUGH',
  })
  await page.goto('/user/home/withdraw')
  const withdraw = page.getByRole('dialog', { name: 'ถอนเงิน' })
  await withdraw.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').fill('200')
  await withdraw.getByRole('button', { name: 'ตรวจสอบก่อนถอน' }).click()
  const review = page.getByRole('dialog', { name: 'ตรวจสอบก่อนยืนยัน' })
  await review.getByRole('button', { name: 'ยืนยันการถอนเงิน' }).click()
  await expect(withdraw.getByText('ยอดเงินไม่เพียงพอ')).toBeVisible()
  await page.goto('/user/home')
  await expect(page.locator('.wallet-amount')).toContainText('500.00')
})

test('a transfer refused with TRANSFER_FAIL says the money came back', async ({
  page,
  request,
}) => {
  const member = await createFundedMember(request, 300)
  const opened = await request.get(`${mockUrl()}/api/wallet/activate/JOKER`, {
    headers: { Authorization: `Bearer ${member.token}` },
  })
  expect(opened.ok()).toBeTruthy()
  await logInByRequest(page, member)
  await injectFault(request, {
    method: 'POST',
    path: '/api/wallet/transfer',
    code: 'TRANSFER_FAIL',
  })
  await page.goto('/user/home/transfer')
  const transfer = page.getByRole('dialog', { name: 'โยกเงิน' })
  await transfer.getByLabel('ไปยัง', { exact: true }).selectOption('JOKER')
  await transfer.getByLabel('จำนวนเงิน (บาท)').fill('100')
  await transfer.getByRole('button', { name: 'ยืนยันการโยกเงิน' }).click()
  await expect(transfer.getByText('โยกเงินไม่สำเร็จ ระบบคืนเงินเข้ากระเป๋าแล้ว')).toBeVisible()
  await page.goto('/user/home')
  await expect(page.locator('.wallet-amount')).toContainText('300.00')
})

test('a bonus cancel refused with BONUS_CONDITION shows an alert', async ({ page, request }) => {
  const member = await createFundedMember(request, 100)
  const activated = await request.get(`${mockUrl()}/api/bonus/activate/WELCOME100`, {
    headers: { Authorization: `Bearer ${member.token}` },
  })
  expect(activated.ok()).toBeTruthy()
  // the real backend would let the bonus end now; the injected refusal says it cannot
  await setMockSettings(request, { bonusClearBelow: 1_000_000 })
  await logInByRequest(page, member)
  await injectFault(request, { method: 'GET', path: '/api/bonus/clear', code: 'BONUS_CONDITION' })
  await page.goto('/user/bonus/cancel')
  const confirm = page.getByRole('dialog', { name: 'ยกเลิกโบนัส' })
  await confirm.getByRole('button', { name: 'ยืนยันยกเลิก' }).click()
  await expect(confirm.getByRole('alert')).toContainText('ยังไม่สามารถจบโบนัสได้ เนื่องจากยังไม่ครบเงื่อนไข')
  await confirm.getByRole('button', { name: 'ยืนยันยกเลิก' }).click()
  await expect(page.getByText('จบโบนัสเรียบร้อยแล้ว')).toBeVisible()
  await setMockSettings(request, { bonusClearBelow: 5 })
})

test('a QR refused with QR_FAIL says it could not be made', async ({ page, request }) => {
  const member = await createFundedMember(request, 10)
  await logInByRequest(page, member)
  await injectFault(request, { method: 'POST', path: '/api/qrcode/:provider', code: 'QR_FAIL' })
  await page.goto('/user/home/deposit')
  const dialog = page.getByRole('dialog', { name: 'ฝากเงิน' })
  await dialog.getByLabel('จำนวนเงิน (บาท)').fill('100')
  await dialog.getByRole('button', { name: 'สร้าง QR' }).click()
  await expect(page.getByText('สร้างคิวอาร์โค้ดไม่สำเร็จ')).toBeVisible()
  await expect(dialog.locator('#qr-KBANK')).toHaveCount(0)
  // the form comes back as it was sent, to try again
  await expect(dialog.getByLabel('จำนวนเงิน (บาท)')).toHaveValue('100')
})

test('a gift link refused with TRUELINK_DUPLICATE says it was used', async ({ page, request }) => {
  const member = await createFundedMember(request, 10)
  await logInByRequest(page, member)
  await injectFault(request, {
    method: 'POST',
    path: '/api/wallet/truelink',
    code: 'TRUELINK_DUPLICATE',
  })
  await page.goto('/user/home/deposit?method=wallet')
  const dialog = page.getByRole('dialog', { name: 'ฝากเงิน' })
  await dialog
    .getByLabel('ลิงก์ซองของขวัญ')
    .fill(`https://gift.truemoney.com/campaign/?v=${Date.now()}abcdefgh`)
  await dialog.getByRole('button', { name: 'ส่งลิงก์' }).click()
  await expect(page.getByText('ลิงก์ทรูวอลเล็ตนี้ถูกใช้แล้ว')).toBeVisible()
  await page.goto('/user/home')
  await expect(page.locator('.wallet-amount')).toContainText('10.00')
})

test('"gone" from any call sends the player to the closed-service page', async ({
  page,
  request,
}) => {
  const member = await createFundedMember(request, 10)
  await logInByRequest(page, member)
  await injectFault(request, { method: 'GET', path: '/api/wallet', code: 'gone' })
  await page.goto('/user/home')
  await expect(page).toHaveURL(/\/terminated$/)
})

test('an invalid token ends the session and comes back after logging in again', async ({
  page,
  request,
}) => {
  const member = await createFundedMember(request, 10)
  await logInByRequest(page, member)
  await injectFault(request, {
    method: 'GET',
    path: '/api/account/profile',
    code: 'EXPIRED_AUTH_TOKEN',
  })
  await page.goto('/user/profile')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser%2Fprofile$/)
  await logIn(page, member.phone, member.password)
  await expect(page).toHaveURL(/\/user\/profile$/)
})
