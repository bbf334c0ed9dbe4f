// The login page against a SPEC-shaped backend: what the player sees on a wrong password and
// on each refusal, where a right one leads, with the session cookie that keeps them logged in
// (past the browser session with remember me), a terminated service, the session that arriving
// here ends, and the form's checks in the page as the player types.
import { type LoaderFunction } from '@remix-run/node'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'

import * as login from '~/routes/_public.login/route'
import * as terminated from '~/routes/terminated'
import { getSession } from '~/session.server'

import { memberCookie, renderRoute } from '../support/render-route'
import { profile } from '../support/spec-answers'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()

afterEach(() => window.localStorage.clear())

function fillIn(phone: string, password: string) {
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: phone } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
}

test('a wrong password shows the catalogue text in the player language', async () => {
  backend.answer('GET', '/api/lookup/active', { terminated: null })
  backend.refuse('POST', '/api/login', 401, 'WRONG_CREDENTIAL')
  renderRoute({ routes: [{ path: '/login', module: login }], url: '/login', language: 'th' })
  fireEvent.change(await screen.findByLabelText('เบอร์โทรศัพท์'), { target: { value: '0812345678' } })
  fireEvent.change(screen.getByLabelText('รหัสผ่าน'), { target: { value: 'wrong-pass' } })
  fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }))
  expect(await screen.findByText('เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง')).toBeTruthy()
  expect(backend.calls()).toContain('POST /api/login')
})

test('the right password leads to the page asked for, with the session cookie', async () => {
  backend.answer('GET', '/api/lookup/active', { terminated: null })
  backend.answer('POST', '/api/login', { token: 'token-from-backend' })
  backend.answer('GET', '/api/account/profile', profile)
  let answer: unknown
  renderRoute({
    routes: [
      {
        path: '/login',
        module: {
          ...login,
          action: async (args) => (answer = await login.action(args)),
        },
      },
      { path: '/user/statement', module: { default: () => <h1>statement page</h1> } },
    ],
    url: '/login?redirectTo=%2Fuser%2Fstatement',
  })
  await screen.findByLabelText('Phone number')
  fillIn('0812345678', 'right-pass')
  expect(await screen.findByRole('heading', { name: 'statement page' })).toBeTruthy()
  const cookie = (answer as Response).headers.get('Set-Cookie') ?? ''
  expect(cookie).toMatch(/HttpOnly/i)
  const session = await getSession(
    new Request('http://app.test/', { headers: { Cookie: cookie.split(';')[0]! } }),
  )
  expect(session.get('token')).toBe('token-from-backend')
  // the member's id, which a password change uses to end every session of theirs
  expect(session.get('member')).toBe(profile._id)
  expect(backend.calls()).toEqual([
    'GET /api/lookup/active',
    'POST /api/login',
    'GET /api/account/profile',
  ])
})

test('an empty form is refused in the page, nothing sent', async () => {
  backend.answer('GET', '/api/lookup/active', { terminated: null })
  renderRoute({ routes: [{ path: '/login', module: login }], url: '/login' })
  await screen.findByLabelText('Phone number')
  fillIn('', '')
  expect(await screen.findAllByText('Please fill in this field')).toHaveLength(2)
  expect(backend.calls()).toEqual(['GET /api/lookup/active'])
})

const active = () => backend.answer('GET', '/api/lookup/active', { terminated: null })

test('the page: its title, the phone and password, remember me and the way to register', async () => {
  active()
  renderRoute({ routes: [{ path: '/login', module: login }], url: '/login', language: 'th' })
  expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบ', level: 1 })).toBeTruthy()
  expect(screen.getByLabelText('เบอร์โทรศัพท์')).toBeTruthy()
  expect(screen.getByLabelText('รหัสผ่าน')).toBeTruthy()
  expect(screen.getByRole('checkbox', { name: 'จดจำฉันไว้' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'สมัครสมาชิก' }).getAttribute('href')).toBe('/register')
})

test('a terminated service sends the visitor to the closed-service page', async () => {
  backend.answer('GET', '/api/lookup/active', { terminated: 'gone' })
  renderRoute({
    routes: [
      { path: '/login', module: login },
      { path: '/terminated', module: terminated },
    ],
    url: '/login',
  })
  expect(await screen.findByRole('heading', { name: 'Service closed' })).toBeTruthy()
  expect(backend.calls()).toEqual(['GET /api/lookup/active'])
})

