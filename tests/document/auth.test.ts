// Registration, login and logout without JavaScript (issue 34 item 2: was e2e/auth.spec.ts in
// the js-off browser project; with JavaScript it runs in the spec-shape project): the wizard's
// steps are form posts, with and without OTP; the invite code reaches the registration and is
// forgotten; the login names what is missing and the backend's refusal; a password change ends
// the session; logging out asks first; a /user address comes back after login. What needs a
// real browser without scripts (a restart's cookies, what is visible on screen) stays there,
// tagged @js-off.
import { afterEach, expect, test } from 'vitest'

import { DEMO_NAME, DEMO_PASSWORD, DEMO_USERNAME } from '../../mock-server/seed'
import { createMember } from '../../mock-server/tests/helpers'
import {
  buttonNamed,
  dialogNamed,
  documentAppOfThisFile,
  DocumentVisitor,
  hrefOf,
  named,
  nextStep,
  textOf,
} from '../support/document'

const LOGIN_BUTTON = 'form:has(input[name="password"]) button[type="submit"]'
const REQUIRED = 'กรุณากรอกข้อมูล'

type NewMember = { phone: string; password: string; name: string; accountNo: string }

const served = documentAppOfThisFile()
afterEach(async () => {
  await served.mock.admin('PUT', '/__admin/settings', { registerOTP: false })
})

function newMember(): NewMember {
  return {
    phone: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'first-pass-1',
    name: 'สมศรี ทดสอบ',
    accountNo: String(Math.floor(1e9 + Math.random() * 9e9)),
  }
}

const heading = (page: Document, name: string | RegExp) => named(page, 'h1, h2', name)
/** The elements that say `text` themselves (no child element says it for them). */
const saying = (page: Document, text: string) =>
  [...page.body.querySelectorAll('*')].filter(
    (element) =>
      textOf(element).includes(text) &&
      ![...element.children].some((child) => textOf(child).includes(text)),
  )

/** Logs in from the login page at `path`; the answer. */
async function logIn(visitor: DocumentVisitor, path: string, phone: string, password: string) {
  const page = (await visitor.page(path)).document
  return visitor.press(page, LOGIN_BUTTON, { username: phone, password }, path)
}

/** The profile and bank steps from the profile step on; the page after. */
async function profileAndBank(visitor: DocumentVisitor, page: Document, member: NewMember) {
  expect(heading(page, 'ข้อมูลส่วนตัว')).not.toHaveLength(0)
  const bank = await nextStep(visitor, page, {
    name: member.name,
    password: member.password,
    confirmPassword: member.password,
    sourceCode: 'FACEBOOK',
  })
  expect(heading(bank, 'บัญชีธนาคาร')).not.toHaveLength(0)
  const done = await nextStep(visitor, bank, {
    bankCode: 'SCB',
    accountNo: member.accountNo,
    firstName: 'Somsri',
    lastName: 'Testing',
  })
  // in with the password just set: home, welcomed, the new member's name on it
  expect(textOf(done.body)).toContain('ยินดีต้อนรับ! สมัครสมาชิกเรียบร้อยและเข้าสู่ระบบแล้ว')
  expect(heading(done, member.name)).not.toHaveLength(0)
}

async function expectProfile(visitor: DocumentVisitor, member: NewMember) {
  const profile = (await visitor.page('/user/profile')).document
  expect(textOf(profile.querySelector('h1'))).toBe(member.name)
  const details = [...profile.querySelectorAll('.details')]
    .map((element) => textOf(element))
    .join(' ')
  expect(details).toContain(member.phone)
  expect(details).toContain('ไทยพาณิชย์')
  expect(details).toContain('SOMSRI TESTING')
  const no = member.accountNo
  expect(details).toContain(`${no.slice(0, 3)}-${no.slice(3, 6)}-${no.slice(6)}`)
  return profile
}

