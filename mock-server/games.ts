// Game providers and the member's accounts at them: look-ups that answer with the §8 codes,
// and the contract's views of them (the wallet's game account entries, GameLogin).
import { randomInt } from 'node:crypto'

import { type GameAccount as AccountRow, type GameProvider } from '@prisma/client'

import {
  GAME_CATEGORIES,
  type GameAccount,
  type GameCategory,
  type GameLogin,
  MAIN_WALLET,
  type Wallet,
} from '@member-wallet/contract/schemas'

import { ApiError } from './http'
import { fromMinor } from './money'
import { type Db, getSetting } from './settings'

/** A provider code (or the wallet's id) as the client sent it: codes are case-insensitive. */
export function normalizeCode(input: string): string {
  return input.trim().toUpperCase()
}

/** Whether an account reference names the main wallet ('wallet', any case). */
export function isWallet(input: string): boolean {
  return normalizeCode(input) === MAIN_WALLET.toUpperCase()
}

/** A provider found is one on offer only while switched on: else 404 NO_GAME. */
export function offered<P extends { isActive: boolean }>(provider: P | null | undefined): P {
  if (!provider || !provider.isActive) throw new ApiError(404, 'NO_GAME')
  return provider
}

/** A member's account found is one to use only while active: else 400 SLOT_NO_ACCOUNT. */
export function usable<A extends { isActive: boolean }>(account: A | null | undefined): A {
  if (!account || !account.isActive) throw new ApiError(400, 'SLOT_NO_ACCOUNT')
  return account
}

/** An offered provider by code (any case); unknown or switched off → 404 NO_GAME. */
export async function findProvider(db: Db, input: string): Promise<GameProvider> {
  const code = normalizeCode(input)
  return offered(code ? await db.gameProvider.findUnique({ where: { code } }) : null)
}

/** The member's active account at a provider; none → 400 SLOT_NO_ACCOUNT. */
export async function findActiveAccount(
  db: Db,
  memberId: number,
  provider: GameProvider,
): Promise<AccountRow> {
  return usable(
    await db.gameAccount.findUnique({
      where: { memberId_providerCode: { memberId, providerCode: provider.code } },
    }),
  )
}

/** The username a new account is offered first: lw, the member id, four letters of the code. */
export function gameUsername(memberId: number, code: string): string {
  return `lw${memberId}${code.toLowerCase().slice(0, 4)}`
}

/** The first of base, base2, base3 … that nobody holds at the provider. */
export async function freeGameUsername(db: Db, providerCode: string, base: string) {
  for (let n = 1; ; n++) {
    const username = n === 1 ? base : `${base}${n}`
    const holder = await db.gameAccount.findUnique({
      where: { providerCode_username: { providerCode, username } },
      select: { id: true },
    })
    if (!holder) return username
  }
}

// no look-alikes (0/O, 1/l/I), so a member can type it from the screen
const PASSWORD_CHARS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A random 8-character game password. */
export function newGamePassword(): string {
  return Array.from({ length: 8 }, () => PASSWORD_CHARS[randomInt(PASSWORD_CHARS.length)]).join('')
}

/** The page-state fields of the one provider whose login carries them (SPEC §3). */
export const LOGIN_EVENTS: Record<string, Record<string, unknown>> = {
  SEXYGAME: { lobby: 'baccarat', table: 'A1' },
}

export function toGameLogin(account: Pick<AccountRow, 'providerCode' | 'username' | 'password'>) {
  const login: GameLogin = { username: account.username, password: account.password }
  const event = LOGIN_EVENTS[account.providerCode]
  if (event) login.event = { ...event }
  return login
}

/** A stored path (/demo-game/JOKER) on this server made absolute; other values as they are. */
export function absoluteUrl(value: string | null, publicUrl: string): string | null {
  if (value === null) return null
  return value.startsWith('/') ? `${publicUrl}${value}` : value
}

export function toGameAccountEntry(
  provider: GameProvider,
  account: AccountRow | undefined,
  publicUrl: string,
): GameAccount {
  const isActive = account?.isActive === true
  return {
    code: provider.code,
    name: provider.name,
    logo: provider.logo,
    background: provider.background,
    isActive,
    amount: isActive ? fromMinor(account.balance) : 0,
    ftWalletSlot: provider.ftWalletSlot,
    // seeded from the contract's categories; reply() refuses (500) any other
    category: provider.category as GameCategory,
    web: absoluteUrl(provider.web, publicUrl),
    android: provider.android,
    ios: provider.ios,
  }
}

/**
 * The wallet view: the main wallet's balance, the unclaimed invite bonus with the claim's
 * success and failure percentages, and every offered provider as this member's game account
 * entry, slot first, then sport, then lotto, each in the operator's order.
 */
export async function walletOf(db: Db, memberId: number, publicUrl: string): Promise<Wallet> {
  const [member, providers] = await Promise.all([
    db.member.findUniqueOrThrow({
      where: { id: memberId },
      select: { walletBalance: true, inviteBalance: true },
    }),
    db.gameProvider.findMany({
      where: { isActive: true },
      include: { accounts: { where: { memberId } } },
      orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }],
    }),
  ])
  const rank = (category: string) => {
    const index = (GAME_CATEGORIES as readonly string[]).indexOf(category)
    return index === -1 ? GAME_CATEGORIES.length : index
  }
  const ordered = providers
    .map((provider, index) => ({ provider, index }))
    .sort((a, b) => rank(a.provider.category) - rank(b.provider.category) || a.index - b.index)
  return {
    amount: fromMinor(member.walletBalance),
    invite: {
      amount: fromMinor(member.inviteBalance),
      success: await getSetting(db, 'inviteSuccessPercent'),
      fail: await getSetting(db, 'inviteFailPercent'),
    },
    slots: ordered.map(({ provider }) =>
      toGameAccountEntry(provider, provider.accounts[0], publicUrl),
    ),
  }
}
