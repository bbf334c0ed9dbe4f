// The composer's forms as chat messages: pure functions from the typed fields to a message
// body, or to the error to show. Lists are written one item a line, fields split by "|":
//   buttons        Title | target    (http(s)://… → web, tel:… or digits → call, else postback)
//   quick replies  Title | payload   (no payload: the title)
//   cards          Title | Subtitle | image URL | button title | button target
import {
  CHAT_IMAGE_MAX_BYTES,
  CHAT_VIDEO_MAX_BYTES,
  type ChatFileType,
  chatMaxMb,
  type ChatMediaKind,
  chatMediaKind,
  cleanChatText,
  sniffChatType,
} from '@member-wallet/contract/chat-rules'
import { type ChatButton, type KnownChatMessageBody } from '@member-wallet/contract/schemas'

import { type PanelKey } from './i18n'

export type ComposeError = { key: PanelKey; values?: Record<string, number> }
export type Composed<T> = { ok: true; value: T } | { ok: false; error: ComposeError }

export const MAX_BUTTONS = 3
export const MAX_QUICK_REPLIES = 10
export const MAX_CARDS = 10
const TITLE_MAX = 80
const FIELD_MAX = 1000

type Card = Extract<KnownChatMessageBody, { message_type: 'generic' }>['payload']['elements'][0]
type Line = { line: number; parts: string[] }

const ok = <T>(value: T): Composed<T> => ({ ok: true, value })
const fail = (key: PanelKey, values?: Record<string, number>): Composed<never> => ({
  ok: false,
  error: { key, values },
})

/** The non-blank lines (numbered as typed), each split at "|" into trimmed parts. */
export function splitLines(text: string, maxLines: number): Composed<Line[]> {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((content, index) => ({ line: index + 1, content: content.trim() }))
    .filter(({ content }) => content !== '')
  if (lines.length === 0) return fail('errorNoLines')
  if (lines.length > maxLines) return fail('errorTooManyLines', { max: maxLines })
  return ok(
    lines.map(({ line, content }) => ({ line, parts: content.split('|').map((p) => p.trim()) })),
  )
}

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

const PHONE = /^\+?\d[\d -]{1,18}\d$/

/**
 * A button by its target: http(s)://… is a web link, tel:… or a phone number a call (payload:
 * the number, digits and a leading +), anything else a postback; null for a bad URL or number.
 */
export function buttonOf(title: string, target: string): ChatButton | null {
  if (/^https?:/i.test(target))
    return isHttpUrl(target) ? { type: 'web', title, payload: target } : null
  const tel = /^tel:/i.test(target)
  if (tel || PHONE.test(target)) {
    const number = target.replace(/^tel:/i, '').trim()
    return PHONE.test(number) ? { type: 'call', title, payload: number.replace(/[ -]/g, '') } : null
  }
  return { type: 'postback', title, payload: target }
}

/** Each line's parts, checked: their count, a title, lengths; then `build` (null: bad URL). */
function eachLine<T>(
  text: string,
  { maxLines, minParts, maxParts }: { maxLines: number; minParts: number; maxParts: number },
  build: (parts: string[]) => T | null,
): Composed<T[]> {
  const lines = splitLines(text, maxLines)
  if (!lines.ok) return lines
  const items: T[] = []
  for (const { line, parts } of lines.value) {
    if (parts.length < minParts || parts.length > maxParts || !parts[0]) {
      return fail('errorLine', { line })
    }
    if (parts[0].length > TITLE_MAX || parts.some((part) => part.length > FIELD_MAX)) {
      return fail('errorLineLong', { line })
    }
    const item = build(parts)
    if (item === null) return fail('errorLineUrl', { line })
    items.push(item)
  }
  return ok(items)
}

export function parseButtonLines(text: string): Composed<ChatButton[]> {
  return eachLine(
    text,
    { maxLines: MAX_BUTTONS, minParts: 2, maxParts: 2 },
    ([title = '', target = '']) => (target ? buttonOf(title, target) : null),
  )
}

export function parseQuickReplyLines(text: string): Composed<{ title: string; payload: string }[]> {
  return eachLine(
    text,
    { maxLines: MAX_QUICK_REPLIES, minParts: 1, maxParts: 2 },
    ([title = '', payload = '']) => ({ title, payload: payload || title }),
  )
}

/** Cards; a card without an image URL gets one of `defaultImages` in turn. */
export function parseCardLines(text: string, defaultImages: readonly string[]): Composed<Card[]> {
  let index = 0
  return eachLine(text, { maxLines: MAX_CARDS, minParts: 1, maxParts: 5 }, (parts) => {
    const [title = '', subtitle = '', image = '', buttonTitle = '', target = ''] = parts
    if (image && !isHttpUrl(image)) return null
    if (Boolean(buttonTitle) !== Boolean(target)) return null
    const button = buttonTitle ? buttonOf(buttonTitle, target) : undefined
    if (button === null) return null
    const image_url = image || (defaultImages[index++ % defaultImages.length] ?? '')
    return { image_url, title, subtitle, buttons: button ? [button] : [] }
  })
}

type Fields = Record<string, string>

const textOf = (fields: Fields): Composed<string> => {
  const text = cleanChatText(fields.text ?? '')
  return text === null ? fail('errorText') : ok(text)
}

export function composeText(fields: Fields): Composed<KnownChatMessageBody> {
  const text = textOf(fields)
  return text.ok ? ok({ message_type: 'text', payload: { text: text.value } }) : text
}

export function composeButtons(fields: Fields): Composed<KnownChatMessageBody> {
  const text = textOf(fields)
  if (!text.ok) return text
  const buttons = parseButtonLines(fields.lines ?? '')
  if (!buttons.ok) return buttons
  return ok({ message_type: 'buttons', payload: { text: text.value, buttons: buttons.value } })
}

export function composeQuickReplies(fields: Fields): Composed<KnownChatMessageBody> {
  const text = textOf(fields)
  if (!text.ok) return text
  const replies = parseQuickReplyLines(fields.lines ?? '')
  if (!replies.ok) return replies
  return ok({
    message_type: 'quick_replies',
    payload: { text: text.value, quick_replies: replies.value },
  })
}

export function composeCards(
  fields: Fields,
  defaultImages: readonly string[],
): Composed<KnownChatMessageBody> {
  const cards = parseCardLines(fields.lines ?? '', defaultImages)
  return cards.ok ? ok({ message_type: 'generic', payload: { elements: cards.value } }) : cards
}

/** An uploaded file by its bytes: a png, jpeg or gif image up to 10 MB, an mp4 or mov video up to 20 MB. */
export function checkChatFile(
  bytes: Uint8Array | undefined,
): Composed<{ type: ChatFileType; kind: ChatMediaKind }> {
  if (!bytes || bytes.byteLength === 0) return fail('errorFileMissing')
  const type = sniffChatType(bytes)
  if (!type) return fail('errorFileType')
  const kind = chatMediaKind(type)
  const max = kind === 'video' ? CHAT_VIDEO_MAX_BYTES : CHAT_IMAGE_MAX_BYTES
  if (bytes.byteLength > max) return fail('errorFileTooLarge', { mb: chatMaxMb(kind) })
  return ok({ type, kind })
}
