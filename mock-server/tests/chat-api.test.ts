// Chat over HTTP (SPEC §7 Chat): config, members and guests sending and paging their own
// history, text rules, uploads, read marks, and the operator's admin calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CHAT_IMAGE_MAX_BYTES, CHAT_VIDEO_MAX_BYTES } from '@member-wallet/contract/chat-rules'
import { CHAT_FILE_FIELD, ChatMessage, endpoints } from '@member-wallet/contract/schemas'

import {
  conversation,
  createMember,
  expectError,
  expectUnchanged,
  type TestMember,
} from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const chat = endpoints.chat
const GUEST = 'guest-abc12345'

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 1),
])
const mp4 = (size: number) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(size - 12)])

let mock: TestMock
let alice: TestMember
let bob: TestMember
beforeAll(async () => {
  mock = await startTestMock()
  alice = await createMember(mock)
  bob = await createMember(mock)
})
afterAll(() => mock.close())

const send = (body: unknown, token?: string) =>
  mock.call('POST', '/api/chat/send-message', body, token)

const history = (body: Record<string, unknown>, token?: string) =>
  mock.call(
    'POST',
    '/api/chat/history',
    { userId: null, guestId: null, limit: 10, skip: 0, ...body },
    token,
  )

/** History's answer as our mock sends it: { messages, total }. */
const pageOf = (body: unknown) => {
  const page = chat.history.response.parse(body)
  if (Array.isArray(page)) throw new Error('the mock answers { messages, total }')
  return page
}

/** Whose conversation, as the app's read-customer body carries it. */
const owner = (member: TestMember) => ({ userId: String(member.id), guestId: null })

