// The app's side of the chat against the mock backend: the /chat calls the widget makes (JSON)
// and the plain form (redirects), the contact page's chat, and the live relay of server-sent
// events from the backend's socket, for a guest (cookie) and a member (token in the session).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { backendFor } from '~/api/api.server'
import { contactChat } from '~/api/chat.server'
import { env } from '~/env.server'
import { action, loader } from '~/routes/chat'
import { loader as eventsLoader } from '~/routes/chat_.events'
import { commitSession, getSession } from '~/session.server'

import { createMember, type TestMember } from '../../mock-server/tests/helpers'
import { startTestMock, type TestMock } from '../../mock-server/tests/support/mock'

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
])

let mock: TestMock
let member: TestMember
const saved = { ...env }
beforeAll(async () => {
  mock = await startTestMock()
  member = await createMember(mock)
  env.BACKEND_URL = mock.url
  env.CHAT_BACKEND_URL = mock.url
})
afterAll(async () => {
  Object.assign(env, saved)
  await mock.close()
})

type Who = { guestId: string } | { token: string }

async function cookieOf(who: Who): Promise<string> {
  if ('guestId' in who) return `guest-id=${who.guestId}`
  const session = await getSession(new Request('http://app.test/'))
  session.set('token', who.token)
  return (await commitSession(session)).split(';')[0]!
}

async function post(who: Who, fields: Record<string, string | Blob>, json = true) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  const request = new Request('http://app.test/chat', {
    method: 'POST',
    body,
    headers: { Cookie: await cookieOf(who), ...(json ? { Accept: 'application/json' } : {}) },
  })
  return (await action({ request, params: {}, context: {} })) as Response
}

async function olderPage(who: Who, skip: number) {
  const request = new Request(`http://app.test/chat?skip=${skip}`, {
    headers: { Cookie: await cookieOf(who) },
  })
  return (await loader({ request, params: {}, context: {} })) as Response
}

const roomMessages = (room: string) => mock.prisma.chatMessage.count({ where: { room } })

/** Reads server-sent events until `until` has seen what it waits for. */
async function readEvents(
  stream: ReadableStream<Uint8Array>,
  until: (events: string[]) => boolean,
): Promise<string[]> {
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  let text = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    text += decoder.decode(value)
    const events = text.split('\n\n').filter((block) => block.startsWith('event:'))
    if (until(events)) {
      reader.releaseLock()
      return events
    }
  }
  return []
}

