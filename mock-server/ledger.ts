// Every movement of money in the mock backend: the main wallet and the game accounts, with
// their statement rows (and the invite balance an invitee's deposit earns the inviter). Each
// operation is one transaction, and every balance change writes its statement row, so money
// never moves without a row. No balance can go below zero: the database's triggers abort such
// an update with MONEY_NOT_ENOUGH (migration balance_guards), and the whole operation rolls back,
// so concurrent requests can never overdraw an account.
//
// The balance changes and rows are SQL statements (debitOf, creditOf, rowOf), run one by one
// inside a Prisma transaction (ADR 031).
import { type Member, Prisma, type PrismaClient } from '@prisma/client'

import { MAIN_WALLET, type StatementType } from '@member-wallet/contract/schemas'

import { type SqlRow, type SqlStatement } from './db'
import { isWallet, normalizeCode, offered, usable } from './games'
import { ApiError } from './http'
import { type Clock } from './rate-limit'
import { getSetting } from './settings'

type Tx = Prisma.TransactionClient

/** Statement row states (SPEC §4): anything but SUCCESS and FAILED shows as in progress. */
export const STATEMENT_STATUSES = ['SUCCESS', 'FAILED', 'PENDING'] as const
export type StatementStatus = (typeof STATEMENT_STATUSES)[number]

/** Who moves money: the member, the clock rows are dated by, the request id rows are tagged with. */
export type LedgerScope = {
  prisma: PrismaClient
  now: Clock
  memberId: number
  requestId: string | null
}

/** The main wallet, or one of the member's active game accounts. */
export type AccountRef =
  | { kind: 'wallet' }
  | { kind: 'game'; accountId: number; providerCode: string; refusesDeposits: boolean }

const WALLET: AccountRef = { kind: 'wallet' }

/** How an account is named in statement rows: 'wallet' or the provider code. */
export function refLabel(ref: AccountRef): string {
  return ref.kind === 'wallet' ? MAIN_WALLET : ref.providerCode
}

/** The bank account a withdrawal is paid to, as statement rows name it. */
export function bankLabel(member: Pick<Member, 'bankCode' | 'bankAccountNo'>): string {
  return `${member.bankCode} ${member.bankAccountNo}`
}

// ---------------------------------------------------------------------------------------------
// transactions

/** Attempts of one operation when SQLite is busy or the transaction could not start in time. */
export const TRANSACTION_ATTEMPTS = 5
const TRANSACTION_OPTIONS = { maxWait: 20_000, timeout: 20_000 }
// P2028: the transaction could not start (or ran out of time); P1008: SQLite busy (libSQL
// adapter's "socket timeout"); P2034: a write conflict.
const RETRYABLE_CODES = new Set(['P2028', 'P1008', 'P2034'])

function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return false
  if (error instanceof Prisma.PrismaClientKnownRequestError && RETRYABLE_CODES.has(error.code)) {
    return true
  }
  const message = error instanceof Error ? error.message : String(error)
  return /SQLITE_BUSY|database is locked/i.test(message)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `work` in one interactive transaction, again (up to TRANSACTION_ATTEMPTS in all) when
 * SQLite was busy or the transaction could not start in time: a failed attempt committed
 * nothing. An ApiError thrown by `work` rolls back and is passed on as it is.
 */
export async function inTransaction<T>(
  prisma: PrismaClient,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await prisma.$transaction(work, TRANSACTION_OPTIONS)
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryable(error)) throw error
      await sleep(10 * 2 ** attempt + Math.random() * 20)
    }
  }
}

// ---------------------------------------------------------------------------------------------
// the building blocks: reads, and the statements that change balances and write rows

/** Reads the first row of a statement: inside a Prisma transaction, or on the SQL handle. */
type Read = (statement: SqlStatement) => Promise<SqlRow | undefined>

function readIn(tx: Tx): Read {
  return async ({ sql, args }) => (await tx.$queryRawUnsafe<SqlRow[]>(sql, ...args))[0]
}

