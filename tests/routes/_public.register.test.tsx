// The register wizard against a SPEC-shaped backend, step by step as a player goes through it:
// each step's form checked in the page, each backend refusal said in the step's form in the
// player's language, the draft carried from step to step in its cookie, the inviter code of a
// link kept read-only, and the account ending at the login page with the phone filled in.
import { act, cleanup as cleanupPage, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { env } from '~/env.server'
import { type Language } from '~/i18n'
import * as login from '~/routes/_public.login/route'
import { emptyDraft, readDraft, type RegisterDraft } from '~/routes/_public.register/draft.server'
import { withInviter } from '~/routes/_public.register/inviter.server'
import * as register from '~/routes/_public.register/route'

import { type CookieJar, cookieJar } from '../support/cookie-jar'
import { renderRoute } from '../support/render-route'
import { sentBodies } from '../support/sent-bodies'
import { profile } from '../support/spec-answers'
import { banks, otpSent, sources } from '../support/spec-answers-auth'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()
const bodiesOf = sentBodies()

const PHONE = '0812345678'

afterEach(() => {
  window.localStorage.clear()
  vi.useRealTimers()
})

function answerLookups({ otp = false } = {}) {
  backend.answer('GET', '/api/lookup/registerOTP', { registerOTP: otp })
  backend.answer('GET', '/api/lookup/sources', sources)
  backend.answer('GET', '/api/lookup/banks', banks)
  backend.answer('GET', '/api/lookup/active', { terminated: null })
  // without OTP the phone step asks whether the phone is taken
  backend.answer('POST', '/api/account/validate', {})
}

/** The wizard (and the login page it ends at) in a browser whose cookies are `jar`. */
function openRegister({
  url = '/register',
  jar = cookieJar(),
  language = 'en',
}: { url?: string; jar?: CookieJar; language?: Language } = {}) {
  renderRoute({
    routes: [
      { path: '/register', module: jar.around(register) },
      { path: '/login', module: jar.around(login) },
      { path: '/user/home', module: { default: () => <h1>member home</h1> } },
    ],
    url,
    language,
  })
  return jar
}

/** A browser whose wizard is already at a step, as earlier steps left it. */
async function jarAt(draft: Partial<RegisterDraft>) {
  const jar = cookieJar()
  const { save } = await readDraft(new Request('http://app.test/register'))
  jar.take(await save({ ...emptyDraft(), phone: PHONE, ...draft }))
  return jar
}

/** The inviter cookie a `/register?code=` link left earlier. */
async function withInviterLink(code: string) {
  const { cookie } = await withInviter(
    new Request(`http://app.test/register?code=${code}`),
    emptyDraft(),
  )
  return { cookie: cookie! }
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }))

async function phoneStep(phone = PHONE) {
  fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: phone } })
  press('Next')
}

async function profileStep({
  name = 'Somchai Jai Dee',
  password = 'abc12345',
  confirm = password,
}: { name?: string; password?: string; confirm?: string } = {}) {
  await screen.findByRole('heading', { name: 'Your details' })
  type('Name', name)
  type('Password', password)
  type('Confirm password', confirm)
  press('Next')
}

const formOf = (button: string) => screen.getByRole('button', { name: button }).closest('form')!