test('register without OTP, see the profile, change the password, log in with it', async () => {
  const member = newMember()
  const visitor = new DocumentVisitor(served.app.url)
  const phoneStep = (await visitor.page('/register')).document
  await profileAndBank(visitor, await nextStep(visitor, phoneStep, { phone: member.phone }), member)
  const profile = await expectProfile(visitor, member)

  const changePath = hrefOf(profile, 'เปลี่ยนรหัสผ่าน')
  const change = (await visitor.page(changePath)).document
  const save = buttonNamed(dialogNamed(change, 'เปลี่ยนรหัสผ่าน'), 'บันทึกรหัสผ่านใหม่')
  const wrongOld = await visitor.landing(
    await visitor.press(
      change,
      save,
      {
        oldPassword: 'not-my-password',
        newPassword: 'second-pass-2',
        confirmPassword: 'second-pass-2',
      },
      changePath,
    ),
  )
  expect(
    [...wrongOld.querySelectorAll('[role="alert"]')].some((alert) =>
      textOf(alert).includes('รหัสผ่านเดิมไม่ถูกต้อง'),
    ),
  ).toBe(true)
  const changed = await visitor.press(
    wrongOld,
    buttonNamed(wrongOld, 'บันทึกรหัสผ่านใหม่'),
    {
      oldPassword: member.password,
      newPassword: 'second-pass-2',
      confirmPassword: 'second-pass-2',
    },
    changePath,
  )
  // the session of the old password ends: the member logs in with the new one (ADR 017)
  expect(changed.headers.get('Location')).toBe('/login')
  expect(textOf((await visitor.follow(changed)).body)).toContain('เปลี่ยนรหัสผ่านเรียบร้อยแล้ว')
  const away = await visitor.get(`${served.app.url}/user/profile`)
  expect(away.headers.get('Location')).toBe('/login?redirectTo=%2Fuser%2Fprofile')
  const back = '/login?redirectTo=%2Fuser%2Fprofile'
  const old = await logIn(visitor, back, member.phone, member.password)
  expect(textOf((await visitor.landing(old)).body)).toContain('เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง')
  const fresh = await logIn(visitor, back, member.phone, 'second-pass-2')
  expect(fresh.headers.get('Location')).toBe('/user/profile')
})

test('register with OTP verification', async () => {
  await served.mock.admin('PUT', '/__admin/settings', { registerOTP: true })
  const member = newMember()
  const visitor = new DocumentVisitor(served.app.url)
  const phoneStep = (await visitor.page('/register')).document
  expect(named(phoneStep, 'ol, ul', /ขั้นตอนที่ 1 จาก 4/)).toHaveLength(1)
  const otpStep = await nextStep(visitor, phoneStep, { phone: member.phone })
  expect(heading(otpStep, 'ยืนยัน OTP')).not.toHaveLength(0)
  expect(textOf(otpStep.body)).toMatch(/รหัสอ้างอิง: [A-Z]{4}/)
  const wrong = await nextStep(visitor, otpStep, { otpCode: '000000' })
  expect(textOf(wrong.body)).toContain('รหัส OTP ไม่ถูกต้อง')
  const sent = served.mock.sentOtps.filter((otp) => otp.phoneNumber === member.phone).at(-1)!
  const profileStep = await nextStep(visitor, wrong, { otpCode: sent.code })
  await profileAndBank(visitor, profileStep, member)
  await expectProfile(visitor, member)
})

test('the invite code reaches the registration, then is forgotten', async () => {
  const inviter = await createMember(served.mock)
  const inviterId = (
    (await served.mock.call('GET', '/api/account/profile', undefined, inviter.token)).body as {
      _id: string
    }
  )._id
  const member = newMember()
  const visitor = new DocumentVisitor(served.app.url)
  const phoneStep = (await visitor.page(`/register?code=PR${inviterId}`)).document
  const profileStep = await nextStep(visitor, phoneStep, { phone: member.phone })
  expect(profileStep.querySelector('input[name="inviteCode"]')?.getAttribute('value')).toBe(
    `PR${inviterId}`,
  )
  await profileAndBank(visitor, profileStep, member)

  const invites = await served.mock.call(
    'POST',
    '/api/invite',
    { page: 1, limit: 10 },
    inviter.token,
  )
  const { invites: records } = invites.body as { invites: { from: { name: string } }[] }
  expect(records.map((record) => record.from.name)).toEqual([member.name])
  // the next registration on this browser starts without a code
  const next = await nextStep(visitor, (await visitor.page('/register')).document, {
    phone: newMember().phone,
  })
  const invite = next.querySelector('input[name="inviteCode"]')!
  expect(invite.getAttribute('value') ?? '').toBe('')
  expect(invite.hasAttribute('readonly')).toBe(false)
})

test('the invite code from the link is kept and read-only', async () => {
  const visitor = new DocumentVisitor(served.app.url)
  const phoneStep = (await visitor.page('/register?code=PR1')).document
  const profileStep = await nextStep(visitor, phoneStep, { phone: newMember().phone })
  const invite = profileStep.querySelector('input[name="inviteCode"]')!
  expect(invite.getAttribute('value')).toBe('PR1')
  expect(invite.hasAttribute('readonly')).toBe(true)
})

test('the login form names what is missing', async () => {
  const visitor = new DocumentVisitor(served.app.url)
  const missing = await logIn(visitor, '/login', '', '')
  // the same page again: each field says it is required, in Thai
  expect(missing.status).toBe(200)
  const page = await visitor.landing(missing)
  expect(saying(page, REQUIRED)).toHaveLength(2)
  expect(page.querySelector('input[name="username"]')?.getAttribute('aria-invalid')).toBe('true')
})