const PROVIDER_AND_ACCOUNT_SQL = `
  SELECT p."isActive" AS "providerActive", p."failTransfersIn",
         a."id" AS "accountId", a."isActive" AS "accountActive"
    FROM "GameProvider" p
    LEFT JOIN "GameAccount" a ON a."providerCode" = p."code" AND a."memberId" = ?
   WHERE p."code" = ?`

/**
 * 'wallet', or a provider code (any case) of one of the member's active accounts: an unknown or
 * switched-off provider answers 404 NO_GAME, no active account there 400 SLOT_NO_ACCOUNT.
 */
export async function resolveRef(read: Read, memberId: number, input: string): Promise<AccountRef> {
  if (isWallet(input)) return WALLET
  const code = normalizeCode(input)
  const row = code
    ? await read({ sql: PROVIDER_AND_ACCOUNT_SQL, args: [memberId, code] })
    : undefined
  const provider = offered(
    row && { isActive: Boolean(row.providerActive), refusesDeposits: Boolean(row.failTransfersIn) },
  )
  const account = usable(
    row?.accountId == null
      ? null
      : { id: Number(row.accountId), isActive: Boolean(row.accountActive) },
  )
  return {
    kind: 'game',
    accountId: account.id,
    providerCode: code,
    refusesDeposits: provider.refusesDeposits,
  }
}

/** Amounts reach the ledger checked by the routes: a positive whole number of minor units. */
function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`Not an amount to move: ${amount}`)
  }
}

/** Adds `change` (minor units, either sign) to an account of the member. */
function balanceChange(memberId: number, ref: AccountRef, change: number): SqlStatement {
  return ref.kind === 'wallet'
    ? {
        sql: 'UPDATE "Member" SET "walletBalance" = "walletBalance" + ? WHERE "id" = ?',
        args: [change, memberId],
      }
    : {
        sql: 'UPDATE "GameAccount" SET "balance" = "balance" + ? WHERE "id" = ? AND "memberId" = ?',
        args: [change, ref.accountId, memberId],
      }
}

/** Takes `amount` (minor units, > 0) out of an account; the balance guard refuses an overdraft. */
function debitOf(memberId: number, ref: AccountRef, amount: number): SqlStatement {
  checkAmount(amount)
  return balanceChange(memberId, ref, -amount)
}

/** Puts `amount` (minor units, > 0) into an account. */
function creditOf(memberId: number, ref: AccountRef, amount: number): SqlStatement {
  checkAmount(amount)
  return balanceChange(memberId, ref, amount)
}

/** Whether an error is the balance guard's refusal (a trigger's RAISE, through libSQL or Prisma). */
function isOverdraft(error: unknown): boolean {
  return (
    !(error instanceof ApiError) && error instanceof Error && /MONEY_NOT_ENOUGH/.test(error.message)
  )
}

/** Runs `work`; the balance guard's refusal answers 400 MONEY_NOT_ENOUGH. */
async function guarded<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (error) {
    if (isOverdraft(error)) throw new ApiError(400, 'MONEY_NOT_ENOUGH')
    throw error
  }
}

/** Runs one statement inside a Prisma transaction. */
async function write(tx: Tx, { sql, args }: SqlStatement): Promise<void> {
  await guarded(tx.$executeRawUnsafe(sql, ...args))
}

/** The description a reward row carries, by where the reward came from (SPEC §3 Statement entry). */
const DESCRIPTION_FIELDS = {
  bonus: 'bonusDescription',
  promotion: 'promotionDescription',
  invite: 'inviteDescription',
  refund: 'refundDescription',
  luckydraw: 'luckydrawDescription',
} as const

/**
 * Where a reward paid into the wallet comes from: the `from` of its bonus row
 * ('luckydraw': a claimed spin coupon).
 */
export type RewardSource = keyof typeof DESCRIPTION_FIELDS

type Descriptions = Partial<Record<(typeof DESCRIPTION_FIELDS)[RewardSource], string>>

type Row = {
  statementType: StatementType
  status: StatementStatus
  from: string | null
  to: string | null
  amount: number
} & Descriptions

