// The uploads of the slip and chat routes (app/api/upload.server.ts): a few small fields and one
// file, the file on disk while it is used and gone after, every limit a refusal that stops
// reading, and no more than UPLOAD_CONCURRENCY at once.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, test } from 'vitest'

import {
  UPLOAD_FIELD_MAX_BYTES,
  UPLOAD_MAX_FIELDS,
  type UploadRoute,
  withUpload,
} from '~/api/upload.server'
import { env } from '~/env.server'

const ROUTE: UploadRoute = { route: '/chat', fileField: 'file', maxFileBytes: 1024 * 1024 }

// os.tmpdir() follows TMPDIR: each test sees only its own uploads' files
let uploadsDir: string
const systemTmp = process.env.TMPDIR
beforeEach(() => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'upload-test-'))
  process.env.TMPDIR = uploadsDir
})
afterEach(() => {
  if (systemTmp === undefined) delete process.env.TMPDIR
  else process.env.TMPDIR = systemTmp
  rmSync(uploadsDir, { recursive: true, force: true })
})

/** The files the uploads of this test have on disk now. */
const filesOnDisk = () =>
  readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => statSync(path.join(entry.parentPath, entry.name)).size)

const post = (form: FormData) => new Request('http://app.test/chat', { method: 'POST', body: form })

const BOUNDARY = 'upload-test-boundary'

/**
 * A multipart body of `fileBytes` in one file part, streamed 64 kB at a time; `pulled()` says
 * how much of it was read. With `failAfter`, the stream fails there, as the request's does
 * when its client goes away.
 */
function streamedUpload(fileBytes: number, failAfter = Infinity) {
  const head = new TextEncoder().encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="v.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  )
  const tail = new TextEncoder().encode(`\r\n--${BOUNDARY}--\r\n`)
  const chunk = new Uint8Array(64 * 1024).fill(97)
  let pulled = 0
  let sentHead = false
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sentHead) {
        sentHead = true
        controller.enqueue(head)
      } else if (pulled >= failAfter) {
        controller.error(new Error('Request aborted'))
      } else if (pulled < fileBytes) {
        pulled += chunk.length
        controller.enqueue(chunk)
      } else {
        controller.enqueue(tail)
        controller.close()
      }
    },
  })
  const request = new Request('http://app.test/chat', {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: 'half',
  } as RequestInit)
  return { request, pulled: () => pulled }
}

const read = (request: Request) => withUpload(request, ROUTE, async (upload) => upload)

describe('withUpload', () => {
  test('hands over the fields and the file, kept on disk while used and removed after', async () => {
    const form = new FormData()
    form.append('intent', 'text')
    form.append('message', 'สวัสดีครับ')
    form.append(
      'file',
      new File([new Uint8Array(300_000).fill(7)], 'สลิป.png', { type: 'image/png' }),
    )
    const seen = await withUpload(post(form), ROUTE, async (upload) => {
      if ('refused' in upload) throw new Error(upload.refused)
      const file = upload.formData.get('file') as File
      return {
        intent: upload.formData.get('intent'),
        message: upload.formData.get('message'),
        name: file.name,
        type: file.type,
        bytes: new Uint8Array(await file.arrayBuffer()),
        onDisk: filesOnDisk(),
      }
    })
    expect(seen).toMatchObject({
      intent: 'text',
      message: 'สวัสดีครับ',
      name: 'สลิป.png',
      type: 'image/png',
      onDisk: [300_000],
    })
    expect(seen.bytes.every((byte) => byte === 7)).toBe(true)
    expect(filesOnDisk()).toEqual([])
    expect(readdirSync(uploadsDir)).toEqual([])
  })

  test('refuses a file past the route limit as soon as it passes, reading no further', async () => {
    const { request, pulled } = streamedUpload(50 * 1024 * 1024)
    expect(await read(request)).toEqual({ refused: 'tooLarge' })
    expect(pulled()).toBeLessThan(ROUTE.maxFileBytes + 1024 * 1024)
    expect(readdirSync(uploadsDir)).toEqual([])
  })

  test('takes a file of exactly the limit', async () => {
    const { request } = streamedUpload(ROUTE.maxFileBytes)
    const size = await withUpload(request, ROUTE, async (upload) =>
      'refused' in upload ? upload.refused : (upload.formData.get('file') as File).size,
    )
    expect(size).toBe(ROUTE.maxFileBytes)
  })

  test.each([
    [
      'too many fields',
      () => {
        const form = new FormData()
        for (let i = 0; i <= UPLOAD_MAX_FIELDS; i++) form.append(`f${i}`, 'x')
        return form
      },
    ],
    [
      'a field too large',
      () => {
        const form = new FormData()
        form.append('message', 'x'.repeat(UPLOAD_FIELD_MAX_BYTES + 1))
        return form
      },
    ],
    [
      'a second file',
      () => {
        const form = new FormData()
        form.append('file', new File(['a'], 'a.png'))
        form.append('other', new File(['b'], 'b.png'))
        return form
      },
    ],
  ])('refuses %s as too large', async (_, build) => {
    expect(await read(post(build()))).toEqual({ refused: 'tooLarge' })
    expect(readdirSync(uploadsDir)).toEqual([])
  })

  test.each([
    ['no boundary', 'multipart/form-data', '--x--\r\n'],
    ['a broken body', 'multipart/form-data; boundary=x', '--x\r\nbroken'],
    ['not multipart', 'application/x-www-form-urlencoded', 'a=1'],
  ])('refuses %s with 400 KEY_INVALID', async (_, type, body) => {
    const request = new Request('http://app.test/chat', {
      method: 'POST',
      headers: { 'Content-Type': type },
      body,
    })
    const refusal = await read(request).then(
      () => expect.fail('read'),
      (error: unknown) => error as Response,
    )
    expect(refusal.status).toBe(400)
    expect(await refusal.json()).toEqual({ message: 'KEY_INVALID' })
    expect(readdirSync(uploadsDir)).toEqual([])
  })

  test('a client gone mid-file gets a 400 and leaves no file behind', async () => {
    const { request } = streamedUpload(ROUTE.maxFileBytes, 256 * 1024)
    const outcome = await read(request).then(
      (upload) => upload,
      (error: unknown) => (error instanceof Response ? error.status : String(error)),
    )
    expect(outcome).toBe(400)
    expect(readdirSync(uploadsDir)).toEqual([])
  })

  test(`reads ${env.UPLOAD_CONCURRENCY} at once; the next is told it is busy, unread`, async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const running = Array.from({ length: env.UPLOAD_CONCURRENCY }, () => {
      const form = new FormData()
      form.append('file', new File(['a'], 'a.png'))
      return withUpload(post(form), ROUTE, async (upload) => {
        await held
        return upload
      })
    })
    const { request, pulled } = streamedUpload(1024)
    expect(await read(request)).toEqual({ refused: 'busy' })
    expect(pulled()).toBe(0)
    release()
    for (const upload of await Promise.all(running)) expect(upload).toHaveProperty('formData')
    // a slot is free again
    expect(await read(streamedUpload(1024).request)).toHaveProperty('formData')
  })
})
