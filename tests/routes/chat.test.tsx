// The widget's calls through /chat against a SPEC-shaped backend (SPEC §7 Chat), for a member
// and a guest: a history page, a text, a postback, an upload and its media message, mark as
// read. The script gets JSON (a refusal as the key of its translated message); a page without
// JavaScript gets a redirect back to the open widget, with a toast when something failed.
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer'
import { readFileSync } from 'node:fs'

import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  expect,
  type MockInstance,
  test,
  vi,
} from 'vitest'

import { env } from '~/env.server'
import * as chat from '~/routes/chat'

import { memberSessionCookie, toastOf } from '../support/route-flow'
import { profile } from '../support/spec-answers'
import { chatMessage } from '../support/spec-answers-rewards'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()
const PNG = readFileSync('mock-server/assets/sample-slip.png')
const GUEST = 'gGuest0123456789abcdef'

// /chat runs on the server: its forms and files are Node's (the page environment's globals
// are happy-dom's, which Node's Request cannot send); this file draws no page
const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData())
  .constructor as typeof FormData
const page = { FormData, File, Blob }
beforeAll(() => {
  Object.assign(globalThis, { FormData: NodeFormData, File: NodeFile, Blob: NodeBlob })
})
afterAll(() => {
  Object.assign(globalThis, page)
})

let fetchSpy: MockInstance<typeof fetch>
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch')
})
afterEach(() => fetchSpy.mockRestore())

/** The JSON bodies the app sent the backend with `METHOD /api/path`. */
function sent(call: string): unknown[] {
  return fetchSpy.mock.calls
    .filter(([url, init]) => {
      const { origin, pathname } = new URL(String(url))
      return origin === new URL(env.BACKEND_URL).origin && `${init?.method} ${pathname}` === call
    })
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body))
}

const asScript = { Accept: 'application/json' }

async function post(fields: Record<string, string | Blob>, cookie: string, headers = asScript) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  const request = new Request('http://app.test/chat', {
    method: 'POST',
    body,
    headers: { ...headers, Cookie: cookie },
  })
  return (await chat.action({ request, params: {}, context: {} })) as Response
}

async function history(skip: number, cookie: string) {
  const request = new Request(`http://app.test/chat?skip=${skip}`, {
    headers: { ...asScript, Cookie: cookie },
  })
  return (await chat.loader({ request, params: {}, context: {} })) as Response
}

test('a member’s history: asked by the member’s id, answered oldest first', async () => {
  backend.answer('GET', '/api/account/profile', profile)
  backend.answer('POST', '/api/chat/history', {
    messages: [
      chatMessage('ตอบแล้วค่ะ', '2026-01-10T05:01:00.000Z', 'other'),
      chatMessage('สวัสดีครับ', '2026-01-10T05:00:00.000Z'),
    ],
  })
  const answer = await history(10, await memberSessionCookie())
  expect(answer.status).toBe(200)
  const page = (await answer.json()) as { messages: { createdAt: string }[]; hasOlder: boolean }
  expect(page.messages.map((m) => m.createdAt)).toEqual([
    '2026-01-10T05:00:00.000Z',
    '2026-01-10T05:01:00.000Z',
  ])
  // two of a page of ten: nothing older
  expect(page.hasOlder).toBe(false)
  expect(sent('POST /api/chat/history')).toEqual([
    { userId: 'member-1', guestId: null, limit: 10, skip: 10 },
  ])
})

test('a guest without an id has no conversation, and nothing is asked', async () => {
  const answer = await history(0, '')
  expect(answer.status).toBe(400)
  expect(await answer.json()).toEqual({ error: { key: 'chat:noConversation' } })
  expect(backend.calls()).toEqual([])
})

test('a guest’s text goes as a §3 conversation object, at the backend’s time', async () => {
  backend.answer('POST', '/api/chat/send-message', { createdAt: '2026-01-10T05:00:00.000Z' })
  const answer = await post(
    { intent: 'text', message: '  ฝากเงินไม่เข้า\r\nครับ ' },
    `guest-id=${GUEST}`,
  )
  const { message } = (await answer.json()) as { message: Record<string, unknown> }
  expect(message.createdAt).toBe('2026-01-10T05:00:00.000Z')
  const [conversation] = sent('POST /api/chat/send-message') as Record<string, unknown>[]
  expect(conversation).toMatchObject({
    sender: 'customer',
    userId: null,
    guestId: GUEST,
    message: { message_type: 'text', payload: { text: 'ฝากเงินไม่เข้า\nครับ' } },
  })
})

test('a text over 2000 characters is refused before the backend', async () => {
  const answer = await post(
    { intent: 'text', message: 'ก'.repeat(2001) },
    await memberSessionCookie(),
  )
  expect(answer.status).toBe(400)
  expect(await answer.json()).toEqual({ error: { key: 'chat:send.tooLong' } })
  expect(backend.calls()).toEqual([])
})

