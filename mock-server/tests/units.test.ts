// Small pure parts of the mock server: passwords and tokens, the slip window, game logins and
// launch tickets (its config: tests/unit/mock-config.test.ts).
import { describe, expect, it } from 'vitest'

import {
  absoluteUrl,
  gameUsername,
  isWallet,
  newGamePassword,
  normalizeCode,
  toGameLogin,
} from '../games'
import { loggedPath } from '../http'
import { hashOtpCode, newOtpCode, newOtpRef, otpCodeMatches } from '../otps'
import {
  DEFAULT_PASSWORD_COST,
  hashPassword,
  hashToken,
  newToken,
  safeEqual,
  verifyPassword,
} from '../passwords'
import { isSlipOpen } from '../slip-window'
import { GameTickets, TICKET_TTL_MS } from '../tickets'

describe('passwords', () => {
  it('hashes with a salt and verifies', async () => {
    const a = await hashPassword('demo1234', DEFAULT_PASSWORD_COST)
    const b = await hashPassword('demo1234', DEFAULT_PASSWORD_COST)
    expect(a).not.toBe(b)
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/)
    expect(await verifyPassword('demo1234', a)).toBe(true)
    expect(await verifyPassword('demo1235', a)).toBe(false)
    expect(await verifyPassword('', a)).toBe(false)
  })

  it('verifies a hash by the cost it was made with, whatever the setting is now', async () => {
    const cheap = await hashPassword('demo1234', 1024)
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/)
    expect(await verifyPassword('demo1234', cheap)).toBe(true)
    expect(await verifyPassword('demo1235', cheap)).toBe(false)
  })

  it('refuses a malformed stored hash', async () => {
    expect(await verifyPassword('x', '')).toBe(false)
    expect(await verifyPassword('x', 'bcrypt$1$2$3$4$5')).toBe(false)
    expect(await verifyPassword('x', 'scrypt$16384$8$1$c2FsdA$')).toBe(false)
  })

  it('makes random tokens and stores only a hash', () => {
    const token = newToken()
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(newToken()).not.toBe(token)
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashToken(token)).toBe(hashToken(token))
  })

  it('compares strings safely', () => {
    expect(safeEqual('demo', 'demo')).toBe(true)
    expect(safeEqual('demo', 'demo2')).toBe(false)
    expect(safeEqual('', '')).toBe(true)
  })
})

describe('OTP codes', () => {
  it('makes six-digit codes and four-letter refs', () => {
    for (let i = 0; i < 50; i++) {
      expect(newOtpCode()).toMatch(/^\d{6}$/)
      expect(newOtpRef()).toMatch(/^[A-Z]{4}$/)
    }
  })

  it('matches a code against its salted hash', () => {
    const stored = hashOtpCode('token-1', '123456')
    expect(stored).not.toBe(hashOtpCode('token-2', '123456'))
    expect(otpCodeMatches('token-1', '123456', stored)).toBe(true)
    expect(otpCodeMatches('token-1', '654321', stored)).toBe(false)
  })
})

describe('slip window', () => {
  const at = (iso: string) => new Date(iso).getTime()
  const window = { closedFrom: '23:50', closedTo: '00:10' }

  it.each([
    ['2026-11-21T05:00:00Z', true], // 12:00
    ['2026-11-21T16:49:59Z', true], // 23:49
    ['2026-11-21T16:50:00Z', false], // 23:50
    ['2026-11-21T17:00:00Z', false], // 00:00
    ['2026-11-21T17:09:59Z', false], // 00:09
    ['2026-11-21T17:10:00Z', true], // 00:10
  ])('at %s open is %s (window across midnight)', (iso, open) => {
    expect(isSlipOpen(at(iso), window)).toBe(open)
  })

  it('handles a window inside one day and an empty window', () => {
    const lunch = { closedFrom: '12:00', closedTo: '13:00' }
    expect(isSlipOpen(at('2026-11-21T05:30:00Z'), lunch)).toBe(false) // 12:30
    expect(isSlipOpen(at('2026-11-21T06:00:00Z'), lunch)).toBe(true) // 13:00
    expect(isSlipOpen(at('2026-11-21T05:30:00Z'), { closedFrom: '12:00', closedTo: '12:00' })).toBe(
      true,
    )
  })
})

