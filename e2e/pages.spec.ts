import { expect, test } from './fixtures'
import { setMockSettings } from './support'

test('an unknown address shows the not-found page with a 404', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeVisible()
})

test('how-to videos open in a player', async ({ page }) => {
  await page.goto('/howto')
  await page.getByRole('link', { name: /วิธีเช็คยอดเงิน/ }).click()
  const dialog = page.getByRole('dialog', { name: 'วิธีเช็คยอดเงิน' })
  await expect(dialog.locator('video source')).toHaveAttribute('src', '/howto/checkBalance.mp4')
  await dialog.getByRole('link', { name: 'ปิด' }).click()
  await expect(dialog).toBeHidden()
})

test('contact shows the LINE account and the version', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByText('@luckywallet', { exact: true })).toBeVisible()
  await expect(page.getByText('เวอร์ชัน 1.1.14')).toBeVisible()
  await expect(page.getByRole('img', { name: /@luckywallet/ })).toBeVisible()
})

test('a terminated service sends players to /terminated', async ({ page, request }) => {
  await setMockSettings(request, { terminated: 'gone' })
  try {
    await page.goto('/login')
    await expect(page).toHaveURL(/\/terminated$/)
    await expect(page.getByRole('heading', { name: 'ปิดให้บริการ' })).toBeVisible()
  } finally {
    await setMockSettings(request, { terminated: null })
  }
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible()
})