test('coming to the login page ends the session that was open, and what the page stored', async () => {
  active()
  window.localStorage.setItem('token', 'old')
  window.localStorage.setItem('remember-agreement', '1')
  let answer: unknown
  renderRoute({
    routes: [
      {
        path: '/login',
        module: { ...login, loader: async (args) => (answer = await login.loader(args)) },
      },
    ],
    url: '/login',
    cookie: await memberCookie(),
  })
  await screen.findByLabelText('Phone number')
  const cleared = (answer as { init: ResponseInit }).init.headers as Headers
  expect(cleared.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual([
    '__session',
    'remember-agreement',
  ])
  expect(
    cleared.getSetCookie().every((cookie) => /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(cookie)),
  ).toBe(true)
  expect(window.localStorage.getItem('token')).toBeNull()
  expect(window.localStorage.getItem('remember-agreement')).toBeNull()
})

test('a link from another site to the login page does not log the member out', async () => {
  active()
  let answer: unknown
  const fromElsewhere: LoaderFunction = async ({ request, ...args }) => {
    const headers = new Headers(request.headers)
    headers.set('Sec-Fetch-Site', 'cross-site')
    return (answer = await login.loader({ ...args, request: new Request(request, { headers }) }))
  }
  renderRoute({
    routes: [{ path: '/login', module: { ...login, loader: fromElsewhere } }],
    url: '/login',
    cookie: await memberCookie(),
  })
  await screen.findByLabelText('Phone number')
  expect(((answer as { init: ResponseInit }).init.headers as Headers).getSetCookie()).toEqual([])
})

test.each([
  ['INACTIVE_USER', 'This user has been deactivated'],
  ['LOGIN_FAIL', 'Unable to log in at this time'],
  ['REQUEST_LIMIT', 'Too many requests, please wait a moment'],
  ['REQUEST_LIMIT_1MIN', 'Please wait about 1 minute before trying again'],
  ['ระบบปิดปรับปรุง', 'ระบบปิดปรับปรุง'],
])('a login refused with %s says so under the form; the phone stays', async (code, text) => {
  active()
  backend.refuse('POST', '/api/login', 403, code)
  renderRoute({ routes: [{ path: '/login', module: login }], url: '/login' })
  await screen.findByLabelText('Phone number')
  fillIn('0812345678', 'a-password')
  const error = await screen.findByText(text)
  const form = error.closest('form')!
  expect(form.getAttribute('aria-describedby')).toBe(error.closest('ul')!.id)
  expect(screen.getByLabelText<HTMLInputElement>('Phone number').value).toBe('0812345678')
  // the error line clears once the player types again (SPEC §2)
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'x' } })
  expect(screen.queryByText(text)).toBeNull()
})

test('a suspended account: the message, and a way to contact the operator', async () => {
  active()
  backend.refuse('POST', '/api/login', 403, 'INACTIVE_USER')
  renderRoute({ routes: [{ path: '/login', module: login }], url: '/login', language: 'th' })
  fireEvent.change(await screen.findByLabelText('เบอร์โทรศัพท์'), { target: { value: '0812345678' } })
  fireEvent.change(screen.getByLabelText('รหัสผ่าน'), { target: { value: 'a-password' } })
  fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }))
  expect(await screen.findByText('ผู้ใช้นี้ถูกระงับการใช้งาน')).toBeTruthy()
  expect(screen.getByRole('link', { name: 'ติดต่อเจ้าหน้าที่เกี่ยวกับบัญชีของคุณ' }).getAttribute('href')).toBe(
    '/contact',
  )
})

test.each([
  ['900', 'Too many tries. Please wait 15 minutes, then try again.'],
  ['45', 'Too many tries. Please wait 45 seconds, then try again.'],
])('a rate limit with Retry-After: %s says how long to wait', async (retryAfter, text) => {
  active()
  backend.refuse('POST', '/api/login', 429, 'REQUEST_LIMIT', { 'Retry-After': retryAfter })
  renderRoute({ routes: [{ path: '/login', module: login }], url: '/login' })
  await screen.findByLabelText('Phone number')
  fillIn('0812345678', 'a-password')
  expect(await screen.findByText(text)).toBeTruthy()
  expect(screen.queryByRole('link', { name: /Contact us/ })).toBeNull()
})

