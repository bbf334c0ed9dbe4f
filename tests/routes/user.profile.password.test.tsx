// The change-password dialog against a SPEC-shaped backend (SPEC §5 Change password, §7
// changepwd): the three fields checked in the page, the backend's refusal in an error alert
// in the player's language, and a change that ends every session of the old password (ADR 017)
// and leads to the login page with the toast that says why.
import { randomUUID } from 'node:crypto'

import { fireEvent, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import { type Language } from '~/i18n'
import * as login from '~/routes/_public.login/route'
import * as password from '~/routes/user.profile.password'
import { commitSession, getSession, getToken } from '~/session.server'

import { cookieJar } from '../support/cookie-jar'
import { memberCookie, renderRoute } from '../support/render-route'
import { withRootToast } from '../support/root-toast'
import { sentBodies } from '../support/sent-bodies'
import { profile } from '../support/spec-answers'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()
const bodiesOf = sentBodies()

/**
 * A login of a member of its own (a password change ends all of a member's sessions, in the
 * store every test file of this worker shares): its session cookie.
 */
async function loginOf(member: string) {
  const session = await getSession(new Request('http://app.test/'))
  session.set('token', 'member-token')
  session.set('member', member)
  session.set('issuedAt', Date.now())
  return (await commitSession(session)).split(';')[0]!
}

async function openDialog({ cookie, language = 'en' }: { cookie: string; language?: Language }) {
  backend.answer('GET', '/api/lookup/active', { terminated: null })
  const jar = cookieJar()
  jar.take(cookie)
  renderRoute({
    routes: [
      { path: '/user/profile/password', module: jar.around(password) },
      { path: '/login', module: jar.around(withRootToast(login, jar)) },
    ],
    url: '/user/profile/password',
    language,
  })
  const title = language === 'th' ? 'เปลี่ยนรหัสผ่าน' : 'Change password'
  return { jar, dialog: await screen.findByRole('dialog', { name: title }) }
}

function fill(dialog: HTMLElement, [old, next, confirm]: string[], submit = 'Save new password') {
  const fields = dialog.querySelectorAll('input[type="password"]')
  for (const [index, value] of [old, next, confirm].entries()) {
    fireEvent.change(fields[index]!, { target: { value } })
  }
  fireEvent.click(within(dialog).getByRole('button', { name: submit }))
}

test('the three fields, each labelled, and the way back to the profile', async () => {
  const { dialog } = await openDialog({ cookie: await memberCookie() })
  for (const label of ['Current password', 'New password', 'Confirm new password']) {
    expect(within(dialog).getByLabelText(label).getAttribute('type')).toBe('password')
  }
  expect(within(dialog).getByRole('link', { name: 'Close' }).getAttribute('href')).toBe(
    '/user/profile',
  )
})

test('a field left empty, or new passwords that differ, are refused in the page; nothing sent', async () => {
  const { dialog } = await openDialog({ cookie: await memberCookie() })
  fill(dialog, ['', 'second-pass', 'second-pass'])
  expect(await within(dialog).findAllByText('Please fill in this field')).toHaveLength(1)
  fill(dialog, ['first-pass', 'second-pass', 'second-pazz'])
  expect(await within(dialog).findByText('The new passwords are not the same')).toBeTruthy()
  expect(backend.calls()).toEqual([])
})

test('a wrong current password: the error alert in Thai; the session stays', async () => {
  backend.refuse('PUT', '/api/account/changepwd', 400, 'WRONG_PASSWORD')
  const cookie = await loginOf(`member-${randomUUID()}`)
  const { dialog, jar } = await openDialog({ cookie, language: 'th' })
  fill(dialog, ['not-my-password', 'second-pass', 'second-pass'], 'บันทึกรหัสผ่านใหม่')
  const alert = await within(dialog).findByRole('alert')
  expect(alert.textContent).toBe('เกิดข้อผิดพลาดรหัสผ่านเดิมไม่ถูกต้อง')
  expect(jar.header()).toBe(cookie)
  expect(await getToken(new Request('http://app.test/', { headers: { Cookie: cookie } }))).toBe(
    'member-token',
  )
})

test.each([
  ['REQUEST_LIMIT', 'Too many requests, please wait a moment'],
  ['INTERNAL_SERVER_ERROR', 'The system is having a problem, please try again'],
])('refused with %s: said in the error alert', async (code, text) => {
  backend.refuse('PUT', '/api/account/changepwd', 429, code)
  const { dialog } = await openDialog({ cookie: await loginOf(`member-${randomUUID()}`) })
  fill(dialog, ['first-pass', 'second-pass', 'second-pass'])
  expect((await within(dialog).findByRole('alert')).textContent).toBe(`Something went wrong${text}`)
})

test('changed: every session of the old password ends, and the login page says why', async () => {
  backend.answer('PUT', '/api/account/changepwd', {})
  const member = `member-${randomUUID()}`
  const otherLogin = await loginOf(member)
  const { dialog, jar } = await openDialog({ cookie: await loginOf(member) })
  fill(dialog, ['first-pass', 'second-pass', 'second-pass'])
  expect(
    await screen.findByText(
      'Your password has been changed. Please log in with your new password.',
    ),
  ).toBeTruthy()
  expect(screen.getByRole('heading', { name: 'Log in', level: 1 })).toBeTruthy()
  expect(bodiesOf('PUT /api/account/changepwd')).toEqual([
    { oldPassword: 'first-pass', newPassword: 'second-pass' },
  ])
  expect(jar.value('__session')).toBeUndefined()
  // the member's other login (another phone, a copy of the cookie) ends too
  const other = new Request('http://app.test/', { headers: { Cookie: otherLogin } })
  expect(await getToken(other)).toBeNull()
})

test('a login from before sessions kept the member id asks the profile whose sessions to end', async () => {
  const member = `member-${randomUUID()}`
  backend.answer('GET', '/api/account/profile', { ...profile, _id: member })
  backend.answer('PUT', '/api/account/changepwd', {})
  const otherLogin = await loginOf(member)
  const { dialog } = await openDialog({ cookie: await memberCookie() })
  fill(dialog, ['first-pass', 'second-pass', 'second-pass'])
  await screen.findByRole('heading', { name: 'Log in', level: 1 })
  expect(backend.calls()).toEqual([
    'GET /api/account/profile',
    'PUT /api/account/changepwd',
    'GET /api/lookup/active',
  ])
  expect(
    await getToken(new Request('http://app.test/', { headers: { Cookie: otherLogin } })),
  ).toBeNull()
})

test('a token the backend no longer takes ends the session and goes to log in', async () => {
  backend.refuse('PUT', '/api/account/changepwd', 401, 'EXPIRED_AUTH_TOKEN')
  const { dialog, jar } = await openDialog({ cookie: await loginOf(`member-${randomUUID()}`) })
  fill(dialog, ['first-pass', 'second-pass', 'second-pass'])
  expect(await screen.findByRole('heading', { name: 'Log in', level: 1 })).toBeTruthy()
  expect(jar.value('__session')).toBeUndefined()
  expect(
    screen.getByDisplayValue('/user/profile/password', { exact: true }).getAttribute('name'),
  ).toBe('redirectTo')
})

test('a visitor is asked to log in first', async () => {
  backend.answer('GET', '/api/lookup/active', { terminated: null })
  renderRoute({
    routes: [
      { path: '/user/profile/password', module: password },
      { path: '/login', module: login },
    ],
    url: '/user/profile/password',
  })
  expect(await screen.findByRole('heading', { name: 'Log in', level: 1 })).toBeTruthy()
  expect(screen.getByDisplayValue('/user/profile/password').getAttribute('name')).toBe('redirectTo')
})
