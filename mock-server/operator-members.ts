// The operator's side of members, shared by the /__admin JSON API and the /panel pages:
// finding members, switching them on or off, granting spins, setting their reward balances,
// and giving one the demo password so a presenter can log in as them.
import { type Member, type Prisma } from '@prisma/client'
import * as z from 'zod'

import { type MockContext } from './context'
import { ApiError } from './http'
import { inTransaction } from './ledger'
import { exactMinor, fromMinor } from './money'
import { hashPassword } from './passwords'
import { MEMBER_PASSWORD } from './seed'

/** The password "log in as" gives a member: the seeded members' own. */
export const LOGIN_AS_PASSWORD = MEMBER_PASSWORD

/** The most spins one grant adds. */
export const COIN_GRANT_MAX = 1000

/** Baht, 0 or more, with at most two decimals (checked with exactMinor). */
const AdminAmount = z.number().finite().min(0).max(1_000_000_000)

export const AdminMemberRequest = z
  .object({
    isActive: z.boolean().optional(),
    /** Cashback earned and waiting to be received. */
    refundAccrued: AdminAmount.optional(),
    /** Invite bonus waiting to be claimed. */
    inviteBalance: AdminAmount.optional(),
    /** Spins (coins) added to the member's count. */
    addCoins: z.number().int().min(1).max(COIN_GRANT_MAX).optional(),
  })
  .strict()
export type AdminMemberRequest = z.infer<typeof AdminMemberRequest>

/** A member's switch and balances, in baht. */
export const AdminMember = z.object({
  username: z.string(),
  isActive: z.boolean(),
  walletBalance: z.number(),
  refundAccrued: z.number(),
  refundBalance: z.number(),
  inviteBalance: z.number(),
})
export type AdminMember = z.infer<typeof AdminMember>

export function toAdminMember(member: Member): AdminMember {
  return {
    username: member.username,
    isActive: member.isActive,
    walletBalance: fromMinor(member.walletBalance),
    refundAccrued: fromMinor(member.refundAccrued),
    refundBalance: fromMinor(member.refundBalance),
    inviteBalance: fromMinor(member.inviteBalance),
  }
}

/** An amount in baht, in minor units; more than two decimals → 400 KEY_INVALID. */
function adminMinor(amount: number | undefined): number | undefined {
  if (amount === undefined) return undefined
  const minor = exactMinor(amount)
  if (minor === null) throw new ApiError(400, 'KEY_INVALID')
  return minor
}

/** The member of a username; unknown → 404 NO_USER. */
export async function memberByUsername(
  prisma: MockContext['prisma'],
  username: string,
): Promise<Member> {
  const member = await prisma.member.findUnique({ where: { username } })
  if (!member) throw new ApiError(404, 'NO_USER')
  return member
}

/**
 * Switches a member on or off, sets the cashback they earned (refundAccrued) or their
 * unclaimed invite bonus (inviteBalance), and adds spins (addCoins, one atomic increment).
 * Unknown → 404 NO_USER; an amount with more than two decimals → 400 KEY_INVALID.
 */
export async function changeMember(
  prisma: MockContext['prisma'],
  username: string,
  change: AdminMemberRequest,
): Promise<Member> {
  const data: Prisma.MemberUpdateInput = {
    isActive: change.isActive,
    refundAccrued: adminMinor(change.refundAccrued),
    inviteBalance: adminMinor(change.inviteBalance),
    coin: change.addCoins === undefined ? undefined : { increment: change.addCoins },
  }
  const member = await memberByUsername(prisma, username)
  return prisma.member.update({ where: { id: member.id }, data })
}

export const MEMBER_PAGE_SIZE = 20
const SEARCH_MAX = 50

export type MemberPage = {
  members: Member[]
  total: number
  /** 1-based, within 1 … pages. */
  page: number
  pages: number
}

/**
 * Members whose phone (username) or name contains `search` (all when blank), oldest first, a
 * page of MEMBER_PAGE_SIZE at a time; a page past the last answers the last.
 */
export async function findMembers(
  prisma: MockContext['prisma'],
  search: string,
  page: number,
): Promise<MemberPage> {
  const text = search.trim().slice(0, SEARCH_MAX)
  const where: Prisma.MemberWhereInput = text
    ? { OR: [{ username: { contains: text } }, { name: { contains: text } }] }
    : {}
  const total = await prisma.member.count({ where })
  const pages = Math.max(1, Math.ceil(total / MEMBER_PAGE_SIZE))
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages)
  const members = await prisma.member.findMany({
    where,
    orderBy: { id: 'asc' },
    skip: (current - 1) * MEMBER_PAGE_SIZE,
    take: MEMBER_PAGE_SIZE,
  })
  return { members, total, page: current, pages }
}

/**
 * "Log in as", for demos: the member's password becomes LOGIN_AS_PASSWORD (hashed as every
 * password is) and their failed logins are forgotten, so the presenter can log in at once.
 * Unknown → 404 NO_USER. Their sessions stay; the switch (isActive) is not touched.
 */
export async function setDemoPassword(
  { prisma, limits, config }: Pick<MockContext, 'prisma' | 'limits' | 'config'>,
  username: string,
): Promise<Member> {
  const passwordHash = await hashPassword(LOGIN_AS_PASSWORD, config.passwordCost)
  const member = await inTransaction(prisma, async (tx) => {
    const found = await tx.member.findUnique({ where: { username }, select: { id: true } })
    if (!found) throw new ApiError(404, 'NO_USER')
    return tx.member.update({ where: { id: found.id }, data: { passwordHash } })
  })
  limits.loginFailures.reset(username)
  return member
}
