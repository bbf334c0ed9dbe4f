// Guests' chat uploads: a quota of files and bytes per guest id and per client address, and
// files never sent in a message removed after a while (those sent are kept).
import { existsSync, readdirSync, utimesSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { endpoints } from '@member-wallet/contract/schemas'

import { removeUnsentChatFiles } from '../unsent-files'
import { chatDir } from '../uploads'
import { conversation, createMember, expectError, type TestMember } from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const png = (size: number) =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(size - 8, 1),
  ])

const LIMITS = {
  guestUploads: 3,
  guestUploadBytes: 1000,
  addressUploads: 5,
  addressUploadBytes: 100_000,
  uploadWindowMs: 60 * 60_000,
  unsentFileMs: 60 * 60_000,
}

const clock = { now: Date.now() }
let mock: TestMock
let alice: TestMember
beforeAll(async () => {
  mock = await startTestMock({ now: () => clock.now, limits: LIMITS })
  alice = await createMember(mock)
})
afterAll(() => mock.close())
beforeEach(() => mock.app.locals.mock.limits.guestUploads.reset())

async function upload(
  {
    guestId,
    bytes = png(100),
    address = '203.0.113.10',
  }: {
    guestId?: string
    bytes?: Buffer
    address?: string
  },
  token?: string,
) {
  const form = new FormData()
  if (guestId) form.append('guestId', guestId)
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png')
  const headers: Record<string, string> = { 'X-Forwarded-For': address }
  if (token) headers.Authorization = `Bearer ${token}`
  const response = await fetch(`${mock.url}/api/chat/upload-image`, {
    method: 'POST',
    headers,
    body: form,
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

const nameOf = (body: unknown) =>
  /\/chat-files\/([a-f0-9]{32}\.png)\?/.exec(
    endpoints.chat.uploadImage.response.parse(body).path,
  )?.[1] ?? ''

describe('guest upload quota', () => {
  it(`${LIMITS.guestUploads} files per guest, then 429 REQUEST_LIMIT`, async () => {
    for (let i = 0; i < LIMITS.guestUploads; i++) {
      expect((await upload({ guestId: 'guest-quota-aaaa1111' })).status).toBe(200)
    }
    expectError(await upload({ guestId: 'guest-quota-aaaa1111' }), 429, 'REQUEST_LIMIT')
    expect((await upload({ guestId: 'guest-quota-bbbb2222' })).status).toBe(200)
  })

  it('bytes per guest count too', async () => {
    expect((await upload({ guestId: 'guest-bytes-aaaa1111', bytes: png(450) })).status).toBe(200)
    expect((await upload({ guestId: 'guest-bytes-aaaa1111', bytes: png(450) })).status).toBe(200)
    expectError(
      await upload({ guestId: 'guest-bytes-aaaa1111', bytes: png(450) }),
      429,
      'REQUEST_LIMIT',
    )
  })

  it('new guest ids do not get past the per-address quota; another address may upload', async () => {
    for (let i = 0; i < LIMITS.addressUploads; i++) {
      expect((await upload({ guestId: `guest-rotate-${1000 + i}` })).status).toBe(200)
    }
    expectError(await upload({ guestId: 'guest-rotate-9999' }), 429, 'REQUEST_LIMIT')
    const elsewhere = { guestId: 'guest-rotate-9999', address: '198.51.100.10' }
    expect((await upload(elsewhere)).status).toBe(200)
  })

  it('parallel uploads stop at the quota', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => upload({ guestId: 'guest-parallel-1234' })),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(LIMITS.guestUploads)
  })

  it('the window lifts the quota', async () => {
    for (let i = 0; i < LIMITS.guestUploads; i++) await upload({ guestId: 'guest-window-1234' })
    expect((await upload({ guestId: 'guest-window-1234' })).status).toBe(429)
    clock.now += LIMITS.uploadWindowMs
    expect((await upload({ guestId: 'guest-window-1234' })).status).toBe(200)
  })

  it('members are not held to the guests’ quota', async () => {
    for (let i = 0; i < LIMITS.addressUploads + 2; i++) {
      expect((await upload({}, alice.token)).status).toBe(200)
    }
  })
})

describe('files never sent', () => {
  it('are removed once old; sent ones and new ones are kept', async () => {
    const guestId = 'guest-unsent-1234'
    const sentUpload = await upload({ guestId })
    const sentName = nameOf(sentUpload.body)
    const unsentName = nameOf((await upload({ guestId })).body)
    const freshName = nameOf((await upload({ guestId })).body)
    const { path: url } = endpoints.chat.uploadImage.response.parse(sentUpload.body)
    const media = { message_type: 'media', payload: { url, fileType: 'image', name: 'a.png' } }
    const sent = await mock.call('POST', '/api/chat/send-message', conversation(media, { guestId }))
    expect(sent.status).toBe(200)

    // the files' times on disk, as the mock's clock sees them
    const dir = chatDir(mock.app.locals.mock.config.uploadDir)
    const at = (name: string, ms: number) => utimesSync(path.join(dir, name), ms / 1000, ms / 1000)
    const old = clock.now - LIMITS.unsentFileMs - 1000
    at(sentName, old)
    at(unsentName, old)
    at(freshName, clock.now - LIMITS.unsentFileMs + 60_000)

    expect(await removeUnsentChatFiles(mock.app.locals.mock)).toEqual([unsentName])
    expect(readdirSync(dir)).toEqual(expect.arrayContaining([sentName, freshName]))
    expect(existsSync(path.join(dir, unsentName))).toBe(false)
  })
})
