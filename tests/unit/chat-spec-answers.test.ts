// The chat against a backend that answers only what SPEC §3/§7 promises (msw stands in for
// it): messages with the §3 fields and no _id, history as { messages } or a bare list without
// total, send-message answering { createdAt } alone, read-customer answering nothing useful.
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'

import { type ChatMessage } from '@member-wallet/contract/schemas'

import { backendFor } from '~/api/api.server'
import { contactChat } from '~/api/chat.server'
import { env } from '~/env.server'
import { action, loader } from '~/routes/chat'
import { commitSession, getSession } from '~/session.server'
import { ChatPage } from '~/utils/chat'

const server = setupServer()
const saved = { ...env }
beforeAll(() => {
  env.CHAT_BACKEND_URL = env.BACKEND_URL
  server.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => server.resetHandlers())
afterAll(() => {
  Object.assign(env, saved)
  server.close()
})

const api = (path: string) => `${env.BACKEND_URL}/api${path}`
const GUEST = 'gSpecGuest0001'
const SENT_AT = '2026-11-21T08:30:00.000Z'

/** A message with exactly the §3 conversation fields. */
const specMessage = (text: string, createdAt: string, sender = 'other'): ChatMessage => ({
  sender,
  userId: null,
  guestId: GUEST,
  username: null,
  name: null,
  deviceToken: null,
  createdAt,
  session_id: null,
  message: { message_type: 'text', payload: { text } },
})

/** Ten messages, newest first, as a history page comes. */
const tenNewestFirst = Array.from({ length: 10 }, (_, i) =>
  specMessage(`m${10 - i}`, `2026-11-21T08:${String(10 - i).padStart(2, '0')}:00.000Z`),
)

async function requestAs(who: 'guest' | 'member', path: string, form?: Record<string, string>) {
  let cookie = `guest-id=${GUEST}`
  if (who === 'member') {
    const session = await getSession(new Request('http://app.test/'))
    session.set('token', 'member-token')
    cookie = (await commitSession(session)).split(';')[0]!
  }
  const body = form ? new FormData() : undefined
  for (const [name, value] of Object.entries(form ?? {})) body!.append(name, value)
  return new Request(`http://app.test${path}`, {
    method: form ? 'POST' : 'GET',
    headers: { Cookie: cookie, Accept: 'application/json' },
    body,
  })
}

/** Records the bodies the backend receives and answers send-message with { createdAt } only. */
function sendMessageAnswersCreatedAt() {
  const bodies: unknown[] = []
  server.use(
    http.post(api('/chat/send-message'), async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json({ createdAt: SENT_AT })
    }),
  )
  return bodies
}

const PROFILE = {
  _id: 'member-64f0a1',
  username: '0812345678',
  name: 'สมชาย ใจดี',
  createdAt: '2026-01-01T00:00:00.000Z',
  coin: 0,
  // the profile's own shape is not this test's: these are what its schema asks of it today
  bankCode: 'SCB',
  bankAccountName: 'SOMCHAI JAIDEE',
  bankAccountNo: '1234567890',
  currency: 'BAHT',
  bank: { code: 'SCB', nameTH: 'ไทยพาณิชย์' },
}

describe('history without total or _id', () => {
  test('a bare list of a full page: oldest first, and older ones to page on to', async () => {
    server.use(http.post(api('/chat/history'), () => HttpResponse.json(tenNewestFirst)))
    const response = (await loader({
      request: await requestAs('guest', '/chat?skip=0'),
      params: {},
      context: {},
    })) as Response
    const page = ChatPage.parse(await response.json())
    expect(page.messages.map((m) => (m.message.payload as { text: string }).text)).toEqual(
      Array.from({ length: 10 }, (_, i) => `m${i + 1}`),
    )
    expect(page.hasOlder).toBe(true)
  })

  test('{ messages } of a short page: the start of the conversation', async () => {
    const two = tenNewestFirst.slice(8)
    server.use(http.post(api('/chat/history'), () => HttpResponse.json({ messages: two })))
    const backend = await backendFor(await requestAs('guest', '/contact?chat=open'))
    server.use(
      http.get(api('/lookup/enableChatWidget'), () =>
        HttpResponse.json({ enableChatWidget: true }),
      ),
    )
    const { chat } = await contactChat(await requestAs('guest', '/contact?chat=open'), backend)
    expect(chat?.history).toEqual({ messages: [...two].reverse(), hasOlder: false })
    expect(chat?.olderHref).toBeNull()
  })
})

describe('sending when the answer is only { createdAt }', () => {
  test('a guest: the §3 object goes out, the message shown is the one sent at that time', async () => {
    const bodies = sendMessageAnswersCreatedAt()
    const response = (await action({
      request: await requestAs('guest', '/chat', { intent: 'text', message: ' hello ' }),
      params: {},
      context: {},
    })) as Response
    expect(response.status).toBe(200)
    const expected = {
      sender: 'customer',
      userId: null,
      guestId: GUEST,
      username: null,
      name: null,
      deviceToken: null,
      session_id: null,
      message: { message_type: 'text', payload: { text: 'hello' } },
    }
    expect(bodies).toEqual([{ ...expected, createdAt: expect.any(String) }])
    expect(await response.json()).toEqual({ message: { ...expected, createdAt: SENT_AT } })
  })

  test('a member: userId, username and name are the profile’s', async () => {
    const bodies = sendMessageAnswersCreatedAt()
    server.use(http.get(api('/account/profile'), () => HttpResponse.json(PROFILE)))
    const response = (await action({
      request: await requestAs('member', '/chat', {
        intent: 'postback',
        title: 'ใช่',
        payload: 'YES',
      }),
      params: {},
      context: {},
    })) as Response
    expect(response.status).toBe(200)
    expect(bodies).toEqual([
      expect.objectContaining({
        sender: 'customer',
        userId: PROFILE._id,
        guestId: null,
        username: PROFILE.username,
        name: PROFILE.name,
        message: { message_type: 'postback', payload: { title: 'ใช่', payload: 'YES' } },
      }),
    ])
  })

  test('an image: upload answers { path }, the media message is sent and shown', async () => {
    const bodies = sendMessageAnswersCreatedAt()
    const path = 'https://files.example/chat/a.png'
    server.use(http.post(api('/chat/upload-image'), () => HttpResponse.json({ path })))
    const response = (await action({
      request: await requestAs('guest', '/chat', {
        intent: 'media',
        url: path,
        fileType: 'image',
        name: 'a.png',
      }),
      params: {},
      context: {},
    })) as Response
    const { message } = (await response.json()) as { message: ChatMessage }
    expect(message).toMatchObject({
      createdAt: SENT_AT,
      message: { message_type: 'media', payload: { url: path, fileType: 'image', name: 'a.png' } },
    })
    expect(bodies).toHaveLength(1)
  })
})

test('read-customer: any answer is fine, and the body names the conversation', async () => {
  let body: unknown = null
  server.use(
    http.put(api('/chat/read-customer/'), async ({ request }) => {
      body = await request.json()
      return new HttpResponse(null, { status: 200 })
    }),
  )
  const response = (await action({
    request: await requestAs('guest', '/chat', { intent: 'read' }),
    params: {},
    context: {},
  })) as Response
  expect(response.status).toBe(200)
  expect(body).toEqual({ userId: null, guestId: GUEST })
})
