// Chat rooms (SPEC §7 Chat): one per member or guest, named PREFIX + member id or guest id.
// Messages are stored, then pushed as 'messaging' events to the sockets in the room. A socket
// is put in its owner's room by the server, from its handshake: `auth: { token }` for a member
// (checked like requireMember), `auth: { guestId }` for a guest. A client never names a room.
// An operator's socket (the /panel page, with its sign-in cookie, or `auth: { operator: <admin
// password> }`) joins OPERATORS_ROOM instead, and gets every room's messages; a browser's
// operator socket must come from the mock's own pages (isOperatorOrigin).
import { type Server as HttpServer } from 'node:http'

import { type ChatMessage as ChatMessageRow, type Member, type PrismaClient } from '@prisma/client'
import { Server as SocketServer } from 'socket.io'

import { ChatMessage, type ChatMessageBody, GuestId } from '@member-wallet/contract/schemas'

import { checkAdminPassword } from './admin-password'
import { type MockContext } from './context'
import { ApiError, memberOfToken } from './http'
import { hasPanelCookie } from './panel/auth'

export const CHAT_EVENT = 'messaging'
export const SOCKET_PATH = '/socket.io'
/** The operators' room: it ends with a bracket, so no PREFIX + member or guest id is it. */
export const OPERATORS_ROOM = '[operators]'

/** Whose room: a member's, or a guest's. */
export type ChatOwner = { member: Member; guestId: null } | { member: null; guestId: string }

export function roomOf(prefix: string, owner: ChatOwner): string {
  return prefix + (owner.member ? String(owner.member.id) : owner.guestId)
}

/** A guest's room owner: no id → 400 KEY_MISSING, a malformed one → 400 KEY_INVALID. */
export function guestOwnerOf(guestId: unknown): ChatOwner {
  if (guestId === undefined || guestId === null || guestId === '') {
    throw new ApiError(400, 'KEY_MISSING')
  }
  const parsed = GuestId.safeParse(guestId)
  if (!parsed.success) throw new ApiError(400, 'KEY_INVALID')
  return { member: null, guestId: parsed.data }
}

/**
 * The caller of a guest-friendly endpoint: the member of the token, else the guest of
 * `guestId`. The body's userId is checked, never trusted: another member's id, or any id
 * without a token, is 400 KEY_INVALID.
 */
export function chatOwnerOf(
  member: Member | null,
  ref: { userId?: string | null; guestId?: unknown },
): ChatOwner {
  const claimed = ref.userId ?? null
  if (member) {
    if (claimed !== null && claimed !== String(member.id)) throw new ApiError(400, 'KEY_INVALID')
    return { member, guestId: null }
  }
  if (claimed !== null) throw new ApiError(400, 'KEY_INVALID')
  return guestOwnerOf(ref.guestId)
}

type Row = ChatMessageRow & { member: Pick<Member, 'username' | 'name'> | null }

/**
 * A stored message as the contract's ChatMessage, with the mock's own `_id`. The mock keeps no
 * device token or session id, so both are null.
 */
export function toChatMessage(row: Row): ChatMessage & { _id: string } {
  const customer = row.sender === 'customer'
  return ChatMessage.required({ _id: true }).parse({
    _id: String(row.id),
    sender: row.sender,
    userId: row.memberId === null ? null : String(row.memberId),
    guestId: row.guestId,
    username: customer ? (row.member?.username ?? null) : null,
    name: customer ? (row.member?.name ?? null) : null,
    deviceToken: null,
    createdAt: row.createdAt.toISOString(),
    session_id: null,
    message: { message_type: row.messageType, payload: JSON.parse(row.payload) as unknown },
  })
}

export const withMember = { member: { select: { username: true, name: true } } } as const

/** Delivers messages to the sockets of a room once socket.io is attached (startMockServer). */
export class ChatHub {
  private io: SocketServer | null = null

  attach(io: SocketServer): void {
    this.io = io
  }

  /** To the room's sockets and the operators' (one emit: a socket in both gets it once). */
  publish(room: string, message: ChatMessage): void {
    this.io?.to(room).to(OPERATORS_ROOM).emit(CHAT_EVENT, message)
  }
}

