// What the chat widget decides without the network: how each message type is shown, what a
// button does, the order of a conversation, when the list counts as scrolled to the bottom.
import { type AttachmentProblem, CHAT_SCROLL_THRESHOLD_PX } from '~/api/chat-rules'
import {
  type ChatButton,
  type ChatMessage,
  type ChatMessageBody,
  KnownChatMessageBody,
  type MediaPayload,
} from '~/api/contract'

/** Where a web button or card may lead: http(s) only (never javascript: and the like). */
export function safeWebUrl(url: string): string | null {
  const value = url.trim()
  return /^https?:\/\/[^\s]+$/i.test(value) ? value : null
}

/** A media address the widget may load: http(s), or a path of this site. */
export function safeMediaUrl(url: string): string | null {
  const value = url.trim()
  return /^(https?:\/\/|\/(?!\/))[^\s]*$/i.test(value) ? value : null
}

export type ButtonAction =
  | { kind: 'web'; href: string }
  | { kind: 'call'; href: string }
  | { kind: 'postback'; payload: string }
  | { kind: 'plain' }

/** SPEC §3 button types: web opens a page, call dials, postback answers the operator. */
export function buttonAction(button: ChatButton): ButtonAction {
  if (button.type === 'web') {
    const href = safeWebUrl(button.payload)
    return href ? { kind: 'web', href } : { kind: 'plain' }
  }
  if (button.type === 'call') {
    const number = button.payload.replace(/^tel:/i, '').replace(/[\s-]/g, '')
    return /^\+?\d{3,15}$/.test(number)
      ? { kind: 'call', href: `tel:${number}` }
      : { kind: 'plain' }
  }
  if (button.type === 'postback') return { kind: 'postback', payload: button.payload }
  return { kind: 'plain' }
}

type Known = KnownChatMessageBody
type Payload<T extends Known['message_type']> = Extract<Known, { message_type: T }>['payload']

/** How one message is shown; anything malformed or of another type is 'unknown'. */
export type ChatView =
  | { kind: 'text'; text: string }
  | { kind: 'buttons'; payload: Payload<'buttons'> }
  | { kind: 'image' | 'video' | 'file'; url: string; name: string | null; caption: string | null }
  | { kind: 'quick_replies'; payload: Payload<'quick_replies'> }
  | { kind: 'generic'; payload: Payload<'generic'> }
  | { kind: 'postback'; title: string }
  | { kind: 'unknown' }

export function chatView(body: ChatMessageBody): ChatView {
  const parsed = KnownChatMessageBody.safeParse(body)
  if (!parsed.success) return { kind: 'unknown' }
  const message = parsed.data
  switch (message.message_type) {
    case 'text':
      return { kind: 'text', text: message.payload.text }
    case 'media': {
      const url = safeMediaUrl(message.payload.url)
      if (!url) return { kind: 'unknown' }
      return {
        kind: message.payload.fileType,
        url,
        name: message.payload.name ?? null,
        caption: message.payload.message ?? null,
      }
    }
    case 'postback':
      return { kind: 'postback', title: message.payload.title }
    default:
      return { kind: message.message_type, payload: message.payload } as ChatView
  }
}

/** One conversation, oldest first, each message once (history pages and live events overlap). */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message._id, message]))
  for (const message of incoming) byId.set(message._id, message)
  return [...byId.values()].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
}

/** Whether a scrolled list is at (or within the threshold of) its bottom. */
export function isNearBottom(list: {
  scrollHeight: number
  scrollTop: number
  clientHeight: number
}): boolean {
  return list.scrollHeight - list.scrollTop - list.clientHeight <= CHAT_SCROLL_THRESHOLD_PX
}

/** The exact SPEC §5 message of an attachment problem, as a key and its values. */
export function attachmentMessage(problem: AttachmentProblem): {
  key: string
  values?: Record<string, number>
} {
  return problem.kind === 'tooLarge'
    ? { key: 'chat:attach.tooLarge', values: { mb: problem.mb } }
    : { key: 'chat:attach.unsupported' }
}

/** SPEC §3 media delivery: uploading_file → sending → succeed, or failed (resend or remove). */
export type DeliveryStatus = 'uploading_file' | 'sending' | 'failed' | 'succeed'

/** What the widget knows of a message on its way out. */
export type Outgoing = {
  localId: string
  status: DeliveryStatus
  text: string
  file: File | null
  /** A local address of the chosen file, shown while it is on its way. */
  preview: string | null
  /** Set once the file is uploaded, so a resend only sends the message. */
  media: MediaPayload | null
}

/**
 * Whether a stored message is the one an outgoing item is sending: the live event can come
 * before the send's own answer, and the message must not show twice meanwhile.
 */
export function isDeliveryOf(item: Outgoing, message: ChatMessage): boolean {
  if (item.status !== 'sending' || message.sender !== 'customer') return false
  const view = chatView(message.message)
  if (item.media) return view.kind === item.media.fileType && view.url === item.media.url
  return view.kind === 'text' && view.text === item.text
}
