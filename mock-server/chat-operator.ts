// The operator's side of the chat rooms, shared by the /__admin JSON API and the /panel pages:
// the conversations, reading a room, answering in a room.
import { type PrismaClient } from '@prisma/client'

import { type ChatMessage, type ChatMessageBody } from '@member-wallet/contract/schemas'

import { postChatMessage, toChatMessage, withMember } from './chat'
import { type MockContext } from './context'

export type Conversation = {
  room: string
  /** The member's username, or null for a guest's room. */
  username: string | null
  guestId: string | null
  /** The customer's messages the operator has not read. */
  unread: number
  lastMessage: ChatMessage
}

/** Every room, the most recently active first. */
export async function listConversations(prisma: PrismaClient): Promise<Conversation[]> {
  const rooms = await prisma.chatMessage.groupBy({
    by: ['room'],
    _max: { id: true },
    orderBy: { _max: { id: 'desc' } },
  })
  return Promise.all(
    rooms.map(async ({ room, _max }) => {
      const [last, unread] = await Promise.all([
        prisma.chatMessage.findUniqueOrThrow({ where: { id: _max.id ?? 0 }, include: withMember }),
        prisma.chatMessage.count({ where: { room, sender: 'customer', readAt: null } }),
      ])
      return {
        room,
        username: last.member?.username ?? null,
        guestId: last.guestId,
        unread,
        lastMessage: toChatMessage(last),
      }
    }),
  )
}

/** Whose room it is, from its first message; null for a room without messages. */
export async function roomOwner(
  prisma: PrismaClient,
  room: string,
): Promise<{ memberId: number | null; guestId: string | null } | null> {
  return prisma.chatMessage.findFirst({
    where: { room },
    select: { memberId: true, guestId: true },
  })
}

/** Marks the customer's messages of a room read (those before message `beforeId`, if given). */
export async function markCustomerRead(
  { prisma, config }: Pick<MockContext, 'prisma' | 'config'>,
  room: string,
  beforeId?: number,
): Promise<void> {
  await prisma.chatMessage.updateMany({
    where: {
      room,
      sender: 'customer',
      readAt: null,
      id: beforeId === undefined ? undefined : { lt: beforeId },
    },
    data: { readAt: new Date(config.now()) },
  })
}

/**
 * The operator answers in an existing room (sender "other", delivered live); what the customer
 * wrote before has been read.
 */
export async function answerRoom(
  ctx: Pick<MockContext, 'prisma' | 'config' | 'chat'>,
  room: string,
  owner: { memberId: number | null; guestId: string | null },
  body: ChatMessageBody,
): Promise<ChatMessage> {
  const message = await postChatMessage(ctx, room, owner, 'other', body)
  await markCustomerRead(ctx, room, Number(message._id))
  return message
}