test('a pressed quick reply is sent as a postback from the member', async () => {
  backend.answer('GET', '/api/account/profile', profile)
  backend.answer('POST', '/api/chat/send-message', { createdAt: '2026-01-10T05:00:00.000Z' })
  const answer = await post(
    { intent: 'postback', title: 'พอใจมาก', payload: 'GOOD' },
    await memberSessionCookie(),
  )
  expect(answer.status).toBe(200)
  expect(sent('POST /api/chat/send-message')[0]).toMatchObject({
    sender: 'customer',
    userId: 'member-1',
    username: profile.username,
    message: { message_type: 'postback', payload: { title: 'พอใจมาก', payload: 'GOOD' } },
  })
})

test('a picture is uploaded renamed, and its media message carries SPEC §3’s five fields', async () => {
  backend.answer('POST', '/api/chat/upload-image', { path: '/uploads/chat/abc.png' })
  backend.answer('POST', '/api/chat/send-message', { createdAt: '2026-01-10T05:00:00.000Z' })
  const cookie = `guest-id=${GUEST}`
  const file = new File([PNG], 'slip.png', { type: 'image/png' })
  const uploaded = await post({ intent: 'upload', file }, cookie)
  const { media } = (await uploaded.json()) as { media: Record<string, string> }
  expect(media).toEqual({ url: '/uploads/chat/abc.png', fileType: 'image', name: 'slip.png' })
  const form = sent('POST /api/chat/upload-image')[0] as FormData
  expect((form.get('file') as File).name).toBe('chat.png')
  expect(form.get('guestId')).toBe(GUEST)

  const answer = await post({ intent: 'media', ...media }, cookie)
  expect(answer.status).toBe(200)
  const [message] = sent('POST /api/chat/send-message') as { message: { payload: unknown } }[]
  expect(message!.message).toEqual({
    message_type: 'media',
    // message (no caption), url and filePath (the upload's path), fileType, name
    payload: {
      message: '',
      url: '/uploads/chat/abc.png',
      fileType: 'image',
      filePath: '/uploads/chat/abc.png',
      name: 'slip.png',
    },
  })
})

test('a file that is not a picture or video is refused before the backend', async () => {
  const file = new File(['%PDF-1.4'], 'slip.pdf', { type: 'application/pdf' })
  const answer = await post({ intent: 'upload', file }, `guest-id=${GUEST}`)
  expect(await answer.json()).toEqual({ error: { key: 'chat:attach.unsupported' } })
  expect(backend.calls()).toEqual([])
})

test('a picture over 10 MB is refused before the backend, with the limit to tell', async () => {
  const big = new File([PNG, new Uint8Array(10 * 1024 * 1024)], 'huge.png', { type: 'image/png' })
  const answer = await post({ intent: 'upload', file: big }, `guest-id=${GUEST}`)
  expect(await answer.json()).toEqual({
    error: { key: 'chat:attach.tooLarge', values: { mb: 10 } },
  })
  expect(backend.calls()).toEqual([])
})

test('mark as read names the conversation', async () => {
  backend.answer('PUT', '/api/chat/read-customer/', {})
  const answer = await post({ intent: 'read' }, `guest-id=${GUEST}`)
  expect(answer.status).toBe(200)
  expect(sent('PUT /api/chat/read-customer/')).toEqual([{ userId: null, guestId: GUEST }])
})

test('a refusal of the backend is the key of its message, 502 for the script', async () => {
  backend.refuse('POST', '/api/chat/send-message', 429, 'REQUEST_LIMIT')
  const answer = await post({ intent: 'text', message: 'hi' }, `guest-id=${GUEST}`)
  expect(answer.status).toBe(502)
  expect(await answer.json()).toEqual({ error: { key: 'errors:REQUEST_LIMIT' } })
})

test('the plain form returns to the open widget; a refusal leaves the toast in Thai', async () => {
  backend.answer('POST', '/api/chat/send-message', { createdAt: '2026-01-10T05:00:00.000Z' })
  const cookie = `guest-id=${GUEST}`
  const done = await post({ message: 'สวัสดี', redirectTo: '/contact' }, cookie, {
    Accept: 'text/html',
  })
  expect(done.status).toBe(302)
  expect(done.headers.get('Location')).toBe('/contact?chat=open#chat')

  backend.refuse('POST', '/api/chat/send-message', 429, 'REQUEST_LIMIT')
  const refused = await post({ message: 'สวัสดี', redirectTo: '/user/contact' }, cookie, {
    Accept: 'text/html',
  })
  expect(refused.headers.get('Location')).toBe('/user/contact?chat=open#chat')
  expect(await toastOf(refused, 'th')).toEqual({
    type: 'error',
    text: 'ทำรายการบ่อยเกินไป กรุณารอสักครู่',
  })
})
