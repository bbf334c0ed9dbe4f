// The chat widget on the contact pages (SPEC §2, §5, §7 Chat) against a SPEC-shaped backend,
// with its script: the page's own calls to /chat run the real route (tests/routes/chat.test.tsx
// tests it alone), and the live connection is a fake EventSource the test drives (the relay
// behind it, chat_.events.ts, and a real socket are tested elsewhere). A member and a guest
// read the history under a greeting, send text with Enter (Shift+Enter starts a line), send a
// picture that is marked sent, answer the staff's quick reply, get a file over the limit
// refused in the page, and see the staff's answer arrive live.
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer'
import { readFileSync } from 'node:fs'

import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { env } from '~/env.server'
import * as publicContact from '~/routes/_public.contact'
import * as chat from '~/routes/chat'
import * as memberContact from '~/routes/user.contact'

import { FakeEventSource } from '../support/fake-event-source'
import { renderRoute } from '../support/render-route'
import { memberSessionCookie } from '../support/route-flow'
import { profile } from '../support/spec-answers'
import { chatMessage } from '../support/spec-answers-rewards'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()
const PNG = readFileSync('mock-server/assets/sample-slip.png')
const GUEST = 'gGuest0123456789abcdef'
const contact = {
  contactText: 'โทร 02-000-0000',
  lineLink: 'https://line.me/R/ti/p/@lucky',
  lineName: 'Lucky Wallet',
  lineQR: '/line-qr.png',
}

const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData())
  .constructor as typeof FormData

/** The page's body as the server receives it: Node's multipart form (files read whole). */
async function serverForm(body: FormData): Promise<FormData> {
  const form = new NodeFormData()
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') form.append(name, value)
    else {
      const bytes = new Uint8Array(await value.arrayBuffer())
      const file = new NodeFile([bytes], value.name, { type: value.type })
      form.append(name, file as unknown as Blob, value.name)
    }
  }
  return form
}

/** The page's fetch('/chat…') as the browser sends it to this app, with its cookie. */
function routeChatCalls(cookie: string) {
  const backendFetch = globalThis.fetch
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input)
    if (!url.startsWith('/chat')) return backendFetch(input, init)
    const body = init?.body instanceof FormData ? await serverForm(init.body) : undefined
    const page = { FormData, File, Blob }
    Object.assign(globalThis, { FormData: NodeFormData, File: NodeFile, Blob: NodeBlob })
    try {
      const headers = { ...(init?.headers as Record<string, string>), Cookie: cookie }
      const request = new Request(`http://localhost${url}`, {
        method: init?.method ?? 'GET',
        headers,
        body,
      })
      const args = { request, params: {}, context: {} }
      return (await (request.method === 'GET' ? chat.loader(args) : chat.action(args))) as Response
    } finally {
      Object.assign(globalThis, page)
    }
  })
}

const saved = env.CHAT_BACKEND_URL
beforeEach(() => {
  env.CHAT_BACKEND_URL = 'http://chat.test'
  FakeEventSource.opened = []
  vi.stubGlobal('EventSource', FakeEventSource)
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview')
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined)
  localStorage.clear()
})
afterEach(() => {
  env.CHAT_BACKEND_URL = saved
  vi.restoreAllMocks()
})

function answerContactPage(messages: ReturnType<typeof chatMessage>[] = []) {
  backend.answer('GET', '/api/lookup/contact', contact)
  backend.answer('GET', '/api/lookup/enableChatWidget', { enableChatWidget: true })
  backend.answer('POST', '/api/chat/history', { messages })
}

function renderMemberContact(cookie: string, language: 'en' | 'th' = 'th') {
  backend.answer('GET', '/api/account/profile', profile)
  routeChatCalls(cookie)
  renderRoute({
    routes: [{ path: '/user/contact', module: memberContact }],
    url: '/user/contact?chat=open',
    cookie,
    language,
  })
}

async function openMemberChat(language: 'en' | 'th' = 'th') {
  renderMemberContact(await memberSessionCookie(), language)
  return screen.findByRole('list', {
    name: language === 'th' ? 'การสนทนากับเจ้าหน้าที่' : 'Conversation with our staff',
  })
}

