// Money events' result sheets with JavaScript (issue 35 §1), where only a browser shows it: the
// forms post through Remix's fetches and land on the sheet, the unknown sheet's resend posts to
// another route's action and moves the money once, "try again" opens the dialog again, and the
// sheet saves as a picture. Each event in each state, without JavaScript:
// tests/document/results.test.ts; with spec-shaped answers: the route tests.
import { statSync } from 'node:fs'

import { logInByRequest } from './fast-setup'
import { expect, test } from './fixtures'
import { ADMIN_PASSWORD, mockUrl } from './servers'
import { clearFaults, createFundedMember, injectFault } from './support'

test.afterEach(async ({ request }) => {
  await clearFaults(request)
})

test('a transfer done, one whose answer was lost and sent again, a withdrawal refused then pending', async ({
  page,
  request,
}) => {
  const member = await createFundedMember(request, 1000)
  const opened = await request.get(`${mockUrl()}/api/wallet/activate/JOKER`, {
    headers: { Authorization: `Bearer ${member.token}` },
  })
  expect(opened.ok()).toBeTruthy()
  await logInByRequest(page, member)

  async function transfer(amount: string) {
    await page.goto('/user/home/transfer?to=JOKER')
    const dialog = page.getByRole('dialog', { name: 'โยกเงิน' })
    await dialog.getByLabel('จำนวนเงิน (บาท)').fill(amount)
    await dialog.getByRole('button', { name: 'ยืนยันการโยกเงิน' }).click()
  }

  // done: the sheet, and its picture for the phone's gallery
  await transfer('300')
  const done = page.getByRole('dialog', { name: 'โยกเงินสำเร็จ' })
  await expect(done.locator('.result-state')).toHaveText('สำเร็จ')
  const reference = (await done.locator('.result-reference').textContent())!
  const download = page.waitForEvent('download')
  await done.getByRole('button', { name: 'บันทึกรูป' }).click()
  const picture = await download
  expect(picture.suggestedFilename()).toBe(`result-${reference}.png`)
  expect(statSync(await picture.path()).size).toBeGreaterThan(10_000)

  // no answer: the mock moves the money and loses the answer; the sheet sends it again
  const lose = await request.post(`${mockUrl()}/__admin/faults`, {
    headers: { 'x-admin-password': ADMIN_PASSWORD },
    data: { method: 'POST', path: '/api/wallet/transfer', kind: { type: 'lose' }, remaining: 1 },
  })
  expect(lose.status()).toBe(201)
  await transfer('100')
  const unknown = page.getByRole('dialog', { name: 'ยังไม่ทราบผลการโยกเงิน' })
  await expect(unknown.locator('.result-state')).toHaveText('ยังไม่ทราบผล')
  await unknown.getByRole('button', { name: 'ส่งรายการเดิมอีกครั้ง' }).click()
  await expect(done.locator('.receipt-amount')).toHaveText('100.00 บาท')
  await expect(done.locator('.detail-row').first()).toContainText('600.00 บาท')
  // moved once: 1,000 less 300 and 100
  await page.goto('/user/home')
  await expect(page.locator('.wallet-amount')).toContainText('600.00')

  // refused: why, then "try again" opens the dialog, and the withdrawal waits for the bank
  await injectFault(request, {
    method: 'POST',
    path: '/api/wallet/withdrawAll',
    code: 'MONEY_NOT_ENOUGH',
  })
  async function withdraw() {
    const dialog = page.getByRole('dialog', { name: 'ถอนเงิน' })
    await dialog.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').fill('100')
    await dialog.getByRole('button', { name: 'ตรวจสอบก่อนถอน' }).click()
    const review = page.getByRole('dialog', { name: 'ตรวจสอบก่อนยืนยัน' })
    await review.getByRole('button', { name: 'ยืนยันการถอนเงิน' }).click()
  }
  await page.goto('/user/home/withdraw')
  await withdraw()
  const failed = page.getByRole('dialog', { name: 'การถอนเงินไม่สำเร็จ' })
  await expect(failed.getByRole('alert')).toContainText('ยอดเงินไม่เพียงพอ')
  await failed.getByRole('link', { name: 'ลองอีกครั้ง' }).click()
  await withdraw()
  const pending = page.getByRole('dialog', { name: 'ส่งคำขอถอนเงินแล้ว' })
  await expect(pending.locator('.result-state')).toHaveText('รอดำเนินการ')
  await expect(pending).toContainText('ปกติเงินเข้าบัญชีธนาคารของคุณภายใน 15 นาที')
})
