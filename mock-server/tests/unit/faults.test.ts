// Fault injection and the request journal, their pure parts: path patterns, the default
// status of each code, the rules' order and counts, the ring buffer, and the panel's form.
import { describe, expect, it } from 'vitest'

import { ERROR_CODES } from '@member-wallet/contract/errors'

import {
  contractRoutes,
  FAULT_RULES_MAX,
  FaultRuleRequest,
  FaultRules,
  faultStatus,
  injectableCodes,
  isFaultPattern,
  methodMatches,
  pathMatches,
  TooManyFaultRules,
} from '../../faults'
import { isApiPath, messageOf, RequestJournal, RingBuffer, roundMs } from '../../journal'
import { faultFormValues, parseFaultForm } from '../../panel/faults-routes'
import { translator } from '../../panel/i18n'

const NOW = Date.UTC(2025, 0, 2, 3, 4, 5)
const rule = (input: Record<string, unknown>) => FaultRuleRequest.parse(input)

describe('pathMatches', () => {
  it('a literal path matches itself, ignoring case and a trailing slash', () => {
    expect(pathMatches('/api/wallet/transfer', '/api/wallet/transfer')).toBe(true)
    expect(pathMatches('/api/wallet/transfer', '/api/wallet/transfer/')).toBe(true)
    expect(pathMatches('/api/autoLogin/pg/:username', '/api/autologin/PG/alice')).toBe(true)
    expect(pathMatches('/api/chat/read-customer/', '/api/chat/read-customer')).toBe(true)
    expect(pathMatches('/api/wallet/transfer', '/api/wallet/transferAll')).toBe(false)
    expect(pathMatches('/api/wallet/transfer', '/api/wallet')).toBe(false)
    expect(pathMatches('/api/wallet', '/api/wallet/transfer')).toBe(false)
  })

  it(':name matches exactly one non-empty segment', () => {
    expect(pathMatches('/api/qrcode/:provider', '/api/qrcode/PAYTIMZ')).toBe(true)
    expect(pathMatches('/api/qrcode/:provider', '/api/qrcode/12')).toBe(true)
    expect(pathMatches('/api/qrcode/:provider', '/api/qrcode')).toBe(false)
    expect(pathMatches('/api/qrcode/:provider', '/api/qrcode/a/b')).toBe(false)
    expect(pathMatches('/api/autoLogin/imi/:u/:p', '/api/autoLogin/imi/alice/***')).toBe(true)
  })

  it('a * ends a prefix', () => {
    expect(pathMatches('/api/wallet/*', '/api/wallet/transfer')).toBe(true)
    expect(pathMatches('/api/wallet/*', '/api/wallet/activate/PG')).toBe(true)
    expect(pathMatches('/api/wallet/*', '/api/wallet')).toBe(true)
    expect(pathMatches('/api/wallet/*', '/api/walletX')).toBe(false)
    expect(pathMatches('/api/wallet/*', '/api/lookup/banks')).toBe(false)
    expect(pathMatches('/api/wallet/transfer*', '/api/wallet/transferAll')).toBe(true)
    expect(pathMatches('/api/wallet/transfer*', '/api/wallet/withdraw')).toBe(false)
    expect(pathMatches('/api/*', '/api/login')).toBe(true)
    expect(pathMatches('/api/qrcode/:provider/*', '/api/qrcode/PAYTIMZ')).toBe(true)
    expect(pathMatches('/api/qrcode/:provider/*', '/api/qrcode')).toBe(false)
  })

  it('patterns are /api paths with `*` only at the end', () => {
    for (const good of ['/api/wallet', '/api/wallet/*', '/api/*', '/api/qrcode/:provider']) {
      expect(isFaultPattern(good), good).toBe(true)
    }
    for (const bad of [
      '',
      '/api',
      '/__admin/faults',
      '/panel/faults',
      'api/wallet',
      '/api/wallet?x=1',
      '/api/wal let',
      '/api/*/transfer',
      '/api//wallet',
      '/api/:*',
      '/api/:provider*',
      '/api/wallet/**',
    ]) {
      expect(isFaultPattern(bad), bad).toBe(false)
    }
  })

  it('every contract path is a pattern that matches itself', () => {
    for (const { path } of contractRoutes()) {
      expect(isFaultPattern(path), path).toBe(true)
      expect(pathMatches(path, path.replace(/:\w+/g, 'x')), path).toBe(true)
    }
  })
})

describe('methodMatches', () => {
  it('* is every method; GET covers HEAD', () => {
    expect(methodMatches('*', 'PATCH')).toBe(true)
    expect(methodMatches('GET', 'get')).toBe(true)
    expect(methodMatches('GET', 'HEAD')).toBe(true)
    expect(methodMatches('GET', 'POST')).toBe(false)
    expect(methodMatches('DELETE', 'DELETE')).toBe(true)
  })
})

