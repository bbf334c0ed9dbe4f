// POST /api/wallet/truelink: a True Wallet gift link encrypted as the app encrypts it
// (packages/contract/src/truelink.ts), decrypted by the mock server, redeemed once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { encryptTrueLink } from '@member-wallet/contract/truelink'

import { getSetting, setSetting } from '../settings'
import {
  badInputTests,
  balancesOf,
  createMember,
  expectError,
  expectUnchanged,
  type TestMember,
} from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const SECRET = 'truelink-test-secret'

let mock: TestMock
let member: TestMember
/** The walletAccountName of the gift-link (LINK) wallet, and of the AUTO one. */
let linkWallet: string
let autoWallet: string
beforeAll(async () => {
  mock = await startTestMock({ trueLinkSecret: SECRET })
  member = await createMember(mock, { wallet: 1000 })
  const wallets = await mock.prisma.depositAccount.findMany({ where: { kind: 'WALLET' } })
  linkWallet = wallets.find((w) => w.mode === 'LINK')?.walletAccountName ?? ''
  autoWallet = wallets.find((w) => w.mode === 'AUTO')?.walletAccountName ?? ''
})
afterAll(() => mock.close())

let voucherSeq = 0
/** A gift link with a voucher code nobody has sent yet. */
const giftLink = () =>
  `https://gift.truemoney.com/campaign/?v=${`test${++voucherSeq}`.padEnd(18, 'x')}`

const send = (link: string, as: TestMember = member) =>
  mock.call('POST', '/api/wallet/truelink', { link }, as.token)

describe('POST /api/wallet/truelink', () => {
  it('redeems a gift link once: the wallet gets trueLinkAmount with a TRUEWALLET deposit row', async () => {
    const m = await createMember(mock, { wallet: 1000 })
    const link = giftLink()
    const cipher = encryptTrueLink(link, linkWallet, SECRET)
    expect(await send(cipher, m)).toEqual({ status: 200, body: { message: 'SUCCESS' } })
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 11000, games: {}, rows: 1 })
    expect(await mock.prisma.statement.findFirst({ where: { memberId: m.id } })).toMatchObject({
      statementType: 'deposit',
      status: 'SUCCESS',
      from: 'TRUEWALLET',
      to: 'wallet',
      amount: 10000,
    })
    expect(await mock.prisma.trueLink.findMany({ where: { memberId: m.id } })).toEqual([
      expect.objectContaining({
        voucherCode: new URL(link).searchParams.get('v'),
        walletAccountName: linkWallet,
        amount: 10000,
      }),
    ])

    // the same voucher again, by anyone, however it is encrypted
    const again = encryptTrueLink(link, linkWallet, SECRET)
    expect(again).not.toBe(cipher)
    expectError(await expectUnchanged(mock, () => send(again, m)), 409, 'TRUELINK_DUPLICATE')
    expectError(await expectUnchanged(mock, () => send(cipher, member)), 409, 'TRUELINK_DUPLICATE')
    expect(await balancesOf(mock, m.id)).toEqual({ wallet: 11000, games: {}, rows: 1 })
  })

  it('two sends of one voucher at once: one succeeds, the other is a duplicate', async () => {
    const [a, b] = [await createMember(mock), await createMember(mock)]
    const link = giftLink()
    const results = await Promise.all([
      send(encryptTrueLink(link, linkWallet, SECRET), a),
      send(encryptTrueLink(link, linkWallet, SECRET), b),
      send(encryptTrueLink(link, linkWallet, SECRET), a),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409])
    for (const r of results.filter((r) => r.status === 409)) {
      expect(r.body).toEqual({ message: 'TRUELINK_DUPLICATE' })
    }
    const total = (await balancesOf(mock, a.id)).wallet + (await balancesOf(mock, b.id)).wallet
    expect(total).toBe(10000)
    expect(await mock.prisma.trueLink.count({ where: { memberId: { in: [a.id, b.id] } } })).toBe(1)
  })

  it('pays what the trueLinkAmount setting says', async () => {
    await setSetting(mock.prisma, 'trueLinkAmount', 55.5)
    try {
      const m = await createMember(mock)
      expect((await send(encryptTrueLink(giftLink(), linkWallet, SECRET), m)).status).toBe(200)
      expect((await balancesOf(mock, m.id)).wallet).toBe(5550)
    } finally {
      await setSetting(mock.prisma, 'trueLinkAmount', 100)
    }
    expect(await getSetting(mock.prisma, 'trueLinkAmount')).toBe(100)
  })

  it('takes surrounding blanks in the link', async () => {
    const m = await createMember(mock)
    const link = `  ${giftLink()}\n`
    expect((await send(encryptTrueLink(link, linkWallet, SECRET), m)).status).toBe(200)
  })

  describe('→ 400 TRUELINK_INVALID, nothing changes', () => {
    const invalid = async (cipher: string) => {
      expectError(await expectUnchanged(mock, () => send(cipher)), 400, 'TRUELINK_INVALID')
    }

    it('encrypted with another secret', async () => {
      await invalid(encryptTrueLink(giftLink(), linkWallet, 'not-the-secret'))
    })

    it('for a wallet name that is not ours', async () => {
      await invalid(encryptTrueLink(giftLink(), 'somebody else', SECRET))
      await invalid(encryptTrueLink(giftLink(), `${linkWallet} `, SECRET))
    })

    it('for the AUTO wallet, which takes transfers, not gift links', async () => {
      await invalid(encryptTrueLink(giftLink(), autoWallet, SECRET))
    })

    it('for a gift-link wallet the operator switched off', async () => {
      const where = { kind: 'WALLET', mode: 'LINK' }
      await mock.prisma.depositAccount.updateMany({ where, data: { isActive: false } })
      try {
        await invalid(encryptTrueLink(giftLink(), linkWallet, SECRET))
      } finally {
        await mock.prisma.depositAccount.updateMany({ where, data: { isActive: true } })
      }
    })

    it.each([
      'https://example.com/campaign/?v=abcdefghij1234',
      'http://gift.truemoney.com/campaign/?v=abcdefghij1234',
      'https://gift.truemoney.com/campaign/',
      'https://gift.truemoney.com/campaign/?v=short',
      'https://gift.truemoney.com/other/?v=abcdefghij1234',
      'not a link at all',
    ])('for %s, which is not a gift link', async (link) => {
      await invalid(encryptTrueLink(link, linkWallet, SECRET))
    })

    it.each([
      'garbage',
      'U2FsdGVkX1+garbage==',
      Buffer.from('https://gift.truemoney.com/campaign/?v=abcdefghij1234').toString('base64'),
      'x'.repeat(2000),
    ])('for a value that was never encrypted (%#)', async (cipher) => {
      await invalid(cipher)
    })

    it('for the plain value, not encrypted', async () => {
      await invalid(`${giftLink()}::${linkWallet}`)
    })
  })

  describe('bad bodies', () => {
    badInputTests(() => mock, {
      method: 'POST',
      path: '/api/wallet/truelink',
      valid: { link: 'U2FsdGVkX1' },
      required: ['link'],
      token: () => member.token,
    })
  })

  it('no token → 401 UNAUTHORIZED', async () => {
    const cipher = encryptTrueLink(giftLink(), linkWallet, SECRET)
    const result = await expectUnchanged(mock, () =>
      mock.call('POST', '/api/wallet/truelink', { link: cipher }),
    )
    expectError(result, 401, 'UNAUTHORIZED')
  })
})
