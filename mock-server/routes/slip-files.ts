// GET /slip-files/:name: a slip image, for whoever holds an unexpired signed address of it
// (GET /api/statement/slip/reference/:reference hands them out). Outside /api: the browser
// opens it directly, without the member's token.
import { type Response, Router } from 'express'

import { type MockContext } from '../context'
import { ApiError, route } from '../http'
import { isSignedSlipUrl, SLIP_FILE_NAME, SLIP_URL_TTL_MS, slipDir } from '../uploads'

/** Sends a stored file with `headers`, which are set only once the file is found. */
export function sendFile(
  res: Response,
  name: string,
  root: string,
  headers: Record<string, string>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const options = { root, headers, dotfiles: 'deny' as const, cacheControl: false }
    res.sendFile(name, options, (error?: unknown) => {
      // once the image has started, a failure (the browser went away) has no one to answer
      if (!error || res.headersSent) resolve()
      else if ((error as { status?: number }).status === 404) reject(new ApiError(404, 'NO_DATA'))
      else reject(error)
    })
  })
}

export function slipFileRoutes(ctx: MockContext): Router {
  const { prisma, config } = ctx
  const router = Router()

  router.get(
    '/:name',
    route(async (req, res) => {
      const name = req.params.name ?? ''
      if (!SLIP_FILE_NAME.test(name)) throw new ApiError(404, 'NO_DATA')
      if (!isSignedSlipUrl(config, name, req.query.expires, req.query.sig)) {
        throw new ApiError(403, 'UNAUTHORIZED')
      }
      const slip = await prisma.slip.findUnique({ where: { fileName: name } })
      if (!slip) throw new ApiError(404, 'NO_DATA')
      await sendFile(res, name, slipDir(config.uploadDir), {
        'Content-Type': slip.mimeType,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': `private, max-age=${SLIP_URL_TTL_MS / 1000}`,
      })
    }),
  )

  return router
}
