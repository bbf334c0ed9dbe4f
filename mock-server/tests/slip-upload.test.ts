// Slips: the upload (POST /api/wallet/slip), the member's list and signed image addresses,
// the image route, and the operator reading them (admin API).
import { readFileSync } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { endpoints, SLIP_FILE_FIELD } from '@member-wallet/contract/schemas'
import { SLIP_MAX_BYTES } from '@member-wallet/contract/slip-file'

import { DEMO_PASSWORD, DEMO_USERNAME, SAMPLE_SLIP } from '../seed'
import { signedSlipUrl, slipDir } from '../uploads'
import {
  badInputTests,
  balancesOf,
  createMember,
  expectError,
  expectUnchanged,
  type TestMember,
} from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const deposit = endpoints.deposit
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const BANGKOK = 7 * HOUR

/** The next moment after `from` when the clock in Bangkok shows hh:mm. */
function nextBangkok(from: number, hours: number, minutes: number): number {
  let at = Math.floor((from + BANGKOK) / DAY) * DAY + hours * HOUR + minutes * MINUTE - BANGKOK
  if (at <= from) at += DAY
  return at
}

// noon in Bangkok, well inside the upload hours (closed 23:50–00:10)
const NOON = nextBangkok(Date.now(), 12, 0)
const clock = { now: NOON }

const PNG = readFileSync(SAMPLE_SLIP)
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)])
const WEBP = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(200, 1)])

let mock: TestMock
let demoToken: string
beforeAll(async () => {
  mock = await startTestMock({ now: () => clock.now })
  demoToken = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
})
afterAll(() => mock.close())
beforeEach(() => {
  clock.now = NOON
})

type Part = { field?: string; bytes?: Uint8Array; name?: string; type?: string }

/** A multipart form with the parts given (by default one PNG slip under SLIP_FILE_FIELD). */
function slipForm(...parts: Part[]): FormData {
  const form = new FormData()
  for (const {
    field = SLIP_FILE_FIELD,
    bytes = PNG,
    name = 'slip.png',
    type = 'image/png',
  } of parts.length ? parts : [{}]) {
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), name)
  }
  return form
}

