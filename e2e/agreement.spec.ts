import { expect, test } from './fixtures'
import { DEMO, logIn } from './support'

test.use({ agreementAccepted: false })

test('the agreement shows on home until it is accepted, and again after the next login', async ({
  page,
}) => {
  await page.goto('/login')
  await logIn(page, DEMO.phone, DEMO.password)
  const agreement = page.getByRole('dialog', { name: 'ข้อตกลงการใช้งาน' })
  await expect(agreement).toBeVisible()
  await agreement.getByRole('button', { name: 'ยอมรับข้อตกลง' }).click()
  await expect(agreement).toBeHidden()
  await page.reload()
  // not drawn at all, not only not faded in yet (it fades in 1.5 s after home shows)
  await expect(
    page.getByRole('dialog', { name: 'ข้อตกลงการใช้งาน', includeHidden: true }),
  ).toHaveCount(0)

  await page.goto('/login')
  await logIn(page, DEMO.phone, DEMO.password)
  await expect(agreement).toBeVisible()
})
