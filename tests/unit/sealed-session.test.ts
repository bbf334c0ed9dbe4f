// The session cookies are sealed: what they hold cannot be read or changed by whoever has
// the cookie, a rotated secret still opens them, and a seal expires on the server's clock.
import { afterEach, describe, expect, test, vi } from 'vitest'

import {
  createSealedSessionStorage,
  openSealed,
  sealingKeys,
} from '~/sessions/sealed-storage.server'

const TOKEN = 'backend-token-0123456789abcdef'
const cookie = { name: '__test', path: '/', httpOnly: true }

function storage(secrets: string[], purpose = 'member-session', ttlSeconds = 3600) {
  return createSealedSessionStorage<{ token: string }>({ cookie, secrets, purpose, ttlSeconds })
}

async function sealedCookie(secrets = ['first-secret-0123456789']) {
  const session = await storage(secrets).getSession(null)
  session.set('token', TOKEN)
  return (await storage(secrets).commitSession(session)).split(';')[0]!
}

afterEach(() => vi.useRealTimers())

describe('a sealed session cookie', () => {
  test('never shows the token, in the clear or in base64', async () => {
    const header = await sealedCookie()
    const value = decodeURIComponent(header.slice(header.indexOf('=') + 1))
    expect(value).not.toContain(TOKEN)
    for (const part of value.split(/[.*~]/)) {
      expect(Buffer.from(part, 'base64').toString('latin1')).not.toContain(TOKEN)
      expect(Buffer.from(part, 'base64url').toString('latin1')).not.toContain(TOKEN)
    }
  })

  test('opens with its secret', async () => {
    const session = await storage(['first-secret-0123456789']).getSession(await sealedCookie())
    expect(session.get('token')).toBe(TOKEN)
  })

  test('opens after a rotation puts a new secret first', async () => {
    const header = await sealedCookie(['first-secret-0123456789'])
    const rotated = storage(['second-secret-0123456789', 'first-secret-0123456789'])
    expect((await rotated.getSession(header)).get('token')).toBe(TOKEN)
  })

  test.each([
    ['another secret', () => storage(['other-secret-0123456789'])],
    ['another purpose', () => storage(['first-secret-0123456789'], 'register-draft')],
  ])('does not open with %s', async (_, other) => {
    expect((await other().getSession(await sealedCookie())).get('token')).toBeUndefined()
  })

  test('changed by one character, it opens to nothing', async () => {
    const header = await sealedCookie()
    const at = header.length - 5
    const forged = header.slice(0, at) + (header[at] === 'A' ? 'B' : 'A') + header.slice(at + 1)
    const session = await storage(['first-secret-0123456789']).getSession(forged)
    expect(session.get('token')).toBeUndefined()
  })

  test('a signed, readable cookie of the old kind opens to nothing', async () => {
    const old = `__test=${encodeURIComponent(btoa(JSON.stringify({ token: TOKEN })))}.sig`
    expect((await storage(['first-secret-0123456789']).getSession(old)).data).toEqual({})
  })

  test('expires on the server even when the browser keeps it', async () => {
    const header = await sealedCookie()
    // an hour, and iron's minute of allowed clock skew
    vi.useFakeTimers({ now: Date.now() + 3700_000, toFake: ['Date'] })
    const session = await storage(['first-secret-0123456789']).getSession(header)
    expect(session.get('token')).toBeUndefined()
  })

  test('once opened, it still expires, still needs its secret, and is not changed by a caller', async () => {
    const header = await sealedCookie()
    const opened = await storage(['first-secret-0123456789']).getSession(header)
    expect(opened.get('token')).toBe(TOKEN)
    opened.set('token', 'changed by this request')
    expect((await storage(['first-secret-0123456789']).getSession(header)).get('token')).toBe(TOKEN)
    expect(
      (await storage(['other-secret-0123456789']).getSession(header)).get('token'),
    ).toBeUndefined()
    expect(
      (await storage(['first-secret-0123456789'], 'register-draft').getSession(header)).get(
        'token',
      ),
    ).toBeUndefined()
    vi.useFakeTimers({ now: Date.now() + 3700_000, toFake: ['Date'] })
    expect(
      (await storage(['first-secret-0123456789']).getSession(header)).get('token'),
    ).toBeUndefined()
  })

  test('destroying it clears the cookie', async () => {
    const session = await storage(['first-secret-0123456789']).getSession(null)
    expect(await storage(['first-secret-0123456789']).destroySession(session)).toMatch(
      /^__test=; .*Expires=Thu, 01 Jan 1970/,
    )
  })
})

describe('sealing keys', () => {
  test('differ by secret and by purpose, and their names reveal neither', () => {
    const [a] = sealingKeys(['first-secret-0123456789'], 'member-session')
    const [b] = sealingKeys(['first-secret-0123456789'], 'register-draft')
    const [c] = sealingKeys(['other-secret-0123456789'], 'member-session')
    expect(new Set([a!.secret, b!.secret, c!.secret]).size).toBe(3)
    expect(a!.secret).toHaveLength(64)
    expect(a!.id).not.toContain('first')
  })

  test('openSealed gives null for anything that is not a seal', async () => {
    const options = { secrets: ['first-secret-0123456789'], purpose: 'p', ttlSeconds: 60 }
    for (const value of [null, '', 42, 'Fe26.2**x**y', '{"token":"x"}']) {
      expect(await openSealed(value, options)).toBeNull()
    }
  })
})