async function upload(
  path: string,
  { field = CHAT_FILE_FIELD, bytes = PNG, name = 'a.png', type = 'image/png', guestId = '' } = {},
  token?: string,
) {
  const form = new FormData()
  if (guestId) form.append('guestId', guestId)
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name)
  const response = await fetch(`${mock.url}${path}`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('chat', () => {
  it('answers the PREFIX', async () => {
    const result = await mock.call('GET', '/api/chat/config')
    expect(result).toEqual({ status: 200, body: { PREFIX: 'lw-' } })
  })

  it('a member sends and pages the history, newest first, 10 a page', async () => {
    for (let i = 1; i <= 12; i++) {
      const result = await send(conversation(` hello ${i} `, { member: alice }), alice.token)
      expect(result.status).toBe(200)
      const message = chat.sendMessage.response.parse(result.body)
      expect(message).toMatchObject({
        sender: 'customer',
        userId: String(alice.id),
        guestId: null,
        username: alice.username,
        message: { message_type: 'text', payload: { text: `hello ${i}` } },
      })
    }
    const first = pageOf((await history({}, alice.token)).body)
    expect(first.total).toBe(12)
    expect(first.messages.map((m) => m.message.payload)).toEqual(
      Array.from({ length: 10 }, (_, i) => ({ text: `hello ${12 - i}` })),
    )
    const second = pageOf((await history({ limit: 10, skip: 10 }, alice.token)).body)
    expect(second.messages.map((m) => m.message.payload)).toEqual([
      { text: 'hello 2' },
      { text: 'hello 1' },
    ])
    expectError(await history({ limit: 51 }, alice.token), 400, 'KEY_INVALID')
    expectError(await history({ skip: -1 }, alice.token), 400, 'KEY_INVALID')
  })

  it('a guest chats with a guest id; without one 400', async () => {
    expect((await send(conversation('hi', { guestId: GUEST }))).status).toBe(200)
    const page = pageOf((await history({ guestId: GUEST })).body)
    expect(page.messages).toHaveLength(1)
    expect(page.messages[0]).toMatchObject({ guestId: GUEST, userId: null, username: null })
    expectError(await send(conversation('hi')), 400, 'KEY_MISSING')
    expectError(await send(conversation('hi', { guestId: 'short' })), 400, 'KEY_INVALID')
    expectError(await send(conversation('hi', { guestId: '123456789' })), 400, 'KEY_INVALID')
    // a guest cannot claim to be a member
    const claimed = { ...conversation('hi', { guestId: GUEST }), userId: String(alice.id) }
    expectError(await expectUnchanged(mock, () => send(claimed)), 400, 'KEY_INVALID')
    // the body is the §3 object: the old { message } body is refused
    expectError(await send({ message: 'hi', guestId: GUEST }), 400, 'KEY_MISSING')
    expectError(await history({}), 400, 'KEY_MISSING')
    expectError(await history({ guestId: 'a b c d e' }), 400, 'KEY_INVALID')
  })

  it('refuses empty, blank and too long text', async () => {
    const tooLong = await expectUnchanged(mock, () =>
      send(conversation('x'.repeat(2001), { guestId: GUEST })),
    )
    expectError(tooLong, 400, 'KEY_INVALID')
    const asAlice = (text: string) => conversation(text, { member: alice })
    expectError(await send(asAlice(''), alice.token), 400, 'KEY_MISSING')
    expectError(await send(asAlice('   \n '), alice.token), 400, 'KEY_MISSING')
    expectError(await send(asAlice('x'.repeat(2001)), alice.token), 400, 'KEY_INVALID')
    expect((await send(conversation('x'.repeat(2000), { member: bob }), bob.token)).status).toBe(
      200,
    )
    const badMedia = conversation(
      { message_type: 'media', payload: { url: 1, fileType: 'image' } },
      { member: bob },
    )
    expectError(await send(badMedia, bob.token), 400, 'KEY_INVALID')
    // customers do not send the operator's types
    const buttons = { message_type: 'buttons', payload: { text: 't', buttons: [] } }
    expectError(await send(conversation(buttons, { member: bob }), bob.token), 400, 'KEY_INVALID')
  })

  it('an invalid token is 401, never a guest', async () => {
    expectError(
      await send(conversation('hi', { guestId: GUEST }), 'not-a-token'),
      401,
      'UNAUTHORIZED',
    )
    expectError(await history({ guestId: GUEST }, 'not-a-token'), 401, 'UNAUTHORIZED')
  })

  it('nobody reads another room', async () => {
    // bob's room has his own message only, whatever guest id he names
    const page = pageOf((await history({ guestId: GUEST }, bob.token)).body)
    expect(page.messages.every((m) => m.userId === String(bob.id))).toBe(true)
    expect(page.total).toBe(1)
    // naming alice's userId (SPEC §7 sends one) does not open her room either
    expectError(await history({ userId: String(alice.id) }, bob.token), 400, 'KEY_INVALID')
    expect(pageOf((await history({ userId: String(bob.id) }, bob.token)).body)).toEqual(page)
    // nor does sending as her: the message would go to bob's room, so it is refused
    const asAlice = conversation('I am alice', { member: alice })
    expectError(await expectUnchanged(mock, () => send(asAlice, bob.token)), 400, 'KEY_INVALID')
    // another guest sees nothing of the first guest's room
    const other = pageOf((await history({ guestId: 'another-guest-1' })).body)
    expect(other).toEqual({ messages: [], total: 0 })
    // a member's history never shows a guest's messages
    const alices = pageOf((await history({ limit: 50 }, alice.token)).body)
    expect(alices.messages.every((m) => m.userId === String(alice.id))).toBe(true)
  })

  it('uploads images and videos within their limits and serves them by signed address', async () => {
    const image = await upload('/api/chat/upload-image', {}, alice.token)
    expect(image.status).toBe(200)
    const { path } = chat.uploadImage.response.parse(image.body)
    expect(path).toMatch(/\/chat-files\/[a-f0-9]{32}\.png\?expires=\d+&sig=[a-f0-9]{64}$/)
    const served = await fetch(path.replace(/^http:\/\/[^/]+/, mock.url))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG)
    // one character of the signature changed (to another one, or it would still be good)
    const forgedPath = path.replace(/sig=(.)/, (_, first) => `sig=${first === '0' ? '1' : '0'}`)
    const forged = await fetch(forgedPath.replace(/^http:\/\/[^/]+/, mock.url))
    expect(forged.status).toBe(403)

    expect((await upload('/api/chat/upload-image', { guestId: GUEST })).status).toBe(200)
    expectError(await upload('/api/chat/upload-image'), 400, 'KEY_MISSING')

    const text = { bytes: Buffer.from('not an image at all'), name: 'fake.png' }
    expectError(await upload('/api/chat/upload-image', text, alice.token), 400, 'KEY_INVALID')
    const big = Buffer.concat([PNG, Buffer.alloc(CHAT_IMAGE_MAX_BYTES)])
    expectError(
      await upload('/api/chat/upload-image', { bytes: big }, alice.token),
      413,
      'KEY_INVALID',
    )
    const video = { bytes: mp4(CHAT_VIDEO_MAX_BYTES), name: 'v.mp4', type: 'video/mp4' }
    expect((await upload('/api/chat/upload-video', video, alice.token)).status).toBe(200)
    const tooBig = { ...video, bytes: mp4(CHAT_VIDEO_MAX_BYTES + 1) }
    expectError(await upload('/api/chat/upload-video', tooBig, alice.token), 413, 'KEY_INVALID')
    expectError(await upload('/api/chat/upload-video', {}, alice.token), 400, 'KEY_INVALID')
    expectError(
      await upload('/api/chat/upload-image', { field: 'image' }, alice.token),
      400,
      'KEY_MISSING',
    )
  })

  it('read-customer marks the operator messages in the caller room read', async () => {
    const room = `lw-${alice.id}`
    expect(
      (
        await mock.admin('POST', `/__admin/chat/conversations/${room}/messages`, {
          message_type: 'text',
          payload: { text: 'hello from us' },
        })
      ).status,
    ).toBe(200)
    const unread = () =>
      mock.prisma.chatMessage.count({ where: { room, sender: 'other', readAt: null } })
    expect(await unread()).toBe(1)
    expect(await mock.call('PUT', '/api/chat/read-customer/', owner(bob), bob.token)).toMatchObject(
      {
        status: 200,
      },
    )
    expect(await unread()).toBe(1)
    expect(await mock.call('PUT', '/api/chat/read-customer/', owner(alice), alice.token)).toEqual({
      status: 200,
      body: { message: 'SUCCESS' },
    })
    expect(await unread()).toBe(0)
    const nobody = { userId: null, guestId: null }
    expectError(await mock.call('PUT', '/api/chat/read-customer/', nobody), 400, 'KEY_MISSING')
    expectError(await mock.call('PUT', '/api/chat/read-customer/', {}), 400, 'KEY_MISSING')
    const notBob = { userId: String(alice.id), guestId: null }
    expectError(
      await mock.call('PUT', '/api/chat/read-customer/', notBob, bob.token),
      400,
      'KEY_INVALID',
    )
  })

  it('the operator lists rooms, reads them and answers with any message type', async () => {
    expectError(await mock.call('GET', '/__admin/chat/conversations'), 401, 'UNAUTHORIZED')
    expectError(
      await mock.call('POST', `/__admin/chat/conversations/lw-${bob.id}/messages`, {
        message_type: 'text',
        payload: { text: 'x' },
      }),
      401,
      'UNAUTHORIZED',
    )
    const list = await mock.admin('GET', '/__admin/chat/conversations')
    expect(list.status).toBe(200)
    const rooms = list.body as { room: string; username: string | null; unread: number }[]
    expect(rooms).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ room: `lw-${bob.id}`, username: bob.username, unread: 1 }),
        expect.objectContaining({ room: `lw-${GUEST}`, username: null, guestId: GUEST }),
      ]),
    )
    const bodies = [
      {
        message_type: 'buttons',
        payload: { text: 't', buttons: [{ type: 'web', title: 'Go', payload: 'https://x.test' }] },
      },
      {
        message_type: 'quick_replies',
        payload: { text: 't', quick_replies: [{ title: 'A', payload: 'a' }] },
      },
      {
        message_type: 'generic',
        payload: {
          elements: [{ image_url: 'https://x.test/a.png', title: 'T', subtitle: 'S', buttons: [] }],
        },
      },
      { message_type: 'media', payload: { url: 'https://x.test/a.png', fileType: 'image' } },
    ]
    for (const body of bodies) {
      const result = await mock.admin(
        'POST',
        `/__admin/chat/conversations/lw-${bob.id}/messages`,
        body,
      )
      expect(result.status).toBe(200)
      expect(ChatMessage.parse(result.body)).toMatchObject({ sender: 'other', message: body })
    }
    expectError(
      await mock.admin('POST', `/__admin/chat/conversations/lw-${bob.id}/messages`, {
        message_type: 'buttons',
        payload: { text: 't' },
      }),
      400,
      'KEY_MISSING',
    )
    expectError(
      await mock.admin('POST', '/__admin/chat/conversations/lw-nobody-here/messages', bodies[0]),
      404,
      'NO_DATA',
    )
    const messages = await mock.admin('GET', `/__admin/chat/conversations/lw-${bob.id}/messages`)
    expect((messages.body as unknown[]).length).toBe(5)
    // bob's history shows the operator's answers
    const page = pageOf((await history({}, bob.token)).body)
    expect(page.messages[0]).toMatchObject({ sender: 'other', message: bodies[3] })
  })
})