test('the password can be shown once the page runs, and hidden again', async () => {
  active()
  renderRoute({ routes: [{ path: '/login', module: login }], url: '/login' })
  const password = await screen.findByLabelText<HTMLInputElement>('Password')
  expect(password.type).toBe('password')
  const show = await screen.findByRole('button', { name: 'Show password' })
  expect(show.getAttribute('aria-pressed')).toBe('false')
  fireEvent.click(show)
  expect(password.type).toBe('text')
  expect(show.getAttribute('aria-pressed')).toBe('true')
  fireEvent.click(show)
  expect(password.type).toBe('password')
})

test('a service that ends while logging in sends the player to the closed-service page', async () => {
  active()
  backend.refuse('POST', '/api/login', 410, 'gone')
  renderRoute({
    routes: [
      { path: '/login', module: login },
      { path: '/terminated', module: terminated },
    ],
    url: '/login',
  })
  await screen.findByLabelText('Phone number')
  fillIn('0812345678', 'a-password')
  expect(await screen.findByRole('heading', { name: 'Service closed' })).toBeTruthy()
})

test('remember me keeps the session cookie past the browser session; without it, it ends', async () => {
  const cookies: string[] = []
  for (const remember of [true, false]) {
    active()
    backend.answer('POST', '/api/login', { token: 'token-from-backend' })
    backend.answer('GET', '/api/account/profile', profile)
    renderRoute({
      routes: [
        {
          path: '/login',
          module: {
            ...login,
            action: async (args) => {
              const answer = (await login.action(args)) as Response
              cookies.push(answer.headers.get('Set-Cookie') ?? '')
              return answer
            },
          },
        },
        { path: '/user', module: { default: () => <h1>member area</h1> } },
      ],
      url: '/login',
    })
    await screen.findByLabelText('Phone number')
    if (remember) fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }))
    fillIn('0812345678', 'right-pass')
    await screen.findByRole('heading', { name: 'member area' })
    cleanup()
  }
  expect(cookies[0]).toMatch(/Max-Age=\d+/)
  expect(cookies[1]).not.toMatch(/Max-Age|Expires/)
})

test('a field left empty says so once it is left, and the message follows the typing', async () => {
  active()
  renderRoute({ routes: [{ path: '/login', module: login }], url: '/login', language: 'th' })
  const phone = await screen.findByLabelText('เบอร์โทรศัพท์')
  const password = screen.getByLabelText('รหัสผ่าน')
  const required = () => screen.queryAllByText('กรุณากรอกข้อมูล')
  // the phone is left for the password
  fireEvent.focusOut(phone)
  expect(required()).toHaveLength(1)
  expect(phone.getAttribute('aria-invalid')).toBe('true')
  // the password is left in turn, empty, for the phone, which is typed into
  fireEvent.focusOut(password)
  fireEvent.input(phone, { target: { value: '08' } })
  expect(phone.getAttribute('aria-invalid')).toBeNull()
  expect(required()).toHaveLength(1)
  expect(password.getAttribute('aria-invalid')).toBe('true')
  fireEvent.input(phone, { target: { value: '' } })
  fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }))
  expect(required()).toHaveLength(2)
  expect(phone.getAttribute('aria-invalid')).toBe('true')
  expect(backend.calls()).toEqual(['GET /api/lookup/active'])
})

test('the address fills in a phone number, and nothing that is not one', async () => {
  active()
  renderRoute({
    routes: [{ path: '/login', module: login }],
    url: '/login?username=0812345678&registered=1',
  })
  expect((await screen.findByLabelText<HTMLInputElement>('Phone number')).value).toBe('0812345678')
  expect(
    screen.getByText("You're registered. Log in with the password you just chose."),
  ).toBeTruthy()
  cleanup()
  renderRoute({
    routes: [{ path: '/login', module: login }],
    url: '/login?username=%3Cscript%3E&registered=1',
  })
  expect((await screen.findByLabelText<HTMLInputElement>('Phone number')).value).toBe('')
  expect(screen.queryByText(/You're registered/)).toBeNull()
})
