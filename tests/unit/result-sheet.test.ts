import { describe, expect, test } from 'vitest'

import { retryOf } from '~/receipt.server'
import { resultLinks, SLIP_STATUS, STATEMENT } from '~/utils/result-sheet'

const WALLET = { account: 'wallet' } as const
const JOKER = { account: 'game', code: 'JOKER', name: 'Joker Gaming' } as const
const sheet = (state: 'success' | 'pending' | 'failed' | 'unknown', more = {}) => ({
  state,
  kind: 'transfer' as const,
  to: WALLET,
  again: null,
  back: '/user/home',
  ...more,
})

describe('where a result sheet leads', () => {
  test('done: into the game the money went to, else back; the statement beside', () => {
    expect(resultLinks(sheet('success', { to: JOKER }))).toEqual({
      next: { to: '/user/home/game/JOKER', label: 'member:result.links.playNow' },
      other: { to: STATEMENT, label: 'member:result.links.statement' },
    })
    expect(resultLinks(sheet('success', { back: '/user/spin' })).next).toEqual({
      to: '/user/spin',
      label: 'member:result.links.done',
    })
  })

  test('pending: where it can be followed (a slip in its status, the rest in the statement)', () => {
    expect(resultLinks(sheet('pending', { kind: 'slip' })).next.to).toBe(SLIP_STATUS)
    expect(resultLinks(sheet('pending', { kind: 'withdraw' })).next.to).toBe(STATEMENT)
    expect(resultLinks(sheet('pending')).other.label).toBe('member:result.links.done')
  })

  test('failed: try again from the dialog it came from', () => {
    const again = '/user/home/transfer?from=wallet&to=JOKER'
    expect(resultLinks(sheet('failed', { again })).next).toEqual({
      to: again,
      label: 'member:result.links.tryAgain',
    })
  })

  test('unknown: the statement first, never "try again" as if nothing moved', () => {
    const links = resultLinks(sheet('unknown', { again: '/user/home/transfer' }))
    expect(links.next.to).toBe(STATEMENT)
    expect(Object.values(links).map((link) => link.label)).not.toContain(
      'member:result.links.tryAgain',
    )
  })
})

describe('the form the unknown sheet sends again', () => {
  const post = (path: string) => new Request(`http://app.test${path}`, { method: 'POST' })
  const form = (fields: Record<string, string>) => {
    const data = new FormData()
    for (const [name, value] of Object.entries(fields)) data.set(name, value)
    return data
  }

  test("is the form as sent, to the address it was sent to, without Remix's data parameter", () => {
    const fields = { intent: 'confirm', amount: '200', idempotencyKey: 'k'.repeat(36) }
    expect(retryOf(post('/user/spin/claim/7?couponPage=2&_data=routes%2Fx'), form(fields))).toEqual(
      { action: '/user/spin/claim/7?couponPage=2', fields },
    )
  })

  test('a form padded past any money form is not carried in the address', () => {
    expect(
      retryOf(post('/user/home/transfer'), form({ amount: '1', junk: 'x'.repeat(2_000) })),
    ).toBeNull()
  })
})