test('a wrong password shows the translated catalogue text', async () => {
  const visitor = new DocumentVisitor(served.app.url)
  const refused = await logIn(visitor, '/login', DEMO_USERNAME, 'wrong-password')
  expect(refused.status).toBe(200)
  expect(textOf((await visitor.landing(refused)).body)).toContain('เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง')
})

test('a registered phone number is caught at the phone step, with its catalogue text', async () => {
  const visitor = new DocumentVisitor(served.app.url)
  const refused = await nextStep(visitor, (await visitor.page('/register')).document, {
    phone: DEMO_USERNAME,
  })
  // said once, inside the phone step's form, with the way to the login page
  expect(saying(refused, 'เบอร์โทรศัพท์นี้ถูกใช้สมัครแล้ว')).toHaveLength(1)
  expect(textOf(refused.querySelector('form:has(input[name="phone"])'))).toContain(
    'เบอร์โทรศัพท์นี้ถูกใช้สมัครแล้ว',
  )
  expect(heading(refused, 'เบอร์โทรศัพท์')).not.toHaveLength(0)
  const login = hrefOf(refused, 'เข้าสู่ระบบด้วยเบอร์นี้')
  expect(login).toBe(`/login?username=${DEMO_USERNAME}`)
  const page = (await visitor.page(login)).document
  expect(page.querySelector('input[name="username"]')?.getAttribute('value')).toBe(DEMO_USERNAME)
})

test('the bank step takes the name typed in the profile step, still editable', async () => {
  const visitor = new DocumentVisitor(served.app.url)
  const profileStep = await nextStep(visitor, (await visitor.page('/register')).document, {
    phone: newMember().phone,
  })
  const bank = await nextStep(visitor, profileStep, {
    name: 'Somchai Jai Dee',
    password: 'abc12345',
    confirmPassword: 'abc12345',
  })
  expect(heading(bank, 'บัญชีธนาคาร')).not.toHaveLength(0)
  expect(bank.querySelector('input[name="firstName"]')?.getAttribute('value')).toBe('SOMCHAI')
  const lastName = bank.querySelector('input[name="lastName"]')!
  expect(lastName.getAttribute('value')).toBe('JAI DEE')
  expect(lastName.hasAttribute('readonly') || lastName.hasAttribute('disabled')).toBe(false)
  // Thai screens name the Lao banks in Thai; Lao screens in Lao, the Thai banks in Thai
  const choices = (page: Document) =>
    [...page.querySelectorAll('.bank-choice-name')].map((name) => textOf(name))
  expect(choices(bank)).toContain('การค้าต่างประเทศลาว (BCEL)')
  visitor.cookies.set('lng', 'lo')
  const inLao = (await visitor.page('/register')).document
  expect(choices(inLao)).toContain('ການຄ້າຕ່າງປະເທດລາວ (BCEL)')
  expect(choices(inLao)).toContain('กสิกรไทย (KBANK)')
  expect(choices(inLao).join()).not.toMatch(/Banque|Bank/)
})

test('logging out asks first, and staying keeps the session', async () => {
  const visitor = new DocumentVisitor(served.app.url)
  await visitor.login(served.app.url, DEMO_USERNAME, DEMO_PASSWORD)
  const home = (await visitor.page('/user/home')).document
  const ask = hrefOf(home, 'ออกจากระบบ')
  expect(ask).toBe('/user/home?logout=1')
  const asking = (await visitor.page(ask)).document
  const confirm = dialogNamed(asking, 'ออกจากระบบ?')
  expect(hrefOf(confirm, 'อยู่ต่อ')).toBe('/user/home')
  expect((await visitor.page('/user/home')).response.status).toBe(200)

  const out = await visitor.press(asking, buttonNamed(confirm, 'ออกจากระบบ'), {}, ask)
  expect(out.headers.get('Location')).toBe('/login')
  const after = await visitor.get(`${served.app.url}/user/home`)
  expect(after.headers.get('Location')).toMatch(/^\/login\?redirectTo=/)
})

test('a /user address while logged out comes back after login', async () => {
  const visitor = new DocumentVisitor(served.app.url)
  const away = await visitor.get(`${served.app.url}/user/profile`)
  const login = away.headers.get('Location')!
  expect(login).toBe('/login?redirectTo=%2Fuser%2Fprofile')
  const back = await logIn(visitor, login, DEMO_USERNAME, DEMO_PASSWORD)
  expect(back.headers.get('Location')).toBe('/user/profile')
  const profile = (await visitor.follow(back)).querySelector('h1')
  expect(textOf(profile)).toBe(DEMO_NAME)
})