describe('faultStatus', () => {
  it('answers each code as the mock does', () => {
    expect(faultStatus('UNAUTHORIZED')).toBe(401)
    expect(faultStatus('EXPIRED_AUTH_TOKEN')).toBe(401)
    for (const n of [1, 2, 3, 4] as const) expect(faultStatus(`INVALID_USER_${n}`)).toBe(401)
    expect(faultStatus('WRONG_CREDENTIAL')).toBe(401)
    expect(faultStatus('INACTIVE_USER')).toBe(403)
    expect(faultStatus('gone')).toBe(410)
    expect(faultStatus('REQUEST_LIMIT')).toBe(429)
    expect(faultStatus('REQUEST_LIMIT_1MIN')).toBe(429)
    expect(faultStatus('OTP_BLOCK')).toBe(429)
    expect(faultStatus('INTERNAL_SERVER_ERROR')).toBe(500)
    expect(faultStatus('NO_DATA')).toBe(404)
    expect(faultStatus('EXISTING_USER')).toBe(409)
    expect(faultStatus('TRANSFER_FAIL')).toBe(502)
    expect(faultStatus('MONEY_NOT_ENOUGH')).toBe(400)
    expect(faultStatus('KEY_MISSING')).toBe(400)
  })

  it('the codes list holds every §8 code and gone, each with a 4xx or 5xx status', () => {
    const codes = injectableCodes()
    expect(codes.map((c) => c.code)).toEqual([...ERROR_CODES, 'gone'])
    for (const { code, status } of codes) {
      expect(status, code).toBeGreaterThanOrEqual(400)
      expect(status, code).toBeLessThan(600)
    }
  })
})

describe('FaultRuleRequest', () => {
  it('defaults: any method, until cleared; the method in any case', () => {
    expect(rule({ path: '/api/wallet', kind: { type: 'drop' } })).toEqual({
      method: '*',
      path: '/api/wallet',
      kind: { type: 'drop' },
      remaining: null,
    })
    expect(rule({ method: 'post', path: '/api/login', kind: { type: 'garbage' } }).method).toBe(
      'POST',
    )
  })

  it('refuses unknown codes, methods, fields and out-of-range numbers', () => {
    const bad: unknown[] = [
      { path: '/api/x', kind: { type: 'error', code: 'NOPE' } },
      { path: '/api/x', kind: { type: 'error', code: 'NO_DATA', status: 200 } },
      { path: '/api/x', kind: { type: 'delay', ms: 0 } },
      { path: '/api/x', kind: { type: 'delay', ms: 120_001 } },
      { path: '/api/x', kind: { type: 'delay', ms: 1.5 } },
      { path: '/api/x', kind: { type: 'drop', ms: 5 } },
      { path: '/api/x', kind: { type: 'explode' } },
      { path: '/api/x', kind: { type: 'drop' }, remaining: 0 },
      { path: '/api/x', kind: { type: 'drop' }, method: 'PATCH' },
      { path: '/api/x', kind: { type: 'drop' }, extra: 1 },
      { path: '/__admin/reset', kind: { type: 'drop' } },
    ]
    for (const body of bad)
      expect(FaultRuleRequest.safeParse(body).success, JSON.stringify(body)).toBe(false)
  })
})

describe('FaultRules', () => {
  it('the oldest matching rule applies, its count going down; at 0 it is removed', () => {
    const rules = new FaultRules(() => NOW)
    const a = rules.add(
      rule({ method: 'POST', path: '/api/wallet/*', kind: { type: 'drop' }, remaining: 2 }),
    )
    const b = rules.add(rule({ path: '/api/wallet/transfer', kind: { type: 'garbage' } }))
    expect(a).toMatchObject({ id: 'f1', remaining: 2, createdAt: new Date(NOW).toISOString() })
    expect(b.id).toBe('f2')
    expect(rules.take('GET', '/api/lookup/banks')).toBeNull()
    expect(rules.take('POST', '/api/wallet/transfer')).toMatchObject({ id: 'f1', remaining: 1 })
    expect(rules.take('GET', '/api/wallet/transfer')).toMatchObject({ id: 'f2', remaining: null })
    expect(rules.take('POST', '/api/wallet/transfer')).toMatchObject({ id: 'f1', remaining: 0 })
    expect(rules.list().map((r) => r.id)).toEqual(['f2'])
    expect(rules.take('POST', '/api/wallet/transfer')).toMatchObject({ id: 'f2' })
    expect(rules.take('POST', '/api/wallet/transfer')).toMatchObject({ id: 'f2' })
  })

  it('list() hands out copies; remove and clear', () => {
    const rules = new FaultRules(() => NOW)
    rules.add(rule({ path: '/api/a', kind: { type: 'drop' }, remaining: 3 }))
    rules.add(rule({ path: '/api/b', kind: { type: 'drop' } }))
    const [first] = rules.list()
    if (first) first.remaining = 0
    expect(rules.list()[0]?.remaining).toBe(3)
    expect(rules.remove('f1')).toBe(true)
    expect(rules.remove('f1')).toBe(false)
    expect(rules.size).toBe(1)
    rules.clear()
    expect(rules.list()).toEqual([])
    expect(rules.add(rule({ path: '/api/c', kind: { type: 'drop' } })).id).toBe('f3')
  })

  it(`keeps at most ${FAULT_RULES_MAX} rules`, () => {
    const rules = new FaultRules(() => NOW)
    for (let i = 0; i < FAULT_RULES_MAX; i++)
      rules.add(rule({ path: '/api/a', kind: { type: 'drop' } }))
    expect(() => rules.add(rule({ path: '/api/a', kind: { type: 'drop' } }))).toThrow(
      TooManyFaultRules,
    )
  })
})

