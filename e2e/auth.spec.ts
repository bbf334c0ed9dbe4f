import { type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { mockUrl, OTP_CODE } from './servers'
import {
  createFundedMember,
  DEMO,
  fillPhoneStep,
  fillProfileAndBank,
  hasJs,
  logIn,
  type NewMember,
  setMockSettings,
  uniqueAccountNo,
  uniquePhone,
} from './support'

/** Run without JavaScript too, by the js-off project. */
const JS_OFF = { tag: '@js-off' }

async function expectProfile(page: Page, member: NewMember) {
  await page.goto('/user/profile')
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible()
  const details = page.locator('.details')
  await expect(details.getByText(member.phone)).toBeVisible()
  await expect(details.getByText('ไทยพาณิชย์')).toBeVisible()
  await expect(details.getByText('SOMSRI TESTING')).toBeVisible()
  const no = member.accountNo
  await expect(
    details.getByText(`${no.slice(0, 3)}-${no.slice(3, 6)}-${no.slice(6)}`),
  ).toBeVisible()
}

function newMember(): NewMember {
  return {
    phone: uniquePhone(),
    password: 'first-pass-1',
    name: 'สมศรี ทดสอบ',
    accountNo: uniqueAccountNo(),
  }
}

test.describe('registration and login', () => {
  test('register without OTP, see the profile, change the password, log in with it', async ({
    page,
    request,
  }) => {
    await setMockSettings(request, { registerOTP: false })
    const member = newMember()

    await page.goto('/register')
    await fillPhoneStep(page, member.phone)
    await fillProfileAndBank(page, member)

    // login pre-filled after registration: the phone is in, and the page says why
    await expect(page.getByLabel('เบอร์โทรศัพท์')).toHaveValue(member.phone)
    await expect(page.getByText('สมัครสมาชิกเรียบร้อยแล้ว เข้าสู่ระบบด้วยรหัสผ่านที่เพิ่งตั้งได้เลย')).toBeVisible()
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(member.password)
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click()
    await expect(page).toHaveURL(/\/user\/home$/)
    await expect(page.getByRole('heading', { name: member.name })).toBeVisible()
    await expectProfile(page, member)

    await page.getByRole('link', { name: 'เปลี่ยนรหัสผ่าน' }).click()
    const dialog = page.getByRole('dialog', { name: 'เปลี่ยนรหัสผ่าน' })
    await dialog.getByLabel('รหัสผ่านเดิม').fill('not-my-password')
    await dialog.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('second-pass-2')
    await dialog.getByLabel('ยืนยันรหัสผ่านใหม่').fill('second-pass-2')
    await dialog.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'รหัสผ่านเดิมไม่ถูกต้อง' })).toBeVisible()

    await dialog.getByLabel('รหัสผ่านเดิม').fill(member.password)
    await dialog.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('second-pass-2')
    await dialog.getByLabel('ยืนยันรหัสผ่านใหม่').fill('second-pass-2')
    await dialog.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click()
    // the session of the old password ends: the member logs in with the new one (ADR 017)
    await expect(page.getByText('เปลี่ยนรหัสผ่านเรียบร้อยแล้ว')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/user/profile')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser%2Fprofile$/)
    await logIn(page, member.phone, member.password)
    await expect(page.getByText('เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง')).toBeVisible()
    await logIn(page, member.phone, 'second-pass-2')
    await expect(page).toHaveURL(/\/user\/profile$/)
  })

  test('register with OTP verification', async ({ page, request }) => {
    await setMockSettings(request, { registerOTP: true })
    try {
      const member = newMember()
      await page.goto('/register')
      await expect(page.getByRole('list', { name: /ขั้นตอนที่ 1 จาก 4/ })).toBeVisible()
      await fillPhoneStep(page, member.phone)

      await expect(page.getByRole('heading', { name: 'ยืนยัน OTP' })).toBeVisible()
      await expect(page.getByText(/รหัสอ้างอิง: [A-Z]{4}/)).toBeVisible()
      await page.getByLabel('รหัส OTP').fill('000000')
      await page.getByRole('button', { name: 'ยืนยันรหัส' }).click()
      await expect(page.getByText('รหัส OTP ไม่ถูกต้อง').first()).toBeVisible()
      await page.getByLabel('รหัส OTP').fill(OTP_CODE)
      await page.getByRole('button', { name: 'ยืนยันรหัส' }).click()

      await fillProfileAndBank(page, member)
      await logIn(page, member.phone, member.password)
      await expect(page).toHaveURL(/\/user\/home$/)
      await expectProfile(page, member)
    } finally {
      await setMockSettings(request, { registerOTP: false })
    }
  })

  // a browser's restart (which cookies it keeps) and what is on screen need a real browser:
  // these two run without JavaScript too (js-off); the rest of this file's no-JS run
  // is tests/document/auth.test.ts
  test(
    'the invite code outlives a browser restart and the 30-minute draft',
    JS_OFF,
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

  test('the invite code reaches the registration, then is forgotten', async ({ page, request }) => {
    await setMockSettings(request, { registerOTP: false })
    const inviter = await createFundedMember(request, 100)
    const profile = await request.get(`${mockUrl()}/api/account/profile`, {
      headers: { Authorization: `Bearer ${inviter.token}` },
    })
    const { _id: inviterId } = (await profile.json()) as { _id: string }
    const member = newMember()
    await page.goto(`/register?code=PR${inviterId}`)
    await fillPhoneStep(page, member.phone)
    await expect(page.getByLabel('รหัสผู้แนะนำ')).toHaveValue(`PR${inviterId}`)
    await fillProfileAndBank(page, member)

    const invites = await request.post(`${mockUrl()}/api/invite`, {
      data: { page: 1, limit: 10 },
      headers: { Authorization: `Bearer ${inviter.token}` },
    })
    const { invites: records } = (await invites.json()) as { invites: { from: { name: string } }[] }
    expect(records.map((record) => record.from.name)).toEqual([member.name])
    if (hasJs()) expect(await page.evaluate(() => localStorage.getItem('code'))).toBeNull()
    // the next registration on this browser starts without a code
    await page.goto('/register')
    await fillPhoneStep(page, uniquePhone())
    const invite = page.getByLabel('รหัสผู้แนะนำ')
    await expect(invite).toHaveValue('')
    await expect(invite).not.toHaveAttribute('readonly')
  })

  test('the invite code from the link is kept and read-only', async ({ page, request }) => {
    await setMockSettings(request, { registerOTP: false })
    await page.goto('/register?code=PR1')
    await fillPhoneStep(page, uniquePhone())
    const invite = page.getByLabel('รหัสผู้แนะนำ')
    await expect(invite).toHaveValue('PR1')
    await expect(invite).toHaveAttribute('readonly', '')
  })

  test('the login form names what is missing (with JavaScript, as it is typed)', async ({
    page,
  }) => {
    await page.goto('/login')
    const phone = page.getByLabel('เบอร์โทรศัพท์')
    const required = page.getByText('กรุณากรอกข้อมูล')
    if (hasJs()) {
      // a field's error shows once the field is left, then follows each keystroke
      await phone.focus()
      await page.getByLabel('รหัสผ่าน', { exact: true }).focus()
      await expect(required).toHaveCount(1)
      await expect(phone).toHaveAttribute('aria-invalid', 'true')
      await phone.fill('08')
      await expect(phone).not.toHaveAttribute('aria-invalid')
      // the password field has now been left empty in turn
      await expect(required).toHaveCount(1)
      await phone.fill('')
    }
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click()
    await expect(required).toHaveCount(2)
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('a wrong password shows the translated catalogue text', async ({ page }) => {
    await page.goto('/login')
    await logIn(page, DEMO.phone, 'wrong-password')
    await expect(page.getByText('เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง')).toBeVisible()
    await expect(page).toHaveURL(/\/login/)
  })

  test('a registered phone number is refused with its catalogue text', async ({
    page,
    request,
  }) => {
    await setMockSettings(request, { registerOTP: false })
    await page.goto('/register')
    await fillPhoneStep(page, DEMO.phone)
    await page.getByLabel('ชื่อ-นามสกุล').fill('ซ้ำ ซ้อน')
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('abc12345')
    await page.getByLabel('ยืนยันรหัสผ่าน').fill('abc12345')
    await page.getByRole('button', { name: 'ถัดไป' }).click()
    // said once, inside the step's form, with the way to the login page
    await expect(page.getByText('เบอร์โทรศัพท์นี้ถูกใช้สมัครแล้ว')).toHaveCount(1)
    await expect(page.getByRole('heading', { name: 'ข้อมูลส่วนตัว' })).toBeVisible()
    await page.getByRole('link', { name: 'เข้าสู่ระบบด้วยเบอร์นี้' }).click()
    await expect(page).toHaveURL(/\/login\?username=0812345678$/)
    await expect(page.getByLabel('เบอร์โทรศัพท์')).toHaveValue(DEMO.phone)
  })

  test('the bank step takes the name typed in the profile step, still editable', async ({
    page,
    request,
  }) => {
    await setMockSettings(request, { registerOTP: false })
    await page.goto('/register')
    await fillPhoneStep(page, uniquePhone())
    // the step's name shows once on screen, in the step indicator (the card's heading is
    // for screen readers)
    await page.getByLabel('ชื่อ-นามสกุล').fill('Somchai Jai Dee')
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('abc12345')
    await page.getByLabel('ยืนยันรหัสผ่าน').fill('abc12345')
    await page.getByRole('button', { name: 'ถัดไป' }).click()
    await expect(page.getByRole('heading', { name: 'บัญชีธนาคาร' })).toBeAttached()
    await expect(page.getByLabel('ชื่อบัญชี', { exact: true })).toHaveValue('SOMCHAI')
    await expect(page.getByLabel('นามสกุลบัญชี')).toHaveValue('JAI DEE')
    await expect(page.getByLabel('นามสกุลบัญชี')).toBeEditable()
  })

  test(
    'the phone step names the phone once, and says what is missing in Thai, not in a browser bubble',
    JS_OFF,
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

  test('logging out asks first, and staying keeps the session', async ({ page }) => {
    await page.goto('/login')
    await logIn(page, DEMO.phone, DEMO.password)
    await expect(page).toHaveURL(/\/user\/home$/)
    await page.getByRole('link', { name: 'ออกจากระบบ' }).click()
    const confirm = page.getByRole('dialog', { name: 'ออกจากระบบ?' })
    await expect(confirm).toBeVisible()
    await expect(page).toHaveURL(/\/user\/home\?logout=1$/)
    await confirm.getByRole('link', { name: 'อยู่ต่อ' }).click()
    await expect(confirm).toHaveCount(0)
    await expect(page).toHaveURL(/\/user\/home$/)

    await page.getByRole('link', { name: 'ออกจากระบบ' }).click()
    await confirm.getByRole('button', { name: 'ออกจากระบบ' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/user/home')
    await expect(page).toHaveURL(/\/login\?redirectTo=/)
  })

  test('a /user address while logged out comes back after login', async ({ page }) => {
    await page.goto('/user/profile')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser%2Fprofile/)
    await logIn(page, DEMO.phone, DEMO.password)
    await expect(page).toHaveURL(/\/user\/profile$/)
    await expect(page.getByRole('heading', { level: 1, name: DEMO.name })).toBeVisible()
  })
})
