// What home shows as pending (issue 35): each thing the player started that has not ended yet,
// newest first, until it ends: a QR waiting for payment (until it expires), a slip under
// review, a withdrawal on its way to the bank.
import { type Slip, type StatementEntry } from '@member-wallet/contract/schemas'

import { entryStatus } from './statement'

/** The QR the player last made, as the app remembers it (pending-qr.server.ts). */
export type RememberedQr = { provider: string; qrcodeId: string; amount: number; expireIn: string }

export type PendingItem =
  | { kind: 'qr'; amount: number; until: string; href: string }
  | { kind: 'slip'; at: string; href: string }
  | { kind: 'withdraw'; amount: number; at: string; href: string }

/** A pending thing as home shows it: with its time, as the player reads it. */
export type PendingCard = PendingItem & { time: string }

/** The pending things, the QR first (it has a deadline), then newest first. */
export function pendingItems({
  qr,
  slips,
  statements,
  now,
}: {
  qr: RememberedQr | null
  slips: Pick<Slip, 'status' | 'createdAt'>[]
  statements: Pick<StatementEntry, 'statementType' | 'status' | 'amount' | 'createdAt'>[]
  now: number
}): PendingItem[] {
  const live = qr && Date.parse(qr.expireIn) > now ? qr : null
  const inProgress = [
    ...slips
      .filter((slip) => entryStatus(slip.status) === 'processing')
      .map((slip) => ({
        kind: 'slip' as const,
        at: slip.createdAt,
        href: '/user/statement/slips',
      })),
    ...statements
      .filter((entry) => entry.statementType === 'withdraw')
      .filter((entry) => entryStatus(entry.status) === 'processing')
      .map((entry) => ({
        kind: 'withdraw' as const,
        amount: entry.amount,
        at: entry.createdAt,
        href: '/user/statement',
      })),
  ].sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
  const qrItem: PendingItem[] = live
    ? [
        {
          kind: 'qr',
          amount: live.amount,
          until: live.expireIn,
          href: `/user/home/deposit?method=qr#qr-${live.provider}`,
        },
      ]
    : []
  return [...qrItem, ...inProgress]
}