/** What a row is written with: whose it is, when, and for which request. */
export type RowScope = Pick<LedgerScope, 'now' | 'memberId' | 'requestId'>

/** A date as Prisma stores DateTime in SQLite: ISO 8601 with a +00:00 offset. */
export function sqliteDate(at: Date): string {
  return at.toISOString().replace(/Z$/, '+00:00')
}

/** The insert of a statement row. */
function rowOf(scope: RowScope, row: Row): SqlStatement {
  const at = sqliteDate(new Date(scope.now()))
  const fields: Record<string, string | number | null> = {
    ...row,
    memberId: scope.memberId,
    requestId: scope.requestId,
    createdAt: at,
    updatedAt: at,
  }
  const names = Object.keys(fields)
  return {
    sql: `INSERT INTO "Statement" (${names.map((name) => `"${name}"`).join(', ')})
          VALUES (${names.map(() => '?').join(', ')})`,
    args: Object.values(fields),
  }
}

/**
 * The statements that move `amount` from one account to another, with one transfer row. A
 * provider that refuses deposits (the admin fault switch) gets the debit back at once and the
 * row says FAILED.
 */
function moveOf(
  scope: RowScope,
  from: AccountRef,
  to: AccountRef,
  amount: number,
): { statements: SqlStatement[]; outcome: TransferOutcome } {
  const refused = to.kind === 'game' && to.refusesDeposits
  const outcome = refused ? 'FAILED' : 'SUCCESS'
  return {
    outcome,
    statements: [
      debitOf(scope.memberId, from, amount),
      // the provider refused the deposit: the money goes back where it came from
      creditOf(scope.memberId, refused ? from : to, amount),
      rowOf(scope, {
        statementType: 'transfer',
        status: outcome,
        from: refLabel(from),
        to: refLabel(to),
        amount,
      }),
    ],
  }
}

/** Moves `amount` between two accounts inside a Prisma transaction (see moveOf). */
async function move(
  tx: Tx,
  scope: RowScope,
  from: AccountRef,
  to: AccountRef,
  amount: number,
): Promise<TransferOutcome> {
  const { statements, outcome } = moveOf(scope, from, to, amount)
  for (const statement of statements) await write(tx, statement)
  return outcome
}

/** Every non-zero balance of the member but `to`'s: the wallet's first, then the games'. */
async function balancesBut(tx: Tx, memberId: number, to: AccountRef) {
  const sources: { ref: AccountRef; amount: number }[] = []
  if (to.kind !== 'wallet') {
    const { walletBalance } = await tx.member.findUniqueOrThrow({
      where: { id: memberId },
      select: { walletBalance: true },
    })
    if (walletBalance > 0) sources.push({ ref: WALLET, amount: walletBalance })
  }
  const accounts = await tx.gameAccount.findMany({
    where: {
      memberId,
      isActive: true,
      balance: { gt: 0 },
      provider: { isActive: true },
      ...(to.kind === 'game' ? { id: { not: to.accountId } } : {}),
    },
    include: { provider: true },
    orderBy: { id: 'asc' },
  })
  for (const { provider, ...account } of accounts) {
    sources.push({
      ref: {
        kind: 'game',
        accountId: account.id,
        providerCode: provider.code,
        refusesDeposits: provider.failTransfersIn,
      },
      amount: account.balance,
    })
  }
  return sources
}

/**
 * Invite bonus for an inviter (minor units, > 0): an invite record from the member who earned
 * it, and the inviter's inviteBalance raised by as much. An inviter who no longer exists gets
 * nothing.
 */
export async function earnInviteReward(
  tx: Tx,
  inviterId: number,
  fromMemberId: number,
  amount: number,
  at: Date,
): Promise<void> {
  if (amount <= 0) return
  const { count } = await tx.member.updateMany({
    where: { id: inviterId },
    data: { inviteBalance: { increment: amount } },
  })
  if (count === 1) {
    await tx.inviteRecord.create({ data: { inviterId, fromMemberId, amount, createdAt: at } })
  }
}

