// Invite bonuses (SPEC §2 Home, Invite dialog): what the member's invitees earned them, and
// claiming the balance into the wallet. Earning happens in the ledger (earnInviteReward) when
// an invitee registers or deposits.
import { type InviteRecord as InviteRow } from '@prisma/client'

import { type InviteRecord } from '@member-wallet/contract/schemas'

import { ApiError } from './http'
import { creditReward, inTransaction, type LedgerScope } from './ledger'
import { fromMinor } from './money'
import { getSetting } from './settings'

/** The description of the statement row a claim writes. */
export const INVITE_DESCRIPTION = 'โบนัสแนะนำเพื่อน'

export function toInviteRecord(row: InviteRow & { fromMember: { name: string } }): InviteRecord {
  return {
    _id: String(row.id),
    from: { name: row.fromMember.name },
    amount: fromMinor(row.amount),
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * The member claims their whole invite balance, in one transaction: the balance goes from what
 * was read to 0 only if it is still that (so claims at once pay once), and into the wallet with
 * a bonus row from 'invite'. Claims switched off → 400 INVITE_INACTIVE; nothing to claim →
 * 400 NO_INVITE_BONUS.
 */
export async function claimInviteBonus(scope: LedgerScope): Promise<void> {
  const { memberId } = scope
  await inTransaction(scope.prisma, async (tx) => {
    if (!(await getSetting(tx, 'inviteActive'))) throw new ApiError(400, 'INVITE_INACTIVE')
    const { inviteBalance } = await tx.member.findUniqueOrThrow({
      where: { id: memberId },
      select: { inviteBalance: true },
    })
    if (inviteBalance <= 0) throw new ApiError(400, 'NO_INVITE_BONUS')
    const { count } = await tx.member.updateMany({
      where: { id: memberId, inviteBalance },
      data: { inviteBalance: 0 },
    })
    if (count !== 1) throw new ApiError(400, 'NO_INVITE_BONUS')
    await creditReward(tx, scope, 'invite', inviteBalance, INVITE_DESCRIPTION)
  })
}
