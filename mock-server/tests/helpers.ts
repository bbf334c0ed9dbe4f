// Shared checks of the API tests: bad input must be refused with the right code and must
// leave the database as it was.
import { expect, it } from 'vitest'

import { hashPassword, hashToken, newToken, TOKEN_TTL_MS } from '../passwords'
import { TEST_PASSWORD_COST, type TestMock } from './support/mock'

export const TEN_KB = 'x'.repeat(10 * 1024)

type BadInputSpec = {
  method: 'POST' | 'PUT'
  path: string
  /** A body that would pass validation. */
  valid: Record<string, unknown>
  /** Fields whose absence answers KEY_MISSING. */
  required: string[]
  /** The member's token, for member endpoints. */
  token?: () => string
}

/** Sends a request and checks that members, OTPs, sessions and the demo member did not change. */
export async function expectUnchanged<T>(mock: TestMock, action: () => Promise<T>): Promise<T> {
  const before = await mock.snapshot()
  const result = await action()
  expect(await mock.snapshot()).toEqual(before)
  return result
}

export function expectError(
  result: { status: number; body: unknown },
  status: number,
  message: string,
) {
  expect({ status: result.status, body: result.body }).toEqual({ status, body: { message } })
}

/**
 * One test per bad body: each required field missing (KEY_MISSING), each field of the wrong
 * type (KEY_INVALID), each string field 10 kB long (4xx), and bodies that are not a JSON object.
 */
export function badInputTests(getMock: () => TestMock, spec: BadInputSpec): void {
  const send = (body: unknown) => getMock().call(spec.method, spec.path, body, spec.token?.())

  for (const field of spec.required) {
    it(`${field} missing → 400 KEY_MISSING`, async () => {
      const { [field]: _omitted, ...body } = spec.valid
      expectError(await expectUnchanged(getMock(), () => send(body)), 400, 'KEY_MISSING')
    })
  }

  it('an empty object → 400 KEY_MISSING', async () => {
    if (spec.required.length === 0) return
    expectError(await expectUnchanged(getMock(), () => send({})), 400, 'KEY_MISSING')
  })

  for (const [field, value] of Object.entries(spec.valid)) {
    it(`${field} of the wrong type → 400 KEY_INVALID`, async () => {
      const wrong = typeof value === 'number' || typeof value === 'boolean' ? 'text' : 12345
      const result = await expectUnchanged(getMock(), () => send({ ...spec.valid, [field]: wrong }))
      expectError(result, 400, 'KEY_INVALID')
    })
    if (typeof value === 'string') {
      it(`${field} of 10 kB → 4xx`, async () => {
        const result = await expectUnchanged(getMock(), () =>
          send({ ...spec.valid, [field]: TEN_KB }),
        )
        expect(result.status).toBeGreaterThanOrEqual(400)
        expect(result.status).toBeLessThan(500)
        expect(result.body).toEqual({ message: expect.any(String) })
      })
      it(`${field} as an object → 400 KEY_INVALID`, async () => {
        const result = await expectUnchanged(getMock(), () =>
          send({ ...spec.valid, [field]: { $ne: null } }),
        )
        expectError(result, 400, 'KEY_INVALID')
      })
    }
  }

  it('a JSON array → 400 KEY_INVALID', async () => {
    expectError(await expectUnchanged(getMock(), () => send([spec.valid])), 400, 'KEY_INVALID')
  })

  it('malformed JSON → 400 KEY_INVALID', async () => {
    const result = await expectUnchanged(getMock(), () =>
      fetch(getMock().url + spec.path, {
        method: spec.method,
        headers: {
          'Content-Type': 'application/json',
          ...(spec.token ? { Authorization: `Bearer ${spec.token()}` } : {}),
        },
        body: '{"oops": ',
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown })),
    )
    expectError(result, 400, 'KEY_INVALID')
  })

  it('a body that is not JSON → 400 KEY_INVALID', async () => {
    const result = await expectUnchanged(getMock(), () =>
      fetch(getMock().url + spec.path, {
        method: spec.method,
        headers: {
          'Content-Type': 'text/plain',
          ...(spec.token ? { Authorization: `Bearer ${spec.token()}` } : {}),
        },
        body: Object.values(spec.valid).join(','),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown })),
    )
    expectError(result, 400, 'KEY_INVALID')
  })

  it('a body over 100 kB → 413 KEY_INVALID', async () => {
    const result = await expectUnchanged(getMock(), () =>
      send({ ...spec.valid, padding: 'x'.repeat(101 * 1024) }),
    )
    expectError(result, 413, 'KEY_INVALID')
  })
}

let memberSeq = 0

export type TestMember = { id: number; username: string; token: string }

/**
 * A member made straight in the database, with a session (no login, no scrypt), a wallet
 * balance and active game accounts (balances in minor units, by provider code).
 */
export async function createMember(
  mock: TestMock,
  {
    wallet = 0,
    games = {},
    password,
  }: { wallet?: number; games?: Record<string, number>; password?: string } = {},
): Promise<TestMember> {
  memberSeq++
  const username = `07${String(memberSeq).padStart(8, '0')}`
  const member = await mock.prisma.member.create({
    data: {
      username,
      passwordHash: password ? await hashPassword(password, TEST_PASSWORD_COST) : 'not-used',
      name: `ทดสอบ ${memberSeq}`,
      bankCode: 'SCB',
      bankAccountName: `ทดสอบ ${memberSeq}`,
      bankAccountNo: `77${String(memberSeq).padStart(8, '0')}`,
      walletBalance: wallet,
    },
  })
  for (const [code, balance] of Object.entries(games)) {
    await mock.prisma.gameAccount.create({
      data: {
        memberId: member.id,
        providerCode: code,
        username: `t${member.id}${code.toLowerCase()}`,
        password: `pw${member.id}${code.toLowerCase()}`,
        balance,
      },
    })
  }
  const token = newToken()
  await mock.prisma.session.create({
    data: {
      tokenHash: hashToken(token),
      memberId: member.id,
      expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
    },
  })
  return { id: member.id, username, token }
}

export type Balances = {
  /** Minor units. */
  wallet: number
  /** Minor units, by provider code; active accounts only. */
  games: Record<string, number>
  /** The member's statement rows. */
  rows: number
}

export async function balancesOf(mock: TestMock, memberId: number): Promise<Balances> {
  const [member, accounts, rows] = await Promise.all([
    mock.prisma.member.findUniqueOrThrow({ where: { id: memberId } }),
    mock.prisma.gameAccount.findMany({ where: { memberId, isActive: true } }),
    mock.prisma.statement.count({ where: { memberId } }),
  ])
  return {
    wallet: member.walletBalance,
    games: Object.fromEntries(accounts.map((a) => [a.providerCode, a.balance])),
    rows,
  }
}

/**
 * A §3 conversation object as the app sends it to send-message (SPEC §7): the text (or a
 * whole message body) from a member (userId, username) or a guest (guestId).
 */
export function conversation(
  message: string | { message_type: string; payload: unknown },
  who: { member?: TestMember; guestId?: string | null } = {},
): Record<string, unknown> {
  return {
    sender: 'customer',
    userId: who.member ? String(who.member.id) : null,
    guestId: who.guestId ?? null,
    username: who.member?.username ?? null,
    name: null,
    deviceToken: null,
    createdAt: new Date().toISOString(),
    session_id: null,
    message:
      typeof message === 'string' ? { message_type: 'text', payload: { text: message } } : message,
  }
}