describe('logged paths', () => {
  it('leave out the query and mask auto-login passwords', () => {
    expect(loggedPath('/api/autoLogin/askmebet/lw1askm/s3cret')).toBe(
      '/api/autoLogin/askmebet/lw1askm/***',
    )
    expect(loggedPath('/api/autoLogin/pg/lw1pg')).toBe('/api/autoLogin/pg/lw1pg')
    expect(loggedPath('/demo-game/JOKER?username=lw1joker&password=demo1234')).toBe(
      '/demo-game/JOKER',
    )
    expect(loggedPath('/api/lookup/info')).toBe('/api/lookup/info')
  })
})

describe('game tickets', () => {
  it('open one game once, within ten minutes', () => {
    let now = 1_000_000
    const tickets = new GameTickets(() => now)
    const a = tickets.issue(7, 'PG')
    const b = tickets.issue(8, 'PG')
    const c = tickets.issue(9, 'HUAYHD')
    expect(new Set([a, b, c]).size).toBe(3)
    expect(a).toMatch(/^[\w-]{24}$/)
    expect(tickets.consume(a, 'PG')).toBe(7)
    expect(tickets.consume(a, 'PG')).toBeUndefined()
    expect(tickets.consume(c, 'PG')).toBeUndefined()
    expect(tickets.consume(c, 'HUAYHD')).toBeUndefined()
    now += TICKET_TTL_MS
    expect(tickets.consume(b, 'PG')).toBeUndefined()
    tickets.issue(1, 'PG')
    expect(tickets.size).toBe(1)
    now += TICKET_TTL_MS
    expect(tickets.size).toBe(0)
    tickets.issue(1, 'PG')
    tickets.clear()
    expect(tickets.size).toBe(0)
  })
})

describe('game accounts', () => {
  it('names codes case-insensitively and knows the wallet', () => {
    expect(normalizeCode(' pgSlot ')).toBe('PGSLOT')
    expect(isWallet('wallet')).toBe(true)
    expect(isWallet(' WALLET ')).toBe(true)
    expect(isWallet('wallet2')).toBe(false)
  })

  it('offers lw + member id + four letters of the code as the username', () => {
    expect(gameUsername(1, 'JOKER')).toBe('lw1joke')
    expect(gameUsername(42, 'PG')).toBe('lw42pg')
  })

  it('makes 8-character passwords without look-alike characters', () => {
    const passwords = Array.from({ length: 200 }, newGamePassword)
    for (const password of passwords) expect(password).toMatch(/^[a-km-np-zA-HJ-NP-Z2-9]{8}$/)
    expect(new Set(passwords).size).toBe(passwords.length)
  })

  it('adds page-state fields to SEXYGAME logins only', () => {
    expect(toGameLogin({ providerCode: 'SEXYGAME', username: 'u', password: 'p' })).toEqual({
      username: 'u',
      password: 'p',
      event: { lobby: 'baccarat', table: 'A1' },
    })
    expect(toGameLogin({ providerCode: 'JOKER', username: 'u', password: 'p' })).toEqual({
      username: 'u',
      password: 'p',
    })
  })

  it('makes stored paths absolute and leaves addresses alone', () => {
    const base = 'http://localhost:4000'
    expect(absoluteUrl('/demo-game/PG', base)).toBe('http://localhost:4000/demo-game/PG')
    expect(absoluteUrl('https://example.com/x', base)).toBe('https://example.com/x')
    expect(absoluteUrl(null, base)).toBeNull()
  })
})
