// The profile page against a SPEC-shaped backend (SPEC §2 Profile): name, id, the date joined
// and the username from the §3 profile; the bank account only as far as a backend sends it
// along (SPEC §3 does not promise it on the profile); the ways to edit and to change the
// password; and a visitor sent to log in first.
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as profilePage from '~/routes/user.profile'

import { memberCookie, renderRoute } from '../support/render-route'
import { profile } from '../support/spec-answers'
import { profileWithBank } from '../support/spec-answers-auth'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()

async function openProfile(language: 'en' | 'th' = 'en') {
  renderRoute({
    routes: [{ path: '/user/profile', module: profilePage }],
    url: '/user/profile',
    cookie: await memberCookie(),
    language,
  })
  return screen.findByRole('heading', { level: 1 })
}

const rowsOf = (card: HTMLElement) =>
  [...card.querySelectorAll('.detail-row')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ])

const card = (title: string) =>
  screen.getByRole('heading', { name: title, level: 2 }).closest('section')!

test('the §3 profile: name, member id, username and the date joined; no bank card', async () => {
  backend.answer('GET', '/api/account/profile', profile)
  expect((await openProfile()).textContent).toBe('Somchai Jaidee')
  expect(screen.getByText('Member ID member-1')).toBeTruthy()
  expect(rowsOf(card('Account'))).toEqual([
    ['Username', '0812345678'],
    ['Name', 'Somchai Jaidee'],
    ['ID', 'member-1'],
    ['Member since', '5 Jan 2026 · 10:00'],
  ])
  expect(screen.queryByRole('heading', { name: 'Bank account' })).toBeNull()
  expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe(
    '/user/profile/edit',
  )
  expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe(
    '/user/profile/password',
  )
  expect(backend.calls()).toEqual(['GET /api/account/profile'])
})

test('the bank account a backend sends along: name, the bank in Thai, the number as 3-3-4', async () => {
  backend.answer('GET', '/api/account/profile', profileWithBank)
  await openProfile('th')
  expect(rowsOf(card('บัญชีธนาคาร'))).toEqual([
    ['ชื่อบัญชี', 'SOMCHAI JAIDEE'],
    ['ธนาคาร', 'ไทยพาณิชย์'],
    ['เลขที่บัญชี', '123-456-7890'],
  ])
})

test('a profile that cannot be loaded says so; the ways to edit stay', async () => {
  backend.refuse('GET', '/api/account/profile', 500, 'INTERNAL_SERVER_ERROR')
  expect((await openProfile()).textContent).toBe('Profile')
  expect(screen.getByText('Your profile cannot be loaded right now.')).toBeTruthy()
  expect(screen.queryByRole('heading', { name: 'Account' })).toBeNull()
  expect(screen.getByRole('link', { name: 'Change password' })).toBeTruthy()
})

test('a visitor is asked to log in first, and comes back here after', async () => {
  let asked = ''
  renderRoute({
    routes: [
      { path: '/user/profile', module: profilePage },
      {
        path: '/login',
        module: {
          default: () => <h1>login page</h1>,
          loader: ({ request }) => ((asked = new URL(request.url).search), null),
        },
      },
    ],
    url: '/user/profile',
  })
  expect(await screen.findByRole('heading', { name: 'login page' })).toBeTruthy()
  expect(asked).toBe('?redirectTo=%2Fuser%2Fprofile')
  expect(backend.calls()).toEqual([])
})

test('a token the backend no longer takes ends the session and goes to log in', async () => {
  backend.refuse('GET', '/api/account/profile', 401, 'EXPIRED_AUTH_TOKEN')
  let asked = ''
  renderRoute({
    routes: [
      { path: '/user/profile', module: profilePage },
      {
        path: '/login',
        module: {
          default: () => <h1>login page</h1>,
          loader: ({ request }) => ((asked = new URL(request.url).search), null),
        },
      },
    ],
    url: '/user/profile',
    cookie: await memberCookie(),
  })
  expect(await screen.findByRole('heading', { name: 'login page' })).toBeTruthy()
  expect(asked).toBe('?redirectTo=%2Fuser%2Fprofile')
  expect(within(document.body).queryByText('Somchai Jaidee')).toBeNull()
})
