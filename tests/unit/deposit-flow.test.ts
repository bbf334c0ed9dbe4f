import { describe, expect, it } from 'vitest'

import { qrRules } from '@member-wallet/contract/deposit'
import { type QrProvider } from '@member-wallet/contract/schemas'

import {
  chosenChannel,
  chosenSlipProblem,
  depositQuickAmounts,
  orderChannels,
  type QrChannel,
  qrWatchOutcome,
  recommendedChannel,
  typedAmount,
  watchSearch,
} from '~/utils/deposit'

const channel = (provider: QrProvider, override: number | null = null): QrChannel => ({
  provider,
  rules: qrRules(provider, override),
})
const ALL = (['WW', 'PAYONEX', 'FP', 'KBANK', 'PAYTIMZ'] as const).map((p) => channel(p))

describe('QR channels: order, recommendation, choice', () => {
  it('offers KBank first, then the gateways by their minimum', () => {
    expect(orderChannels(ALL).map((c) => c.provider)).toEqual([
      'KBANK',
      'PAYTIMZ',
      'FP',
      'WW',
      'PAYONEX',
    ])
  })

  it('recommends the first channel that takes the amount', () => {
    expect(recommendedChannel(ALL, 300)).toBe('KBANK')
    const gateways = ALL.filter((c) => c.provider !== 'KBANK')
    expect(recommendedChannel(gateways, 50)).toBe('PAYTIMZ')
    expect(recommendedChannel([channel('WW'), channel('FP')], 5)).toBe('FP')
  })

  it('recommends the first channel while no amount is typed, and none without channels', () => {
    expect(recommendedChannel(ALL, Number.NaN)).toBe('KBANK')
    expect(recommendedChannel([], 100)).toBeNull()
  })

  it("keeps the player's pick while it takes the amount, else falls back to the recommended", () => {
    expect(chosenChannel(ALL, 300, 'WW')).toBe('WW')
    expect(chosenChannel(ALL, Number.NaN, 'WW')).toBe('WW')
    expect(chosenChannel(ALL, 50, 'WW')).toBe('KBANK')
    expect(chosenChannel(ALL, 50, 'NOPE')).toBe('KBANK')
  })
})

describe('minimum amount per channel', () => {
  it('is 1 baht at KBank, 10 at PAYTIMZ and FP, 100 at WW and PAYONEX', () => {
    expect(Object.fromEntries(ALL.map((c) => [c.provider, c.rules.minimum]))).toEqual({
      KBANK: 1,
      PAYTIMZ: 10,
      FP: 10,
      WW: 100,
      PAYONEX: 100,
    })
  })

  it('PAYTIMZ_MIN moves the PAYTIMZ and FP minimum, so the recommendation follows', () => {
    const gateways = [channel('PAYTIMZ', 200), channel('FP', 200), channel('WW')]
    expect(recommendedChannel(gateways, 150)).toBe('WW')
  })

  it('the quick amounts are every channel’s, once each, smallest first', () => {
    expect(depositQuickAmounts(ALL)).toEqual([10, 20, 50, 100, 200, 300, 500, 1000])
  })

  it('reads a typed amount, with thousands commas, up to 2 decimals', () => {
    expect(typedAmount(' 1,000.50 ')).toBe(1000.5)
    expect(typedAmount('100')).toBe(100)
    expect(typedAmount('1.005')).toBeNaN()
    expect(typedAmount('')).toBeNaN()
    expect(typedAmount('-5')).toBeNaN()
  })
})

describe('QR state → what the panel says', () => {
  const watched = {
    provider: 'KBANK' as const,
    qrcodeId: 'qr_1',
    amount: 300,
    expireIn: '2026-11-26T09:10:00.000Z',
  }
  const since = Date.parse('2026-11-26T09:00:00.000Z')
  const before = Date.parse('2026-11-26T09:05:00.000Z')
  const after = Date.parse('2026-11-26T09:11:00.000Z')
  const deposit = (amount: number, createdAt: string, status = 'SUCCESS') => ({
    statementType: 'deposit',
    status,
    amount,
    createdAt,
  })
  const gone = { hasQrcode: false, qrcodeId: null }

  it('live while the provider still has this QR; replaced when it has another', () => {
    const live = { hasQrcode: true, qrcodeId: 'qr_1' }
    expect(qrWatchOutcome({ watched, state: live, statements: [], since, now: before })).toBe(
      'live',
    )
    const other = { hasQrcode: true, qrcodeId: 'qr_2' }
    expect(qrWatchOutcome({ watched, state: other, statements: [], since, now: before })).toBe(
      'replaced',
    )
  })

  it('paid when it is gone and a successful deposit of its amount arrived since', () => {
    const statements = [deposit(300, '2026-11-26T09:04:00.000Z')]
    expect(qrWatchOutcome({ watched, state: gone, statements, since, now: before })).toBe('paid')
  })

  it('not paid by an older deposit, another amount, or one still in progress', () => {
    const statements = [
      deposit(300, '2026-11-26T08:59:00.000Z'),
      deposit(200, '2026-11-26T09:04:00.000Z'),
      deposit(300, '2026-11-26T09:04:00.000Z', 'PENDING'),
      { ...deposit(300, '2026-11-26T09:04:00.000Z'), statementType: 'bonus' },
    ]
    expect(qrWatchOutcome({ watched, state: gone, statements, since, now: before })).toBe('closed')
  })

  it('expired when it is gone unpaid after its time; closed (never "paid") before it', () => {
    expect(qrWatchOutcome({ watched, state: gone, statements: [], since, now: after })).toBe(
      'expired',
    )
    expect(qrWatchOutcome({ watched, state: null, statements: [], since, now: before })).toBe(
      'closed',
    )
  })

  it('the "check payment" address carries what the watch needs', () => {
    const search = new URLSearchParams(watchSearch(watched, since))
    expect(Object.fromEntries(search)).toEqual({
      method: 'qr',
      watch: 'KBANK',
      id: 'qr_1',
      amount: '300',
      expires: '2026-11-26T09:10:00.000Z',
      since: String(since),
    })
  })
})

describe('the chosen slip, before it is sent', () => {
  const types = ['image/jpeg', 'image/png', 'image/webp']
  it('needs a file, a JPG/PNG/WebP picture, at most the limit', () => {
    expect(chosenSlipProblem(null, types, 100)).toBe('none')
    expect(chosenSlipProblem({ type: 'image/png', size: 0 }, types, 100)).toBe('none')
    expect(chosenSlipProblem({ type: 'image/heic', size: 50 }, types, 100)).toBe('type')
    expect(chosenSlipProblem({ type: 'image/png', size: 101 }, types, 100)).toBe('size')
    expect(chosenSlipProblem({ type: 'image/jpeg', size: 100 }, types, 100)).toBeNull()
  })
})
