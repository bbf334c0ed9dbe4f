// GET /chat-files/:name: a chat attachment, for whoever holds an unexpired signed address of
// it (the chat uploads answer one). Outside /api: the browser opens it directly, without a
// token.
import { Router } from 'express'

import { CHAT_FILE_EXTENSIONS, type ChatFileType } from '@member-wallet/contract/chat-rules'

import { type MockContext } from '../context'
import { ApiError, route } from '../http'
import { CHAT_FILE_NAME, CHAT_URL_TTL_MS, chatDir, isSignedFileUrl } from '../uploads'
import { sendFile } from './slip-files'

const TYPE_OF_EXTENSION = Object.fromEntries(
  Object.entries(CHAT_FILE_EXTENSIONS).map(([type, extension]) => [extension, type]),
) as Record<string, ChatFileType>

export function chatFileRoutes(ctx: MockContext): Router {
  const { config } = ctx
  const router = Router()

  router.get(
    '/:name',
    route(async (req, res) => {
      const name = req.params.name ?? ''
      const type = TYPE_OF_EXTENSION[name.split('.').pop() ?? '']
      if (!CHAT_FILE_NAME.test(name) || !type) throw new ApiError(404, 'NO_DATA')
      if (!isSignedFileUrl(config, 'chat-files', name, req.query.expires, req.query.sig)) {
        throw new ApiError(403, 'UNAUTHORIZED')
      }
      await sendFile(res, name, chatDir(config.uploadDir), {
        'Content-Type': type,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': `private, max-age=${CHAT_URL_TTL_MS / 1000}`,
      })
    }),
  )

  return router
}