/** The inviter's share of a deposit: inviteRatePercent of it, rounded down to a minor unit. */
async function shareWithInviter(tx: Tx, scope: RowScope, amount: number): Promise<void> {
  const { inviterId } = await tx.member.findUniqueOrThrow({
    where: { id: scope.memberId },
    select: { inviterId: true },
  })
  if (inviterId === null) return
  const percent = await getSetting(tx, 'inviteRatePercent')
  // the small epsilon keeps 5% of 1000 at 50, not 49.999…
  const share = Math.floor((amount * percent) / 100 + 1e-9)
  await earnInviteReward(tx, inviterId, scope.memberId, share, new Date(scope.now()))
}

// ---------------------------------------------------------------------------------------------
// the operations

/** A deposit earns the member one wheel spin (coin) per full DEPOSIT_PER_COIN minor units. */
export const DEPOSIT_PER_COIN = 10000

/** The coins a deposit earns: one per full 100 baht of it. */
export function coinsFor(amount: number): number {
  return Math.floor(amount / DEPOSIT_PER_COIN)
}

/** The outcome of a transfer: FAILED when the target provider refused (rows written, money back). */
export type TransferOutcome = 'SUCCESS' | 'FAILED'

/**
 * Money arriving in the wallet from outside, with its deposit row: `from` names where it came
 * from ('demo', the member's bank account for a slip, 'QR KBANK', 'TRUEWALLET'). The member
 * earns a coin per full 100 baht of it; one who registered with an invite code earns their
 * inviter a share (an invite record). Runs inside the caller's transaction, so the deposit and
 * whatever it settles commit together.
 */
export async function depositToWallet(
  tx: Tx,
  scope: RowScope,
  amount: number,
  from: string,
): Promise<void> {
  await write(tx, creditOf(scope.memberId, WALLET, amount))
  await write(
    tx,
    rowOf(scope, {
      statementType: 'deposit',
      status: 'SUCCESS',
      from,
      to: MAIN_WALLET,
      amount,
    }),
  )
  const coins = coinsFor(amount)
  if (coins > 0) {
    await tx.member.update({ where: { id: scope.memberId }, data: { coin: { increment: coins } } })
  }
  await shareWithInviter(tx, scope, amount)
}

/**
 * A reward (minor units, > 0) into the wallet with its bonus row: from the source ('bonus',
 * 'promotion', 'invite', 'refund', 'luckydraw'), with the source's description.
 */
export async function creditReward(
  tx: Tx,
  scope: RowScope,
  source: RewardSource,
  amount: number,
  description: string,
): Promise<void> {
  await write(tx, creditOf(scope.memberId, WALLET, amount))
  const descriptions: Descriptions = { [DESCRIPTION_FIELDS[source]]: description }
  await write(
    tx,
    rowOf(scope, {
      statementType: 'bonus',
      status: 'SUCCESS',
      from: source,
      to: MAIN_WALLET,
      amount,
      ...descriptions,
    }),
  )
}

/**
 * Ends the member's bonus (SPEC §9): every game balance is cleared, with one finish_bonus row
 * of the sum cleared (0 when the games were empty). Answers the sum.
 */
export async function clearGameBalances(
  tx: Tx,
  scope: RowScope,
  bonusDescription: string,
): Promise<number> {
  const where = { memberId: scope.memberId, balance: { gt: 0 } }
  const { _sum } = await tx.gameAccount.aggregate({ where, _sum: { balance: true } })
  await tx.gameAccount.updateMany({ where, data: { balance: 0 } })
  const cleared = _sum.balance ?? 0
  await write(
    tx,
    rowOf(scope, {
      statementType: 'finish_bonus',
      status: 'SUCCESS',
      from: 'bonus',
      to: null,
      amount: cleared,
      bonusDescription,
    }),
  )
  return cleared
}

/** A demo credit to the wallet, with a deposit row. */
export async function addToWallet(scope: LedgerScope, amount: number): Promise<void> {
  await inTransaction(scope.prisma, (tx) => depositToWallet(tx, scope, amount, 'demo'))
}

