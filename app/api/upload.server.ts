// Uploads (the deposit slip, chat attachments) as an action reads them: a multipart form of a few
// small fields and one file, parsed by busboy as it streams. The file goes to a temporary file
// as it arrives and reaches the backend from there, so an upload holds kilobytes of memory, not
// its size; a few run at once per instance, and the others are told to try again. The edge
// (server/app.js) takes multipart bodies only on these routes, up to their file's size.
import { createWriteStream, openAsBlob } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { type ReadableStream as NodeReadableStream } from 'node:stream/web'

import busboy from 'busboy'

import { CHAT_VIDEO_MAX_BYTES } from '@member-wallet/contract/chat-rules'
import { CHAT_FILE_FIELD, SLIP_FILE_FIELD } from '@member-wallet/contract/schemas'
import { SLIP_MAX_BYTES } from '@member-wallet/contract/slip-file'

import { env } from '~/env.server'
import { isMultipart, unreadableForm } from '~/utils/form.server'

export type UploadRoute = { route: string; fileField: string; maxFileBytes: number }

/** The routes that take a file, by their route pattern, and the largest file each takes. */
export const UPLOADS = {
  slip: { route: '/user/home/deposit', fileField: SLIP_FILE_FIELD, maxFileBytes: SLIP_MAX_BYTES },
  chat: { route: '/chat', fileField: CHAT_FILE_FIELD, maxFileBytes: CHAT_VIDEO_MAX_BYTES },
} satisfies Record<string, UploadRoute>

/** What the edge takes as multipart: each upload route's pattern and its largest file. */
export const uploadFileLimits: Record<string, number> = Object.fromEntries(
  Object.values(UPLOADS).map(({ route, maxFileBytes }) => [route, maxFileBytes]),
)

/** Every form that uploads has a handful of fields (intent, message, redirectTo, …). */
export const UPLOAD_MAX_FIELDS = 8
/** A chat message of 4,000 Thai characters is 12 kB; nothing an upload form sends is larger. */
export const UPLOAD_FIELD_MAX_BYTES = 16 * 1024

/** Enough of a file's first bytes to tell its type (the checks never read a file whole). */
export const SNIFF_BYTES = 64

export type UploadRefusal = 'tooLarge' | 'busy'
export type Upload = { formData: FormData } | { refused: UploadRefusal }

let uploadsRunning = 0

/**
 * Reads the upload of `request` for `route` and hands it to `handle`; its temporary file is gone
 * once `handle` is done. `refused` says why nothing was read: 'busy' when UPLOAD_CONCURRENCY
 * uploads already run here (nothing is read), 'tooLarge' when a file, a field or the number of
 * parts passes its limit (reading stops there). A body that is not a multipart form is refused
 * with a 400.
 */
export async function withUpload<T>(
  request: Request,
  route: UploadRoute,
  handle: (upload: Upload) => Promise<T>,
): Promise<T> {
  if (uploadsRunning >= env.UPLOAD_CONCURRENCY) return handle({ refused: 'busy' })
  uploadsRunning += 1
  const directory = await mkdtemp(path.join(tmpdir(), 'wallet-upload-'))
  try {
    return await handle(await readUpload(request, route, path.join(directory, 'file')))
  } finally {
    uploadsRunning -= 1
    await rm(directory, { recursive: true, force: true })
  }
}

function readUpload(request: Request, route: UploadRoute, filePath: string): Promise<Upload> {
  if (!isMultipart(request) || !request.body) return Promise.reject(unreadableForm(400))
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('Content-Type') ?? '' },
      // a Thai or Lao file name is UTF-8, as every browser sends it
      defParamCharset: 'utf8',
      limits: {
        fields: UPLOAD_MAX_FIELDS,
        fieldSize: UPLOAD_FIELD_MAX_BYTES,
        files: 1,
        // busboy says 'limit' on reaching this size: a file of exactly the maximum passes
        fileSize: route.maxFileBytes + 1,
        parts: UPLOAD_MAX_FIELDS + 1,
        headerPairs: 8,
      },
    })
  } catch {
    // not multipart, or without a boundary
    return Promise.reject(unreadableForm(400))
  }
  const body = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>)

  return new Promise<Upload>((resolve, reject) => {
    const formData = new FormData()
    let fileWritten: Promise<void> = Promise.resolve()
    let settled = false
    const settle = (outcome: Upload | Response) => {
      if (settled) return
      settled = true
      if (outcome instanceof Response) reject(outcome)
      else resolve(outcome)
    }
    // past a limit nothing more is read: the answer goes at once, and the edge closes the
    // connection of a body left unread
    const stop = () => {
      body.unpipe(parser)
      body.destroy()
      // and the file being written with it, once busboy is done with the event that said so
      setImmediate(() => parser.destroy())
    }
    const tooLarge = () => {
      settle({ refused: 'tooLarge' })
      stop()
    }

    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) tooLarge()
      else formData.append(name, value)
    })
    parser.on('file', (name, stream, { filename, mimeType }) => {
      if (name !== route.fileField) {
        stream.resume()
        return
      }
      stream.once('limit', tooLarge)
      fileWritten = pipeline(stream, createWriteStream(filePath)).then(async () => {
        const blob = await openAsBlob(filePath, { type: mimeType })
        formData.append(name, new File([blob], filename ?? '', { type: mimeType }))
      })
    })
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) {
      parser.on(limit, tooLarge)
    }
    parser.once('error', () => settle(unreadableForm(400)))
    parser.once('close', () => {
      fileWritten.then(
        () => settle({ formData }),
        () => settle(unreadableForm(400)),
      )
    })
    // a request gone mid-body (or past BODY_TIMEOUT_MS) ends here too: its stream fails
    body.once('error', () => {
      settle(unreadableForm(400))
      stop()
    })
    body.pipe(parser)
  })
}
