import { describe, expect, it } from 'vitest'

import { SPEC_SHAPES, specShapeOf } from '@member-wallet/contract/spec-fields'
import {
  compareWithSpec,
  fields,
  keepSpecFields,
  optional,
  orEmpty,
  UNSHOWN,
} from '@member-wallet/contract/spec-shape'

const game = {
  code: 'JOKER',
  name: 'Joker',
  logo: '/l.png',
  background: '/b.png',
  isActive: true,
  amount: 10,
  ftWalletSlot: 1,
  category: 'slot',
  web: null,
  android: null,
  ios: null,
}

describe('keepSpecFields', () => {
  it('removes every field the spec does not list, at every depth, and keeps the listed ones', () => {
    const answer = {
      amount: 1500,
      currency: 'BAHT',
      invite: { amount: 45, success: 80, fail: 20, pending: 3 },
      slots: [{ ...game, sortOrder: 1, provider: { id: 9 } }],
    }
    expect(keepSpecFields(answer, SPEC_SHAPES.wallet.wallet)).toEqual({
      amount: 1500,
      invite: { amount: 45, success: 80, fail: 20 },
      slots: [game],
    })
  })

  it('keeps a listed optional field when present and null values as they are', () => {
    const shape = { a: fields('b'), c: optional(fields('d')), e: optional() }
    expect(keepSpecFields({ a: null, c: { d: 1, x: 2 }, z: 1 }, shape)).toEqual({
      a: null,
      c: { d: 1 },
    })
  })

  it('keeps nothing of an answer the spec does not show, and an empty answer empty', () => {
    expect(keepSpecFields({ message: 'SUCCESS' }, UNSHOWN)).toEqual({})
    const lookup = orEmpty(fields('percentFail', 'description'))
    expect(keepSpecFields({}, lookup)).toEqual({})
    expect(keepSpecFields({ code: 'X', percentFail: 5, description: 'd' }, lookup)).toEqual({
      percentFail: 5,
      description: 'd',
    })
  })

  it('cuts invite and refund records down to §3, without _id', () => {
    const invites = {
      invites: [{ _id: '1', from: { name: 'A', id: 2 }, amount: 5, createdAt: 'x' }],
      total: 12,
    }
    expect(keepSpecFields(invites, SPEC_SHAPES.rewards.invites)).toEqual({
      invites: [{ from: { name: 'A' }, amount: 5, createdAt: 'x' }],
    })
  })
})

describe('compareWithSpec', () => {
  it('names the listed fields an answer lacks and the ones it adds, as paths', () => {
    const { code: _code, ...gameWithoutCode } = game
    const answer = { amount: 1, invite: { success: 1, fail: 2 }, slots: [gameWithoutCode], x: 1 }
    expect(compareWithSpec(answer, SPEC_SHAPES.wallet.wallet)).toEqual({
      missing: ['invite.amount', 'slots[].code'],
      extra: ['x'],
    })
  })

  it('does not count an absent optional field or an empty "not found" as missing', () => {
    expect(compareWithSpec({}, SPEC_SHAPES.rewards.findPromotion)).toEqual({
      missing: [],
      extra: [],
    })
    const entry = {
      statementType: 'deposit',
      status: 'SUCCESS',
      from: null,
      to: null,
      amount: 1,
      createdAt: 'x',
    }
    expect(
      compareWithSpec({ total: 1, statements: [entry] }, SPEC_SHAPES.statement.statements),
    ).toEqual({ missing: [], extra: [] })
  })
})

describe('specShapeOf', () => {
  it('finds the endpoint of a call by method and path, parameters included', () => {
    expect(specShapeOf('GET', '/api/wallet')).toBe(SPEC_SHAPES.wallet.wallet)
    expect(specShapeOf('GET', '/api/wallet/account/JOKER')).toBe(SPEC_SHAPES.wallet.account)
    expect(specShapeOf('DELETE', '/api/qrcode/42')).toBe(SPEC_SHAPES.deposit.qrCancel)
    expect(specShapeOf('GET', '/api/qrcode/KBANK')).toBe(SPEC_SHAPES.deposit.qrState)
    expect(specShapeOf('PUT', '/api/chat/read-customer/')).toBe(SPEC_SHAPES.chat.readCustomer)
    expect(specShapeOf('PUT', '/api/chat/read-customer')).toBe(SPEC_SHAPES.chat.readCustomer)
    expect(specShapeOf('GET', '/api/wallet/nothing/here')).toBeUndefined()
    expect(specShapeOf('POST', '/api/wallet')).toBeUndefined()
  })
})