describe('RingBuffer', () => {
  it('keeps the last items, newest first', () => {
    const ring = new RingBuffer<number>(3)
    expect(ring.newest()).toEqual([])
    ring.push(1)
    ring.push(2)
    expect(ring.newest()).toEqual([2, 1])
    for (const n of [3, 4, 5]) ring.push(n)
    expect(ring.size).toBe(3)
    expect(ring.newest()).toEqual([5, 4, 3])
    expect(ring.newest(2)).toEqual([5, 4])
    expect(ring.newest(10)).toEqual([5, 4, 3])
    ring.clear()
    expect(ring.size).toBe(0)
    expect(ring.newest()).toEqual([])
    ring.push(6)
    expect(ring.newest()).toEqual([6])
  })

  it('needs a capacity of 1 or more', () => {
    expect(() => new RingBuffer(0)).toThrow(RangeError)
  })
})

describe('RequestJournal', () => {
  const entry = (path: string) => ({
    at: new Date(NOW).toISOString(),
    method: 'GET',
    path,
    status: 200,
    ms: 1.2,
    code: null,
    injected: null,
    dropped: false,
  })

  it('numbers the entries and keeps the last ones', () => {
    const journal = new RequestJournal(2)
    journal.record(entry('/api/a'))
    journal.record(entry('/api/b'))
    journal.record(entry('/api/c'))
    expect(journal.newest().map((e) => [e.id, e.path])).toEqual([
      [3, '/api/c'],
      [2, '/api/b'],
    ])
    journal.clear()
    expect(journal.size).toBe(0)
  })

  it('helpers: /api paths, error messages, one decimal', () => {
    expect(isApiPath('/api/login')).toBe(true)
    expect(isApiPath('/API/login')).toBe(true)
    expect(isApiPath('/api')).toBe(true)
    expect(isApiPath('/apix')).toBe(false)
    expect(isApiPath('/__admin/faults')).toBe(false)
    expect(isApiPath('/panel/journal')).toBe(false)
    expect(isApiPath('/socket.io/')).toBe(false)
    expect(messageOf({ message: 'NO_DATA' })).toBe('NO_DATA')
    expect(messageOf({ message: 3 })).toBeNull()
    expect(messageOf([{ message: 'x' }])).toBeNull()
    expect(messageOf('NO_DATA')).toBeNull()
    expect(messageOf(null)).toBeNull()
    expect(roundMs(12.345)).toBe(12.3)
    expect(roundMs(0.05)).toBe(0.1)
  })
})

describe('the panel form', () => {
  const t = translator('en')
  const form = (fields: Record<string, string>) =>
    parseFaultForm(t, faultFormValues({ method: '*', type: 'error', count: '1', ...fields }))

  it('makes the rule the admin API would be sent', () => {
    expect(form({ path: '/api/lookup/banks', code: 'NO_DATA' })).toEqual({
      ok: true,
      value: {
        method: '*',
        path: '/api/lookup/banks',
        kind: { type: 'error', code: 'NO_DATA' },
        remaining: 1,
      },
    })
    expect(
      form({ path: '/api/x', type: 'delay', ms: '2500', forever: '1', code: 'ignored' }),
    ).toMatchObject({ ok: true, value: { kind: { type: 'delay', ms: 2500 }, remaining: null } })
    expect(form({ path: '/api/x', code: 'gone', status: '503' })).toMatchObject({
      ok: true,
      value: { kind: { type: 'error', code: 'gone', status: 503 } },
    })
  })

  it('names each wrong field', () => {
    const result = form({ path: '/nope', code: 'NOPE', count: '0', status: 'abc' })
    expect(result).toEqual({
      ok: false,
      errors: {
        path: t('faultsErrorPath'),
        code: t('faultsErrorCode'),
        status: t('faultsErrorStatus'),
        count: t('faultsErrorCount'),
      },
    })
    expect(form({ path: '/api/x', type: 'delay', ms: '' })).toEqual({
      ok: false,
      errors: { ms: t('faultsErrorMs') },
    })
    expect(form({ path: '/api/x', type: 'boom' })).toEqual({
      ok: false,
      errors: { type: t('faultsErrorType') },
    })
    expect(form({ path: '/api/x', method: 'PATCH', type: 'drop' })).toEqual({
      ok: false,
      errors: { method: t('faultsErrorMethod') },
    })
  })
})
