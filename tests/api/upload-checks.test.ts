// Issue 10: "file uploads checked by content type and size before they are sent on". The app's
// two uploads, the slip of the deposit dialog and the chat's attachment, refuse a file of the
// wrong kind or size with their own message and never call the backend's upload; a good file
// is sent (which shows that the watch on the calls sees them).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { CHAT_IMAGE_MAX_MB, CHAT_VIDEO_MAX_MB } from '@member-wallet/contract/chat-rules'
import { CHAT_FILE_FIELD, endpoints, SLIP_FILE_FIELD } from '@member-wallet/contract/schemas'
import { SLIP_MAX_BYTES, SLIP_MAX_MB } from '@member-wallet/contract/slip-file'

import { env } from '~/env.server'
import { action as chatAction } from '~/routes/chat'
import { action as depositAction } from '~/routes/user.home.deposit/route'
import { commitSession, getSession } from '~/session.server'

import { createMember, type TestMember } from '../../mock-server/tests/helpers'
import { startTestMock, type TestMock } from '../../mock-server/tests/support/mock'

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
])
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(200, 1)])
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(200),
])
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'
const MB = 1024 * 1024

let mock: TestMock
let member: TestMember
let memberCookie: string
const saved = { ...env }
const fetchSpy = vi.spyOn(globalThis, 'fetch')

beforeAll(async () => {
  mock = await startTestMock()
  // slips are refused in the daily closing window (23:50–00:10 Bangkok); not the hour's test
  expect((await mock.admin('PUT', '/__admin/settings', { slipClosed: null })).status).toBe(200)
  member = await createMember(mock)
  env.BACKEND_URL = mock.url
  env.CHAT_BACKEND_URL = mock.url
  const session = await getSession(new Request('http://app.test/'))
  session.set('token', member.token)
  memberCookie = (await commitSession(session)).split(';')[0]!
})
afterEach(() => fetchSpy.mockClear())
afterAll(async () => {
  fetchSpy.mockRestore()
  Object.assign(env, saved)
  await mock.close()
})

/** The backend paths the app called since the last test. */
const calledPaths = () =>
  fetchSpy.mock.calls.map(
    ([input]) => new URL(input instanceof Request ? input.url : input).pathname,
  )

const form = (fields: Record<string, string | File>) => {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  return body
}

describe('the slip of the deposit dialog', () => {
  const upload = async (file?: File) => {
    const request = new Request('http://app.test/user/home/deposit', {
      method: 'POST',
      body: form(file ? { [SLIP_FILE_FIELD]: file } : { note: 'no file' }),
      headers: { Cookie: memberCookie },
    })
    return depositAction({ request, params: {}, context: {} })
  }

  it.each([
    ['text named .png', new File(['not a picture'], 'slip.png', { type: 'image/png' })],
    ['a GIF (no slip type)', new File([GIF], 'slip.png', { type: 'image/png' })],
    ['an SVG', new File([SVG], 'slip.svg', { type: 'image/svg+xml' })],
    ['a PNG cut short', new File([PNG.subarray(0, 7)], 'slip.png', { type: 'image/png' })],
  ])('refuses %s by its bytes, sending nothing', async (_, file) => {
    const before = await mock.snapshot()
    expect(await upload(file)).toEqual({ intent: 'slip', error: 'errors:SLIP_INVALID_FILE' })
    expect(calledPaths()).not.toContain(endpoints.deposit.slip.path)
    expect(await mock.snapshot()).toEqual(before)
  })

  it('refuses no file and an empty one, sending nothing', async () => {
    expect(await upload()).toEqual({ intent: 'slip', error: 'errors:SLIP_NO_FILE' })
    const empty = new File([], 'slip.png', { type: 'image/png' })
    expect(await upload(empty)).toEqual({ intent: 'slip', error: 'errors:SLIP_NO_FILE' })
    expect(calledPaths()).not.toContain(endpoints.deposit.slip.path)
  })

  it(`refuses an image over ${SLIP_MAX_MB} MB before reading it all, sending nothing`, async () => {
    const big = new File([PNG, Buffer.alloc(SLIP_MAX_BYTES + 1 - PNG.length)], 'slip.png', {
      type: 'image/png',
    })
    const before = await mock.snapshot()
    expect(await upload(big)).toEqual({
      intent: 'slip',
      error: `member:deposit.slip.tooLarge|{"mb":${SLIP_MAX_MB}}`,
    })
    expect(calledPaths()).not.toContain(endpoints.deposit.slip.path)
    expect(await mock.snapshot()).toEqual(before)
  })

  it('sends a PNG on, renamed, and the backend stores it', async () => {
    const before = await mock.prisma.slip.count({ where: { memberId: member.id } })
    const outcome = await upload(new File([PNG], '../../my slip.png', { type: 'text/plain' }))
    expect((outcome as Response).status).toBe(302)
    expect(calledPaths()).toContain(endpoints.deposit.slip.path)
    expect(await mock.prisma.slip.count({ where: { memberId: member.id } })).toBe(before + 1)
  })
})

