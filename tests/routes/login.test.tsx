// The login page against a SPEC-shaped backend: what the player sees on a wrong password, and
// where a right one leads, with the session cookie that keeps them logged in.
import { fireEvent, screen } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as login from '~/routes/_public.login/route'
import { getSession } from '~/session.server'

import { renderRoute } from '../support/render-route'
import { profile } from '../support/spec-answers'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()

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
