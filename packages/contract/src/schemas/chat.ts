import * as z from 'zod'

import { CHAT_HISTORY_MAX_LIMIT, CHAT_TEXT_MAX, GUEST_ID_PATTERN } from '../chat-rules'
import { endpoint, IsoDate, Unshown, UPLOAD_TIMEOUT_MS } from './common'

/**
 * A guest's generated id. All digits is refused: a member's room is PREFIX + member id, so a
 * guest's must never look like one.
 */
export const GuestId = z
  .string()
  .regex(GUEST_ID_PATTERN)
  .refine((id) => !/^\d+$/.test(id))

/** Button types (SPEC §3): web, call, postback; others are shown as plain buttons. */
export const ChatButton = z.object({
  type: z.union([z.enum(['web', 'call', 'postback']), z.string()]),
  title: z.string(),
  payload: z.string(),
})
export type ChatButton = z.infer<typeof ChatButton>

export const TextPayload = z.object({ text: z.string() })
export const ButtonsPayload = z.object({ text: z.string(), buttons: z.array(ChatButton) })
export const MediaPayload = z.object({
  message: z.string().optional(),
  url: z.string(),
  fileType: z.enum(['image', 'video', 'file']),
  filePath: z.string().optional(),
  name: z.string().optional(),
})
export type MediaPayload = z.infer<typeof MediaPayload>
export const QuickRepliesPayload = z.object({
  text: z.string(),
  quick_replies: z.array(z.object({ title: z.string(), payload: z.string() })),
})
/** A carousel of cards. */
export const GenericPayload = z.object({
  elements: z.array(
    z.object({
      image_url: z.string(),
      title: z.string(),
      subtitle: z.string(),
      buttons: z.array(ChatButton),
    }),
  ),
})
export const PostbackPayload = z.object({ title: z.string(), payload: z.string() })

/** A message of a known type, its payload checked. */
export const KnownChatMessageBody = z.discriminatedUnion('message_type', [
  z.object({ message_type: z.literal('text'), payload: TextPayload }),
  z.object({ message_type: z.literal('buttons'), payload: ButtonsPayload }),
  z.object({ message_type: z.literal('media'), payload: MediaPayload }),
  z.object({ message_type: z.literal('quick_replies'), payload: QuickRepliesPayload }),
  z.object({ message_type: z.literal('generic'), payload: GenericPayload }),
  z.object({ message_type: z.literal('postback'), payload: PostbackPayload }),
])
export type KnownChatMessageBody = z.infer<typeof KnownChatMessageBody>

/** Any message: a known type, or another type (shown as unknown) with any payload. */
export const ChatMessageBody = z.union([
  KnownChatMessageBody,
  z.object({ message_type: z.string(), payload: z.unknown() }),
])
export type ChatMessageBody = z.infer<typeof ChatMessageBody>

const nullableText = (max: number) => z.string().max(max).nullable()

/**
 * SPEC §3 Chat conversation: every listed field is there (null where it has no value). sender:
 * customer (the member or guest) or other (the operator). `_id` is not listed: a backend may
 * send it, the widget never needs it.
 */
export const ChatMessage = z.object({
  _id: z.string().optional(),
  sender: z.union([z.enum(['customer', 'other']), z.string()]),
  userId: z.string().nullable(),
  guestId: z.string().nullable(),
  username: z.string().nullable(),
  name: z.string().nullable(),
  deviceToken: z.string().nullable(),
  createdAt: IsoDate,
  session_id: z.string().nullable(),
  message: ChatMessageBody,
})
export type ChatMessage = z.infer<typeof ChatMessage>

export const ChatConfig = z.object({ PREFIX: z.string() })

/**
 * Whose conversation (SPEC §7): the member's profile `_id` as userId, or the guest's guestId.
 * A member is known by the bearer token; a userId that is not the token's member is refused.
 */
export const ChatOwnerRef = z.object({
  userId: nullableText(64),
  guestId: GuestId.nullable(),
})
export type ChatOwnerRef = z.infer<typeof ChatOwnerRef>

/** What a customer sends: text (1..CHAT_TEXT_MAX), media after an upload, or a postback. */
export const CustomerMessageBody = z.discriminatedUnion('message_type', [
  z.object({
    message_type: z.literal('text'),
    payload: z.object({ text: z.string().trim().min(1).max(CHAT_TEXT_MAX) }),
  }),
  z.object({ message_type: z.literal('media'), payload: MediaPayload }),
  z.object({ message_type: z.literal('postback'), payload: PostbackPayload }),
])
export type CustomerMessageBody = z.infer<typeof CustomerMessageBody>

/** SPEC §7: send-message takes a §3 conversation object, sent by the customer. */
export const SendChatMessageRequest = ChatOwnerRef.extend({
  sender: z.literal('customer'),
  username: nullableText(64),
  name: nullableText(120),
  deviceToken: nullableText(512),
  createdAt: IsoDate.max(40),
  session_id: nullableText(128),
  message: CustomerMessageBody,
})
export type SendChatMessageRequest = z.input<typeof SendChatMessageRequest>

/** SPEC §7 promises only createdAt; anything else a backend adds is read when it is there. */
export const SentChatMessage = ChatMessage.partial().required({ createdAt: true })

/** A page of the conversation, newest first (SPEC §7: {userId, guestId, limit, skip}). */
export const ChatHistoryRequest = ChatOwnerRef.extend({
  limit: z.number().int().min(1).max(CHAT_HISTORY_MAX_LIMIT),
  skip: z.number().int().min(0).max(1_000_000),
})
export type ChatHistoryRequest = z.input<typeof ChatHistoryRequest>

/**
 * The spec does not show history's answer: our mock sends { messages, total }; { messages }
 * alone and a bare list of messages are read too.
 */
export const ChatHistory = z.union([
  z.object({ messages: z.array(ChatMessage), total: z.number().int().optional() }),
  z.array(ChatMessage),
])
export type ChatHistory = z.infer<typeof ChatHistory>

/** A signed address of the stored file, good for days. */
export const ChatUpload = z.object({ path: z.string() })

/** Members authenticate with the bearer token; guests give guestId (body or form field). */
export const chatEndpoints = {
  config: endpoint({
    method: 'GET',
    path: '/api/chat/config',
    body: null,
    response: ChatConfig,
    auth: false,
  }),
  sendMessage: endpoint({
    method: 'POST',
    path: '/api/chat/send-message',
    body: SendChatMessageRequest,
    response: SentChatMessage,
    auth: false,
  }),
  history: endpoint({
    method: 'POST',
    path: '/api/chat/history',
    body: ChatHistoryRequest,
    response: ChatHistory,
    auth: false,
  }),
  /** multipart/form-data, the image in CHAT_FILE_FIELD; 300 s (SPEC §7). */
  uploadImage: endpoint({
    method: 'POST',
    path: '/api/chat/upload-image',
    body: null,
    multipart: true,
    response: ChatUpload,
    auth: false,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  }),
  uploadVideo: endpoint({
    method: 'POST',
    path: '/api/chat/upload-video',
    body: null,
    multipart: true,
    response: ChatUpload,
    auth: false,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  }),
  /** Marks the operator's messages in the caller's room read. */
  readCustomer: endpoint({
    method: 'PUT',
    path: '/api/chat/read-customer/',
    body: ChatOwnerRef,
    response: Unshown,
    auth: false,
  }),
}
