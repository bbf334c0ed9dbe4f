import { expect, test, testWithAndWithoutJs } from './fixtures'
import { chooseLanguage, DEMO, logIn } from './support'

// without JavaScript the choice is a document's form post, answered by a redirect back
testWithAndWithoutJs(
  'Thai for a Thai phone; English and Lao from the dropdown, kept after a reload',
  async ({ page }) => {
    await page.goto('/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'th')
    await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible()

    await chooseLanguage(page, /English/)
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()

    await chooseLanguage(page, /ລາວ/)
    await expect(page.getByRole('heading', { name: 'ເຂົ້າສູ່ລະບົບ' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { name: 'ເຂົ້າສູ່ລະບົບ' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'ສະໝັກສະມາຊິກ' }).first()).toBeVisible()

    await chooseLanguage(page, /English/)
    await logIn(page, DEMO.phone, 'wrong-password')
    await expect(page.getByText('Incorrect phone number/password')).toBeVisible()
  },
)

test('the member area follows the chosen language', async ({ page }) => {
  await page.goto('/login')
  await chooseLanguage(page, /English/)
  await logIn(page, DEMO.phone, DEMO.password)
  await expect(page.getByText('Main wallet', { exact: true })).toBeVisible()
  await expect(page.getByText('1,500.00')).toBeVisible()
  await page.getByRole('link', { name: 'Conditions' }).click()
  await expect(page.getByRole('dialog', { name: 'Conditions' })).toBeVisible()
})

test.describe('a browser set to English', () => {
  test.use({ locale: 'en-US' })

  test('is answered in English until the dropdown says otherwise', async ({ page }) => {
    await page.goto('/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()

    await chooseLanguage(page, /ไทย/)
    await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible()
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'th')
  })
})
