// The member's contact page against a SPEC-shaped backend: the same details as the public one,
// for a logged-in member only, and the chat as the member (the profile's _id is the userId).
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { env } from '~/env.server'
import * as contactPage from '~/routes/user.contact'

import { cookieJar } from '../support/cookie-jar'
import { FakeEventSource } from '../support/fake-event-source'
import { memberCookie, renderRoute } from '../support/render-route'
import { sentBodies } from '../support/sent-bodies'
import { profile } from '../support/spec-answers'
import { contact } from '../support/spec-answers-auth'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()
const bodiesOf = sentBodies()

// the widget's live connection, which these tests never drive
beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource))
afterEach(() => {
  env.CHAT_BACKEND_URL = undefined
})

const LoginPage = () => <h1>login page</h1>

test('a visitor is asked to log in first, and comes back here after', async () => {
  let asked = ''
  renderRoute({
    routes: [
      { path: '/user/contact', module: contactPage },
      {
        path: '/login',
        module: {
          default: LoginPage,
          loader: ({ request }) => ((asked = new URL(request.url).search), null),
        },
      },
    ],
    url: '/user/contact',
  })
  expect(await screen.findByRole('heading', { name: 'login page' })).toBeTruthy()
  expect(asked).toBe('?redirectTo=%2Fuser%2Fcontact')
  expect(backend.calls()).toEqual([])
})

test('a member reads the contact details, in Thai', async () => {
  backend.answer('GET', '/api/lookup/contact', contact)
  renderRoute({
    routes: [{ path: '/user/contact', module: contactPage }],
    url: '/user/contact',
    cookie: await memberCookie(),
    language: 'th',
  })
  expect(await screen.findByRole('heading', { name: 'ติดต่อเรา', level: 1 })).toBeTruthy()
  expect(screen.getByText('Call us any time: 02-000-0000')).toBeTruthy()
  expect(screen.getByRole('img', { name: 'คิวอาร์โค้ดไลน์ @luckywallet' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'เพิ่มเพื่อนทางไลน์' })).toBeTruthy()
  expect(screen.getByText('เวอร์ชัน 1.1.14')).toBeTruthy()
  expect(backend.calls()).toEqual(['GET /api/lookup/contact'])
})

test('with the chat on, the member chats as themselves: no guest id', async () => {
  env.CHAT_BACKEND_URL = 'http://chat.test'
  backend.answer('GET', '/api/lookup/contact', contact)
  backend.answer('GET', '/api/lookup/enableChatWidget', { enableChatWidget: true })
  backend.answer('GET', '/api/account/profile', profile)
  backend.answer('POST', '/api/chat/history', { messages: [] })
  const jar = cookieJar()
  jar.take(await memberCookie())
  renderRoute({
    routes: [{ path: '/user/contact', module: jar.around(contactPage) }],
    url: '/user/contact',
  })
  const chat = (await screen.findByText('Chat with our staff')).closest('details')!
  expect(within(chat).getByText('No messages yet. Type your question below.')).toBeTruthy()
  expect(bodiesOf('POST /api/chat/history')).toEqual([
    { userId: profile._id, guestId: null, limit: 10, skip: 0 },
  ])
  expect(jar.value('guest-id')).toBeUndefined()
})