/** Stores a message in a room and sends it to the room's sockets. */
export async function postChatMessage(
  { prisma, config, chat }: Pick<MockContext, 'prisma' | 'config' | 'chat'>,
  room: string,
  owner: { memberId: number | null; guestId: string | null },
  sender: 'customer' | 'other',
  body: ChatMessageBody,
): Promise<ChatMessage & { _id: string }> {
  const row = await prisma.chatMessage.create({
    data: {
      room,
      ...owner,
      sender,
      messageType: body.message_type,
      payload: JSON.stringify(body.payload ?? null),
      createdAt: new Date(config.now()),
    },
    include: withMember,
  })
  const message = toChatMessage(row)
  chat.publish(room, message)
  return message
}

type Handshake = { token?: unknown; guestId?: unknown; operator?: unknown }

const given = (value: unknown) => value !== undefined && value !== null && value !== ''

/** What the server knows of a socket's handshake request. */
type HandshakeRequest = {
  auth: Handshake
  cookie: string | undefined
  origin: string | undefined
  host: string | undefined
  address: string
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * Whether an operator's socket may come from `origin`: none (a program, not a browser page),
 * the mock's own address (the panel's page, as the Host header or MOCK_PUBLIC_URL names it).
 * Any other page, the player app's included (same site as the mock on localhost, so the
 * panel's SameSite cookie goes with it), is refused.
 */
export function isOperatorOrigin(
  origin: string | undefined,
  host: string | undefined,
  publicUrl: string,
): boolean {
  if (origin === undefined) return true
  const asked = originOf(origin)
  if (asked === null) return false
  const own = [originOf(publicUrl)]
  if (host) own.push(originOf(`http://${host}`), originOf(`https://${host}`))
  return own.includes(asked)
}

/**
 * The room a socket's handshake entitles it to. A customer's token or guest id comes first: the
 * player's app may run in the browser that holds the panel's cookie.
 */
async function roomOfHandshake(ctx: MockContext, request: HandshakeRequest): Promise<string> {
  const { auth, cookie } = request
  const customer = given(auth.token) || given(auth.guestId)
  const operator = !customer && (given(auth.operator) || hasPanelCookie(ctx.config, cookie))
  if (operator && !isOperatorOrigin(request.origin, request.host, ctx.config.publicUrl)) {
    throw new ApiError(403, 'UNAUTHORIZED')
  }
  if (!customer && given(auth.operator)) {
    switch (checkAdminPassword(ctx, request.address, auth.operator)) {
      case 'right':
        return OPERATORS_ROOM
      case 'wrong':
        throw new ApiError(401, 'UNAUTHORIZED')
      case 'too-many':
        throw new ApiError(429, 'REQUEST_LIMIT')
    }
  }
  if (operator) return OPERATORS_ROOM
  if (typeof auth.token === 'string' && auth.token !== '') {
    const { member } = await memberOfToken(ctx, auth.token)
    return roomOf(ctx.config.chatPrefix, { member, guestId: null })
  }
  return roomOf(ctx.config.chatPrefix, guestOwnerOf(auth.guestId))
}

/**
 * socket.io on the mock's http.Server, any origin for customers (the app runs on another
 * port); the operators' room checks its origin (isOperatorOrigin). A refused
 * handshake fails with the §8 code as the error message (connect_error).
 */
export function attachChatSocket(server: HttpServer, ctx: MockContext): SocketServer {
  const io = new SocketServer(server, { path: SOCKET_PATH, cors: { origin: '*' } })
  io.use((socket, next) => {
    const { auth, headers, address } = socket.handshake
    const request: HandshakeRequest = {
      auth: (auth ?? {}) as Handshake,
      cookie: headers.cookie,
      origin: headers.origin,
      host: headers.host,
      address,
    }
    roomOfHandshake(ctx, request).then(
      (room) => {
        socket.data.room = room
        next()
      },
      (error: unknown) =>
        next(new Error(error instanceof ApiError ? error.code : 'INTERNAL_SERVER_ERROR')),
    )
  })
  io.on('connection', (socket) => {
    const room = socket.data.room as string
    void socket.join(room)
    // the app's own join: confirmed for the socket's room, refused for any other
    socket.on('join', (request: unknown, ack?: unknown) => {
      const asked = (request as { room?: unknown } | null)?.room
      const ok = asked === undefined || asked === room
      if (typeof ack === 'function') ack(ok ? { room } : { message: 'UNAUTHORIZED' })
    })
  })
  ctx.chat.attach(io)
  return io
}

/** Messages of a room, newest first. */
export function roomMessages(prisma: PrismaClient, room: string, skip: number, take: number) {
  return prisma.chatMessage.findMany({
    where: { room },
    include: withMember,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip,
    take,
  })
}
