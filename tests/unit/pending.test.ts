import { describe, expect, it } from 'vitest'

import { pendingItems } from '~/utils/pending'

const now = Date.parse('2026-01-10T06:00:00.000Z')
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString()
const qr = { provider: 'KBANK', qrcodeId: 'qr-1', amount: 300, expireIn: at(5) }
const withdrawal = (status: string, minutes: number) => ({
  statementType: 'withdraw' as const,
  status,
  amount: 500,
  createdAt: at(minutes),
})

describe('what home shows as pending', () => {
  it('a QR until it expires, first; then slips and withdrawals in progress, newest first', () => {
    const items = pendingItems({
      qr,
      slips: [
        { status: 'PROCESSING', createdAt: at(-30) },
        { status: 'SUCCESS', createdAt: at(-5) },
      ],
      statements: [
        withdrawal('PENDING', -10),
        withdrawal('FAILED', -2),
        { statementType: 'deposit', status: 'PENDING', amount: 100, createdAt: at(-1) },
      ],
      now,
    })
    expect(items).toEqual([
      { kind: 'qr', amount: 300, until: at(5), href: '/user/home/deposit?method=qr#qr-KBANK' },
      { kind: 'withdraw', amount: 500, at: at(-10), href: '/user/statement' },
      { kind: 'slip', at: at(-30), href: '/user/statement/slips' },
    ])
  })

  it('an expired QR, a finished slip or withdrawal: nothing', () => {
    expect(
      pendingItems({
        qr: { ...qr, expireIn: at(0) },
        slips: [{ status: 'FAILED', createdAt: at(-3) }],
        statements: [withdrawal('SUCCESS', -4)],
        now,
      }),
    ).toEqual([])
  })
})
