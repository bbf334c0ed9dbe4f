import { type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { ADMIN_PASSWORD, mockUrl } from './servers'
import {
  createFundedMember,
  fillPhoneStep,
  fillProfileAndBank,
  hasJs,
  logIn,
  setMockSettings,
  uniqueAccountNo,
  uniquePhone,
} from './support'

const admin = { 'x-admin-password': ADMIN_PASSWORD }

test.beforeEach(async ({ request }) => {
  await setMockSettings(request, { registerOTP: false })
})

/** Opens a home dialog that may show the operator's banners first. */
async function openPastBanners(page: Page, tile: string, title: string, onward: string) {
  await page.getByRole('link', { name: tile }).click()
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  const carousel = dialog.getByRole('region', { name: /โปรโมชัน/ })
  if (await carousel.isVisible()) await dialog.getByRole('link', { name: onward }).click()
  return dialog
}

test('invite a friend through the link, see the record and receive the invite bonus', async ({
  page,
  request,
}) => {
  const inviter = await createFundedMember(request, 100)
  await page.goto('/login')
  await logIn(page, inviter.phone, inviter.password)
  await expect(page).toHaveURL(/\/user\/home$/)
  const dialog = await openPastBanners(page, 'แนะนำเพื่อน', 'แนะนำเพื่อน', 'ดูรายการแนะนำเพื่อน')
  await expect(dialog.getByText('ยังไม่มีเพื่อนที่สมัครผ่านลิงก์ของคุณ', { exact: false })).toBeVisible()
  const link = (await dialog.getByText(/\/register\?code=PR\d+$/).textContent()) ?? ''
  expect(link).toMatch(/^http:\/\/localhost:\d+\/register\?code=PR\d+$/)
  if (hasJs()) {
    // no share sheet on this browser: the copy button, and what it did said under the link
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await dialog.getByRole('button', { name: 'คัดลอก', exact: true }).click()
    await expect(dialog.getByRole('status')).toHaveText(`คัดลอกแล้ว: ${link}`)
  }

  // the friend opens the link in a browser of their own and registers
  await page.context().clearCookies()
  await page.goto(link)
  const friend = {
    phone: uniquePhone(),
    password: 'friend-pass-1',
    name: 'เพื่อน ชวนมา',
    accountNo: uniqueAccountNo(),
  }
  await fillPhoneStep(page, friend.phone)
  await fillProfileAndBank(page, friend)
  await page
    .context()
    .addCookies([{ name: 'remember-agreement', value: '1', url: new URL(page.url()).origin }])

  await logIn(page, inviter.phone, inviter.password)
  await expect(page).toHaveURL(/\/user\/home$/)
  await expect(page.locator('.wallet-invite strong')).toHaveText('20.00')
  const invites = await openPastBanners(page, 'แนะนำเพื่อน', 'แนะนำเพื่อน', 'ดูรายการแนะนำเพื่อน')
  const record = invites.locator('.record')
  await expect(record).toHaveCount(1)
  await expect(record).toContainText('เพื่อน ชวนมา')
  await expect(record).toContainText('+20.00')
  await page.goto('/user/home')

  await page.getByRole('link', { name: 'รับ', exact: true }).click()
  const claim = page.getByRole('dialog', { name: 'รับโบนัสแนะนำเพื่อน' })
  await expect(claim.getByText('หากทำตามเงื่อนไขครบ คุณจะได้รับโบนัส 70%')).toBeVisible()
  await expect(claim.getByText('หากไม่ครบเงื่อนไข จะถูกหักโบนัส 30%')).toBeVisible()
  await claim.getByRole('button', { name: 'รับโบนัส' }).click()
  const receipt = page.getByRole('dialog', { name: 'รับโบนัสแนะนำเพื่อนแล้ว' })
  await expect(receipt.locator('.receipt-amount')).toHaveText('20.00 บาท')
  await expect(receipt).toContainText('กระเป๋าหลักตอนนี้120.00 บาท')
  await receipt.getByRole('link', { name: 'เสร็จสิ้น' }).click()
  await expect(page.locator('.wallet-amount')).toContainText('120.00')
  await expect(page.locator('.wallet-invite strong')).toHaveText('0.00')

  // nothing left to receive: a danger toast
  await page.getByRole('link', { name: 'รับ', exact: true }).click()
  await claim.getByRole('button', { name: 'รับโบนัส' }).click()
  await expect(page.getByText('ไม่มีโบนัสแนะนำเพื่อนให้รับ')).toBeVisible()
})

test('receive cashback, then add it to the wallet after the warning', async ({ page, request }) => {
  const member = await createFundedMember(request, 100)
  const granted = await request.put(`${mockUrl()}/__admin/members/${member.phone}`, {
    data: { refundAccrued: 40 },
    headers: admin,
  })
  expect(granted.ok()).toBeTruthy()
  await page.goto('/login')
  await logIn(page, member.phone, member.password)
  await expect(page).toHaveURL(/\/user\/home$/)

  const dialog = await openPastBanners(page, 'คืนยอดเสีย', 'คืนยอดเสีย', 'ดูยอดคืนของฉัน')
  await expect(dialog.locator('.amount-large')).toContainText('40.00')
  await expect(dialog.getByText('คุณยังไม่เคยได้รับยอดคืน')).toBeVisible()
  await dialog.getByRole('button', { name: 'รับยอดคืน' }).click()
  await expect(page.getByText('รับคืนยอดเสียสำเร็จ')).toBeVisible()
  await expect(dialog.locator('.record')).toHaveCount(1)
  await expect(dialog.locator('.record')).toContainText('+40.00')
  await expect(dialog.getByRole('button', { name: 'รับยอดคืน' })).toBeDisabled()

  await dialog.getByRole('link', { name: 'เพิ่มเข้ากระเป๋า' }).click()
  const confirm = page.getByRole('dialog', { name: 'เพิ่มยอดคืนเข้ากระเป๋า' })
  await expect(confirm.getByText(/ได้รับ 80% ไม่ครบเงื่อนไขถูกหัก 20%/)).toBeVisible()
  await confirm.getByRole('button', { name: 'เพิ่มเข้ากระเป๋า' }).click()
  const receipt = page.getByRole('dialog', { name: 'เพิ่มยอดคืนเข้ากระเป๋าแล้ว' })
  await expect(receipt.locator('.receipt-amount')).toHaveText('40.00 บาท')
  await expect(receipt).toContainText('กระเป๋าหลักตอนนี้140.00 บาท')
  await receipt.getByRole('link', { name: 'เสร็จสิ้น' }).click()
  await expect(page.locator('.wallet-amount')).toContainText('140.00')
})

test('invite and cashback lists of more than ten records page on, with or without a total', async ({
  page,
  request,
}) => {
  const inviter = await createFundedMember(request, 100)
  const bearer = { Authorization: `Bearer ${inviter.token}` }
  const profile = await request.get(`${mockUrl()}/api/account/profile`, { headers: bearer })
  const { _id: inviterId } = (await profile.json()) as { _id: string }

  // a friend registers with the inviter's code; each of their 11 deposits earns a record
  const friend = { phone: uniquePhone(), password: 'friend-pass-1' }
  const registered = await request.post(`${mockUrl()}/api/account`, {
    data: {
      name: 'เพื่อน หลายรายการ',
      username: friend.phone,
      password: friend.password,
      inviteCode: `PR${inviterId}`,
      bankCode: 'SCB',
      bankAccountName: 'MANY RECORDS',
      bankAccountNo: uniqueAccountNo(),
      currency: 'BAHT',
    },
  })
  expect(registered.status()).toBe(201)
  const login = await request.post(`${mockUrl()}/api/login`, {
    data: { username: friend.phone, password: friend.password },
  })
  const { token } = (await login.json()) as { token: string }
  for (let deposit = 0; deposit < 11; deposit++) {
    const added = await request.post(`${mockUrl()}/api/wallet/add`, {
      data: { amount: 100 },
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(added.ok()).toBeTruthy()
  }
  // and the inviter receives cashback 11 times
  for (let refund = 0; refund < 11; refund++) {
    const accrued = await request.put(`${mockUrl()}/__admin/members/${inviter.phone}`, {
      data: { refundAccrued: 1 + refund },
      headers: admin,
    })
    expect(accrued.ok()).toBeTruthy()
    const received = await request.get(`${mockUrl()}/api/refund/receive`, { headers: bearer })
    expect(received.ok()).toBeTruthy()
  }

  await page.goto('/login')
  await logIn(page, inviter.phone, inviter.password)
  await expect(page).toHaveURL(/\/user\/home$/)
  for (const [tile, onward, pages] of [
    ['แนะนำเพื่อน', 'ดูรายการแนะนำเพื่อน', 'หน้าของรายการแนะนำเพื่อน'],
    ['คืนยอดเสีย', 'ดูยอดคืนของฉัน', 'หน้าของประวัติยอดคืน'],
  ] as const) {
    await page.goto('/user/home')
    const dialog = await openPastBanners(page, tile, tile, onward)
    await expect(dialog.locator('.record')).toHaveCount(10)
    const pager = dialog.getByRole('navigation', { name: pages })
    await pager.getByRole('link', { name: 'เก่ากว่า' }).click()
    await expect(dialog.locator('.record').first()).toBeVisible()
    const older = await dialog.locator('.record').count()
    expect(older).toBeGreaterThanOrEqual(1)
    await expect(pager).toContainText('หน้า 2')
    await expect(pager.getByRole('link', { name: 'ใหม่กว่า' })).toBeVisible()
  }
})