test('opened empty: a greeting from the operator, said by the page, and an invitation to write', async () => {
  answerContactPage()
  const list = await openMemberChat()
  expect(within(list).getByText('ทีมงาน Lucky Wallet')).toBeTruthy()
  expect(within(list).getByText('สวัสดีค่ะ ที่นี่ Lucky Wallet มีอะไรให้เราช่วยไหมคะ')).toBeTruthy()
  expect(within(list).getByText('ยังไม่มีข้อความ พิมพ์คำถามของคุณด้านล่างได้เลย')).toBeTruthy()
  expect(list.querySelectorAll('.chat-row')).toHaveLength(0)
  // connecting (once React ran the widget's effects, later than its first paint on a busy
  // machine), then online once the live connection joined
  const status = await screen.findByText('กำลังเชื่อมต่อ…')
  expect(FakeEventSource.last().url).toBe('/chat/events')
  await goOnline()
  expect(status.textContent).toBe('ออนไลน์: ข้อความใหม่จะแสดงที่นี่')
})

/** The live connection joined: the widget reads the newest page again. */
async function goOnline() {
  const read = () => backend.calls().filter((call) => call === 'POST /api/chat/history').length
  const before = read()
  // the widget opens its connection in an effect, which a busy machine runs late
  const connection = await vi.waitFor(() => FakeEventSource.last())
  act(() => connection.emit('ready'))
  await vi.waitFor(() => expect(read()).toBe(before + 1))
}

test('the history shows oldest first, the member’s on their side, a picture with its name', async () => {
  answerContactPage([
    chatMessage('ได้รับสลิปแล้วค่ะ', '2026-01-10T05:02:00.000Z', 'other'),
    chatMessage('slip.png', '2026-01-10T05:01:00.000Z', 'customer', {
      message_type: 'media',
      payload: { url: '/uploads/chat/abc.png', fileType: 'image', name: 'slip.png' },
    }),
    chatMessage('ฝากเงินไม่เข้า', '2026-01-10T05:00:00.000Z'),
  ])
  const list = await openMemberChat()
  const rows = [...list.querySelectorAll('.chat-row')]
  expect(rows.map((row) => row.className)).toEqual([
    'chat-row is-mine',
    'chat-row is-mine',
    'chat-row is-staff',
  ])
  expect(rows[0]!.textContent).toContain('ฝากเงินไม่เข้า')
  expect(within(rows[1] as HTMLElement).getByRole('img', { name: 'รูปภาพ slip.png' })).toBeTruthy()
  expect(rows[2]!.textContent).toContain('ได้รับสลิปแล้วค่ะ')
})

test('Enter sends, Shift+Enter starts a new line; the message shows as the member’s', async () => {
  answerContactPage()
  backend.answer('POST', '/api/chat/send-message', { createdAt: '2026-01-10T05:00:00.000Z' })
  const list = await openMemberChat()
  const box = screen.getByLabelText<HTMLTextAreaElement>('ข้อความ')
  fireEvent.change(box, { target: { value: 'บรรทัดแรก' } })
  fireEvent.keyDown(box, { key: 'Enter', shiftKey: true })
  expect(backend.calls()).not.toContain('POST /api/chat/send-message')
  fireEvent.change(box, { target: { value: 'บรรทัดแรก\nบรรทัดสอง' } })
  fireEvent.keyDown(box, { key: 'Enter' })
  expect(box.value).toBe('')
  const mine = await vi.waitFor(() => {
    const row = list.querySelector('.chat-row.is-mine:not(.is-pending)')
    if (!row) throw new Error('not shown yet')
    return row
  })
  expect(mine.querySelector('.chat-text')?.textContent).toBe('บรรทัดแรก\nบรรทัดสอง')
  // text carries no delivery status
  expect(mine.querySelector('.chat-delivery')).toBeNull()
  expect(backend.calls().filter((call) => call === 'POST /api/chat/send-message')).toHaveLength(1)
})

test('a picture is uploaded and sent, and marked sent', async () => {
  answerContactPage()
  backend.answer('POST', '/api/chat/upload-image', { path: '/uploads/chat/abc.png' })
  backend.answer('POST', '/api/chat/send-message', { createdAt: '2026-01-10T05:00:00.000Z' })
  const list = await openMemberChat()
  const input = screen.getByLabelText('แนบรูปภาพหรือวิดีโอ')
  const file = new File([PNG], 'photo.png', { type: 'image/png' })
  Object.defineProperty(input, 'files', { value: [file], configurable: true })
  fireEvent.change(input)
  // the picture shows at once from the file, uploading
  expect(within(list).getByRole('img', { name: 'photo.png' })).toBeTruthy()
  expect(await within(list).findByText('ส่งแล้ว')).toBeTruthy()
  expect(backend.calls()).toEqual(
    expect.arrayContaining(['POST /api/chat/upload-image', 'POST /api/chat/send-message']),
  )
})

