import { type Page } from '@playwright/test'

import { logInByRequest } from './fast-setup'
import { expect, test } from './fixtures'
import { settle } from './settle'
import { createFundedMember, DEMO, hasJs, setMockSettings } from './support'

/** A bonus card's title: its name, or its code where the backend sends no name (SPEC §3 lists none). */
function bonusTitle(name: string, code: string) {
  return test.info().project.name === 'spec-shape' ? code : name
}
/** The mock's default: money below 5 baht lets a bonus end. */
const CLEAR_BELOW_DEFAULT = 5

test.afterAll(async ({ request }) => {
  await setMockSettings(request, { bonusClearBelow: CLEAR_BELOW_DEFAULT })
})

async function openBonusScreen(page: Page, phone: string, password: string) {
  await logInByRequest(page, { phone, password })
  await page.goto('/user/bonus')
  await expect(page.getByRole('heading', { level: 1, name: 'โบนัส' })).toBeVisible()
}

/** Searches a promotion code with the form on the bonus screen. */
async function searchPromotion(page: Page, code: string) {
  await page.getByLabel('โค้ดโปรโมชั่น').fill(code)
  await page.getByRole('button', { name: 'ค้นหา' }).click()
  return page.getByRole('dialog', { name: 'โปรโมชั่น' })
}

test('receive a bonus, see it active, and cancel it once the money is below the threshold', async ({
  page,
  request,
}) => {
  await setMockSettings(request, { bonusClearBelow: CLEAR_BELOW_DEFAULT })
  const WELCOME = bonusTitle('โบนัสสมาชิกใหม่ 100 บาท', 'WELCOME100')
  const member = await createFundedMember(request, 100)
  await openBonusScreen(page, member.phone, member.password)
  const welcomeCard = page.getByRole('listitem').filter({ hasText: WELCOME })

  await welcomeCard.getByRole('link').click()
  const dialog = page.getByRole('dialog', { name: WELCOME })
  await expect(dialog.getByText(/จะถูกหัก 30% ของยอดโบนัส/)).toBeVisible()
  await expect(dialog.getByText(/ต้องจบโบนัสที่ใช้อยู่ก่อนฝากเงินครั้งถัดไป/)).toBeVisible()
  await dialog.getByRole('button', { name: 'รับโบนัส' }).click()

  await expect(page.getByText(`รับโบนัสเรียบร้อยแล้ว: ${WELCOME}`)).toBeVisible()
  await expect(page).toHaveURL(/\/user\/bonus\?saved=1$/)
  await expect(dialog).toHaveCount(0)
  await expect(welcomeCard).toContainText('ใช้งานอยู่')
  const active = page.getByRole('region', { name: 'โบนัสที่ใช้งานอยู่' })
  await expect(active).toContainText(WELCOME)
  await expect(active).toContainText('ประเภท: จำกัดสิทธิ์')
  await expect(page.getByLabel('โค้ดโปรโมชั่น')).toHaveCount(0)

  // the active bonus's dialog only confirms
  await welcomeCard.getByRole('link').click()
  await expect(dialog.getByText('โบนัสนี้กำลังใช้งานอยู่')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'รับโบนัส' })).toHaveCount(0)
  await dialog.getByRole('link', { name: 'ตกลง' }).click()
  await expect(dialog).toHaveCount(0)

  // 200 baht of wallet and bonus is above the 5 baht threshold: the bonus cannot end yet
  await active.getByRole('link', { name: 'ยกเลิกโบนัส' }).click()
  const confirm = page.getByRole('dialog', { name: 'ยกเลิกโบนัส' })
  await expect(confirm).toContainText('จำกัดสิทธิ์')
  await confirm.getByRole('button', { name: 'ยืนยันยกเลิก' }).click()
  await expect(confirm.getByRole('alert')).toContainText('ยังไม่สามารถจบโบนัสได้ เนื่องจากยังไม่ครบเงื่อนไข')
  await expect(active).toBeVisible()

  await setMockSettings(request, { bonusClearBelow: 1_000_000 })
  await confirm.getByRole('button', { name: 'ยืนยันยกเลิก' }).click()
  await expect(page.getByText('จบโบนัสเรียบร้อยแล้ว')).toBeVisible()
  await expect(page).toHaveURL(/\/user\/bonus$/)
  await expect(confirm).toHaveCount(0)
  await expect(active).toHaveCount(0)
  await expect(page.getByLabel('โค้ดโปรโมชั่น')).toBeVisible()
  // received once of once: the card stays, but cannot be opened again
  await expect(welcomeCard).toContainText('รับครบแล้ว')
  await expect(welcomeCard.getByRole('link')).toHaveCount(0)
})

