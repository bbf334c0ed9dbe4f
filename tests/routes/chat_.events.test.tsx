// The live side of the chat (GET /chat/events) against a SPEC-shaped backend: the relay joins
// the room SPEC §7 names (the config's PREFIX and the member's id) on the chat backend's
// socket, says `ready`, and passes each §3 conversation object on as a `message` event. Without
// a chat backend or a caller there is nothing to relay; a config the backend refuses is a 503
// the browser retries. How relays end and are capped is tests/api/chat-relay.test.ts.
//
// The relay's socket is a WebSocket, which msw (spec-backend.ts) would take for an unanswered
// call: here the backend is a small HTTP server of this file, answering SPEC-shaped bodies
// (checked as spec-backend.ts checks them), with the chat backend's socket on the same port.
import { createServer } from 'node:http'
import { type AddressInfo } from 'node:net'

import { Server } from 'socket.io'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'

import { specShapeOf } from '@member-wallet/contract/spec-fields'
import { compareWithSpec } from '@member-wallet/contract/spec-shape'

import { memoryRelaySlots } from '~/api/chat.server'
import { env } from '~/env.server'
import * as events from '~/routes/chat_.events'

import { memberSessionCookie } from '../support/route-flow'
import { profile } from '../support/spec-answers'
import { chatMessage } from '../support/spec-answers-rewards'

/** What the backend answers, by `METHOD /api/path`: a SPEC-shaped body, or an error status. */
const answers = new Map<string, { status: number; body: unknown }>()
const calls: string[] = []
function answerWith(method: string, path: string, body: unknown) {
  const report = compareWithSpec(body, specShapeOf(method, path)!)
  if (report.missing.length || report.extra.length) {
    throw new Error(`${method} ${path} is not SPEC-shaped: ${JSON.stringify(report)}`)
  }
  answers.set(`${method} ${path}`, { status: 200, body })
}
const backendServer = createServer((request, response) => {
  const call = `${request.method} ${new URL(request.url!, 'http://x').pathname}`
  calls.push(call)
  const found = answers.get(call) ?? { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } }
  response.writeHead(found.status, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(found.body))
})

/** The chat backend's socket: it records the rooms joined and can send into them. */
const io = new Server(backendServer)
const joined: { room: string; auth: unknown }[] = []
io.on('connection', (socket) => {
  socket.on('join', ({ room }: { room: string }) => {
    joined.push({ room, auth: socket.handshake.auth })
    void socket.join(room)
  })
})

let url = ''
const saved = { BACKEND_URL: env.BACKEND_URL, CHAT_BACKEND_URL: env.CHAT_BACKEND_URL }
beforeAll(async () => {
  await new Promise<void>((resolve) => backendServer.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(backendServer.address() as AddressInfo).port}`
  env.BACKEND_URL = url
})
afterAll(async () => {
  Object.assign(env, saved)
  await io.close()
})
const aborts: AbortController[] = []
afterEach(() => {
  for (const abort of aborts.splice(0)) abort.abort()
  joined.length = 0
  calls.length = 0
  answers.clear()
})

async function openEvents(cookie: string) {
  const abort = new AbortController()
  aborts.push(abort)
  const request = new Request('http://app.test/chat/events', {
    headers: { Cookie: cookie },
    signal: abort.signal,
  })
  return (await events.loader({ request, params: {}, context: {} })) as Response
}

/** Reads the stream until `event` has come; the text read. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, event: string) {
  const decoder = new TextDecoder()
  let text = ''
  while (!text.includes(`event: ${event}`)) {
    const { value, done } = await reader.read()
    if (done) throw new Error(`the relay ended before ${event}: ${text}`)
    text += decoder.decode(value)
  }
  return text
}

test('the member’s room is PREFIX and their id; a staff message is passed on', async () => {
  env.CHAT_BACKEND_URL = url
  answerWith('GET', '/api/chat/config', { PREFIX: 'lw-' })
  answerWith('GET', '/api/account/profile', profile)
  const relay = await openEvents(await memberSessionCookie('token-1'))
  expect(relay.headers.get('Content-Type')).toMatch(/^text\/event-stream/)
  const reader = relay.body!.getReader()
  await readUntil(reader, 'ready')
  await vi.waitFor(() =>
    expect(joined).toEqual([{ room: 'lw-member-1', auth: { token: 'token-1' } }]),
  )

  const staff = chatMessage('ได้รับสลิปแล้วค่ะ', '2026-01-10T05:00:00.000Z', 'other')
  io.to('lw-member-1').emit('messaging', { note: 'not a conversation object' })
  io.to('lw-member-1').emit('messaging', staff)
  const text = await readUntil(reader, 'message')
  expect(text).not.toContain('not a conversation object')
  const data = text.split('event: message\ndata: ')[1]!.split('\n')[0]!
  expect(JSON.parse(data)).toEqual(staff)
})

test('a guest’s room is PREFIX and the guest id, joined without a token', async () => {
  env.CHAT_BACKEND_URL = url
  answerWith('GET', '/api/chat/config', { PREFIX: 'lw-' })
  const relay = await openEvents('guest-id=gGuest0123456789abcdef')
  await readUntil(relay.body!.getReader(), 'ready')
  await vi.waitFor(() =>
    expect(joined).toEqual([
      { room: 'lw-gGuest0123456789abcdef', auth: { guestId: 'gGuest0123456789abcdef' } },
    ]),
  )
  expect(calls).toEqual(['GET /api/chat/config'])
})

test('a config the backend refuses is a 503 the browser retries, and frees the slot', async () => {
  env.CHAT_BACKEND_URL = url
  // nothing answered: the backend's 500 INTERNAL_SERVER_ERROR
  const relay = await openEvents('guest-id=gGuest0123456789abcdef')
  expect(relay.status).toBe(503)
  expect(memoryRelaySlots.total()).toBe(0)
})

test('without a chat backend, or without a caller, there is nothing to relay', async () => {
  env.CHAT_BACKEND_URL = undefined
  expect((await openEvents('guest-id=gGuest0123456789abcdef')).status).toBe(404)
  env.CHAT_BACKEND_URL = url
  expect((await openEvents('')).status).toBe(404)
  expect(calls).toEqual([])
})
