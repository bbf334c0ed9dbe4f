// The operator's chat page of the control panel (/panel): sign-in with the admin password, the
// conversations, a room's thread, the composer's forms delivered live to the customer's room,
// the operators' socket room, refused forms, the samples, and escaping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type ChatMessage } from '@member-wallet/contract/schemas'

import { panelCookieSecret } from '../panel/auth'
import { conversation, createMember, expectUnchanged, type TestMember } from './helpers'
import { startTestMock, TEST_ADMIN_PASSWORD, type TestMock } from './support/mock'
import {
  type PanelPage as Page,
  panelRequest,
  panelSignIn,
  signedCookieValue,
} from './support/panel'
import { closeSockets, connected, inbox, openSocket, until } from './support/sockets'

const GUEST = 'guest-panel-7a1b2c3d'
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
])
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64)])

let mock: TestMock
let alice: TestMember
let bob: TestMember
let cookie: string

beforeAll(async () => {
  mock = await startTestMock()
  alice = await createMember(mock)
  bob = await createMember(mock)
  cookie = await signIn()
})
afterAll(async () => {
  closeSockets()
  await mock.close()
})

const request = (path: string, options: Parameters<typeof panelRequest>[2] = {}) =>
  panelRequest(mock.url, path, options)

const signIn = () => panelSignIn(mock.url)

const roomOf = (member: TestMember) => `lw-${member.id}`

function post(room: string, form: string, fields: Record<string, string> = {}) {
  return request(`/panel/chat/${room}/${form}`, {
    method: 'POST',
    cookie,
    body: new URLSearchParams(fields),
  })
}

function postFile(room: string, bytes: Buffer | null, name = 'a.png', type = 'image/png') {
  const form = new FormData()
  if (bytes) form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
  return request(`/panel/chat/${room}/media`, { method: 'POST', cookie, body: form })
}

/** A customer's text, as the §3 object the app sends (a guest when guestId is given). */
const say = ({ message, guestId }: { message: string; guestId?: string }, token?: string) =>
  mock.call('POST', '/api/chat/send-message', conversation(message, { guestId }), token)

const open = (auth: Record<string, string>, extraHeaders: Record<string, string> = {}) =>
  openSocket(mock.url, auth, extraHeaders)

const settle = () => new Promise((r) => setTimeout(r, 100))

describe('sign-in', () => {
  it('sends every page to the sign-in form without the cookie', async () => {
    for (const path of ['/panel', '/panel/chat', '/panel/chat?partial=list']) {
      const page = await request(path)
      expect([page.status, page.location]).toEqual([303, '/panel/login'])
    }
    const post = await request(`/panel/chat/${roomOf(alice)}/text`, {
      method: 'POST',
      body: new URLSearchParams({ text: 'hi' }),
    })
    expect([post.status, post.location]).toEqual([303, '/panel/login'])
    const form = await request('/panel/login')
    expect(form.status).toBe(200)
    expect(form.text).toContain('<html lang="th">')
    expect(form.text).toMatch(/<label for="password">รหัสผ่านผู้ดูแล<\/label>/)
    expect(form.text).toMatch(/<input\s+id="password"\s+name="password"\s+type="password"/)
  })

  it('refuses a wrong password with the form again, translated', async () => {
    for (const [lang, message] of [
      ['th', 'รหัสผ่านไม่ถูกต้อง'],
      ['en', 'Wrong password'],
    ]) {
      const page = await request(`/panel/login?lang=${lang}`, {
        method: 'POST',
        body: new URLSearchParams({ password: 'not-it' }),
      })
      expect(page.status).toBe(401)
      expect(page.text).toContain(message)
      expect(page.text).toContain('aria-invalid="true"')
      expect(page.setCookie.some((c) => c.startsWith('mock-panel='))).toBe(false)
    }
  })

  it('signs in with the admin password: a signed, httpOnly, strict cookie for 12 hours', async () => {
    const page = await request('/panel/login', {
      method: 'POST',
      body: new URLSearchParams({ password: TEST_ADMIN_PASSWORD }),
    })
    // to the overview (/panel), which links to the chat
    expect([page.status, page.location]).toEqual([303, '/panel'])
    const set = page.setCookie.find((c) => c.startsWith('mock-panel=')) ?? ''
    // signed by express, read by cookie-parser: s:<expiry>.<signature>, URL-encoded
    expect(set).toMatch(/^mock-panel=s%3A\d+\.[\w%]{43,}; Max-Age=43200; Path=\/; /)
    expect(set).toContain('HttpOnly')
    expect(set).toContain('SameSite=Strict')
    expect((await request('/panel/chat', { cookie })).status).toBe(200)
    expect((await request('/panel/login', { cookie })).location).toBe('/panel')
  })

  it('refuses a forged or expired cookie', async () => {
    const { config } = mock.app.locals.mock
    const secret = panelCookieSecret(config)
    const panelCookie = (key: string, expires: number) =>
      `mock-panel=${encodeURIComponent(signedCookieValue(key, String(expires)))}`
    const unsigned = `mock-panel=${String(config.now() + 3600_000)}`
    const forged = `mock-panel=s:${String(config.now() + 3600_000)}.${'a'.repeat(43)}`
    const expired = panelCookie(secret, config.now() - 1)
    const otherKey = panelCookie(
      panelCookieSecret({ ...config, fileUrlSecret: 'guess' }),
      config.now() + 3600_000,
    )
    for (const bad of [unsigned, forged, expired, otherKey, 'mock-panel=', 'mock-panel=1.2']) {
      const page = await request('/panel/chat', { cookie: bad })
      expect([page.status, page.location], bad).toEqual([303, '/panel/login'])
      expect(await connected(open({}, { cookie: bad })), bad).toBe('KEY_MISSING')
    }
    const fresh = panelCookie(secret, config.now() + 60_000)
    expect((await request('/panel/chat', { cookie: fresh })).status).toBe(200)
  })

  it('signs out', async () => {
    const page = await request('/panel/logout', { method: 'POST', cookie })
    expect([page.status, page.location]).toEqual([303, '/panel/login'])
    expect(page.setCookie.find((c) => c.startsWith('mock-panel='))).toMatch(
      /^mock-panel=; Path=\/; Expires=Thu, 01 Jan 1970/,
    )
  })
})