test('a picture over 10 MB is refused in the page with the size message; nothing is sent', async () => {
  answerContactPage()
  const list = await openMemberChat()
  const input = screen.getByLabelText('แนบรูปภาพหรือวิดีโอ')
  const big = new File([PNG, new Uint8Array(10 * 1024 * 1024)], 'huge.png', { type: 'image/png' })
  Object.defineProperty(input, 'files', { value: [big], configurable: true })
  fireEvent.change(input)
  expect((await screen.findByRole('alert')).textContent).toBe(
    'ไฟล์มีขนาดใหญ่เกินไป กรุณาเลือกไฟล์ที่มีขนาดไม่เกิน 10 MB',
  )
  expect(within(list).queryByRole('img')).toBeNull()
  expect(backend.calls().filter((call) => call.includes('/api/chat/upload'))).toEqual([])
})

test('the staff’s answer arrives live; their quick reply is answered with a press', async () => {
  answerContactPage()
  backend.answer('POST', '/api/chat/send-message', { createdAt: '2026-01-10T05:05:00.000Z' })
  const list = await openMemberChat()
  await goOnline()
  act(() =>
    FakeEventSource.last().emit(
      'message',
      JSON.stringify(
        chatMessage('พอใจบริการไหมคะ', '2026-01-10T05:04:00.000Z', 'other', {
          message_type: 'quick_replies',
          payload: {
            text: 'พอใจบริการไหมคะ',
            quick_replies: [{ title: 'พอใจมาก', payload: 'GOOD' }],
          },
        }),
      ),
    ),
  )
  expect(within(list).getByText('พอใจบริการไหมคะ')).toBeTruthy()
  fireEvent.click(within(list).getByRole('button', { name: 'พอใจมาก' }))
  const mine = await vi.waitFor(() => {
    const row = list.querySelector('.chat-row.is-mine')
    if (!row) throw new Error('not shown yet')
    return row
  })
  expect(mine.textContent).toContain('พอใจมาก')
})

test('a guest on the public contact page gets an id and reads their own conversation', async () => {
  answerContactPage([chatMessage('สวัสดีครับ', '2026-01-10T05:00:00.000Z')])
  routeChatCalls(`guest-id=${GUEST}`)
  renderRoute({
    routes: [{ path: '/contact', module: publicContact }],
    url: '/contact',
    cookie: `guest-id=${GUEST}`,
    language: 'en',
  })
  // closed until opened
  const toggle = await screen.findByText('Chat with our staff')
  expect(toggle.closest('details')?.open).toBe(false)
  fireEvent.click(toggle)
  const list = await screen.findByRole('list', { name: 'Conversation with our staff' })
  expect(within(list).getByText('สวัสดีครับ')).toBeTruthy()
  expect(localStorage.getItem('guest-id')).toBe(GUEST)
})

test('a history that cannot be read says so, with no composer', async () => {
  backend.answer('GET', '/api/lookup/contact', contact)
  backend.answer('GET', '/api/lookup/enableChatWidget', { enableChatWidget: true })
  backend.refuse('POST', '/api/chat/history', 500, 'INTERNAL_SERVER_ERROR')
  renderMemberContact(await memberSessionCookie())
  expect(await screen.findByText('ไม่สามารถโหลดการสนทนาได้ในขณะนี้ กรุณาลองใหม่ภายหลัง')).toBeTruthy()
  expect(screen.queryByLabelText('ข้อความ')).toBeNull()
})

test('the chat switched off by the operator is not there; the contact details are', async () => {
  backend.answer('GET', '/api/lookup/contact', contact)
  backend.answer('GET', '/api/lookup/enableChatWidget', { enableChatWidget: false })
  renderMemberContact(await memberSessionCookie())
  expect(await screen.findByText('โทร 02-000-0000')).toBeTruthy()
  expect(screen.queryByText('แชทกับเจ้าหน้าที่')).toBeNull()
  expect(backend.calls()).not.toContain('POST /api/chat/history')
})