describe('the chat calls of the widget', () => {
  const guest = { guestId: 'gAppTest0001' }

  it('sends a guest text, trimmed, and answers the stored message', async () => {
    const response = await post(guest, { intent: 'text', message: '  hello there  ' })
    expect(response.status).toBe(200)
    const { message } = (await response.json()) as {
      message: { message: unknown; guestId: string }
    }
    expect(message.guestId).toBe(guest.guestId)
    expect(message.message).toEqual({ message_type: 'text', payload: { text: 'hello there' } })
  })

  it('refuses blank and too long text, and a guest without an id, sending nothing', async () => {
    const before = await roomMessages(`lw-${guest.guestId}`)
    const blank = await post(guest, { intent: 'text', message: ' \n ' })
    expect(blank.status).toBe(400)
    expect(await blank.json()).toEqual({ error: { key: 'chat:send.empty' } })
    const long = await post(guest, { intent: 'text', message: 'x'.repeat(2001) })
    expect(await long.json()).toEqual({ error: { key: 'chat:send.tooLong' } })
    const nobody = await post({ guestId: '' }, { intent: 'text', message: 'hi' })
    expect(await nobody.json()).toEqual({ error: { key: 'chat:noConversation' } })
    expect(await roomMessages(`lw-${guest.guestId}`)).toBe(before)
  })

  it('uploads an image, then sends it as media; refuses what is not one', async () => {
    const file = new File([PNG], 'photo.png', { type: 'image/png' })
    const uploaded = (await (await post(guest, { intent: 'upload', file })).json()) as {
      media: { url: string; fileType: string; name: string }
    }
    expect(uploaded.media).toMatchObject({ fileType: 'image', name: 'photo.png' })
    expect((await fetch(uploaded.media.url)).headers.get('Content-Type')).toBe('image/png')
    const sent = await post(guest, { intent: 'media', ...uploaded.media })
    const { message } = (await sent.json()) as { message: { message: { payload: unknown } } }
    expect(message.message.payload).toMatchObject({ url: uploaded.media.url, fileType: 'image' })

    const files = await mock.snapshot().then((s) => s.chatFiles)
    const fake = new File(['not a picture'], 'photo.png', { type: 'image/png' })
    expect(await (await post(guest, { intent: 'upload', file: fake })).json()).toEqual({
      error: { key: 'chat:attach.unsupported' },
    })
    const noExtension = new File([PNG], 'photo', { type: 'image/png' })
    expect(await (await post(guest, { intent: 'upload', file: noExtension })).json()).toEqual({
      error: { key: 'chat:attach.unsupported' },
    })
    const big = new File([PNG, new Uint8Array(10 * 1024 * 1024)], 'big.png', { type: 'image/png' })
    expect(await (await post(guest, { intent: 'upload', file: big })).json()).toEqual({
      error: { key: 'chat:attach.tooLarge', values: { mb: 10 } },
    })
    expect(await mock.snapshot().then((s) => s.chatFiles)).toEqual(files)
  })

  it('sends a pressed postback button', async () => {
    const response = await post(guest, { intent: 'postback', title: 'Yes', payload: 'YES' })
    const { message } = (await response.json()) as { message: { message: unknown } }
    expect(message.message).toEqual({
      message_type: 'postback',
      payload: { title: 'Yes', payload: 'YES' },
    })
  })

  it('pages older messages, oldest first within a page', async () => {
    const pager = { guestId: 'gAppPager001' }
    for (let i = 1; i <= 12; i++) await post(pager, { intent: 'text', message: `m${i}` })
    const text = (m: { message: { payload: { text: string } } }) => m.message.payload.text
    const first = (await (await olderPage(pager, 0)).json()) as {
      messages: never[]
      hasOlder: boolean
    }
    expect(first.hasOlder).toBe(true)
    expect(first.messages.map(text)).toEqual([
      'm3',
      'm4',
      'm5',
      'm6',
      'm7',
      'm8',
      'm9',
      'm10',
      'm11',
      'm12',
    ])
    const second = (await (await olderPage(pager, 10)).json()) as {
      messages: never[]
      hasOlder: boolean
    }
    expect(second.messages.map(text)).toEqual(['m1', 'm2'])
    expect(second.hasOlder).toBe(false)
  })

  it('a member chats in the member room, whatever guest id the browser holds', async () => {
    const who = { token: member.token }
    await post(who, { intent: 'text', message: 'member here', guestId: 'gAppTest0001' })
    expect(await roomMessages(`lw-${member.id}`)).toBe(1)
    const page = (await (await olderPage(who, 0)).json()) as { messages: { userId: string }[] }
    expect(page.messages.map((m) => m.userId)).toEqual([String(member.id)])
  })

  it('marks the operator messages read', async () => {
    const room = `lw-${guest.guestId}`
    await mock.admin('POST', `/__admin/chat/conversations/${room}/messages`, {
      message_type: 'text',
      payload: { text: 'from staff' },
    })
    expect(
      await mock.prisma.chatMessage.count({ where: { room, sender: 'other', readAt: null } }),
    ).toBe(1)
    expect((await post(guest, { intent: 'read' })).status).toBe(200)
    expect(
      await mock.prisma.chatMessage.count({ where: { room, sender: 'other', readAt: null } }),
    ).toBe(0)
  })
})

