import { expect, test } from './fixtures'
import { ADMIN_PASSWORD, mockUrl } from './servers'
import {
  clearFaults,
  createFundedMember,
  hasJs,
  injectFault,
  logIn,
  setMockSettings,
} from './support'

const NOTICE = '<p><strong>ประกาศ</strong> ปิดปรับปรุงระบบฝากเงิน 02:00 – 03:00 น.</p>'
const NEWER = '<p>ฝากขั้นต่ำ 10 บาท ตั้งแต่วันนี้</p>'

let seeded = ''
test.beforeAll(async ({ request }) => {
  const settings = await request.get(`${mockUrl()}/__admin/settings`, {
    headers: { 'x-admin-password': ADMIN_PASSWORD },
  })
  seeded = ((await settings.json()) as { notice: string }).notice
})
test.afterEach(async ({ request }) => {
  await setMockSettings(request, { notice: seeded })
})

test('the operator notice shows on home and in the deposit dialog until dismissed; a new one shows again', async ({
  page,
  request,
}) => {
  await setMockSettings(request, { notice: NOTICE })
  const member = await createFundedMember(request, 100)
  await page.goto('/login')
  await logIn(page, member.phone, member.password)
  await expect(page).toHaveURL(/\/user\/home$/)
  const onHome = page.getByRole('region', { name: 'ประกาศจากทางเว็บไซต์' })
  await expect(onHome).toContainText('ปิดปรับปรุงระบบฝากเงิน 02:00 – 03:00 น.')
  // the operator's HTML is kept as formatting
  await expect(onHome.locator('strong', { hasText: 'ประกาศ' })).toBeVisible()

  await page.getByRole('link', { name: 'ฝากเงิน' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'ฝากเงิน' })
  const inDialog = dialog.getByRole('group', { name: 'ประกาศจากทางเว็บไซต์' })
  await expect(inDialog).toContainText('ปิดปรับปรุงระบบฝากเงิน')
  // with JavaScript the dismissal leaves the page as it is: no reload
  if (hasJs()) await page.evaluate(() => Object.assign(window, { beforeDismiss: true }))
  // the banner goes at once; with JavaScript the cookie comes with the fetcher's answer, which
  // leaving the page before it arrives would cancel
  const remembered = hasJs()
    ? page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/notice'))
    : Promise.resolve()
  await inDialog.getByRole('button', { name: 'ปิดประกาศ' }).click()
  await remembered
  await expect(page).toHaveURL(/\/user\/home\/deposit/)
  await expect(dialog.getByRole('group', { name: 'ประกาศจากทางเว็บไซต์' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'ประกาศจากทางเว็บไซต์' })).toHaveCount(0)
  if (hasJs()) expect(await page.evaluate(() => 'beforeDismiss' in window)).toBe(true)

  await page.goto('/user/home')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(onHome).toHaveCount(0)

  await setMockSettings(request, { notice: NEWER })
  await page.reload()
  await expect(onHome).toContainText('ฝากขั้นต่ำ 10 บาท ตั้งแต่วันนี้')
  await onHome.getByRole('button', { name: 'ปิดประกาศ' }).click()
  await expect(onHome).toHaveCount(0)
  await expect(page).toHaveURL(/\/user\/home$/)
})

test('no notice, no banner', async ({ page, request }) => {
  await setMockSettings(request, { notice: '' })
  const member = await createFundedMember(request, 100)
  await page.goto('/login')
  await logIn(page, member.phone, member.password)
  await expect(page).toHaveURL(/\/user\/home$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'ประกาศจากทางเว็บไซต์' })).toHaveCount(0)
})

test('a failing notice call shows nothing and the page works', async ({ page, request }) => {
  await setMockSettings(request, { notice: NOTICE })
  const member = await createFundedMember(request, 100)
  await page.goto('/login')
  await logIn(page, member.phone, member.password)
  await expect(page).toHaveURL(/\/user\/home$/)
  await injectFault(request, {
    method: 'GET',
    path: '/api/lookup/notice',
    code: 'INTERNAL_SERVER_ERROR',
    times: 5,
  })
  try {
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'ฝากเงิน' }).first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'ประกาศจากทางเว็บไซต์' })).toHaveCount(0)
  } finally {
    await clearFaults(request)
  }
})
