// The operator's side of the chat, for tests and demos (part of the /__admin API, behind its
// password): the conversations, a room's messages, and answering in a room (sender "other",
// delivered live to the room's sockets).
import { Router } from 'express'
import * as z from 'zod'

import { ChatMessage, KnownChatMessageBody } from '@member-wallet/contract/schemas'

import { roomMessages, toChatMessage } from '../chat'
import { answerRoom, listConversations, roomOwner } from '../chat-operator'
import { type MockContext } from '../context'
import { ApiError, parseBody, route } from '../http'

export const AdminConversation = z.object({
  room: z.string(),
  /** The member's username, or null for a guest's room. */
  username: z.string().nullable(),
  guestId: z.string().nullable(),
  /** The customer's messages the operator has not read. */
  unread: z.number().int(),
  lastMessage: ChatMessage,
})
export type AdminConversation = z.infer<typeof AdminConversation>

export const AdminChatQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  skip: z.coerce.number().int().min(0).default(0),
})

export function adminChatRoutes(ctx: MockContext): Router {
  const { prisma } = ctx
  const router = Router()

  // every room, the most recently active first
  router.get(
    '/chat/conversations',
    route(async (_req, res) => {
      res.json(z.array(AdminConversation).parse(await listConversations(prisma)))
    }),
  )

  // a room's messages, newest first: ?limit= (≤ 200, 50 by default) &skip=
  router.get(
    '/chat/conversations/:room/messages',
    route(async (req, res) => {
      const query = AdminChatQuery.safeParse(req.query)
      if (!query.success) throw new ApiError(400, 'KEY_INVALID')
      const rows = await roomMessages(
        prisma,
        req.params.room ?? '',
        query.data.skip,
        query.data.limit,
      )
      res.json(z.array(ChatMessage).parse(rows.map(toChatMessage)))
    }),
  )

  // the operator answers: any §3 message type ({ message_type, payload }); the room must exist
  router.post(
    '/chat/conversations/:room/messages',
    route(async (req, res) => {
      const body = parseBody(KnownChatMessageBody, req)
      const room = req.params.room ?? ''
      const owner = await roomOwner(prisma, room)
      if (!owner) throw new ApiError(404, 'NO_DATA')
      const message = await answerRoom(ctx, room, owner, body)
      res.json(ChatMessage.parse(message))
    }),
  )

  return router
}
