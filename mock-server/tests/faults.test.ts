// Fault injection (/__admin/faults) and the request journal (/__admin/journal): injected codes
// answer exactly like real ones for N calls or until removed, path patterns and methods, delays,
// dropped connections, garbage bodies, bad rules, the admin password, reset, concurrency; the
// journal's entries, order, cap, privacy and clearing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { FAULT_RULES_MAX, FaultRule, faultStatus, GARBAGE_BODY, INJECTABLE_CODES } from '../faults'
import { JOURNAL_SIZE, JournalEntry } from '../journal'
import { DEMO_PASSWORD, DEMO_USERNAME } from '../seed'
import { expectError } from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const BANKS = '/api/lookup/banks'

let mock: TestMock
let token: string

beforeAll(async () => {
  mock = await startTestMock()
  token = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
})
afterAll(() => mock.close())

beforeEach(async () => {
  expect((await mock.admin('DELETE', '/__admin/faults')).status).toBe(200)
  expect((await mock.admin('DELETE', '/__admin/journal')).status).toBe(200)
})

async function addFault(body: Record<string, unknown>): Promise<FaultRule> {
  const { status, body: rule } = await mock.admin('POST', '/__admin/faults', body)
  expect(status, JSON.stringify(rule)).toBe(201)
  return FaultRule.parse(rule)
}

async function listFaults(): Promise<FaultRule[]> {
  const { status, body } = await mock.admin('GET', '/__admin/faults')
  expect(status).toBe(200)
  return FaultRule.array().parse(body)
}

async function journal(limit?: number): Promise<JournalEntry[]> {
  const query = limit === undefined ? '' : `?limit=${limit}`
  const { status, body } = await mock.admin('GET', `/__admin/journal${query}`)
  expect(status).toBe(200)
  return JournalEntry.array().parse(body)
}

const error = (code: string, extra: Record<string, unknown> = {}) => ({
  type: 'error',
  code,
  ...extra,
})

async function expectBanks(): Promise<void> {
  const { status, body } = await mock.call('GET', BANKS)
  expect(status).toBe(200)
  expect(Array.isArray(body)).toBe(true)
}

