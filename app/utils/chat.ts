// What the chat widget decides without the network: how each message type is shown, what a
// button does, the order of a conversation, when the list counts as scrolled to the bottom.
import * as z from 'zod'

import {
  type AttachmentProblem,
  CHAT_SCROLL_THRESHOLD_PX,
} from '@member-wallet/contract/chat-rules'
import {
  type ChatButton,
  type ChatHistory,
  ChatMessage,
  type ChatMessageBody,
  KnownChatMessageBody,
  type MediaPayload,
} from '@member-wallet/contract/schemas'

import { safeWebUrl } from './safe-link'

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

/**
 * Which stored message this is, without `_id` (SPEC §3 does not list it): who sent it, when,
 * and what it says. A history page, a live event and the send's own answer of one message agree
 * on all three.
 */
export function messageKey(message: ChatMessage): string {
  const view = chatView(message.message)
  const content =
    'text' in view
      ? view.text
      : 'url' in view
        ? view.url
        : 'title' in view
          ? view.title
          : JSON.stringify(message.message)
  return [message.sender, message.createdAt, message.message.message_type, content].join('|')
}

/** One conversation, oldest first, each message once (history pages and live events overlap). */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byKey = new Map(current.map((message) => [messageKey(message), message]))
  for (const message of incoming) byKey.set(messageKey(message), message)
  return [...byKey.values()].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
}

/** A page of the conversation as the widget lists it: oldest first, and whether older exist. */
export const ChatPage = z.object({ messages: z.array(ChatMessage), hasOlder: z.boolean() })
export type ChatPage = z.infer<typeof ChatPage>

/**
 * A history answer (newest first) as the widget lists it: oldest first, and whether older
 * messages exist: by `total` when the backend sends it, else while a page comes back full.
 */
export function historyPage(answer: ChatHistory, page: { limit: number; skip: number }): ChatPage {
  const { messages, total } = Array.isArray(answer)
    ? { messages: answer, total: undefined }
    : answer
  const hasOlder =
    total === undefined ? messages.length >= page.limit : page.skip + messages.length < total
  return { messages: [...messages].reverse(), hasOlder }
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

/** What happens to a message on its way out. */
export type DeliveryEvent = 'uploaded' | 'sent' | 'failed' | 'resend'

/**
 * SPEC §4 Chat media: uploading_file, sending, then succeed or failed. A resend starts again
 * at the step that failed: the upload, unless the file is already uploaded. succeed is final.
 */
export function nextDelivery(
  status: DeliveryStatus,
  event: DeliveryEvent,
  uploaded: boolean,
): DeliveryStatus {
  switch (event) {
    case 'uploaded':
      return status === 'uploading_file' ? 'sending' : status
    case 'sent':
      return status === 'sending' ? 'succeed' : status
    case 'failed':
      return status === 'uploading_file' || status === 'sending' ? 'failed' : status
    case 'resend':
      return status === 'failed' ? (uploaded ? 'sending' : 'uploading_file') : status
  }
}

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
 * Whether a stored message is the one an outgoing item sent: the live event can come before
 * the send's own answer, and the message must not show twice meanwhile.
 */
export function isDeliveryOf(item: Outgoing, message: ChatMessage): boolean {
  if (item.status === 'failed' || item.status === 'uploading_file') return false
  if (message.sender !== 'customer') return false
  const view = chatView(message.message)
  if (item.media) return view.kind === item.media.fileType && view.url === item.media.url
  return view.kind === 'text' && view.text === item.text
}

/** The delivery status a stored message shows: the customer's own media were delivered. */
export function storedDelivery(message: ChatMessage): DeliveryStatus | null {
  if (message.sender !== 'customer' || message.message.message_type !== 'media') return null
  return 'succeed'
}
