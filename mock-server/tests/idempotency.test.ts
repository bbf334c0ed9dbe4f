// Idempotency keys on the money calls: a repeat of a member's key for the same call gets the
// first answer and moves no money; concurrent repeats move it once; a lost answer's repeat
// gets the answer that was lost; a key is the member's and the call's own; a malformed key
// is refused, and a call without one is as it always was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from '@member-wallet/contract/idempotency'

import { balancesOf, createMember, type TestMember } from './helpers'
import { startTestMock, type TestMock } from './support/mock'

let mock: TestMock
beforeAll(async () => {
  mock = await startTestMock()
})
afterAll(async () => {
  await mock?.close()
})

const TO_JOKER = { from: 'wallet', to: 'JOKER', amount: 10 }

function transfer(member: TestMember, key?: string, body: unknown = TO_JOKER) {
  const headers = key === undefined ? undefined : { [IDEMPOTENCY_HEADER]: key }
  return mock.call('POST', '/api/wallet/transfer', body, member.token, headers)
}

const newKey = () => crypto.randomUUID()

describe('a money call with an Idempotency-Key', () => {
  it('done once: the repeat gets the first answer, marked replayed, and moves nothing', async () => {
    const m = await createMember(mock, { wallet: 5000, games: { JOKER: 0 } })
    const key = newKey()
    const first = await transfer(m, key)
    expect(first).toEqual({ status: 200, body: { message: 'SUCCESS' } })
    const repeat = await fetch(`${mock.url}/api/wallet/transfer`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${m.token}`,
        [IDEMPOTENCY_HEADER]: key,
      },
      body: JSON.stringify(TO_JOKER),
    })
    expect(repeat.status).toBe(200)
    expect(repeat.headers.get(REPLAYED_HEADER)).toBe('true')
    expect(await repeat.json()).toEqual({ message: 'SUCCESS' })
    expect(await balancesOf(mock, m.id)).toMatchObject({
      wallet: 4000,
      games: { JOKER: 1000 },
      rows: 1,
    })
  })

  it('sent five times at once (a double tap, a flaky network): the money moves once', async () => {
    const m = await createMember(mock, { wallet: 5000, games: { JOKER: 0 } })
    const key = newKey()
    const answers = await Promise.all(Array.from({ length: 5 }, () => transfer(m, key)))
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200])
    expect(await balancesOf(mock, m.id)).toMatchObject({ wallet: 4000, rows: 1 })
  })

  it('a refusal is answered again the same way, and nothing moves', async () => {
    const m = await createMember(mock, { wallet: 500, games: { JOKER: 0 } })
    const key = newKey()
    const answers = [await transfer(m, key), await transfer(m, key)]
    expect(answers).toEqual([
      { status: 400, body: { message: 'MONEY_NOT_ENOUGH' } },
      { status: 400, body: { message: 'MONEY_NOT_ENOUGH' } },
    ])
    expect(await balancesOf(mock, m.id)).toMatchObject({ wallet: 500, rows: 0 })
  })

  it('a new key is a new transfer; no key at all is every call a transfer, as before', async () => {
    const m = await createMember(mock, { wallet: 5000, games: { JOKER: 0 } })
    await transfer(m, newKey())
    await transfer(m, newKey())
    await transfer(m)
    await transfer(m)
    expect(await balancesOf(mock, m.id)).toMatchObject({ wallet: 1000, rows: 4 })
  })

  it('a key is the member’s own and the call’s own', async () => {
    const a = await createMember(mock, { wallet: 50_000, games: { JOKER: 0 } })
    const b = await createMember(mock, { wallet: 5000, games: { JOKER: 0 } })
    const key = newKey()
    await transfer(a, key)
    expect((await transfer(b, key)).status).toBe(200)
    const withdrawn = await mock.call('POST', '/api/wallet/withdrawAll', { amount: 100 }, a.token, {
      [IDEMPOTENCY_HEADER]: key,
    })
    expect(withdrawn.status).toBe(200)
    // withdrawAll brought the 10 baht home from Joker first, then paid out 100
    expect(await balancesOf(mock, a.id)).toMatchObject({ wallet: 40_000, games: { JOKER: 0 } })
    expect(await balancesOf(mock, b.id)).toMatchObject({ wallet: 4000, rows: 1 })
  })

  it('the answer lost after the work was done: the repeat gets it, and the money moved once', async () => {
    const m = await createMember(mock, { wallet: 5000, games: { JOKER: 0 } })
    const key = newKey()
    const rule = await mock.admin('POST', '/__admin/faults', {
      method: 'POST',
      path: '/api/wallet/transfer',
      kind: { type: 'lose' },
      remaining: 1,
    })
    expect(rule.status).toBe(201)
    await expect(transfer(m, key)).rejects.toThrow()
    expect(await balancesOf(mock, m.id)).toMatchObject({ wallet: 4000, rows: 1 })
    expect(await transfer(m, key)).toEqual({ status: 200, body: { message: 'SUCCESS' } })
    expect(await balancesOf(mock, m.id)).toMatchObject({ wallet: 4000, rows: 1 })
  })

  it('a key that is not one is refused before anything moves; without a token it is 401', async () => {
    const m = await createMember(mock, { wallet: 5000, games: { JOKER: 0 } })
    for (const key of ['short', 'x'.repeat(65), 'has spaces in it!!', '']) {
      expect(await transfer(m, key)).toEqual({ status: 400, body: { message: 'KEY_INVALID' } })
    }
    const anonymous = await mock.call('POST', '/api/wallet/transfer', TO_JOKER, undefined, {
      [IDEMPOTENCY_HEADER]: newKey(),
    })
    expect(anonymous).toEqual({ status: 401, body: { message: 'UNAUTHORIZED' } })
    expect(await balancesOf(mock, m.id)).toMatchObject({ wallet: 5000, rows: 0 })
  })

  it('reads are not keyed: the wallet read with a key is read afresh', async () => {
    const m = await createMember(mock, { wallet: 5000, games: { JOKER: 0 } })
    const key = newKey()
    const read = () =>
      mock.call('GET', '/api/wallet', undefined, m.token, { [IDEMPOTENCY_HEADER]: key })
    const before = (await read()).body as { amount: number }
    await transfer(m)
    const after = (await read()).body as { amount: number }
    expect([before.amount, after.amount]).toEqual([50, 40])
  })
})