async function upload(
  as: { token: string },
  body: FormData | string | null = slipForm(),
  headers = {},
) {
  const response = await fetch(`${mock.url}/api/wallet/slip`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${as.token}`, ...headers },
    body,
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

const slipsOf = (memberId: number) =>
  mock.prisma.slip.findMany({ where: { memberId }, orderBy: { id: 'asc' } })

const list = async (as: { token: string }, page = 1, limit = 10) => {
  const result = await mock.call('POST', '/api/statement/slip', { page, limit }, as.token)
  expect(result.status).toBe(200)
  return deposit.slips.response.parse(result.body)
}

const urlOf = async (reference: string, as: { token: string }) =>
  mock.call('GET', `/api/statement/slip/reference/${reference}`, undefined, as.token)

const settle = (id: number, body: unknown) => mock.admin('PUT', `/__admin/slips/${id}`, body)

/**
 * Runs `action` with console.error quiet and answers what was written to it, so the error
 * logs the test expects do not fail it (tests/setup.ts) or fill its output.
 */
async function withConsoleErrors<T>(action: () => Promise<T>): Promise<[T, unknown[][]]> {
  const spy = vi.mocked(console.error)
  spy.mockImplementation(() => {})
  try {
    return [await action(), [...spy.mock.calls]]
  } finally {
    // clears the calls and brings the real console.error back; the spy stays
    spy.mockReset()
  }
}

describe('POST /api/wallet/slip', () => {
  it('stores the image and a processing slip', async () => {
    const m = await createMember(mock)
    expect(await upload(m)).toEqual({ status: 200, body: { message: 'SUCCESS' } })
    const [slip] = await slipsOf(m.id)
    expect(slip).toMatchObject({
      reference: expect.stringMatching(/^SLP[0-9A-F]{12}$/),
      fileName: expect.stringMatching(/^[a-f0-9]{32}\.png$/),
      mimeType: 'image/png',
      size: PNG.byteLength,
      status: 'processing',
      note: null,
      amount: 0,
      createdAt: new Date(NOON),
    })
    const stored = await readFile(path.join(slipDir(mock.uploadDir), slip?.fileName ?? ''))
    expect(stored.equals(PNG)).toBe(true)
  })

  it('goes by the bytes, not the name or type the client gives', async () => {
    const m = await createMember(mock)
    expect(
      (await upload(m, slipForm({ bytes: JPEG, name: 'a.png', type: 'image/png' }))).status,
    ).toBe(200)
    expect((await upload(m, slipForm({ bytes: WEBP, name: 'b', type: 'text/plain' }))).status).toBe(
      200,
    )
    expect(
      (await upload(m, slipForm({ bytes: PNG, name: 'c.jpg', type: 'image/jpeg' }))).status,
    ).toBe(200)
    const slips = await slipsOf(m.id)
    expect(slips.map((s) => [s.mimeType, path.extname(s.fileName)])).toEqual([
      ['image/jpeg', '.jpg'],
      ['image/webp', '.webp'],
      ['image/png', '.png'],
    ])
  })

  it('takes an image of exactly SLIP_MAX_BYTES', async () => {
    const m = await createMember(mock)
    const big = Buffer.concat([PNG, Buffer.alloc(SLIP_MAX_BYTES - PNG.byteLength)])
    expect((await upload(m, slipForm({ bytes: big }))).status).toBe(200)
    expect((await slipsOf(m.id))[0]?.size).toBe(SLIP_MAX_BYTES)
  })

  describe('refuses, writing nothing', () => {
    let m: TestMember
    beforeAll(async () => {
      m = await createMember(mock)
    })

    const refused = async (
      status: number,
      message: string,
      body: FormData | string | null,
      headers = {},
    ) => {
      expectError(await expectUnchanged(mock, () => upload(m, body, headers)), status, message)
    }

    it('no body, or a form without a file → 400 SLIP_NO_FILE', async () => {
      await refused(400, 'SLIP_NO_FILE', null)
      const form = new FormData()
      form.append('note', 'my slip')
      await refused(400, 'SLIP_NO_FILE', form)
    })

    it('a JSON body → 400 SLIP_NO_FILE', async () => {
      await refused(400, 'SLIP_NO_FILE', JSON.stringify({ file: PNG.toString('base64') }), {
        'Content-Type': 'application/json',
      })
    })

    it('the image under another field name → 400 SLIP_NO_FILE', async () => {
      await refused(400, 'SLIP_NO_FILE', slipForm({ field: 'image' }))
    })

    it('an empty file → 400 SLIP_NO_FILE', async () => {
      await refused(400, 'SLIP_NO_FILE', slipForm({ bytes: new Uint8Array(0) }))
    })

    it('a text file named .png → 400 SLIP_INVALID_FILE', async () => {
      const text = Buffer.from('this is not a picture of a slip\n'.repeat(20))
      await refused(400, 'SLIP_INVALID_FILE', slipForm({ bytes: text, name: 'slip.png' }))
    })

    it('one byte over SLIP_MAX_BYTES → 400 SLIP_INVALID_FILE', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(SLIP_MAX_BYTES + 1 - PNG.byteLength)])
      await refused(400, 'SLIP_INVALID_FILE', slipForm({ bytes: big }))
    })

    it('two images → 400 SLIP_INVALID_FILE', async () => {
      await refused(400, 'SLIP_INVALID_FILE', slipForm({}, {}))
    })

    it('a broken multipart body → 400 SLIP_NO_FILE', async () => {
      await refused(400, 'SLIP_NO_FILE', '--x\r\nContent-Disposition: form-data; name="file"', {
        'Content-Type': 'multipart/form-data; boundary=x',
      })
      await refused(400, 'SLIP_NO_FILE', 'whatever', { 'Content-Type': 'multipart/form-data' })
    })

    it('too many or too long other fields → 400 KEY_INVALID', async () => {
      const many = slipForm()
      for (let i = 0; i < 10; i++) many.append(`f${i}`, 'x')
      await refused(400, 'KEY_INVALID', many)
      const long = slipForm()
      long.append('note', 'x'.repeat(5000))
      await refused(400, 'KEY_INVALID', long)
    })

    it('in the daily closed window (23:55 in Bangkok) → 400 SLIP_UPLOAD_FAIL', async () => {
      clock.now = nextBangkok(NOON, 23, 55)
      await refused(400, 'SLIP_UPLOAD_FAIL', slipForm())
      clock.now = nextBangkok(NOON, 0, 9)
      await refused(400, 'SLIP_UPLOAD_FAIL', slipForm())
      clock.now = nextBangkok(NOON, 0, 10)
      expect((await upload(m)).status).toBe(200)
    })

    it('no token → 401 UNAUTHORIZED', async () => {
      await refused(401, 'UNAUTHORIZED', slipForm(), { Authorization: '' })
    })
  })

  it('the file cannot be written → 500 SLIP_UPLOAD_FAIL, no slip', async () => {
    const m = await createMember(mock)
    const dir = slipDir(mock.uploadDir)
    await rename(dir, `${dir}-aside`)
    await writeFile(dir, 'not a folder')
    try {
      const [result, errors] = await withConsoleErrors(() => upload(m))
      expectError(result, 500, 'SLIP_UPLOAD_FAIL')
      expect(errors).toHaveLength(1)
    } finally {
      await rm(dir)
      await rename(`${dir}-aside`, dir)
    }
    expect(await slipsOf(m.id)).toEqual([])
  })

  it('the slip cannot be recorded → 500 SLIP_UPLOAD_FAIL, and its file is removed', async () => {
    const m = await createMember(mock)
    await mock.prisma.$executeRawUnsafe(
      `CREATE TRIGGER refuse_slips BEFORE INSERT ON "Slip" BEGIN SELECT RAISE(ABORT, 'refused'); END`,
    )
    try {
      const [result, errors] = await withConsoleErrors(() => expectUnchanged(mock, () => upload(m)))
      expectError(result, 500, 'SLIP_UPLOAD_FAIL')
      expect(errors).toHaveLength(1)
    } finally {
      await mock.prisma.$executeRawUnsafe('DROP TRIGGER refuse_slips')
    }
  })
})

describe('the closed window switch: PUT /__admin/settings { slipClosed }', () => {
  const setClosed = (slipClosed: unknown) => mock.admin('PUT', '/__admin/settings', { slipClosed })
  const DEFAULT = { from: '23:50', to: '00:10' }

  it('null opens uploads at any hour; a window closes them in it', async () => {
    const m = await createMember(mock)
    try {
      expect((await setClosed(null)).body).toMatchObject({ slipClosed: null })
      clock.now = nextBangkok(NOON, 23, 55)
      expect((await upload(m)).status).toBe(200)
      const lookup = await mock.call('GET', '/api/lookup/slip')
      expect(lookup.body).toMatchObject({ isOpen: true })

      const lunch = { from: '12:00', to: '13:00' }
      expect((await setClosed(lunch)).body).toMatchObject({ slipClosed: lunch })
      clock.now = NOON + 30 * MINUTE
      expectError(await expectUnchanged(mock, () => upload(m)), 400, 'SLIP_UPLOAD_FAIL')
      expect((await mock.call('GET', '/api/lookup/slip')).body).toEqual({
        maxAgeMinutes: 60,
        closedFrom: '12:00',
        closedTo: '13:00',
        isOpen: false,
      })
    } finally {
      await setClosed(DEFAULT)
    }
    expect((await mock.admin('GET', '/__admin/settings')).body).toMatchObject({
      slipClosed: DEFAULT,
    })
  })

  it('refuses times that are not HH:MM', async () => {
    for (const bad of [{ from: '24:00', to: '00:10' }, { from: '9:00', to: '10:00' }, 'closed']) {
      expectError(await setClosed(bad), 400, 'KEY_INVALID')
    }
    expectError(await setClosed({ from: '12:00' }), 400, 'KEY_MISSING')
    expect((await mock.admin('GET', '/__admin/settings')).body).toMatchObject({
      slipClosed: DEFAULT,
    })
  })
})

describe('POST /api/statement/slip', () => {
  it('answers the demo member’s seeded slips, newest first, one in every state', async () => {
    const { total, slips } = await list({ token: demoToken })
    expect(total).toBe(6)
    expect(slips.map((s) => [s.status, s.amount, s.note, s.link])).toEqual([
      ['processing', 0, null, null],
      ['processing', 0, null, null],
      ['SUCCESS', 500, null, null],
      ['FAILED', 0, 'SLIP_REFNO_DUPLICATED', null],
      ['FAILED', 0, 'EXPIRED_SLIP', null],
      ['FAILED', 0, 'NOT_MATCH', null],
    ])
    for (const slip of slips) expect(slip.reference).toMatch(/^SLP[0-9A-F]{12}$/)
    const times = slips.map((s) => Date.parse(s.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    // the seeded images are on disk
    for (const row of await slipsOf(1)) {
      expect((await readFile(path.join(slipDir(mock.uploadDir), row.fileName))).equals(PNG)).toBe(
        true,
      )
    }
  })

  it('pages: limit slips from (page - 1) × limit; a new upload comes first', async () => {
    const m = await createMember(mock)
    for (let i = 0; i < 5; i++) {
      clock.now = NOON + i * MINUTE
      expect((await upload(m)).status).toBe(200)
    }
    const ids = (await slipsOf(m.id)).map((s) => String(s.id)).reverse()
    const page = async (p: number, limit: number) =>
      (await list(m, p, limit)).slips.map((s) => s._id)
    expect(await page(1, 2)).toEqual(ids.slice(0, 2))
    expect(await page(2, 2)).toEqual(ids.slice(2, 4))
    expect(await page(3, 2)).toEqual(ids.slice(4))
    expect(await list(m, 4, 2)).toEqual({ total: 5, slips: [] })
    expect((await list(m)).slips[0]).toEqual({
      _id: ids[0],
      createdAt: new Date(NOON + 4 * MINUTE).toISOString(),
      amount: 0,
      status: 'processing',
      note: null,
      link: null,
      reference: expect.stringMatching(/^SLP/),
    })
  })

  it('shows only the caller’s slips', async () => {
    const [a, b] = [await createMember(mock), await createMember(mock)]
    await upload(a)
    expect(await list(b)).toEqual({ total: 0, slips: [] })
    expect((await list(a)).total).toBe(1)
  })

  describe('bad bodies', () => {
    badInputTests(() => mock, {
      method: 'POST',
      path: '/api/statement/slip',
      valid: { page: 1, limit: 10 },
      required: ['page', 'limit'],
      token: () => demoToken,
    })
  })

  it('no token → 401 UNAUTHORIZED', async () => {
    expectError(
      await mock.call('POST', '/api/statement/slip', { page: 1, limit: 10 }),
      401,
      'UNAUTHORIZED',
    )
  })
})

describe('slip images: GET /api/statement/slip/reference/:reference and /slip-files', () => {
  let owner: TestMember
  let reference: string
  beforeAll(async () => {
    owner = await createMember(mock)
    clock.now = NOON
    await upload(owner)
    reference = (await slipsOf(owner.id))[0]?.reference ?? ''
  })

  const signedUrl = async () => {
    const result = await urlOf(reference, owner)
    expect(result.status).toBe(200)
    return new URL(deposit.slipReference.response.parse(result.body).url)
  }

  it('answers a signed address that serves the image for 10 minutes', async () => {
    const url = await signedUrl()
    expect(url.origin).toBe(mock.url)
    expect(url.pathname).toMatch(/^\/slip-files\/[a-f0-9]{32}\.png$/)
    expect(url.searchParams.get('expires')).toBe(String(NOON + 10 * MINUTE))
    expect(url.searchParams.get('sig')).toMatch(/^[a-f0-9]{64}$/)

    clock.now = NOON + 10 * MINUTE - 1
    // no token: the browser opens it directly
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toBe('private, max-age=600')
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it('serves JPEG and WEBP slips with their own type', async () => {
    const m = await createMember(mock)
    await upload(m, slipForm({ bytes: JPEG }))
    await upload(m, slipForm({ bytes: WEBP }))
    for (const [slip, type] of (await slipsOf(m.id)).map(
      (s, i) => [s, ['image/jpeg', 'image/webp'][i]] as const,
    )) {
      const { body } = await urlOf(slip.reference, m)
      const response = await fetch((body as { url: string }).url)
      expect(response.headers.get('content-type')).toBe(type)
    }
  })

  it('an expired address → 403 UNAUTHORIZED', async () => {
    const url = await signedUrl()
    clock.now = NOON + 10 * MINUTE
    const response = await fetch(url)
    expect(response.status).toBe(403)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ message: 'UNAUTHORIZED' })
  })

  it('a tampered address → 403 UNAUTHORIZED', async () => {
    const url = await signedUrl()
    const sig = url.searchParams.get('sig') ?? ''
    const expires = url.searchParams.get('expires') ?? ''
    const variants = [
      { sig: `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`, expires },
      { sig, expires: String(Number(expires) + DAY) },
      { sig: sig.toUpperCase(), expires },
      { sig: '', expires },
      { sig, expires: '' },
      { sig: 'z'.repeat(64), expires },
    ]
    for (const query of variants) {
      const tampered = new URL(url)
      tampered.search = new URLSearchParams(query).toString()
      const response = await fetch(tampered)
      expect({ query, status: response.status }).toEqual({ query, status: 403 })
      expect(await response.json()).toEqual({ message: 'UNAUTHORIZED' })
    }
    // another file's name under this signature
    const other = new URL(url)
    other.pathname = `/slip-files/${'a'.repeat(32)}.png`
    expect((await fetch(other)).status).toBe(403)
  })

  it('a name that is not a stored slip → 404 NO_DATA', async () => {
    for (const name of [
      '..%2Fmock.db',
      'abc.png',
      `${'a'.repeat(32)}.gif`,
      `${'A'.repeat(32)}.png`,
    ]) {
      const response = await fetch(`${mock.url}/slip-files/${name}?expires=1&sig=${'0'.repeat(64)}`)
      expect({ name, status: response.status }).toEqual({ name, status: 404 })
    }
    // signed, but no slip has that file
    const url = signedSlipUrl(mock.app.locals.mock.config, `${'f'.repeat(32)}.png`)
    const response = await fetch(url)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'NO_DATA' })
  })

  it('another member’s reference or an unknown one → 404 NO_DATA', async () => {
    const other = await createMember(mock)
    expectError(await urlOf(reference, other), 404, 'NO_DATA')
    expect((await list(other)).slips).toEqual([])
    expectError(await urlOf('SLP000000000000', owner), 404, 'NO_DATA')
    expectError(await urlOf(reference, { token: demoToken }), 404, 'NO_DATA')
  })

  it('no token → 401 UNAUTHORIZED', async () => {
    expectError(
      await mock.call('GET', `/api/statement/slip/reference/${reference}`),
      401,
      'UNAUTHORIZED',
    )
  })
})

describe('the operator reads slips (admin API)', () => {
  it('GET /__admin/slips lists them oldest first, by status', async () => {
    const m = await createMember(mock)
    clock.now = NOON + HOUR
    await upload(m)
    const { status, body } = await mock.admin('GET', '/__admin/slips?status=processing')
    expect(status).toBe(200)
    const rows = body as { id: number; username: string; status: string; createdAt: string }[]
    expect(rows.every((r) => r.status === 'processing')).toBe(true)
    expect(rows.map((r) => r.createdAt)).toEqual(rows.map((r) => r.createdAt).sort())
    const slip = (await slipsOf(m.id))[0]
    expect(rows.find((r) => r.id === slip?.id)).toEqual({
      id: slip?.id,
      reference: slip?.reference,
      username: m.username,
      amount: 0,
      status: 'processing',
      note: null,
      createdAt: new Date(NOON + HOUR).toISOString(),
      updatedAt: new Date(NOON + HOUR).toISOString(),
    })
    const failed = (await mock.admin('GET', '/__admin/slips?status=FAILED')).body as {
      note: string
    }[]
    expect(failed.map((r) => r.note)).toEqual([
      'NOT_MATCH',
      'EXPIRED_SLIP',
      'SLIP_REFNO_DUPLICATED',
    ])
    expectError(await mock.admin('GET', '/__admin/slips?status=DONE'), 400, 'KEY_INVALID')
    expectError(await mock.call('GET', '/__admin/slips'), 401, 'UNAUTHORIZED')
  })

  it('SUCCESS credits the wallet once, with a deposit row from the member’s bank account', async () => {
    const m = await createMember(mock, { wallet: 1000 })
    await upload(m)
    const slip = (await slipsOf(m.id))[0]
    clock.now = NOON + 5 * MINUTE
    const result = await settle(slip?.id ?? 0, { status: 'SUCCESS', amount: 500.25 })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ status: 'SUCCESS', amount: 500.25, note: null })
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 51025, games: {}, rows: 1 })
    const member = await mock.prisma.member.findUniqueOrThrow({ where: { id: m.id } })
    expect(await mock.prisma.statement.findFirst({ where: { memberId: m.id } })).toMatchObject({
      statementType: 'deposit',
      status: 'SUCCESS',
      from: `${member.bankCode} ${member.bankAccountNo}`,
      to: 'wallet',
      amount: 50025,
      createdAt: new Date(NOON + 5 * MINUTE),
    })
    expect((await list(m)).slips[0]).toMatchObject({
      status: 'SUCCESS',
      amount: 500.25,
      note: null,
    })

    for (const again of [
      { status: 'SUCCESS', amount: 500.25 },
      { status: 'FAILED', note: 'INVALID_SLIP' },
    ]) {
      expectError(
        await expectUnchanged(mock, () => settle(slip?.id ?? 0, again)),
        409,
        'KEY_INVALID',
      )
    }
  })

  it('two settles at once credit once', async () => {
    const m = await createMember(mock)
    await upload(m)
    const id = (await slipsOf(m.id))[0]?.id ?? 0
    const results = await Promise.all(
      [1, 2, 3].map(() => settle(id, { status: 'SUCCESS', amount: 100 })),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409])
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 10000, games: {}, rows: 1 })
  })

  it('FAILED with a note moves no money; the member’s list shows the note', async () => {
    const m = await createMember(mock, { wallet: 1000 })
    await upload(m)
    const id = (await slipsOf(m.id))[0]?.id ?? 0
    const result = await settle(id, { status: 'FAILED', note: 'DEST_ACC_INVALID' })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ status: 'FAILED', amount: 0, note: 'DEST_ACC_INVALID' })
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 1000, games: {}, rows: 0 })
    expect((await list(m)).slips[0]).toMatchObject({ status: 'FAILED', note: 'DEST_ACC_INVALID' })
    expectError(
      await expectUnchanged(mock, () => settle(id, { status: 'SUCCESS', amount: 10 })),
      409,
      'KEY_INVALID',
    )
  })

  it('refuses bad bodies and unknown slips, changing nothing', async () => {
    const m = await createMember(mock)
    await upload(m)
    const id = (await slipsOf(m.id))[0]?.id ?? 0
    const bad: [unknown, string][] = [
      [{ status: 'FAILED', note: 'NOT_A_NOTE' }, 'KEY_INVALID'],
      [{ status: 'FAILED', note: 'NOT_MATCH', amount: 10 }, 'KEY_INVALID'],
      [{ status: 'FAILED' }, 'KEY_MISSING'],
      [{ status: 'SUCCESS' }, 'KEY_MISSING'],
      [{ status: 'SUCCESS', amount: 0 }, 'KEY_INVALID'],
      [{ status: 'SUCCESS', amount: -5 }, 'KEY_INVALID'],
      [{ status: 'SUCCESS', amount: 1.001 }, 'KEY_INVALID'],
      [{ status: 'SUCCESS', amount: '10' }, 'KEY_INVALID'],
      [{ status: 'processing' }, 'KEY_INVALID'],
      [{ amount: 10 }, 'KEY_MISSING'],
      [[], 'KEY_INVALID'],
    ]
    for (const [body, code] of bad) {
      const result = await expectUnchanged(mock, () => settle(id, body))
      expect({ body, result }).toEqual({ body, result: { status: 400, body: { message: code } } })
    }
    for (const unknown of [999999, 'abc', 0]) {
      expectError(
        await mock.admin('PUT', `/__admin/slips/${unknown}`, { status: 'SUCCESS', amount: 1 }),
        404,
        'NO_DATA',
      )
    }
    expectError(
      await mock.call('PUT', `/__admin/slips/${id}`, { status: 'SUCCESS', amount: 1 }),
      401,
      'UNAUTHORIZED',
    )
  })
})

describe('a reseed', () => {
  it('replaces the old slips’ files with the new demo slips’ files', async () => {
    const m = await createMember(mock)
    await upload(m)
    const dir = slipDir(mock.uploadDir)
    await mkdir(dir, { recursive: true })
    expect((await mock.snapshot()).slipFiles.length).toBeGreaterThan(6)
    expect((await mock.admin('POST', '/__admin/reset')).status).toBe(200)
    const files = (await mock.snapshot()).slipFiles
    const rows = await mock.prisma.slip.findMany()
    expect(files).toEqual(rows.map((r) => r.fileName).sort())
    expect(files).toHaveLength(6)
  })
})