describe('the plain form (no JavaScript)', () => {
  const guest = { guestId: 'gAppPlain001' }

  it('sends and goes back to the open widget of its page', async () => {
    const response = await post(
      guest,
      { message: 'plain hello', redirectTo: '/user/contact' },
      false,
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/user/contact?chat=open#chat')
    expect(await roomMessages(`lw-${guest.guestId}`)).toBe(1)
  })

  it('sends text and an attachment together', async () => {
    const file = new File([PNG], 'slip.png', { type: 'image/png' })
    await post(guest, { message: 'with a picture', file, redirectTo: '/contact' }, false)
    const types = await mock.prisma.chatMessage.findMany({
      where: { room: `lw-${guest.guestId}` },
      orderBy: { id: 'asc' },
      select: { messageType: true },
    })
    expect(types.map((t) => t.messageType)).toEqual(['text', 'media', 'text'])
  })

  it('never leaves the site, and shows a refusal as a toast', async () => {
    const response = await post(guest, { message: '', redirectTo: 'https://evil.test/' }, false)
    expect(response.headers.get('Location')).toBe('/contact?chat=open#chat')
    expect(response.headers.get('Set-Cookie')).toMatch(/^__toast=/)
  })
})

describe('the contact page chat', () => {
  const page = (cookie: string, query = '') =>
    new Request(`http://app.test/contact${query}`, { headers: { Cookie: cookie } })

  it('gives a new guest an id in a cookie, and an open widget on ?chat=open', async () => {
    const request = page('', '?chat=open')
    const { chat, headers } = await contactChat(request, await backendFor(request))
    expect(chat?.open).toBe(true)
    expect(chat?.guestId).toMatch(/^g[A-Za-z0-9_-]{16}$/)
    expect(headers?.['Set-Cookie']).toMatch(new RegExp(`^guest-id=${chat?.guestId};.* Path=/`))
    expect(chat?.history).toEqual({ messages: [], hasOlder: false })
  })

  it('shows more pages without JavaScript, up to 50 messages', async () => {
    const request = page('guest-id=gAppPager001', '?chatPages=2')
    const { chat, headers } = await contactChat(request, await backendFor(request))
    expect(headers).toBeUndefined()
    expect(chat?.history?.messages).toHaveLength(12)
    expect(chat?.olderHref).toBeNull()
    const one = await contactChat(page('guest-id=gAppPager001'), await backendFor(page('')))
    expect(one.chat?.olderHref).toBe('/contact?chat=open&chatPages=2#chat')
  })

  it('is off when the operator switched it off, or no chat backend is set', async () => {
    await mock.admin('PUT', '/__admin/settings', { enableChatWidget: false })
    const request = page('guest-id=gAppPager001')
    expect((await contactChat(request, await backendFor(request))).chat).toBeNull()
    await mock.admin('PUT', '/__admin/settings', { enableChatWidget: true })
    env.CHAT_BACKEND_URL = undefined
    expect((await contactChat(request, await backendFor(request))).chat).toBeNull()
    env.CHAT_BACKEND_URL = mock.url
  })
})

describe('the live relay', () => {
  async function events(who: Who, signal: AbortSignal) {
    const request = new Request('http://app.test/chat/events', {
      headers: { Cookie: await cookieOf(who) },
      signal,
    })
    return (await eventsLoader({ request, params: {}, context: {} })) as Response
  }

  it('passes the operator messages of the own room on, and no one else’s', async () => {
    const guest = { guestId: 'gAppLive0001' }
    await post(guest, { intent: 'text', message: 'anyone there?' })
    const abort = new AbortController()
    const response = await events(guest, abort.signal)
    expect(response.headers.get('Content-Type')).toContain('text/event-stream')
    const body = response.body!
    const [reader1, reader2] = body.tee()
    await readEvents(reader1, (all) => all.some((e) => e.startsWith('event: ready')))
    await post({ guestId: 'gAppOther001' }, { intent: 'text', message: 'other room' })
    await mock.admin('POST', '/__admin/chat/conversations/lw-gAppLive0001/messages', {
      message_type: 'text',
      payload: { text: 'yes, how can we help?' },
    })
    const all = await readEvents(reader2, (list) => list.some((e) => e.includes('how can we')))
    abort.abort()
    const messages = all.filter((e) => e.startsWith('event: message'))
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain('"sender":"other"')
  })

  it('relays a member’s room with the session token and refuses a guest without an id', async () => {
    const abort = new AbortController()
    const response = await events({ token: member.token }, abort.signal)
    const body = response.body!
    const [ready, later] = body.tee()
    await readEvents(ready, (all) => all.some((e) => e.startsWith('event: ready')))
    await mock.admin('POST', `/__admin/chat/conversations/lw-${member.id}/messages`, {
      message_type: 'text',
      payload: { text: 'hello member' },
    })
    const all = await readEvents(later, (list) => list.some((e) => e.includes('hello member')))
    abort.abort()
    expect(all.some((e) => e.includes('hello member'))).toBe(true)
    expect((await events({ guestId: '' }, new AbortController().signal)).status).toBe(404)
  })
})
