// The customer's side of the chat (SPEC §7 Chat), open to members (bearer token) and guests
// (guestId in the body or the upload form). The room is always the caller's own: it is derived
// from the token or the guest id; the userId a body carries is checked against the token.
import { type Request, type RequestHandler, type Response, Router } from 'express'
import multer from 'multer'

import {
  CHAT_IMAGE_MAX_BYTES,
  CHAT_VIDEO_MAX_BYTES,
  type ChatFileType,
  type ChatMediaKind,
  chatMediaKind,
  sniffChatType,
} from '@member-wallet/contract/chat-rules'
import {
  CHAT_FILE_FIELD,
  ChatHistoryRequest,
  ChatOwnerRef,
  endpoints,
  SendChatMessageRequest,
} from '@member-wallet/contract/schemas'

import {
  type ChatOwner,
  chatOwnerOf,
  postChatMessage,
  roomMessages,
  roomOf,
  toChatMessage,
} from '../chat'
import { type MockContext } from '../context'
import {
  ApiError,
  clientAddress,
  optionalMember,
  optionalMemberOf,
  parseBody,
  reply,
  route,
} from '../http'
import { saveChatFile, signedChatUrl } from '../uploads'

const chat = endpoints.chat

/** What a multipart problem means: too large → 413 KEY_INVALID, no file → 400 KEY_MISSING. */
function chatFormError(error: unknown): ApiError {
  if (!(error instanceof multer.MulterError)) return new ApiError(400, 'KEY_MISSING')
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new ApiError(413, 'KEY_INVALID')
    case 'LIMIT_UNEXPECTED_FILE':
      // the file field twice is one file too many; a file under another name is no file
      return new ApiError(400, error.field === CHAT_FILE_FIELD ? 'KEY_INVALID' : 'KEY_MISSING')
    default:
      return new ApiError(400, 'KEY_INVALID')
  }
}

function receiveChatForm(maxBytes: number): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    // one file and the guest id
    limits: { fileSize: maxBytes, files: 1, fields: 2, fieldSize: 128, parts: 3 },
  }).single(CHAT_FILE_FIELD)
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => next(error ? chatFormError(error) : undefined))
  }
}

/** The uploaded file of `kind` by its bytes: none → KEY_MISSING, anything else → KEY_INVALID. */
function chatFileOf(req: Request, kind: ChatMediaKind): { bytes: Buffer; type: ChatFileType } {
  const bytes = req.file?.buffer
  if (!bytes || bytes.byteLength === 0) throw new ApiError(400, 'KEY_MISSING')
  const type = sniffChatType(bytes)
  if (!type || chatMediaKind(type) !== kind) throw new ApiError(400, 'KEY_INVALID')
  return { bytes, type }
}

export function chatRoutes(ctx: MockContext): Router {
  const { prisma, config, limits } = ctx
  const router = Router()

  const ownerOf = (res: Response, ref: { userId?: string | null; guestId?: unknown }): ChatOwner =>
    chatOwnerOf(optionalMemberOf(res), ref)

  const roomFor = (owner: ChatOwner) => roomOf(config.chatPrefix, owner)

  router.get('/config', (_req, res) => {
    reply(res, chat.config.response, { PREFIX: config.chatPrefix })
  })

  router.post(
    '/send-message',
    optionalMember(ctx),
    route(async (req, res) => {
      const body = parseBody(SendChatMessageRequest, req)
      const owner = ownerOf(res, body)
      const message = await postChatMessage(
        ctx,
        roomFor(owner),
        { memberId: owner.member?.id ?? null, guestId: owner.guestId },
        'customer',
        body.message,
      )
      reply(res, chat.sendMessage.response, message)
    }),
  )

  router.post(
    '/history',
    optionalMember(ctx),
    route(async (req, res) => {
      const { limit, skip, ...ref } = parseBody(ChatHistoryRequest, req)
      const room = roomFor(ownerOf(res, ref))
      const [rows, total] = await Promise.all([
        roomMessages(prisma, room, skip, limit),
        prisma.chatMessage.count({ where: { room } }),
      ])
      reply(res, chat.history.response, { messages: rows.map(toChatMessage), total })
    }),
  )

  /** A guest's address over its quota is refused before the file is read. */
  const guestAddressHasRoom: RequestHandler = (req, res, next) => {
    const guest = !optionalMemberOf(res)
    if (guest && !limits.guestUploads.addressHasRoom(clientAddress(req))) {
      next(new ApiError(429, 'REQUEST_LIMIT'))
    } else {
      next()
    }
  }

  for (const [path, kind, maxBytes] of [
    ['/upload-image', 'image', CHAT_IMAGE_MAX_BYTES],
    ['/upload-video', 'video', CHAT_VIDEO_MAX_BYTES],
  ] as const) {
    router.post(
      path,
      optionalMember(ctx),
      guestAddressHasRoom,
      receiveChatForm(maxBytes),
      route(async (req, res) => {
        const owner = ownerOf(res, {
          guestId: (req.body as { guestId?: unknown } | undefined)?.guestId,
        })
        const { bytes, type } = chatFileOf(req, kind)
        if (
          owner.guestId !== null &&
          !limits.guestUploads.reserve(owner.guestId, clientAddress(req), bytes.byteLength)
        ) {
          throw new ApiError(429, 'REQUEST_LIMIT')
        }
        const name = await saveChatFile(config.uploadDir, type, bytes)
        reply(res, chat.uploadImage.response, { path: signedChatUrl(config, name) })
      }),
    )
  }

  router.put(
    '/read-customer',
    optionalMember(ctx),
    route(async (req, res) => {
      const room = roomFor(ownerOf(res, parseBody(ChatOwnerRef, req)))
      await prisma.chatMessage.updateMany({
        where: { room, sender: 'other', readAt: null },
        data: { readAt: new Date(config.now()) },
      })
      reply(res, chat.readCustomer.response, { message: 'SUCCESS' })
    }),
  )

  return router
}
