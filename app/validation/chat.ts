// What the chat widget posts to /chat (SPEC §5 Chat): text, a pressed postback button or quick
// reply, an uploaded attachment to send, an upload, mark-as-read. Messages are translation keys.
import * as z from 'zod'

import { CHAT_TEXT_MAX } from '@member-wallet/contract/chat-rules'

import { safeMediaUrl } from '~/utils/chat'

const PAYLOAD_MAX = 1000

/**
 * Empty or whitespace-only text is not sent; longer than CHAT_TEXT_MAX is refused, not cut.
 * A form sends line breaks as CRLF; they are stored as the textarea has them (LF), so the
 * widget recognises its own message when it arrives live.
 */
export const ChatText = z
  .string({ error: 'chat:send.empty' })
  .overwrite((text) => text.replace(/\r\n?/g, '\n'))
  .trim()
  .min(1, 'chat:send.empty')
  .max(CHAT_TEXT_MAX, 'chat:send.tooLong')

export const ChatForm = z.discriminatedUnion('intent', [
  // without JavaScript the text form may carry an attachment too, so its text may be empty
  z.object({
    intent: z.literal('text'),
    message: z
      .string()
      .max(CHAT_TEXT_MAX * 2)
      .default(''),
  }),
  z.object({
    intent: z.literal('postback'),
    title: z.string().trim().min(1).max(200),
    payload: z.string().max(PAYLOAD_MAX),
  }),
  z.object({
    intent: z.literal('media'),
    url: z
      .string()
      .max(PAYLOAD_MAX)
      .refine((url) => safeMediaUrl(url) !== null),
    fileType: z.enum(['image', 'video']),
    name: z.string().max(200).default(''),
  }),
  z.object({ intent: z.literal('upload') }),
  z.object({ intent: z.literal('read') }),
])
export type ChatForm = z.infer<typeof ChatForm>

/** An older page of the conversation: how many of the newest the widget already has. */
export const ChatHistoryQuery = z.object({ skip: z.coerce.number().int().min(0).max(1_000_000) })