describe('the page', () => {
  it('serves its static files and the socket.io client', async () => {
    for (const [path, type] of [
      ['/panel/panel.css', 'text/css'],
      ['/panel/panel.js', 'text/javascript'],
      ['/socket.io/socket.io.js', 'javascript'],
    ] as const) {
      const response = await fetch(mock.url + path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type'), path).toContain(type)
    }
  })

  it('speaks Thai by default and English after ?lang=en, remembered in a cookie', async () => {
    const thai = await request('/panel/chat', { cookie })
    expect(thai.text).toContain('<html lang="th">')
    expect(thai.text).toContain('บทสนทนา')
    expect(thai.text).toContain('href="/panel/chat?lang=en"')
    const english = await request('/panel/chat?lang=en', { cookie })
    expect(english.text).toContain('<html lang="en">')
    expect(english.text).toContain('Conversations')
    const lang = english.setCookie.find((c) => c.startsWith('mock-panel-lang=')) ?? ''
    expect(lang).toMatch(/^mock-panel-lang=en; .*Path=\/panel/)
    const again = await request('/panel/chat', { cookie: `${cookie}; mock-panel-lang=en` })
    expect(again.text).toContain('<html lang="en">')
    expect(thai.text).toContain('src="/socket.io/socket.io.js"')
    expect(thai.text).toContain('src="/panel/panel.js"')
  })

  it("lists a guest's and a member's rooms, most recent first, with unread counts", async () => {
    expect((await say({ message: 'hello from alice' }, alice.token)).status).toBe(200)
    expect((await say({ message: 'second from alice' }, alice.token)).status).toBe(200)
    expect((await say({ message: 'hello from a guest', guestId: GUEST })).status).toBe(200)
    const page = await request('/panel/chat?partial=list', { cookie })
    expect(page.status).toBe(200)
    expect(page.text).not.toContain('<html')
    const guestAt = page.text.indexOf(`ผู้เยี่ยมชม ${GUEST.slice(-6)}`)
    const aliceAt = page.text.indexOf(alice.username)
    expect(guestAt).toBeGreaterThan(-1)
    expect(aliceAt).toBeGreaterThan(guestAt)
    expect(page.text).toContain('hello from a guest')
    expect(page.text).toContain('second from alice')
    expect(page.text).toContain('ยังไม่อ่าน 2')
    expect(page.text).toContain(`href="/panel/chat?room=lw-${GUEST}"`)
  })

  it("opening a room shows its thread, oldest first, and marks the customer's messages read", async () => {
    const page = await request(`/panel/chat?room=${roomOf(alice)}`, { cookie })
    expect(page.status).toBe(200)
    const thread = page.text.slice(page.text.indexOf('id="thread"'))
    const first = thread.indexOf('hello from alice')
    expect(first).toBeGreaterThan(-1)
    expect(thread.indexOf('second from alice')).toBeGreaterThan(first)
    expect(page.text).toContain('class="msg msg-customer"')
    expect(page.text).toContain('id="form-text"')
    const unread = await mock.prisma.chatMessage.count({
      where: { room: roomOf(alice), sender: 'customer', readAt: null },
    })
    expect(unread).toBe(0)
    expect((await request('/panel/chat?partial=list', { cookie })).text).not.toContain('ยังไม่อ่าน 2')
    const missing = await request('/panel/chat?room=lw-999999', { cookie })
    expect(missing.status).toBe(404)
    expect(missing.text).toContain('ไม่พบบทสนทนานี้')
  })

  it('escapes what customers write', async () => {
    await say({ message: '<script>alert("x")</script><img src=x onerror=alert(1)>' }, bob.token)
    await mock.prisma.chatMessage.create({
      data: {
        room: roomOf(bob),
        memberId: bob.id,
        sender: 'customer',
        messageType: 'media',
        payload: JSON.stringify({ url: 'javascript:alert(1)', fileType: 'file', name: '<b>' }),
      },
    })
    for (const path of [
      `/panel/chat?room=${roomOf(bob)}`,
      `/panel/chat?room=${roomOf(bob)}&partial=thread`,
      `/panel/chat?partial=list`,
    ]) {
      const page = await request(path, { cookie })
      expect(page.text, path).not.toContain('<script>alert')
      expect(page.text, path).not.toContain('<img src=x')
      expect(page.text, path).not.toContain('href="javascript:')
    }
    const thread = await request(`/panel/chat?room=${roomOf(bob)}&partial=thread`, { cookie })
    expect(thread.text).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;',
    )
    const page = await request(`/panel/chat?room=${roomOf(bob)}`, { cookie })
    expect(page.text).not.toContain('<script>')
  })
})