/**
 * One transfer between two different accounts of the member: the accounts read, then the
 * debit, the credit and the row, in one Prisma transaction (issue 36: Prisma first, where it
 * meets the budget of 200 a second).
 */
export async function transfer(
  scope: LedgerScope,
  fromInput: string,
  toInput: string,
  amount: number,
): Promise<TransferOutcome> {
  if (normalizeCode(fromInput) === normalizeCode(toInput)) throw new ApiError(400, 'KEY_INVALID')
  return inTransaction(scope.prisma, async (tx) => {
    const from = await resolveRef(readIn(tx), scope.memberId, fromInput)
    const to = await resolveRef(readIn(tx), scope.memberId, toInput)
    return move(tx, scope, from, to, amount)
  })
}

/** Every other balance into `to`, one transfer row per account; nothing to move → MONEY_NOT_ENOUGH. */
export async function transferAll(scope: LedgerScope, toInput: string): Promise<TransferOutcome> {
  return inTransaction(scope.prisma, async (tx) => {
    const to = await resolveRef(readIn(tx), scope.memberId, toInput)
    const sources = await balancesBut(tx, scope.memberId, to)
    if (sources.length === 0) throw new ApiError(400, 'MONEY_NOT_ENOUGH')
    let outcome: TransferOutcome = 'SUCCESS'
    for (const { ref, amount } of sources) {
      if ((await move(tx, scope, ref, to, amount)) === 'FAILED') outcome = 'FAILED'
    }
    return outcome
  })
}

async function withdrawFromWallet(
  tx: Tx,
  scope: LedgerScope,
  member: Pick<Member, 'bankCode' | 'bankAccountNo'>,
  amount: number,
): Promise<void> {
  await write(tx, debitOf(scope.memberId, WALLET, amount))
  await write(
    tx,
    rowOf(scope, {
      statementType: 'withdraw',
      status: 'PENDING',
      from: MAIN_WALLET,
      to: bankLabel(member),
      amount,
    }),
  )
}

/** A withdrawal request: the wallet is debited now, the row waits as PENDING for the operator. */
export async function withdraw(
  scope: LedgerScope,
  member: Pick<Member, 'bankCode' | 'bankAccountNo'>,
  amount: number,
): Promise<void> {
  await inTransaction(scope.prisma, (tx) => withdrawFromWallet(tx, scope, member, amount))
}

/**
 * Every game balance back into the wallet (a transfer row each), then a withdrawal, all or
 * nothing: when the wallet cannot cover the withdrawal the sweep is rolled back too.
 */
export async function withdrawAll(
  scope: LedgerScope,
  member: Pick<Member, 'bankCode' | 'bankAccountNo'>,
  amount: number,
): Promise<void> {
  await inTransaction(scope.prisma, async (tx) => {
    for (const source of await balancesBut(tx, scope.memberId, WALLET)) {
      await move(tx, scope, source.ref, WALLET, source.amount)
    }
    await withdrawFromWallet(tx, scope, member, amount)
  })
}

/**
 * The operator settles a PENDING withdrawal (admin API): SUCCESS keeps the money out; FAILED
 * puts it back into the wallet, in the same transaction, and the row itself says FAILED (no
 * extra row: the member sees one withdrawal that failed). Not a withdrawal → 404 NO_DATA,
 * already settled → 409 KEY_INVALID.
 */
export async function settleWithdrawal(
  prisma: PrismaClient,
  now: Clock,
  id: number,
  status: 'SUCCESS' | 'FAILED',
) {
  return inTransaction(prisma, async (tx) => {
    const row = await tx.statement.findUnique({ where: { id } })
    if (!row || row.statementType !== 'withdraw') throw new ApiError(404, 'NO_DATA')
    const { count } = await tx.statement.updateMany({
      where: { id, status: 'PENDING' },
      data: { status, updatedAt: new Date(now()) },
    })
    if (count !== 1) throw new ApiError(409, 'KEY_INVALID')
    if (status === 'FAILED') await write(tx, creditOf(row.memberId, WALLET, row.amount))
    return tx.statement.findUniqueOrThrow({ where: { id }, include: { member: true } })
  })
}