test('a promotion code in lower case is found, received once, and an unknown one is not found', async ({
  page,
  request,
}) => {
  const member = await createFundedMember(request, 100)
  await openBonusScreen(page, member.phone, member.password)

  const input = page.getByLabel('โค้ดโปรโมชั่น')
  await input.fill('newyear50')
  if (hasJs()) await expect(input).toHaveValue('NEWYEAR50')
  await page.getByRole('button', { name: 'ค้นหา' }).click()
  const dialog = page.getByRole('dialog', { name: 'โปรโมชั่น' })
  await expect(page).toHaveURL(/\/user\/bonus\/promotion\?code=newyear50$/i)
  await expect(dialog).toContainText('NEWYEAR50')
  await expect(dialog.locator('.promotion-description')).not.toBeEmpty()
  await expect(dialog.getByText('หากทำไม่ครบตามเงื่อนไข จะถูกหัก 25% ของยอดโปรโมชั่น')).toBeVisible()
  await dialog.getByRole('button', { name: 'รับโปรโมชั่น' }).click()
  await expect(page.getByText('รับโปรโมชั่น NEWYEAR50 เรียบร้อยแล้ว')).toBeVisible()
  await expect(page).toHaveURL(/\/user\/bonus$/)

  await page.goto('/user/home')
  await expect(page.locator('.wallet-amount')).toContainText('150.00')

  // a second time the backend refuses, and the dialog says why under the generic error title
  await page.goto('/user/bonus')
  await searchPromotion(page, 'newyear50')
  await dialog.getByRole('button', { name: 'รับโปรโมชั่น' }).click()
  const alert = dialog.getByRole('alert')
  await expect(alert).toContainText('เกิดข้อผิดพลาด')
  await expect(alert).toContainText('คุณรับโปรโมชั่นนี้แล้ว')

  await page.goto('/user/bonus')
  await searchPromotion(page, 'nosuchcode')
  await expect(dialog.getByText('ไม่พบโปรโมชั่นของโค้ดนี้ กรุณาตรวจสอบโค้ดอีกครั้ง')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'รับโปรโมชั่น' })).toHaveCount(0)

  // the dialog is an address: a switched-off promotion is not found either
  await page.goto('/user/bonus/promotion?code=old10')
  await expect(dialog).toContainText('OLD10')
  await expect(dialog.getByText('ไม่พบโปรโมชั่นของโค้ดนี้ กรุณาตรวจสอบโค้ดอีกครั้ง')).toBeVisible()
  await dialog.getByRole('link', { name: 'ย้อนกลับ' }).click()
  await expect(page).toHaveURL(/\/user\/bonus$/)
  await expect(dialog).toHaveCount(0)
})

test('with JavaScript the promotion dialog says it is searching while the code is looked up', async ({
  page,
  request,
}) => {
  test.skip(!hasJs(), 'the searching state needs JavaScript')
  const member = await createFundedMember(request, 100)
  await openBonusScreen(page, member.phone, member.password)
  // the page must be hydrated, or the search is a plain document request with nothing to show
  await settle(page, { scripts: true })
  // hold the lookup back a moment so the searching state can be seen (a hydrated page asks
  // for the route's data, /user/bonus/promotion.data)
  await page.route(
    (url) => url.pathname.replace(/\.data$/, '') === '/user/bonus/promotion',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    },
  )
  const dialog = await searchPromotion(page, 'songkran100')
  await expect(dialog.getByRole('status').filter({ hasText: 'กำลังค้นหาโปรโมชั่น…' })).toBeVisible()
  await expect(dialog).toContainText('SONGKRAN100')
  await expect(dialog.getByRole('button', { name: 'รับโปรโมชั่น' })).toBeVisible()
})

test('an empty promotion code is not searched', async ({ page, request }) => {
  const member = await createFundedMember(request, 100)
  await openBonusScreen(page, member.phone, member.password)
  await page.getByRole('button', { name: 'ค้นหา' }).click()
  await expect(page).toHaveURL(/\/user\/bonus$/)
  if (hasJs()) {
    await expect(page.getByText('กรุณากรอกโค้ดโปรโมชั่น')).toBeVisible()
  } else {
    // the browser holds the required field back
    await expect(page.locator('input[name="code"]:invalid')).toHaveCount(1)
  }
})

test('a bonus received as often as allowed this week shows as received and cannot be opened', async ({
  page,
}) => {
  await openBonusScreen(page, DEMO.phone, DEMO.password)
  const weekly = page
    .getByRole('listitem')
    .filter({ hasText: bonusTitle('โบนัสรายสัปดาห์ 50 บาท', 'WEEKLY50') })
  await expect(weekly).toContainText('รับครบแล้ว')
  await expect(weekly.getByRole('link')).toHaveCount(0)
  await expect(weekly.locator('[aria-disabled="true"]')).toHaveCount(1)

  await page.context().addCookies([
    { name: 'lng', value: 'en', url: page.url() },
    { name: 'LANGUAGE', value: 'EN', url: page.url() },
  ])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Bonus' })).toBeVisible()
  await expect(weekly).toContainText('Fully received')
})