describe('operator sockets', () => {
  it("get every room's messages; customers still get only their own", async () => {
    const byPassword = open({ operator: TEST_ADMIN_PASSWORD })
    const byCookie = open({}, { cookie })
    const ofAlice = open({ token: alice.token })
    // the player's app in the presenter's browser: its token wins over the panel's cookie
    const ofBob = open({ token: bob.token }, { cookie })
    expect(await connected(open({ operator: 'wrong' }))).toBe('UNAUTHORIZED')
    for (const socket of [byPassword, byCookie, ofAlice, ofBob]) {
      expect(await connected(socket)).toBe('connected')
    }
    const [operatorOne, operatorTwo, aliceBox, bobBox] = [byPassword, byCookie, ofAlice, ofBob].map(
      inbox,
    )
    await say({ message: 'alice asks' }, alice.token)
    await say({ message: 'guest asks', guestId: GUEST })
    await until(() => operatorOne!.length === 2 && operatorTwo!.length === 2)
    await settle()
    for (const box of [operatorOne!, operatorTwo!]) {
      expect(box.map((m) => m.message.payload)).toEqual([
        { text: 'alice asks' },
        { text: 'guest asks' },
      ])
    }
    expect(aliceBox!.map((m) => m.message.payload)).toEqual([{ text: 'alice asks' }])
    expect(bobBox).toEqual([])
  })
})

