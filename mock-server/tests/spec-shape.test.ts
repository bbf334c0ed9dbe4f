// MOCK_SHAPE=spec: the mock's real answers, cut down to SPEC §3/§7's fields, still parse with
// the contract, and nothing the spec does not list comes through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { endpoints } from '@member-wallet/contract/schemas'
import { specShapeOf } from '@member-wallet/contract/spec-fields'
import { compareWithSpec } from '@member-wallet/contract/spec-shape'

import { DEMO_PASSWORD, DEMO_USERNAME } from '../seed'
import { startTestMock, type TestMock } from './support/mock'

type Read = {
  method: string
  path: string
  body?: unknown
  response: { parse: (v: unknown) => unknown }
}

const page = { page: 1, limit: 10 }
const { lookup, account, wallet, statement, deposit, rewards, spin, chat } = endpoints

/** Answers of the demo member that carry fields beyond the spec in the full mock. */
const READS: Read[] = [
  { ...lookup.banks },
  { ...lookup.deposit },
  { ...lookup.agreements },
  { ...lookup.slip },
  { ...lookup.notice },
  { ...account.profile },
  { ...wallet.wallet },
  { ...statement.statements, body: page },
  { ...deposit.slips, body: page },
  { ...rewards.bonuses },
  { ...rewards.invites, body: page },
  { ...rewards.refunds, body: page },
  { ...spin.setup },
  { ...spin.coupons },
  { ...chat.config },
]

describe.each(['full', 'spec'] as const)('the mock with MOCK_SHAPE=%s', (answerShape) => {
  let mock: TestMock
  let token: string
  beforeAll(async () => {
    mock = await startTestMock({ answerShape })
    token = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
  })
  afterAll(() => mock.close())

  it.each(READS.map((read) => [`${read.method} ${read.path}`, read] as const))(
    '%s parses with the contract',
    async (_name, read) => {
      const { status, body } = await mock.call(
        read.method,
        read.path,
        read.body ?? undefined,
        token,
      )
      expect(status).toBe(200)
      expect(() => read.response.parse(body)).not.toThrow()
      const { missing, extra } = compareWithSpec(body, specShapeOf(read.method, read.path)!)
      expect(missing).toEqual([])
      if (answerShape === 'spec') expect(extra).toEqual([])
    },
  )

  it(`${answerShape === 'spec' ? 'sends no' : 'sends'} fields beyond the spec (_id, total)`, async () => {
    const { body } = await mock.call('POST', '/api/invite', page, token)
    const { extra } = compareWithSpec(body, specShapeOf('POST', '/api/invite')!)
    if (answerShape === 'spec') expect(extra).toEqual([])
    else expect(extra).toEqual(expect.arrayContaining(['invites[]._id']))
  })

  it('an answer the spec does not show is empty in spec mode; an error keeps its code', async () => {
    const transfer = await mock.call(
      'POST',
      '/api/wallet/transfer',
      { from: 'wallet', to: 'JOKER', amount: 1 },
      token,
    )
    expect(transfer.status).toBe(200)
    if (answerShape === 'spec') expect(transfer.body).toEqual({})
    else expect(transfer.body).toEqual({ message: expect.any(String) })
    const refused = await mock.call(
      'POST',
      '/api/wallet/transfer',
      { from: 'wallet', to: 'wallet', amount: 1 },
      token,
    )
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.body).toEqual({ message: expect.any(String) })
  })
})

describe('the shape switched while the mock runs (PUT /__admin/shape)', () => {
  let mock: TestMock
  let token: string
  beforeAll(async () => {
    mock = await startTestMock()
    token = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
  })
  afterAll(() => mock.close())

  const extraOfInvites = async () => {
    const { body } = await mock.call('POST', '/api/invite', page, token)
    return compareWithSpec(body, specShapeOf('POST', '/api/invite')!).extra
  }

  it('answers with the spec fields only from the switch on, and in full again after', async () => {
    expect((await mock.admin('GET', '/__admin/shape')).body).toEqual({ shape: 'full' })
    expect(await extraOfInvites()).toContain('invites[]._id')

    expect(await mock.admin('PUT', '/__admin/shape', { shape: 'spec' })).toEqual({
      status: 200,
      body: { shape: 'spec' },
    })
    expect(await extraOfInvites()).toEqual([])

    await mock.admin('PUT', '/__admin/shape', { shape: 'full' })
    expect(await extraOfInvites()).toContain('invites[]._id')
  })

  it('refuses a shape it does not have, and keeps the one it had', async () => {
    for (const body of [{ shape: 'partial' }, {}, { shape: 'spec', also: 1 }]) {
      const refused = await mock.admin('PUT', '/__admin/shape', body)
      expect(refused.status).toBe(400)
      expect(refused.body).toEqual({ message: expect.stringMatching(/^KEY_/) })
    }
    expect((await mock.admin('GET', '/__admin/shape')).body).toEqual({ shape: 'full' })
  })

  it('needs the admin password', async () => {
    const { status } = await mock.call('PUT', '/__admin/shape', { shape: 'spec' })
    expect(status).toBe(401)
  })
})