describe('the attachment of the chat', () => {
  const upload = async (file: File) => {
    const request = new Request('http://app.test/chat', {
      method: 'POST',
      body: form({ intent: 'upload', [CHAT_FILE_FIELD]: file }),
      headers: { Cookie: 'guest-id=gUploadCheck001', Accept: 'application/json' },
    })
    const response = (await chatAction({ request, params: {}, context: {} })) as Response
    return { status: response.status, body: (await response.json()) as unknown }
  }
  const UPLOADS = [endpoints.chat.uploadImage.path, endpoints.chat.uploadVideo.path]
  const unsupported = { status: 400, body: { error: { key: 'chat:attach.unsupported' } } }

  it.each([
    ['text named .png', new File(['not a picture'], 'photo.png', { type: 'image/png' })],
    ['a PNG named without an extension', new File([PNG], 'photo', { type: 'image/png' })],
    ['an SVG', new File([SVG], 'photo.svg', { type: 'image/svg+xml' })],
    ['an SVG named .png', new File([SVG], 'photo.png', { type: 'image/png' })],
    ['a PNG given as a video', new File([PNG], 'clip.mp4', { type: 'video/mp4' })],
    ['a video given as an image', new File([MP4], 'photo.png', { type: 'image/png' })],
    ['a PDF', new File(['%PDF-1.4'], 'doc.pdf', { type: 'application/pdf' })],
  ])('refuses %s, sending nothing', async (_, file) => {
    const before = await mock.snapshot()
    expect(await upload(file)).toEqual(unsupported)
    expect(calledPaths().filter((path) => UPLOADS.includes(path))).toEqual([])
    expect(await mock.snapshot()).toEqual(before)
  })

  it(`refuses an image over ${CHAT_IMAGE_MAX_MB} MB and a video over ${CHAT_VIDEO_MAX_MB} MB, sending nothing`, async () => {
    const image = new File([PNG, Buffer.alloc(CHAT_IMAGE_MAX_MB * MB)], 'big.png', {
      type: 'image/png',
    })
    expect(await upload(image)).toEqual({
      status: 400,
      body: { error: { key: 'chat:attach.tooLarge', values: { mb: CHAT_IMAGE_MAX_MB } } },
    })
    const video = new File([MP4, Buffer.alloc(CHAT_VIDEO_MAX_MB * MB)], 'big.mp4', {
      type: 'video/mp4',
    })
    expect(await upload(video)).toEqual({
      status: 413,
      body: { error: { key: 'chat:attach.tooLarge', values: { mb: CHAT_VIDEO_MAX_MB } } },
    })
    expect(calledPaths().filter((path) => UPLOADS.includes(path))).toEqual([])
  })

  it('sends a PNG on, renamed, and the backend stores it', async () => {
    const outcome = await upload(new File([PNG], 'photo.png', { type: 'image/png' }))
    expect(outcome.status).toBe(200)
    expect(calledPaths()).toContain(endpoints.chat.uploadImage.path)
  })
})
