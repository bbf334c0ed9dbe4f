// Registration and login in a browser (issue 34): what needs a real browser's cookie store or
// drawing, and a member's login through the screen with JavaScript.

import { expect, test, testWithAndWithoutJs } from './fixtures'
import { DEMO, fillPhoneStep, hasJs, logIn, setMockSettings, uniquePhone } from './support'

// against a mock answering only what SPEC §3/§7 promise
test.use({ mockShape: 'spec' })

test.describe('registration and login', () => {
  // a browser's restart (which cookies it keeps) and what is on screen need a real browser:
  // these two run without JavaScript too. The rest of registration and login is route
  // tests against SPEC-shaped answers (tests/routes/_public.register, login, logout …) and,
  // without JavaScript, tests/document/auth.test.ts (issue 34)
  testWithAndWithoutJs(
    'the invite code outlives a browser restart and the 30-minute draft',
    async ({ page, browser, baseURL, request }) => {
      await setMockSettings(request, { registerOTP: false })
      await page.goto('/register?code=PR7')
      await expect(page.getByRole('heading', { name: 'เบอร์โทรศัพท์' })).toBeVisible()
      if (hasJs()) {
        await expect.poll(() => page.evaluate(() => localStorage.getItem('code'))).toBe('PR7')
      }
      // a restart keeps what is stored for long (cookies with an expiry, local storage) and
      // loses the browser session's cookies, the wizard's draft among them
      const stored = await page.context().storageState()
      const restarted = await browser.newContext({
        baseURL,
        javaScriptEnabled: hasJs(),
        viewport: { width: 390, height: 844 },
        storageState: {
          cookies: stored.cookies.filter((cookie) => cookie.expires > 0),
          origins: stored.origins,
        },
      })
      try {
        const again = await restarted.newPage()
        await again.goto('/register')
        await fillPhoneStep(again, uniquePhone())
        const invite = again.getByLabel('รหัสผู้แนะนำ')
        await expect(invite).toHaveValue('PR7')
        await expect(invite).toHaveAttribute('readonly', '')
        // a link with another code replaces it
        await again.goto('/register?code=PR8')
        await expect(again.getByLabel('รหัสผู้แนะนำ')).toHaveValue('PR8')
      } finally {
        await restarted.close()
      }
    },
  )

  testWithAndWithoutJs(
    'the phone step names the phone once, and says what is missing in Thai, not in a browser bubble',
    async ({ page }) => {
      await page.goto('/register')
      // on screen: the step indicator's name and the field's label (the card's heading is for
      // screen readers only)
      const shown = await page.evaluate(
        () =>
          [...document.querySelectorAll('main *')].filter(
            (element) =>
              element.childElementCount === 0 &&
              element.textContent?.trim() === 'เบอร์โทรศัพท์' &&
              element.getBoundingClientRect().width > 1,
          ).length,
      )
      expect(shown).toBe(2)
      await expect(page.locator('form:not([novalidate])')).toHaveCount(0)
      await page.getByRole('button', { name: 'ถัดไป' }).click()
      const phone = page.getByLabel('เบอร์โทรศัพท์')
      await expect(phone).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByText('กรุณากรอกข้อมูล')).toBeVisible()
    },
  )

  test('a /user address while logged out comes back after login', async ({ page }) => {
    await page.goto('/user/profile')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser%2Fprofile/)
    await logIn(page, DEMO.phone, DEMO.password)
    await expect(page).toHaveURL(/\/user\/profile$/)
    await expect(page.getByRole('heading', { level: 1, name: DEMO.name })).toBeVisible()
  })
})
