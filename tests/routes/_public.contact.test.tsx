// The public contact page against a SPEC-shaped backend (SPEC §2 /contact): the operator's
// contact text, LINE account and QR code, the client version, and the chat for a guest when
// the operator has switched it on.
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { env } from '~/env.server'
import * as contactPage from '~/routes/_public.contact'

import { cookieJar } from '../support/cookie-jar'
import { FakeEventSource } from '../support/fake-event-source'
import { renderRoute } from '../support/render-route'
import { sentBodies } from '../support/sent-bodies'
import { contact } from '../support/spec-answers-auth'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()
const bodiesOf = sentBodies()

// the widget's live connection, which these tests never drive
beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource))
afterEach(() => {
  env.CHAT_BACKEND_URL = undefined
  window.localStorage.clear()
})

const staffMessage = {
  sender: 'other',
  userId: null,
  guestId: 'g-from-backend',
  username: null,
  name: 'Staff Nok',
  deviceToken: null,
  createdAt: '2026-01-05T03:00:00.000Z',
  session_id: null,
  message: { message_type: 'text', payload: { text: 'Hello! How can we help?' } },
}

test('the contact text, the LINE account with its QR code and link, and the version', async () => {
  backend.answer('GET', '/api/lookup/contact', contact)
  renderRoute({ routes: [{ path: '/contact', module: contactPage }], url: '/contact' })
  expect(await screen.findByRole('heading', { name: 'Contact us', level: 1 })).toBeTruthy()
  expect(screen.getByText('Call us any time: 02-000-0000')).toBeTruthy()
  expect(screen.getByText('@luckywallet')).toBeTruthy()
  const qr = screen.getByRole('img', { name: 'QR code of the LINE account @luckywallet' })
  expect(qr.getAttribute('src')).toBe('/images/line-qr.png')
  const line = screen.getByRole('link', { name: 'Add friend on LINE' })
  expect(line.getAttribute('href')).toBe('https://line.me/R/ti/p/@luckywallet')
  expect(screen.getByText('Version 1.1.14')).toBeTruthy()
  // no chat backend set: no widget, and its flag is not even asked for
  expect(screen.queryByText('Chat with our staff')).toBeNull()
  expect(backend.calls()).toEqual(['GET /api/lookup/contact'])
})

test('contact details that cannot be loaded are said to be missing; the page stays', async () => {
  backend.refuse('GET', '/api/lookup/contact', 500, 'INTERNAL_SERVER_ERROR')
  renderRoute({
    routes: [{ path: '/contact', module: contactPage }],
    url: '/contact',
    language: 'th',
  })
  expect(await screen.findByText('ไม่สามารถโหลดข้อมูลการติดต่อได้ในขณะนี้')).toBeTruthy()
  expect(screen.getByRole('heading', { name: 'ติดต่อเรา' })).toBeTruthy()
  expect(screen.getByText('เวอร์ชัน 1.1.14')).toBeTruthy()
  expect(screen.queryByRole('link', { name: 'เพิ่มเพื่อนทางไลน์' })).toBeNull()
})

test('with the chat switched on, a guest gets an id and the conversation so far', async () => {
  env.CHAT_BACKEND_URL = 'http://chat.test'
  backend.answer('GET', '/api/lookup/contact', contact)
  backend.answer('GET', '/api/lookup/enableChatWidget', { enableChatWidget: true })
  backend.answer('POST', '/api/chat/history', { messages: [staffMessage] })
  const jar = cookieJar()
  renderRoute({ routes: [{ path: '/contact', module: jar.around(contactPage) }], url: '/contact' })
  const chat = (await screen.findByText('Chat with our staff')).closest('details')!
  expect(within(chat).getByText('Hello! How can we help?')).toBeTruthy()
  // the greeting names who answers: the LINE account, without the layout's operator name
  expect(within(chat).getByText('Hello, this is @luckywallet. How can we help?')).toBeTruthy()
  const guestId = jar.value('guest-id')!
  expect(guestId).toMatch(/^g[\w-]+$/)
  expect(window.localStorage.getItem('guest-id')).toBe(guestId)
  expect(bodiesOf('POST /api/chat/history')).toEqual([
    { userId: null, guestId, limit: 10, skip: 0 },
  ])
})

test('with the chat switched off by the operator, no widget', async () => {
  env.CHAT_BACKEND_URL = 'http://chat.test'
  backend.answer('GET', '/api/lookup/contact', contact)
  backend.answer('GET', '/api/lookup/enableChatWidget', { enableChatWidget: false })
  renderRoute({ routes: [{ path: '/contact', module: contactPage }], url: '/contact' })
  await screen.findByText('@luckywallet')
  expect(screen.queryByText('Chat with our staff')).toBeNull()
  expect(backend.calls()).not.toContain('POST /api/chat/history')
})