describe('phone step', () => {
  test('the first of three steps without OTP: the phone number and Next', async () => {
    answerLookups()
    openRegister()
    expect(await screen.findByRole('heading', { name: 'Register', level: 1 })).toBeTruthy()
    expect(screen.getByRole('list', { name: 'Step 1 of 3' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Phone number' })).toBeTruthy()
    expect(screen.getByLabelText('Phone number')).toBeTruthy()
    expect(backend.calls()).toEqual(['GET /api/lookup/registerOTP'])
  })

  test('a phone number of another length, or none, is refused in the page in Thai; nothing sent', async () => {
    answerLookups()
    openRegister({ language: 'th' })
    const phone = await screen.findByLabelText('เบอร์โทรศัพท์')
    // the page says what is missing, not the browser's bubble
    expect(document.querySelectorAll('form:not([novalidate])')).toHaveLength(0)
    fireEvent.change(phone, { target: { value: '081234567' } })
    press('ถัดไป')
    expect(await screen.findByText('เบอร์โทรศัพท์ต้องมี 10 หลัก')).toBeTruthy()
    fireEvent.change(phone, { target: { value: '' } })
    press('ถัดไป')
    expect(await screen.findByText('กรุณากรอกข้อมูล')).toBeTruthy()
    expect(phone.getAttribute('aria-invalid')).toBe('true')
    expect(backend.calls()).toEqual(['GET /api/lookup/registerOTP'])
  })

  test('without OTP the phone leads to the profile step, with the sources to choose from', async () => {
    answerLookups()
    openRegister()
    await phoneStep()
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeTruthy()
    expect(screen.getByRole('list', { name: 'Step 2 of 3' })).toBeTruthy()
    const phone = screen.getByLabelText<HTMLInputElement>('Phone number')
    expect([phone.value, phone.readOnly]).toEqual([PHONE, true])
    const source = screen.getByLabelText('How did you hear about us?')
    expect(
      within(source)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose one', 'Facebook', 'A friend'])
    expect(backend.calls()).not.toContain('POST /api/otp/send')
  })
})

describe('a phone already registered', () => {
  test('without OTP it is caught at the phone step, with a way to log in instead', async () => {
    answerLookups()
    backend.refuse('POST', '/api/account/validate', 409, 'EXISTING_USER')
    openRegister()
    await phoneStep()
    const form = formOf('Next')
    expect(await within(form).findByText('This phone number is already registered')).toBeTruthy()
    expect(
      within(form).getByRole('link', { name: 'Log in with this number' }).getAttribute('href'),
    ).toBe(`/login?username=${PHONE}`)
    expect(screen.getByRole('list', { name: 'Step 1 of 3' })).toBeTruthy()
    expect(bodiesOf('POST /api/account/validate')).toMatchObject([{ username: PHONE }])
  })

  test('any other refusal of the check leaves the phone to the profile step', async () => {
    answerLookups()
    backend.refuse('POST', '/api/account/validate', 400, 'INVALID_USER_INFO')
    openRegister()
    await phoneStep()
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeTruthy()
  })
})

describe('OTP step', () => {
  test('the code is sent, a wrong one is refused in Thai, the right one leads on', async () => {
    answerLookups({ otp: true })
    backend.answer('POST', '/api/otp/send', otpSent)
    backend.refuse('POST', '/api/otp/verify', 400, 'OTP_CODE_INVALID')
    openRegister({ language: 'th' })
    expect(await screen.findByRole('list', { name: 'ขั้นตอนที่ 1 จาก 4' })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('เบอร์โทรศัพท์'), { target: { value: PHONE } })
    press('ถัดไป')
    expect(await screen.findByRole('heading', { name: 'ยืนยัน OTP' })).toBeTruthy()
    expect(screen.getByText('QWER')).toBeTruthy()
    expect(screen.getByText(PHONE, { exact: false }).textContent).toContain(PHONE)
    expect(bodiesOf('POST /api/otp/send')).toEqual([{ phoneNumber: PHONE }])

    type('รหัส OTP', '000000')
    press('ยืนยันรหัส')
    expect(await screen.findByText('รหัส OTP ไม่ถูกต้อง')).toBeTruthy()
    backend.answer('POST', '/api/otp/verify', {})
    type('รหัส OTP', '123456')
    press('ยืนยันรหัส')
    expect(await screen.findByRole('heading', { name: 'ข้อมูลส่วนตัว' })).toBeTruthy()
    expect(bodiesOf('POST /api/otp/verify')).toEqual([
      { otpToken: 'otp-token-1', otpCode: '000000' },
      { otpToken: 'otp-token-1', otpCode: '123456' },
    ])
  })

  test('a phone the backend says is verified, as a refusal, skips the OTP step too', async () => {
    answerLookups({ otp: true })
    backend.refuse('POST', '/api/otp/send', 400, 'OTP_VERIFIED')
    openRegister()
    await phoneStep()
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeTruthy()
  })

  test('a code the backend finds verified already leads on to the profile step', async () => {
    answerLookups({ otp: true })
    backend.refuse('POST', '/api/otp/verify', 400, 'OTP_VERIFIED')
    openRegister({ jar: await jarAt({ step: 'otp', otpRef: 'QWER', otpToken: 'otp-token-1' }) })
    fireEvent.change(await screen.findByLabelText('OTP code'), { target: { value: '123456' } })
    press('Verify')
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeTruthy()
  })

  test('a phone the backend has verified already skips the OTP step', async () => {
    answerLookups({ otp: true })
    backend.answer('POST', '/api/otp/send', { ...otpSent, code: 'OTP_VERIFIED' })
    openRegister()
    await phoneStep()
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeTruthy()
    expect(screen.getByRole('list', { name: 'Step 3 of 4' })).toBeTruthy()
  })

  test('a code that is not 4 to 8 digits is refused in the page; nothing sent', async () => {
    answerLookups({ otp: true })
    openRegister({ jar: await jarAt({ step: 'otp', otpRef: 'QWER', otpToken: 'otp-token-1' }) })
    fireEvent.change(await screen.findByLabelText('OTP code'), { target: { value: '12ab' } })
    press('Verify')
    expect(await screen.findByText('Enter the code from the SMS (digits only)')).toBeTruthy()
    expect(backend.calls()).toEqual(['GET /api/lookup/registerOTP'])
  })

  test.each([
    ['OTP_EXPIRED', 'The OTP has expired, please request a new code'],
    ['OTP_TOKEN_INVALID', 'The OTP session is invalid, please request a new code'],
    ['OTP_NOT_EXIST', 'This OTP no longer exists, please request a new code'],
    ['OTP_BLOCK', 'Too many wrong codes. OTP is blocked for now, please try again later'],
    ['OTP_VERIFY_FAIL', 'Could not verify the OTP, please try again'],
  ])('a code refused with %s says so in the step', async (code, text) => {
    answerLookups({ otp: true })
    backend.refuse('POST', '/api/otp/verify', 400, code)
    openRegister({ jar: await jarAt({ step: 'otp', otpRef: 'QWER', otpToken: 'otp-token-1' }) })
    fireEvent.change(await screen.findByLabelText('OTP code'), { target: { value: '123456' } })
    press('Verify')
    expect(await within(formOf('Verify')).findByText(text)).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Verify OTP' })).toBeTruthy()
  })

  test('a new code can be asked for; Back returns to the phone, still filled in', async () => {
    answerLookups({ otp: true })
    backend.answer('POST', '/api/otp/send', { ...otpSent, otpRef: 'ZXCV', otpToken: 'otp-token-2' })
    openRegister({ jar: await jarAt({ step: 'otp', otpRef: 'QWER', otpToken: 'otp-token-1' }) })
    expect(await screen.findByText('QWER')).toBeTruthy()
    expect(screen.queryByText(/You can ask for a new code/)).toBeNull()
    press('Send a new code')
    expect(await screen.findByText('ZXCV')).toBeTruthy()
    expect(bodiesOf('POST /api/otp/send')).toEqual([{ phoneNumber: PHONE }])
    press('Back')
    expect(await screen.findByRole('heading', { name: 'Phone number' })).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>('Phone number').value).toBe(PHONE)
  })

  test('a new code the backend will not send (REQUEST_LIMIT) is said in the step', async () => {
    answerLookups({ otp: true })
    backend.refuse('POST', '/api/otp/send', 429, 'REQUEST_LIMIT')
    openRegister({ jar: await jarAt({ step: 'otp', otpRef: 'QWER', otpToken: 'otp-token-1' }) })
    await screen.findByText('QWER')
    press('Send a new code')
    const form = formOf('Verify')
    expect(await within(form).findByText('Too many requests, please wait a moment')).toBeTruthy()
    expect(within(form).queryByText('Please fill in this field')).toBeNull()
    expect(backend.calls()).toContain('POST /api/otp/send')
  })

  test.each([
    ['EXISTING_USER', 'This phone number is already registered'],
    ['PHONE_NUMBER_REQUIRE_10_DIGIT', 'The phone number must support 10 digits'],
    ['REQUEST_LIMIT', 'Too many requests, please wait a moment'],
    ['OTP_SEND_FAIL', 'Could not send the OTP, please try again'],
    ['OTP_BLOCK', 'Too many wrong codes. OTP is blocked for now, please try again later'],
  ])('a code the backend will not send (%s) is said in the phone step', async (code, text) => {
    answerLookups({ otp: true })
    backend.refuse('POST', '/api/otp/send', code === 'EXISTING_USER' ? 409 : 400, code)
    openRegister()
    await phoneStep()
    expect(await within(formOf('Next')).findByText(text)).toBeTruthy()
    expect(screen.getByRole('list', { name: 'Step 1 of 4' })).toBeTruthy()
  })
})

describe('asking for another code', () => {
  test('a minute after a code was sent: the button waits, saying how long', async () => {
    answerLookups({ otp: true })
    const jar = await jarAt({ step: 'otp', otpRef: 'QWER', otpToken: 't', otpSentAt: Date.now() })
    openRegister({ jar })
    const resend = await screen.findByRole<HTMLButtonElement>('button', { name: 'Send a new code' })
    await vi.waitFor(() => expect(resend.disabled).toBe(true))
    expect(screen.getByText(/^You can ask for a new code in (01:00|00:5\d)$/)).toBeTruthy()
    expect(resend.getAttribute('aria-describedby')).toBe('otp-resend-wait')
  })

  test('pressed too early (a page without JavaScript): the wait is said, nothing sent', async () => {
    answerLookups({ otp: true })
    const jar = await jarAt({ step: 'otp', otpRef: 'QWER', otpToken: 't', otpSentAt: Date.now() })
    const request = new Request('http://app.test/register', {
      method: 'POST',
      headers: { Cookie: jar.header(), Origin: 'http://app.test' },
      body: new URLSearchParams({ intent: 'resend' }),
    })
    const answer = (await register.action({ request, params: {}, context: {} })) as {
      data: { result: { error: Record<string, string[]> } }
    }
    expect(answer.data.result.error['']).toEqual([expect.stringMatching(/^errors:waitSeconds/)])
    expect(backend.calls()).not.toContain('POST /api/otp/send')
  })
})

describe('profile step', () => {
  test('the password rules show under the password, each ticked as it is met', async () => {
    answerLookups()
    openRegister({ jar: await jarAt({ step: 'profile' }) })
    await screen.findByRole('heading', { name: 'Your details' })
    const rules = () =>
      [...document.querySelectorAll('.password-rules li')].map((rule) => [
        rule.textContent,
        rule.classList.contains('is-met'),
      ])
    expect(rules()).toEqual([
      ['At least 6 characters', false],
      ['Typed the same in the confirm field', false],
    ])
    // as a keyboard types: an input event each time
    const typeIn = (label: string, value: string) =>
      fireEvent.input(screen.getByLabelText(label), { target: { value } })
    typeIn('Password', 'abc123')
    await vi.waitFor(() => expect(rules()[0]).toEqual(['At least 6 characters (done)', true]))
    typeIn('Confirm password', 'abc123')
    await vi.waitFor(() =>
      expect(rules()[1]).toEqual(['Typed the same in the confirm field (done)', true]),
    )
  })

  test('a missing name, or passwords that differ, are refused in the page; nothing sent', async () => {
    answerLookups()
    openRegister({ jar: await jarAt({ step: 'profile' }) })
    await profileStep({ name: '' })
    expect(await screen.findByText('Please fill in this field')).toBeTruthy()
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true')
    await profileStep({ password: 'abc12345', confirm: 'abc12346' })
    expect(await screen.findByText("Passwords don't match")).toBeTruthy()
    expect(backend.calls()).not.toContain('POST /api/account/validate')
  })

  test('a registered phone: said once in Thai, with the way to log in with it', async () => {
    answerLookups()
    backend.refuse('POST', '/api/account/validate', 409, 'EXISTING_USER')
    openRegister({ jar: await jarAt({ step: 'profile' }), language: 'th' })
    await screen.findByRole('heading', { name: 'ข้อมูลส่วนตัว' })
    type('ชื่อ-นามสกุล', 'ซ้ำ ซ้อน')
    type('รหัสผ่าน', 'abc12345')
    type('ยืนยันรหัสผ่าน', 'abc12345')
    press('ถัดไป')
    expect(await screen.findAllByText('เบอร์โทรศัพท์นี้ถูกใช้สมัครแล้ว')).toHaveLength(1)
    expect(screen.getByRole('heading', { name: 'ข้อมูลส่วนตัว' })).toBeTruthy()
    const toLogin = screen.getByRole('link', { name: 'เข้าสู่ระบบด้วยเบอร์นี้' })
    expect(toLogin.getAttribute('href')).toBe(`/login?username=${PHONE}`)
    fireEvent.click(toLogin)
    const phone = await screen.findByLabelText<HTMLInputElement>('เบอร์โทรศัพท์')
    expect(phone.value).toBe(PHONE)
  })

  test.each([
    ['INVALID_USER_INFO', 'The member information is incomplete or invalid'],
    ['UNVERIFIED_OTP', 'Please verify your phone number with OTP first'],
    ['PHONE_NUMBER_REQUIRE_10_DIGIT', 'The phone number must support 10 digits'],
    ['REQUEST_LIMIT', 'Too many requests, please wait a moment'],
  ])('details refused with %s: said in the step, which stays', async (code, text) => {
    answerLookups()
    backend.refuse('POST', '/api/account/validate', 400, code)
    openRegister({ jar: await jarAt({ step: 'profile' }) })
    await profileStep()
    expect(await within(formOf('Next')).findByText(text)).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Log in with this number' })).toBeNull()
  })

  test('checked details lead to the bank step, its account name taken from them', async () => {
    answerLookups()
    backend.answer('POST', '/api/account/validate', {})
    openRegister({ jar: await jarAt({ step: 'profile' }) })
    await screen.findByRole('heading', { name: 'Your details' })
    fireEvent.change(screen.getByLabelText('How did you hear about us?'), {
      target: { value: 'FRIEND' },
    })
    await profileStep()
    expect(await screen.findByRole('heading', { name: 'Bank account' })).toBeTruthy()
    expect(bodiesOf('POST /api/account/validate')).toEqual([
      {
        name: 'Somchai Jai Dee',
        username: PHONE,
        password: 'abc12345',
        sourceCode: 'FRIEND',
        inviteCode: '',
        bankCode: '',
        bankAccountName: '',
        bankAccountNo: '',
        currency: 'BAHT',
      },
    ])
    const first = screen.getByLabelText<HTMLInputElement>('Account first name')
    const last = screen.getByLabelText<HTMLInputElement>('Account last name')
    expect([first.value, last.value]).toEqual(['SOMCHAI', 'JAI DEE'])
    expect(last.readOnly).toBe(false)
    expect(
      screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['ไทยพาณิชย์ (SCB)', 'กสิกรไทย (KBANK)', 'กรุงไทย (KTB)'])
    expect(screen.getByText(/We recommend Kasikorn Bank/)).toBeTruthy()
    expect(screen.queryByLabelText('Currency')).toBeNull()
  })
})

describe('bank step', () => {
  const atBank = () => jarAt({ step: 'bank', name: 'Somchai Jai Dee', password: 'abc12345' })

  async function bankStep({ bank = 'กสิกรไทย (KBANK)', accountNo = '0123456789', first = '' } = {}) {
    fireEvent.click(await screen.findByRole('radio', { name: bank }))
    type('Account number', accountNo)
    if (first) type('Account first name', first)
    press('Create account')
  }

  test('a Thai name for a KTB account, or letters in the number, are refused in the page; nothing sent', async () => {
    answerLookups()
    openRegister({ jar: await atBank() })
    await bankStep({ bank: 'กรุงไทย (KTB)', first: 'สมชาย' })
    expect(await screen.findByText('Bank account name must be in English only')).toBeTruthy()
    await bankStep({ accountNo: '01234abc' })
    expect(await screen.findByText('Enter the account number in digits only')).toBeTruthy()
    expect(backend.calls()).not.toContain('POST /api/account')
  })

  test('the account is made, and the member is in with the password just set, welcomed on home', async () => {
    answerLookups()
    backend.answer('POST', '/api/account', {})
    backend.answer('POST', '/api/login', { token: 'new-member-token' })
    backend.answer('GET', '/api/account/profile', profile)
    const jar = openRegister({ jar: await atBank() })
    await bankStep()
    expect(await screen.findByRole('heading', { name: 'member home' })).toBeTruthy()
    expect(bodiesOf('POST /api/login')).toEqual([{ username: PHONE, password: 'abc12345' }])
    // a member session, the welcome for home, and the draft with its password gone
    expect(jar.value('__session')).toBeDefined()
    expect(jar.value('__toast')).toBeDefined()
    expect(jar.value('__register')).toBeUndefined()
  })

  test('the login after it fails: the account is said done, and the login page follows with the phone', async () => {
    answerLookups()
    backend.answer('POST', '/api/account', {})
    backend.refuse('POST', '/api/login', 500, 'LOGIN_FAIL')
    const jar = openRegister({ jar: await atBank() })
    // the page's two-second timer runs on the test's clock
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    await bankStep()
    expect(await screen.findByRole('heading', { name: 'Welcome aboard!' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('Registration successful')
    expect(bodiesOf('POST /api/account')).toEqual([
      {
        name: 'Somchai Jai Dee',
        username: PHONE,
        password: 'abc12345',
        sourceCode: '',
        inviteCode: '',
        bankCode: 'KBANK',
        bankAccountName: 'SOMCHAI JAI DEE',
        bankAccountNo: '0123456789',
        currency: 'BAHT',
      },
    ])
    // the draft, with its password, is gone with the account
    expect(jar.value('__register')).toBeUndefined()
    // two seconds later, the login page (SPEC §2)
    expect(screen.queryByLabelText('Phone number')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    expect((await screen.findByLabelText<HTMLInputElement>('Phone number')).value).toBe(PHONE)
    expect(
      screen.getByText("You're registered. Log in with the password you just chose."),
    ).toBeTruthy()
  })

  test.each([
    ['EXISTING_BANK', 'This bank account is already registered'],
    ['INVALID_BANK', 'The bank account information is invalid'],
    ['BANK_ACCOUNT_NAME_ENG', 'Bank account name must be in English only'],
    ['EXISTING_USER', 'This phone number is already registered'],
    ['UNVERIFIED_OTP', 'Please verify your phone number with OTP first'],
    ['REGISTER_FAIL', 'Registration failed, please try again'],
    ['GAME_ACTIVATION_FAIL', 'The game account could not be opened'],
  ])('an account refused with %s: said in the step, which stays', async (code, text) => {
    answerLookups()
    backend.refuse('POST', '/api/account', 400, code)
    openRegister({ jar: await atBank() })
    await bankStep()
    expect(await within(formOf('Create account')).findByText(text)).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Bank account' })).toBeTruthy()
  })

  test('in Thai, a refusal reads in Thai', async () => {
    answerLookups()
    backend.refuse('POST', '/api/account', 409, 'EXISTING_BANK')
    openRegister({ jar: await atBank(), language: 'th' })
    fireEvent.click(await screen.findByRole('radio', { name: 'กสิกรไทย (KBANK)' }))
    type('เลขที่บัญชี', '0123456789')
    press('ยืนยันการสมัคร')
    expect(await screen.findByText('บัญชีธนาคารนี้ถูกใช้สมัครแล้ว')).toBeTruthy()
  })

  test('the Laos build asks for the currency, LAK first, and sends it', async () => {
    env.LAOS = true
    try {
      answerLookups()
      backend.answer('POST', '/api/account', {})
      backend.refuse('POST', '/api/login', 500, 'LOGIN_FAIL')
      openRegister({ jar: await atBank() })
      const currency = await screen.findByLabelText<HTMLSelectElement>('Currency')
      expect(currency.value).toBe('LAK')
      expect(screen.queryByText(/We recommend Kasikorn Bank/)).toBeNull()
      await bankStep()
      await screen.findByRole('heading', { name: 'Welcome aboard!' })
      expect(bodiesOf('POST /api/account')).toMatchObject([{ currency: 'LAK' }])
    } finally {
      env.LAOS = false
    }
  })
})

describe('the inviter code of a link', () => {
  test('is kept read-only, outlives a browser restart, and a new link replaces it', async () => {
    answerLookups()
    const jar = openRegister({ url: '/register?code=PR7' })
    await screen.findByLabelText('Phone number')
    expect(window.localStorage.getItem('code')).toBe('PR7')
    await phoneStep()
    const invite = await screen.findByLabelText<HTMLInputElement>('Inviter code')
    expect([invite.value, invite.readOnly]).toEqual(['PR7', true])
    screen.getByRole('heading', { name: 'Your details' })

    // a restart loses the browser session's draft and keeps the inviter cookie
    jar.restart()
    expect(jar.value('__register')).toBeUndefined()
    cleanupPage()
    openRegister({ jar })
    await phoneStep('0898765432')
    const kept = await screen.findByLabelText<HTMLInputElement>('Inviter code')
    expect([kept.value, kept.readOnly]).toEqual(['PR7', true])

    cleanupPage()
    openRegister({ jar, url: '/register?code=PR8' })
    expect((await screen.findByLabelText<HTMLInputElement>('Inviter code')).value).toBe('PR8')
  })

  test('outlives the 30-minute draft: a stale wizard starts over, the code still there', async () => {
    answerLookups()
    const jar = await jarAt({ step: 'bank', name: 'Somchai', startedAt: Date.now() - 31 * 60_000 })
    const { cookie } = await withInviterLink('PR7')
    jar.take(cookie)
    openRegister({ jar })
    expect(await screen.findByRole('list', { name: 'Step 1 of 3' })).toBeTruthy()
    await phoneStep()
    const invite = await screen.findByLabelText<HTMLInputElement>('Inviter code')
    expect([invite.value, invite.readOnly]).toEqual(['PR7', true])
  })

  test('reaches the registration, then is forgotten', async () => {
    answerLookups()
    backend.answer('POST', '/api/account/validate', {})
    backend.answer('POST', '/api/account', {})
    backend.refuse('POST', '/api/login', 500, 'LOGIN_FAIL')
    const jar = openRegister({ url: '/register?code=PR7' })
    await phoneStep()
    await profileStep()
    fireEvent.click(await screen.findByRole('radio', { name: 'กสิกรไทย (KBANK)' }))
    type('Account number', '0123456789')
    press('Create account')
    await screen.findByRole('heading', { name: 'Welcome aboard!' })
    // the phone step's check, then the profile step's
    expect(bodiesOf('POST /api/account/validate')).toMatchObject([
      { username: PHONE },
      { inviteCode: 'PR7' },
    ])
    expect(bodiesOf('POST /api/account')).toMatchObject([{ inviteCode: 'PR7' }])
    expect(jar.value('inviter-code')).toBeUndefined()
    expect(window.localStorage.getItem('code')).toBeNull()

    // the next registration in this browser starts without a code
    cleanupPage()
    openRegister({ jar })
    await phoneStep('0898765432')
    const invite = await screen.findByLabelText<HTMLInputElement>('Inviter code')
    expect([invite.value, invite.readOnly]).toEqual(['', false])
  })

  test('a code typed by the player is sent as typed', async () => {
    answerLookups()
    backend.answer('POST', '/api/account/validate', {})
    openRegister({ jar: await jarAt({ step: 'profile' }) })
    await screen.findByRole('heading', { name: 'Your details' })
    type('Inviter code', 'PR42')
    await profileStep()
    await screen.findByRole('heading', { name: 'Bank account' })
    expect(bodiesOf('POST /api/account/validate')).toMatchObject([{ inviteCode: 'PR42' }])
  })
})
