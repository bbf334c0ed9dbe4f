import { describe, expect, test } from 'vitest'

import { chatMediaKind } from '@member-wallet/contract/chat-rules'
import { type ChatMessage, type ChatMessageBody } from '@member-wallet/contract/schemas'

import {
  attachmentMessage,
  buttonAction,
  chatView,
  type DeliveryStatus,
  historyPage,
  isDeliveryOf,
  isNearBottom,
  mergeMessages,
  nextDelivery,
  safeMediaUrl,
  storedDelivery,
} from '~/utils/chat'

/** A message with only the SPEC §3 fields (no `_id`). */
const message = (text: string, createdAt: string): ChatMessage => ({
  sender: 'customer',
  userId: null,
  guestId: 'guest-test-1',
  username: null,
  name: null,
  deviceToken: null,
  createdAt,
  session_id: null,
  message: { message_type: 'text', payload: { text } },
})
const textOf = (m: ChatMessage) => (m.message.payload as { text: string }).text

describe('which view a message gets (SPEC §3 types)', () => {
  const cases: [string, ChatMessageBody, string][] = [
    ['text', { message_type: 'text', payload: { text: 'hi' } }, 'text'],
    ['buttons', { message_type: 'buttons', payload: { text: 'pick', buttons: [] } }, 'buttons'],
    [
      'an image',
      { message_type: 'media', payload: { url: 'https://x.test/a.png', fileType: 'image' } },
      'image',
    ],
    [
      'a video',
      { message_type: 'media', payload: { url: '/chat-files/a.mp4', fileType: 'video' } },
      'video',
    ],
    [
      'a file',
      { message_type: 'media', payload: { url: 'https://x.test/a.pdf', fileType: 'file' } },
      'file',
    ],
    [
      'quick replies',
      { message_type: 'quick_replies', payload: { text: 'ok?', quick_replies: [] } },
      'quick_replies',
    ],
    ['generic', { message_type: 'generic', payload: { elements: [] } }, 'generic'],
    ['postback', { message_type: 'postback', payload: { title: 'Yes', payload: 'Y' } }, 'postback'],
    ['another type', { message_type: 'location', payload: { lat: 1 } }, 'unknown'],
    ['a malformed known type', { message_type: 'text', payload: { words: 'x' } }, 'unknown'],
    [
      'media at a javascript: address',
      { message_type: 'media', payload: { url: 'javascript:alert(1)', fileType: 'image' } },
      'unknown',
    ],
  ]
  test.each(cases)('%s', (_name, body, kind) => {
    expect(chatView(body).kind).toBe(kind)
  })

  test('media keeps its name and caption', () => {
    expect(
      chatView({
        message_type: 'media',
        payload: { url: '/chat-files/a.png', fileType: 'image', name: 'a.png', message: 'look' },
      }),
    ).toEqual({ kind: 'image', url: '/chat-files/a.png', name: 'a.png', caption: 'look' })
  })
})

describe('what a button does', () => {
  test('web opens http(s) pages only', () => {
    expect(buttonAction({ type: 'web', title: 'Site', payload: 'https://a.test/x' })).toEqual({
      kind: 'web',
      href: 'https://a.test/x',
    })
    expect(buttonAction({ type: 'web', title: 'Bad', payload: 'javascript:alert(1)' })).toEqual({
      kind: 'plain',
    })
  })

  test('call dials a phone number', () => {
    expect(buttonAction({ type: 'call', title: 'Call', payload: '02-123 4567' })).toEqual({
      kind: 'call',
      href: 'tel:021234567',
    })
    expect(buttonAction({ type: 'call', title: 'Call', payload: 'tel:+66812345678' })).toEqual({
      kind: 'call',
      href: 'tel:+66812345678',
    })
    expect(buttonAction({ type: 'call', title: 'Call', payload: 'not a number' }).kind).toBe(
      'plain',
    )
  })

  test('postback answers with its payload; other types are plain', () => {
    expect(buttonAction({ type: 'postback', title: 'Yes', payload: 'YES' })).toEqual({
      kind: 'postback',
      payload: 'YES',
    })
    expect(buttonAction({ type: 'other', title: 'Hmm', payload: 'x' })).toEqual({ kind: 'plain' })
  })
})