describe('the composer', () => {
  let aliceBox: ChatMessage[]
  let bobBox: ChatMessage[]
  let operatorBox: ChatMessage[]
  beforeAll(async () => {
    const ofAlice = open({ token: alice.token })
    const ofBob = open({ token: bob.token })
    const operator = open({ operator: TEST_ADMIN_PASSWORD })
    for (const socket of [ofAlice, ofBob, operator])
      expect(await connected(socket)).toBe('connected')
    aliceBox = inbox(ofAlice)
    bobBox = inbox(ofBob)
    operatorBox = inbox(operator)
  })

  /** Posts a form to alice's room: redirected back, and the one message her socket got. */
  async function deliver(send: () => Promise<Page>): Promise<ChatMessage> {
    const before = aliceBox.length
    const page = await send()
    expect([page.status, page.location]).toEqual([
      303,
      `/panel/chat?room=${roomOf(alice)}#thread-end`,
    ])
    await until(() => aliceBox.length === before + 1)
    expect(aliceBox).toHaveLength(before + 1)
    const message = aliceBox.at(-1)!
    expect(message.sender).toBe('other')
    expect(message.userId).toBe(String(alice.id))
    return message
  }

  it("answering marks the customer's earlier messages read", async () => {
    await say({ message: 'anyone there?' }, alice.token)
    await deliver(() => post(roomOf(alice), 'text', { text: 'yes' }))
    const unread = await mock.prisma.chatMessage.count({
      where: { room: roomOf(alice), sender: 'customer', readAt: null },
    })
    expect(unread).toBe(0)
  })

  it('sends a text, trimmed', async () => {
    const message = await deliver(() =>
      post(roomOf(alice), 'text', { text: '  Hello <b>you</b>\n ' }),
    )
    expect(message.message).toEqual({ message_type: 'text', payload: { text: 'Hello <b>you</b>' } })
  })

  it('sends buttons: web, call and postback by their targets', async () => {
    const lines = 'Site | https://example.com/a\nCall | tel:02-123-4567\n\nMore | MORE_INFO'
    const message = await deliver(() => post(roomOf(alice), 'buttons', { text: 'Choose', lines }))
    expect(message.message).toEqual({
      message_type: 'buttons',
      payload: {
        text: 'Choose',
        buttons: [
          { type: 'web', title: 'Site', payload: 'https://example.com/a' },
          { type: 'call', title: 'Call', payload: '021234567' },
          { type: 'postback', title: 'More', payload: 'MORE_INFO' },
        ],
      },
    })
  })

  it('sends quick replies', async () => {
    const lines = 'Yes | YES\r\nNo | NO'
    const message = await deliver(() =>
      post(roomOf(alice), 'quick-replies', { text: 'OK?', lines }),
    )
    expect(message.message).toEqual({
      message_type: 'quick_replies',
      payload: {
        text: 'OK?',
        quick_replies: [
          { title: 'Yes', payload: 'YES' },
          { title: 'No', payload: 'NO' },
        ],
      },
    })
  })

  it('sends cards, banners where no image is given', async () => {
    const lines =
      'Card A | Sub A | | Go | https://example.com/a\nCard B | Sub B | https://img.test/b.png'
    const message = await deliver(() => post(roomOf(alice), 'cards', { lines }))
    const { publicUrl } = mock.app.locals.mock.config
    expect(message.message).toEqual({
      message_type: 'generic',
      payload: {
        elements: [
          {
            image_url: `${publicUrl}/banners/bonus-daily.svg`,
            title: 'Card A',
            subtitle: 'Sub A',
            buttons: [{ type: 'web', title: 'Go', payload: 'https://example.com/a' }],
          },
          { image_url: 'https://img.test/b.png', title: 'Card B', subtitle: 'Sub B', buttons: [] },
        ],
      },
    })
    expect((await fetch(`${publicUrl}/banners/bonus-daily.svg`)).status).toBe(200)
  })

  it('sends an image and a video, stored and served at signed addresses', async () => {
    const image = await deliver(() => postFile(roomOf(alice), PNG, 'ภาพ.png'))
    expect(image.message).toEqual({
      message_type: 'media',
      payload: { url: expect.stringContaining('/chat-files/'), fileType: 'image', name: 'ภาพ.png' },
    })
    const served = await fetch((image.message.payload as { url: string }).url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG)
    const video = await deliver(() => postFile(roomOf(alice), MP4, 'clip.mp4', 'video/mp4'))
    expect(video.message.payload).toMatchObject({ fileType: 'video', name: 'clip.mp4' })
  })

  it("delivers to the room's sockets and the operators', to no other room", async () => {
    await settle()
    expect(bobBox).toEqual([])
    const answers = (box: ChatMessage[]) =>
      box.filter((m) => m.sender === 'other').map((m) => m._id)
    expect(answers(operatorBox)).toEqual(answers(aliceBox))
    expect(operatorBox.length).toBe(aliceBox.length)
  })

  it('sends a sample of every type in one click', async () => {
    const before = aliceBox.length
    const page = await post(roomOf(alice), 'samples')
    expect(page.status).toBe(303)
    await until(() => aliceBox.length === before + 6)
    const samples = aliceBox.slice(before)
    expect(samples.map((m) => m.message.message_type)).toEqual([
      'text',
      'buttons',
      'generic',
      'media',
      'location',
      'quick_replies',
    ])
    const [, buttons, generic, media] = samples
    expect(
      (buttons!.message.payload as { buttons: { type: string }[] }).buttons.map((b) => b.type),
    ).toEqual(['web', 'call', 'postback'])
    const cards = (generic!.message.payload as { elements: { image_url: string }[] }).elements
    expect(cards).toHaveLength(2)
    for (const card of cards) expect((await fetch(card.image_url)).status).toBe(200)
    const picture = media!.message.payload as { url: string; fileType: string }
    expect(picture.fileType).toBe('image')
    const served = await fetch(picture.url)
    expect(served.headers.get('content-type')).toBe('image/png')
    // the page shows every one of them readably
    const thread = (await request(`/panel/chat?room=${roomOf(alice)}&partial=thread`, { cookie }))
      .text
    for (const part of ['class="chips"', 'class="cards"', '<img class="media"', 'class="json"']) {
      expect(thread).toContain(part)
    }
    expect(thread).toContain('ข้อความชนิดที่ไม่รู้จัก: location')
    expect(thread).toContain('<video class="media"')
  })

  describe('refuses a bad form, sends and stores nothing, and shows why', () => {
    const cases: [string, () => Promise<Page>, string][] = [
      ['empty text', () => post(roomOf(alice), 'text', { text: '  \n ' }), 'พิมพ์ข้อความ 1–2000'],
      ['text too long', () => post(roomOf(alice), 'text', { text: 'x'.repeat(2001) }), 'พิมพ์ข้อความ'],
      [
        'buttons without a text',
        () => post(roomOf(alice), 'buttons', { text: '', lines: 'a | b' }),
        'พิมพ์ข้อความ',
      ],
      [
        'a button line without a target',
        () => post(roomOf(alice), 'buttons', { text: 'Hi', lines: 'a | b\nno target' }),
        'บรรทัด 2: ไม่ตรงตามรูปแบบ',
      ],
      [
        'four buttons',
        () => post(roomOf(alice), 'buttons', { text: 'Hi', lines: 'a|1\nb|2\nc|3\nd|4' }),
        'ไม่เกิน 3 บรรทัด',
      ],
      [
        'a bad link',
        () => post(roomOf(alice), 'buttons', { text: 'Hi', lines: 'Go | https://' }),
        'บรรทัด 1: URL',
      ],
      [
        'a quick reply without a title',
        () => post(roomOf(alice), 'quick-replies', { text: 'Hi', lines: ' | x' }),
        'บรรทัด 1',
      ],
      ['no cards', () => post(roomOf(alice), 'cards', { lines: '' }), 'อย่างน้อยหนึ่งบรรทัด'],
      [
        'a card image that is no URL',
        () => post(roomOf(alice), 'cards', { lines: 'A | B | picture.png' }),
        'บรรทัด 1: URL',
      ],
      ['no file', () => postFile(roomOf(alice), null), 'เลือกไฟล์'],
      [
        'a file that is no image or video',
        () =>
          postFile(
            roomOf(alice),
            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
            'a.png',
          ),
        'ไม่ใช่ PNG',
      ],
      [
        'an image over 10 MB',
        () =>
          postFile(roomOf(alice), Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]), 'big.png'),
        'ใหญ่เกิน 10 MB',
      ],
    ]
    for (const [name, send, error] of cases) {
      it(name, async () => {
        const before = aliceBox.length
        const page = await expectUnchanged(mock, send)
        expect(page.status).toBe(422)
        expect(page.text).toContain('role="alert"')
        expect(page.text).toContain(error)
        expect(page.text).toContain('aria-invalid="true"')
        await settle()
        expect(aliceBox).toHaveLength(before)
      })
    }

    it('keeps what was typed', async () => {
      const page = await post(roomOf(alice), 'buttons', {
        text: 'Keep <me>',
        lines: 'x | y\nbroken',
      })
      expect(page.text).toContain('value="Keep &lt;me&gt;"')
      expect(page.text).toContain('x | y\nbroken</textarea>')
      expect(page.text).toContain('<details class="more" open="">')
    })

    it('shows errors in English too', async () => {
      const page = await request(`/panel/chat/${roomOf(alice)}/text`, {
        method: 'POST',
        cookie: `${cookie}; mock-panel-lang=en`,
        body: new URLSearchParams({ text: '' }),
      })
      expect(page.status).toBe(422)
      expect(page.text).toContain('Write 1 to 2000 characters')
    })

    it('a room without messages, or an unknown form', async () => {
      for (const send of [
        () => post('lw-999999', 'text', { text: 'hi' }),
        () => post(roomOf(alice), 'nonsense', { text: 'hi' }),
      ]) {
        const page = await expectUnchanged(mock, send)
        expect(page.status).toBe(404)
      }
    })
  })
})