describe('error faults', () => {
  it('answers the code for N calls, then the real answer returns', async () => {
    const rule = await addFault({
      method: 'GET',
      path: BANKS,
      kind: error('NO_BANK'),
      remaining: 2,
    })
    expect(rule).toMatchObject({
      id: expect.stringMatching(/^f\d+$/),
      method: 'GET',
      path: BANKS,
      kind: { type: 'error', code: 'NO_BANK' },
      remaining: 2,
    })
    expect(new Date(rule.createdAt).toISOString()).toBe(rule.createdAt)
    expectError(await mock.call('GET', BANKS), 400, 'NO_BANK')
    expect((await listFaults())[0]?.remaining).toBe(1)
    expectError(await mock.call('GET', BANKS), 400, 'NO_BANK')
    expect(await listFaults()).toEqual([])
    await expectBanks()
  })

  it('looks exactly like the real answer: status, headers, body', async () => {
    const real = await fetch(`${mock.url}/api/account/profile`)
    await addFault({ path: '/api/account/profile', kind: error('UNAUTHORIZED'), remaining: 1 })
    const injected = await fetch(`${mock.url}/api/account/profile`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(injected.status).toBe(real.status)
    expect(injected.headers.get('content-type')).toBe(real.headers.get('content-type'))
    expect(await injected.text()).toBe(await real.text())
  })

  it('until cleared: keeps failing until the rule is removed', async () => {
    const rule = await addFault({ path: BANKS, kind: error('INTERNAL_SERVER_ERROR') })
    expect(rule.remaining).toBeNull()
    for (let i = 0; i < 5; i++) {
      expectError(await mock.call('GET', BANKS), 500, 'INTERNAL_SERVER_ERROR')
    }
    expect(await listFaults()).toEqual([rule])
    const removed = await mock.admin('DELETE', `/__admin/faults/${rule.id}`)
    expect(removed).toEqual({ status: 200, body: { message: 'SUCCESS' } })
    await expectBanks()
    expectError(await mock.admin('DELETE', `/__admin/faults/${rule.id}`), 404, 'NO_DATA')
  })

  it('a status of the rule replaces the default one', async () => {
    await addFault({ path: BANKS, kind: error('NO_DATA', { status: 503 }), remaining: 1 })
    expectError(await mock.call('GET', BANKS), 503, 'NO_DATA')
  })

  it('a :name segment matches any value; other paths are left alone', async () => {
    await addFault({ method: 'POST', path: '/api/qrcode/:provider', kind: error('QR_FAIL') })
    expectError(
      await mock.call('POST', '/api/qrcode/PAYTIMZ', { amount: 100 }, token),
      409,
      'QR_FAIL',
    )
    expectError(await mock.call('POST', '/api/qrcode/FP', { amount: 100 }, token), 409, 'QR_FAIL')
    const other = await mock.call('POST', '/api/qrcode', { amount: 100 }, token)
    expect(other.body).not.toEqual({ message: 'QR_FAIL' })
    await expectBanks()
  })

  it('a * prefix matches everything under it', async () => {
    await addFault({ path: '/api/lookup/*', kind: error('REQUEST_LIMIT') })
    expectError(await mock.call('GET', BANKS), 429, 'REQUEST_LIMIT')
    expectError(await mock.call('GET', '/api/lookup/info'), 429, 'REQUEST_LIMIT')
    expectError(await mock.call('GET', '/api/lookup/active'), 429, 'REQUEST_LIMIT')
    expect((await mock.call('GET', '/api/chat/config')).status).toBe(200)
  })

  it('only requests of the rule method', async () => {
    const rule = await addFault({
      method: 'POST',
      path: BANKS,
      kind: error('NO_DATA'),
      remaining: 1,
    })
    await expectBanks()
    expect(await listFaults()).toEqual([rule])
    expectError(await mock.call('POST', BANKS, {}), 404, 'NO_DATA')
    expect(await listFaults()).toEqual([])
  })

  it('the oldest matching rule applies first', async () => {
    await addFault({ path: '/api/*', kind: error('NO_WALLET'), remaining: 1 })
    await addFault({ path: BANKS, kind: error('NO_BANK'), remaining: 1 })
    expectError(await mock.call('GET', BANKS), 400, 'NO_WALLET')
    expectError(await mock.call('GET', BANKS), 400, 'NO_BANK')
    await expectBanks()
  })

  it('comes before the real checks: gone only when the rule says so', async () => {
    await addFault({ path: '/api/lookup/active', kind: error('gone'), remaining: 1 })
    expectError(await mock.call('GET', '/api/lookup/active'), 410, 'gone')
    expect(await mock.call('GET', '/api/lookup/active')).toEqual({
      status: 200,
      body: { terminated: null },
    })
  })

  it('every §8 code and gone can be injected and comes back as { message: code }', async () => {
    const { status, body } = await mock.admin('GET', '/__admin/faults/codes')
    expect(status).toBe(200)
    expect(body).toEqual(INJECTABLE_CODES.map((code) => ({ code, status: faultStatus(code) })))
    for (const code of INJECTABLE_CODES) {
      await addFault({ method: 'GET', path: BANKS, kind: error(code), remaining: 1 })
      expectError(await mock.call('GET', BANKS), faultStatus(code), code)
    }
    expect(await listFaults()).toEqual([])
    await expectBanks()
  })
})

describe('delay, drop and garbage', () => {
  it('a delay makes the call take at least that long, then the real answer comes', async () => {
    await addFault({ path: BANKS, kind: { type: 'delay', ms: 300 }, remaining: 1 })
    const started = performance.now()
    await expectBanks()
    expect(performance.now() - started).toBeGreaterThanOrEqual(295)
    const [entry] = await journal(1)
    expect(entry).toMatchObject({ path: BANKS, status: 200, code: null, dropped: false })
    expect(entry?.ms).toBeGreaterThanOrEqual(295)
    expect(entry?.injected).toMatch(/^f\d+$/)
  })

  it('a drop closes the connection without an answer', async () => {
    const rule = await addFault({ path: BANKS, kind: { type: 'drop' }, remaining: 1 })
    await expect(fetch(`${mock.url}${BANKS}`)).rejects.toThrow()
    await expectBanks()
    const entries = await journal()
    expect(entries.map((e) => [e.path, e.status, e.dropped, e.injected])).toEqual([
      [BANKS, 200, false, null],
      [BANKS, 0, true, rule.id],
    ])
  })

  it('garbage answers 200 with HTML where JSON was promised', async () => {
    const rule = await addFault({ path: BANKS, kind: { type: 'garbage' }, remaining: 1 })
    const response = await fetch(`${mock.url}${BANKS}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const text = await response.text()
    expect(text).toBe(GARBAGE_BODY)
    expect(() => JSON.parse(text) as unknown).toThrow()
    expect((await journal(1))[0]).toMatchObject({ status: 200, code: null, injected: rule.id })
  })

  it('never touches the admin API, the panel or files, even under /api/*', async () => {
    await addFault({ path: '/api/*', kind: { type: 'drop' } })
    expect((await mock.admin('GET', '/__admin/settings')).status).toBe(200)
    expect((await fetch(`${mock.url}/panel/login`)).status).toBe(200)
    expect((await fetch(`${mock.url}/panel/panel.css`)).status).toBe(200)
    expect((await listFaults())[0]?.remaining).toBeNull()
    await expect(fetch(`${mock.url}${BANKS}`)).rejects.toThrow()
  })
})

describe('concurrency', () => {
  it('ten calls at once against a rule with one use left: exactly one fails', async () => {
    await addFault({ path: BANKS, kind: error('REQUEST_LIMIT'), remaining: 1 })
    const results = await Promise.all(Array.from({ length: 10 }, () => mock.call('GET', BANKS)))
    expect(results.filter((r) => r.status === 429)).toEqual([
      { status: 429, body: { message: 'REQUEST_LIMIT' } },
    ])
    expect(results.filter((r) => r.status === 200)).toHaveLength(9)
    const entries = await journal()
    expect(entries).toHaveLength(10)
    expect(entries.filter((e) => e.injected !== null)).toHaveLength(1)
  })
})

describe('the admin API of faults', () => {
  const good = { path: BANKS, kind: error('NO_DATA') }

  it.each([
    ['no path', { kind: error('NO_DATA') }, 'KEY_MISSING'],
    ['a blank path', { ...good, path: '  ' }, 'KEY_MISSING'],
    ['no kind', { path: BANKS }, 'KEY_MISSING'],
    ['a kind without type', { path: BANKS, kind: {} }, 'KEY_MISSING'],
    ['an error without code', { path: BANKS, kind: { type: 'error' } }, 'KEY_MISSING'],
    ['a delay without ms', { path: BANKS, kind: { type: 'delay' } }, 'KEY_MISSING'],
    ['an unknown code', { ...good, kind: error('NOT_A_CODE') }, 'KEY_INVALID'],
    ['a status under 400', { ...good, kind: error('NO_DATA', { status: 200 }) }, 'KEY_INVALID'],
    ['an unknown type', { ...good, kind: { type: 'explode' } }, 'KEY_INVALID'],
    ['a delay of 0', { ...good, kind: { type: 'delay', ms: 0 } }, 'KEY_INVALID'],
    ['a delay over 2 minutes', { ...good, kind: { type: 'delay', ms: 120_001 } }, 'KEY_INVALID'],
    ['an unknown method', { ...good, method: 'PATCH' }, 'KEY_INVALID'],
    ['a path outside /api', { ...good, path: '/__admin/reset' }, 'KEY_INVALID'],
    ['a path with a query', { ...good, path: '/api/lookup/banks?x=1' }, 'KEY_INVALID'],
    ['a * in the middle', { ...good, path: '/api/*/banks' }, 'KEY_INVALID'],
    ['remaining 0', { ...good, remaining: 0 }, 'KEY_INVALID'],
    ['remaining 1.5', { ...good, remaining: 1.5 }, 'KEY_INVALID'],
    ['remaining as text', { ...good, remaining: '2' }, 'KEY_INVALID'],
    ['an unknown field', { ...good, extra: true }, 'KEY_INVALID'],
    ['a list', [good], 'KEY_INVALID'],
  ])('%s → 400 %s, nothing added', async (_name, body, code) => {
    expectError(await mock.admin('POST', '/__admin/faults', body), 400, code)
    expect(await listFaults()).toEqual([])
  })

  it('a body that is not JSON → 400 KEY_INVALID', async () => {
    const response = await fetch(`${mock.url}/__admin/faults`, {
      method: 'POST',
      headers: { 'x-admin-password': 'test-admin', 'Content-Type': 'application/json' },
      body: '{"path":',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'KEY_INVALID' })
    expect(await listFaults()).toEqual([])
  })

  it(`at most ${FAULT_RULES_MAX} rules`, async () => {
    for (let i = 0; i < FAULT_RULES_MAX; i++) await addFault({ ...good, method: 'DELETE' })
    expectError(await mock.admin('POST', '/__admin/faults', good), 400, 'KEY_INVALID')
    expect(await listFaults()).toHaveLength(FAULT_RULES_MAX)
  })

  it('lists the rules oldest first; DELETE /__admin/faults removes them all', async () => {
    const a = await addFault({ ...good, remaining: 3 })
    const b = await addFault({ method: 'put', path: '/api/wallet/*', kind: { type: 'drop' } })
    expect(b.method).toBe('PUT')
    expect(await listFaults()).toEqual([a, b])
    expect(await mock.admin('DELETE', '/__admin/faults')).toEqual({
      status: 200,
      body: { message: 'SUCCESS' },
    })
    expect(await listFaults()).toEqual([])
  })

  it('needs the admin password', async () => {
    await addFault(good)
    for (const [method, path] of [
      ['GET', '/__admin/faults'],
      ['POST', '/__admin/faults'],
      ['DELETE', '/__admin/faults'],
      ['DELETE', '/__admin/faults/f1'],
      ['GET', '/__admin/faults/codes'],
      ['GET', '/__admin/journal'],
      ['DELETE', '/__admin/journal'],
    ] as const) {
      const wrong: Record<string, string>[] = [{}, { 'x-admin-password': 'wrong' }]
      for (const headers of wrong) {
        const response = await fetch(`${mock.url}${path}`, {
          method,
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: method === 'POST' ? JSON.stringify(good) : undefined,
        })
        expect(response.status, `${method} ${path}`).toBe(401)
        expect(await response.json()).toEqual({ message: 'UNAUTHORIZED' })
      }
    }
    expect(await listFaults()).toHaveLength(1)
  })

  it('POST /__admin/reset removes every rule', async () => {
    await addFault(good)
    expect((await mock.admin('POST', '/__admin/reset')).status).toBe(200)
    expect(await listFaults()).toEqual([])
    await expectBanks()
    token = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
  })
})

describe('the journal', () => {
  it('records method, path, status, code and the fault, newest first', async () => {
    const rule = await addFault({ path: BANKS, kind: error('NO_BANK'), remaining: 1 })
    await mock.call('GET', BANKS)
    await mock.call('GET', `${BANKS}?x=1`)
    await mock.call('POST', '/api/login', { username: DEMO_USERNAME, password: 'wrong-password' })
    await mock.call('GET', '/api/no-such-endpoint')
    const entries = await journal()
    expect(
      entries.map(({ method, path, status, code, injected, dropped }) => ({
        method,
        path,
        status,
        code,
        injected,
        dropped,
      })),
    ).toEqual([
      {
        method: 'GET',
        path: '/api/no-such-endpoint',
        status: 404,
        code: 'NO_DATA',
        injected: null,
        dropped: false,
      },
      {
        method: 'POST',
        path: '/api/login',
        status: 401,
        code: 'WRONG_CREDENTIAL',
        injected: null,
        dropped: false,
      },
      { method: 'GET', path: BANKS, status: 200, code: null, injected: null, dropped: false },
      {
        method: 'GET',
        path: BANKS,
        status: 400,
        code: 'NO_BANK',
        injected: rule.id,
        dropped: false,
      },
    ])
    const ids = entries.map((e) => e.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    for (const entry of entries) {
      expect(Number.isNaN(Date.parse(entry.at))).toBe(false)
      expect(entry.ms).toBeGreaterThanOrEqual(0)
      expect(Math.round(entry.ms * 10) / 10).toBe(entry.ms)
    }
  })

  it('never keeps a token, a query or a body', async () => {
    await mock.call('GET', '/api/account/profile', undefined, token)
    await mock.call('GET', `/api/account/profile?token=${token}`)
    await mock.call('GET', '/api/autoLogin/askmebet/someone/secret-game-password', undefined, token)
    await mock.call(
      'PUT',
      '/api/account/changepwd',
      { password: 'old-secret', newPassword: 'new-secret' },
      token,
    )
    const text = JSON.stringify(await journal())
    for (const secret of [token, 'secret-game-password', 'old-secret', 'new-secret', '?']) {
      expect(text).not.toContain(secret)
    }
    expect((await journal()).map((e) => e.path)).toContain('/api/autoLogin/askmebet/someone/***')
  })

  it('records /api only: not the admin API, the panel, files or the socket', async () => {
    await mock.admin('GET', '/__admin/settings')
    await fetch(`${mock.url}/panel/login`)
    await fetch(`${mock.url}/panel/panel.css`)
    await fetch(`${mock.url}/socket.io/?EIO=4&transport=polling`)
    await fetch(`${mock.url}/fonts/none.woff2`)
    await fetch(`${mock.url}/nowhere`)
    expect(await journal()).toEqual([])
  })

  it(`keeps the last ${JOURNAL_SIZE}; ?limit= picks how many (50 unless told, at most ${JOURNAL_SIZE})`, async () => {
    const calls = JOURNAL_SIZE + 5
    for (let i = 0; i < calls; i += 15) {
      await Promise.all(
        Array.from({ length: Math.min(15, calls - i) }, (_, j) =>
          mock.call('GET', `/api/lookup/banks/${i + j}`),
        ),
      )
    }
    const all = await journal(JOURNAL_SIZE)
    expect(all).toHaveLength(JOURNAL_SIZE)
    expect(await journal()).toHaveLength(50)
    expect(await journal(3)).toEqual(all.slice(0, 3))
    const seen = new Set(all.map((e) => e.path))
    expect(seen.size).toBe(JOURNAL_SIZE)
    for (const bad of ['0', '201', 'abc', '1.5']) {
      expectError(await mock.admin('GET', `/__admin/journal?limit=${bad}`), 400, 'KEY_INVALID')
    }
  })

  it('DELETE /__admin/journal forgets every call', async () => {
    await expectBanks()
    expect(await journal()).toHaveLength(1)
    expect(await mock.admin('DELETE', '/__admin/journal')).toEqual({
      status: 200,
      body: { message: 'SUCCESS' },
    })
    expect(await journal()).toEqual([])
  })
})