describe('the conversation', () => {
  test('merges pages and live events: each message once, oldest first', () => {
    const a = message('1', '2026-11-21T08:00:00.000Z')
    const b = message('2', '2026-11-21T08:01:00.000Z')
    const c = message('3', '2026-11-21T08:02:00.000Z')
    expect(mergeMessages([b, c], [a, b]).map(textOf)).toEqual(['1', '2', '3'])
    expect(mergeMessages([a], [c, b, c]).map(textOf)).toEqual(['1', '2', '3'])
  })

  test('knows a message without _id: the sent one and the stored one (with _id) are one', () => {
    const sent = message('hello', '2026-11-21T08:00:00.000Z')
    const stored = { ...sent, _id: '42', userId: '7' }
    expect(mergeMessages([sent], [stored])).toHaveLength(1)
    // the same words at another time, or from the other side, are another message
    const again = message('hello', '2026-11-21T08:00:01.000Z')
    expect(mergeMessages([sent], [again, { ...sent, sender: 'other' }])).toHaveLength(3)
  })

  test('reads history as { messages, total }, { messages } or a bare list, newest first', () => {
    const newest = message('2', '2026-11-21T08:01:00.000Z')
    const older = message('1', '2026-11-21T08:00:00.000Z')
    const page = { limit: 2, skip: 0 }
    expect(historyPage({ messages: [newest, older], total: 2 }, page)).toEqual({
      messages: [older, newest],
      hasOlder: false,
    })
    expect(historyPage({ messages: [newest, older], total: 3 }, page).hasOlder).toBe(true)
    expect(historyPage({ messages: [newest], total: 3 }, { limit: 2, skip: 2 }).hasOlder).toBe(
      false,
    )
    // without total: page on while a page comes back full
    expect(historyPage({ messages: [newest, older] }, page).hasOlder).toBe(true)
    expect(historyPage([newest, older], page)).toEqual({
      messages: [older, newest],
      hasOlder: true,
    })
    expect(historyPage([newest], page).hasOlder).toBe(false)
  })

  test('is at the bottom within 60 px of it (SPEC §9)', () => {
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 600 })).toBe(true)
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 540 })).toBe(true)
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 539 })).toBe(false)
  })
})

describe('attachments', () => {
  test('the exact SPEC §5 messages', () => {
    expect(attachmentMessage({ kind: 'unsupported' })).toEqual({ key: 'chat:attach.unsupported' })
    expect(attachmentMessage({ kind: 'tooLarge', mb: 20 })).toEqual({
      key: 'chat:attach.tooLarge',
      values: { mb: 20 },
    })
  })

  test('a video type is sent as video, anything else allowed as an image', () => {
    expect(chatMediaKind('video/quicktime')).toBe('video')
    expect(chatMediaKind('image/jpeg')).toBe('image')
  })

  test('media addresses: http(s) and this site only', () => {
    expect(safeMediaUrl('/chat-files/a.png')).toBe('/chat-files/a.png')
    expect(safeMediaUrl('//evil.test/a.png')).toBeNull()
    expect(safeMediaUrl('data:text/html,x')).toBeNull()
  })
})

describe('an outgoing message that arrives live before its own answer', () => {
  const sending = (text: string, media: { url: string; fileType: 'image' | 'video' } | null) => ({
    localId: 'local-1',
    status: 'sending' as const,
    text,
    file: null,
    preview: null,
    media,
  })

  test('is the same text, or the same uploaded file, sent by the customer', () => {
    const stored = message('hello', '2026-11-21T08:00:00.000Z')
    expect(isDeliveryOf(sending('hello', null), stored)).toBe(true)
    expect(isDeliveryOf(sending('hello again', null), stored)).toBe(false)
    expect(isDeliveryOf(sending('hello', null), { ...stored, sender: 'other' })).toBe(false)
    expect(isDeliveryOf({ ...sending('hello', null), status: 'failed' }, stored)).toBe(false)
    expect(isDeliveryOf({ ...sending('hello', null), status: 'succeed' }, stored)).toBe(true)

    const picture = {
      ...stored,
      message: { message_type: 'media', payload: { url: '/chat-files/a.png', fileType: 'image' } },
    }
    expect(
      isDeliveryOf(sending('a.png', { url: '/chat-files/a.png', fileType: 'image' }), picture),
    ).toBe(true)
    expect(
      isDeliveryOf(sending('a.png', { url: '/chat-files/b.png', fileType: 'image' }), picture),
    ).toBe(false)
  })
})

describe('media delivery (SPEC §3, §4: uploading_file, sending, then succeed or failed)', () => {
  const walk = (events: Parameters<typeof nextDelivery>[1][], uploaded = false) =>
    events.reduce<DeliveryStatus>(
      (status, event) => nextDelivery(status, event, uploaded),
      'uploading_file',
    )

  test('uploaded, then sent: succeed', () => {
    expect(walk(['uploaded'])).toBe('sending')
    expect(walk(['uploaded', 'sent'])).toBe('succeed')
  })

  test('a failed upload or send is failed; resend goes back to the step that failed', () => {
    expect(walk(['failed'])).toBe('failed')
    expect(walk(['failed', 'resend'])).toBe('uploading_file')
    expect(walk(['uploaded', 'failed', 'resend'], true)).toBe('sending')
    expect(walk(['uploaded', 'failed', 'resend', 'sent'], true)).toBe('succeed')
  })

  test('steps out of order change nothing; succeed is final', () => {
    expect(walk(['sent'])).toBe('uploading_file')
    expect(walk(['resend'])).toBe('uploading_file')
    expect(walk(['uploaded', 'sent', 'failed'])).toBe('succeed')
    expect(walk(['uploaded', 'sent', 'resend'])).toBe('succeed')
  })

  test('a stored media message of the customer shows succeed; others show no status', () => {
    const text = message('hi', '2026-11-21T08:00:00.000Z')
    const picture = {
      ...text,
      message: { message_type: 'media', payload: { url: '/chat-files/a.png', fileType: 'image' } },
    }
    expect(storedDelivery(picture)).toBe('succeed')
    expect(storedDelivery({ ...picture, sender: 'other' })).toBeNull()
    expect(storedDelivery(text)).toBeNull()
  })
})
