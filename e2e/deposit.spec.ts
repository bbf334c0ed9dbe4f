// The deposit in a browser, with JavaScript (issue 34): the QR panel that finds its payment by
// itself (its timer asks qr-state, then the page moves on), its image saved from a canvas, and
// its countdown. The rest of the deposit (the slip upload, the True Wallet link, the slip
// status, each refusal) is route tests against SPEC-shaped answers
// (tests/routes/user.home.deposit*, user.statement.slips) and document tests without JavaScript.
import { type APIRequestContext, type Page } from '@playwright/test'

import { logInByRequest } from './fast-setup'
import { expect, test } from './fixtures'
import { ADMIN_PASSWORD, mockUrl } from './servers'
import { createFundedMember, hasJs, setMockSettings } from './support'

const admin = { 'x-admin-password': ADMIN_PASSWORD }

// against a mock answering only what SPEC §3/§7 promise
test.use({ mockShape: 'spec' })

// each test's switch is put back after it (e2e/fixtures.ts): the worker runs other files too
test.beforeEach(async ({ request }) => {
  await setMockSettings(request, { registerOTP: false })
})

async function openDeposit(page: Page, request: APIRequestContext, amount = 100) {
  const member = await createFundedMember(request, amount)
  await logInByRequest(page, member)
  await page.goto('/user/home')
  await page.getByRole('link', { name: 'ฝากเงิน' }).click()
  return { member, dialog: page.getByRole('dialog', { name: 'ฝากเงิน' }) }
}

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
  // paid, it ends on the done sheet, as every money event does
  const sheet = page.getByRole('dialog', { name: 'แจ้งชำระ QR แล้ว' })
  await expect(sheet).toBeVisible({ timeout: 15_000 })
  await expect(sheet.locator('.result-state')).toHaveText('สำเร็จ')
  await expect(sheet.locator('.receipt-amount')).toHaveText('300.00 บาท')
  await expect(sheet.locator('.result-reference')).toHaveText(qr.qrcodeId)
  if (hasJs()) {
    // the result saves as a picture too
    const download = page.waitForEvent('download')
    await sheet.getByRole('button', { name: 'บันทึกรูป' }).click()
    expect((await download).suggestedFilename()).toBe(`result-${qr.qrcodeId}.png`)
  }
  await sheet.getByRole('link', { name: 'เสร็จสิ้น' }).click()
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
