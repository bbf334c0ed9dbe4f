import { describe, expect, test } from 'vitest'

import {
  attachmentProblem,
  CHAT_IMAGE_MAX_BYTES,
  CHAT_PAGE_SIZE,
  CHAT_TEXT_MAX,
  CHAT_VIDEO_MAX_BYTES,
  cleanChatText,
  sniffChatType,
} from '@member-wallet/contract/chat-rules'

import { ChatText } from '~/validation/chat'

const file = (name: string, type: string, size = 1000) => ({ name, type, size })

describe('chat rules', () => {
  test('the constants of SPEC §9', () => {
    expect(CHAT_TEXT_MAX).toBe(2000)
    expect(CHAT_PAGE_SIZE).toBe(10)
    expect(CHAT_IMAGE_MAX_BYTES).toBe(10 * 1024 * 1024)
    expect(CHAT_VIDEO_MAX_BYTES).toBe(20 * 1024 * 1024)
  })

  test('text is trimmed; empty, blank or too long text is not sent', () => {
    expect(cleanChatText('  hello \n')).toBe('hello')
    expect(cleanChatText('')).toBeNull()
    expect(cleanChatText(' \n\t ')).toBeNull()
    expect(cleanChatText('x'.repeat(2000))).toBe('x'.repeat(2000))
    expect(cleanChatText('x'.repeat(2001))).toBeNull()
    expect(cleanChatText(` ${'x'.repeat(2000)} `)).toBe('x'.repeat(2000))
  })

  test('the server stores line breaks as the textarea has them, whatever the form sent', () => {
    // a multipart form sends CRLF; the widget's own copy of the text has LF
    expect(ChatText.parse('first\r\nsecond\rthird\n')).toBe('first\nsecond\nthird')
    expect(ChatText.parse(`${'x'.repeat(1000)}\r\n${'x'.repeat(999)}`)).toHaveLength(2000)
  })

  test('allowed attachments: png, jpeg, jpg, gif, mp4, quicktime with an extension', () => {
    expect(attachmentProblem(file('a.png', 'image/png'))).toBeNull()
    expect(attachmentProblem(file('a.JPG', 'image/jpeg'))).toBeNull()
    expect(attachmentProblem(file('a.jpeg', 'image/jpg'))).toBeNull()
    expect(attachmentProblem(file('a.gif', 'image/gif'))).toBeNull()
    expect(attachmentProblem(file('a.mp4', 'video/mp4'))).toBeNull()
    expect(attachmentProblem(file('a.mov', 'video/quicktime'))).toBeNull()
    expect(attachmentProblem(file('png', 'image/png'))).toEqual({ kind: 'unsupported' })
    expect(attachmentProblem(file('a.webp', 'image/webp'))).toEqual({ kind: 'unsupported' })
    expect(attachmentProblem(file('a.png', 'application/pdf'))).toEqual({ kind: 'unsupported' })
    expect(attachmentProblem(file('a.png', ''))).toEqual({ kind: 'unsupported' })
  })

  test('images up to 10 MB, videos up to 20 MB', () => {
    expect(attachmentProblem(file('a.png', 'image/png', CHAT_IMAGE_MAX_BYTES))).toBeNull()
    expect(attachmentProblem(file('a.png', 'image/png', CHAT_IMAGE_MAX_BYTES + 1))).toEqual({
      kind: 'tooLarge',
      mb: 10,
    })
    expect(attachmentProblem(file('a.mp4', 'video/mp4', CHAT_VIDEO_MAX_BYTES))).toBeNull()
    expect(attachmentProblem(file('a.mp4', 'video/mp4', CHAT_VIDEO_MAX_BYTES + 1))).toEqual({
      kind: 'tooLarge',
      mb: 20,
    })
  })

  test('the type is read from the first bytes', () => {
    const bytes = (...parts: (string | number[])[]) =>
      Buffer.concat(parts.map((part) => Buffer.from(part as string)))
    expect(sniffChatType(bytes([0x89], 'PNG\r\n\x1a\n'))).toBe('image/png')
    expect(sniffChatType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffChatType(bytes('GIF89a'))).toBe('image/gif')
    expect(sniffChatType(bytes([0, 0, 0, 0x18], 'ftypisom'))).toBe('video/mp4')
    expect(sniffChatType(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toBe('video/quicktime')
    expect(sniffChatType(bytes([0, 0, 0, 8], 'wide'))).toBe('video/quicktime')
    expect(sniffChatType(bytes('hello, world'))).toBeNull()
    expect(sniffChatType(new Uint8Array())).toBeNull()
  })
})
