// An in-process mock backend for API tests: a database of its own, copied from one seeded once
// per worker (for each seed time and settings), served on a random port.
import { randomUUID } from 'node:crypto'
import { copyFileSync, cpSync, existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { type Duplex } from 'node:stream'
import { isMainThread } from 'node:worker_threads'

import { type Client, createClient, type InValue } from '@libsql/client'
import { type PrismaClient } from '@prisma/client'

import { type MockConfigInput, resolveMockConfig, type SentOtp } from '../../config'
import { createPrisma } from '../../db'
import { DEMO_USERNAME, seed, type SeedOptions } from '../../seed'
import { type MockApp, startMockServer } from '../../server'
import { chatDir, slipDir } from '../../uploads'
import { TEMPLATE_DB, TMP_DIR } from '../global-setup'

export const TEST_ADMIN_PASSWORD = 'test-admin'
/** scrypt's N in the tests (MOCK_PASSWORD_COST): a sixteenth of the default's CPU per login. */
export const TEST_PASSWORD_COST = 1024

export type TestMockOptions = MockConfigInput & {
  /** OTP registration on in the seed (and after an admin reset). */
  registerOTP?: boolean
}

export type CallResult = { status: number; body: unknown }

/** What a bad request must leave as it was. */
export type DbSnapshot = {
  members: number
  otps: number
  sessions: number
  demo: Record<string, unknown> | null
  /** Every member's wallet balance, by member id. */
  wallets: Record<number, number>
  /** Every game account (logins and balances), by id. */
  gameAccounts: Record<string, unknown>[]
  /** Every statement row, by id. */
  statements: Record<string, unknown>[]
  /** The providers' switches. */
  providers: Record<string, unknown>[]
  /** Every slip, QR code and redeemed gift voucher, by id. */
  slips: Record<string, unknown>[]
  qrCodes: Record<string, unknown>[]
  trueLinks: Record<string, unknown>[]
  /** The stored slip images' names, sorted. */
  slipFiles: string[]
  /** Every member's invite and cashback balances, by member id. */
  rewardBalances: Record<number, Record<string, number>>
  /** Every user bonus and receipt, promotion use, invite record and refund log, by id. */
  userBonuses: Record<string, unknown>[]
  bonusReceipts: Record<string, unknown>[]
  promotionUses: Record<string, unknown>[]
  inviteRecords: Record<string, unknown>[]
  refundLogs: Record<string, unknown>[]
  /** Every member's coins, by member id; every wheel, slice and spin coupon, by id. */
  coins: Record<number, number>
  spinWheels: Record<string, unknown>[]
  spinSlices: Record<string, unknown>[]
  spinCoupons: Record<string, unknown>[]
  /** Every chat message, by id, and the stored chat attachments' names, sorted. */
  chatMessages: Record<string, unknown>[]
  chatFiles: string[]
}

export type TestMock = {
  url: string
  prisma: PrismaClient
  app: MockApp
  /** This mock's own upload folder (removed on close). */
  uploadDir: string
  /** The OTPs the server "sent", newest last. */
  sentOtps: SentOtp[]
  call: (
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ) => Promise<CallResult>
  /** Sends a raw body with the given content type. */
  callRaw: (method: string, path: string, raw: string, contentType: string) => Promise<CallResult>
  login: (username: string, password: string) => Promise<string>
  admin: (method: string, path: string, body?: unknown) => Promise<CallResult>
  snapshot: () => Promise<DbSnapshot>
  /** The chat sockets (websocket upgrades) open at the mock now, from any client. */
  openChatSockets: () => number
  /** Cuts every chat socket at the mock's end, as a backend restart would. */
  dropChatSockets: () => void
  close: () => Promise<void>
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** A database seeded once, and the demo slips' images the seed wrote beside it. */
type SeededCopy = { file: string; uploadDir: string }

/**
 * This worker's seeded databases, by what a seed depends on: the same inputs give the same rows,
 * ids and files (mock-server/seed.ts), so a file's mock starts on a copy of one instead of
 * seeding its own (some 115 ms of CPU each). Every file still gets a database of its own.
 */
const seededCopies = new Map<string, { copy: SeededCopy; seeded: Promise<void> }>()
/**
 * The seeds' times go by the minute: a worker needs only the last few. What a worker leaves,
 * the global setup's teardown removes.
 */
const SEEDED_COPIES_KEPT = 3

function removeSeededCopy({ file, uploadDir }: SeededCopy): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true })
  rmSync(uploadDir, { recursive: true, force: true })
}

async function seedInto(copy: SeededCopy, options: SeedOptions): Promise<void> {
  copyFileSync(TEMPLATE_DB, copy.file)
  const prisma = await createPrisma(`file:${copy.file}`)
  try {
    await seed(prisma, { ...options, uploadDir: copy.uploadDir })
    // everything in the database file itself, nothing left in its write-ahead log
    const [checkpoint] = await prisma.$queryRawUnsafe<{ busy: unknown }[]>(
      'PRAGMA wal_checkpoint(TRUNCATE)',
    )
    if (Number(checkpoint?.busy) !== 0) throw new Error(`Could not checkpoint ${copy.file}`)
  } finally {
    await prisma.$disconnect()
  }
}

/** Copies into `file` and `uploadDir` what seed() with these options would write there. */
async function copySeeded(options: SeedOptions & { now: number }, file: string): Promise<void> {
  // seed() dates its rows to the minute
  const minute = Math.floor(options.now / 60_000)
  const key = JSON.stringify([options.registerOTP, options.passwordCost, minute])
  let entry = seededCopies.get(key)
  if (!entry) {
    // named after the run (vitest's process: this worker thread's own, or a forked worker's
    // parent), whose teardown removes it
    const run = isMainThread ? process.ppid : process.pid
    const name = `mock-seeded-${run}-${randomUUID()}`
    const copy = { file: path.join(TMP_DIR, `${name}.db`), uploadDir: path.join(TMP_DIR, name) }
    entry = { copy, seeded: seedInto(copy, options) }
    seededCopies.set(key, entry)
    const { seeded } = entry
    // a failed seed is not kept: the next mock tries again (this one's test sees the error)
    seeded.catch(() => {
      if (seededCopies.get(key)?.seeded === seeded) seededCopies.delete(key)
      removeSeededCopy(copy)
    })
  }
  await entry.seeded
  copyFileSync(entry.copy.file, file)
  cpSync(entry.copy.uploadDir, options.uploadDir, { recursive: true })
  // the oldest go, once nothing waits on them
  for (const [oldKey, old] of seededCopies) {
    if (seededCopies.size <= SEEDED_COPIES_KEPT) break
    seededCopies.delete(oldKey)
    void old.seeded.then(
      () => removeSeededCopy(old.copy),
      () => undefined,
    )
  }
}

export async function startTestMock(options: TestMockOptions = {}): Promise<TestMock> {
  const { registerOTP = false, ...rest } = options
  const id = randomUUID()
  const file = path.join(TMP_DIR, `mock-${id}.db`)
  const uploadDir = path.join(TMP_DIR, `uploads-${id}`)
  const sentOtps: SentOtp[] = []
  const config = {
    quiet: true,
    adminPassword: TEST_ADMIN_PASSWORD,
    passwordCost: TEST_PASSWORD_COST,
    onOtpSent: (otp: SentOtp) => sentOtps.push(otp),
    registerOTPDefault: registerOTP,
    uploadDir,
    ...rest,
  }
  // what startMockServer({ seed: true }) would seed, from a copy
  const resolved = resolveMockConfig(config)
  await copySeeded(
    {
      registerOTP: resolved.registerOTPDefault,
      now: resolved.now(),
      uploadDir: resolved.uploadDir,
      passwordCost: resolved.passwordCost,
    },
    file,
  )
  const mock = await startMockServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: `file:${file}`,
    config,
  })
  // An idle connection is closed by the client only (the app's fetch lets it go after 4 s),
  // never by the server (after 5 s by default, which the client, told so, takes as 3 s): a test
  // that keeps the event loop busy (the app's fuzz and its 20 MB uploads) runs both timers late,
  // and the app could send on a socket the server was closing (a NETWORK_ERROR). close() ends
  // the connections that are left.
  mock.server.keepAliveTimeout = 0
  const chatSockets = new Set<Duplex>()
  mock.server.on('upgrade', (_request, socket: Duplex) => {
    chatSockets.add(socket)
    socket.once('close', () => chatSockets.delete(socket))
  })
  const url = `http://127.0.0.1:${mock.port}`
  /** A connection of the test's own to the database file, for snapshot(). */
  let reader: Client | undefined

  async function request(
    method: string,
    urlPath: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<CallResult> {
    const response = await fetch(url + urlPath, { method, headers, body })
    return { status: response.status, body: await readBody(response) }
  }

  const call: TestMock['call'] = (method, urlPath, body, token, extra) => {
    const headers: Record<string, string> = { Accept: 'application/json', ...extra }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    if (token) headers.Authorization = `Bearer ${token}`
    return request(method, urlPath, headers, body === undefined ? undefined : JSON.stringify(body))
  }

  return {
    url,
    prisma: mock.prisma,
    app: mock.app,
    uploadDir: mock.app.locals.mock.config.uploadDir,
    sentOtps,
    call,
    callRaw: (method, urlPath, raw, contentType) =>
      request(method, urlPath, { 'Content-Type': contentType }, raw),
    async login(username, password) {
      const { status, body } = await call('POST', '/api/login', { username, password })
      if (status !== 200)
        throw new Error(`login ${username} answered ${status} ${JSON.stringify(body)}`)
      return (body as { token: string }).token
    },
    admin: (method, urlPath, body) => {
      const headers: Record<string, string> = { 'x-admin-password': TEST_ADMIN_PASSWORD }
      if (body !== undefined) headers['Content-Type'] = 'application/json'
      return request(
        method,
        urlPath,
        headers,
        body === undefined ? undefined : JSON.stringify(body),
      )
    },
    async snapshot() {
      // read straight from the file (the rows as SQLite holds them: booleans 0 or 1), not
      // through Prisma: some 1.5 ms of CPU instead of 12, and bad-input tests take two each
      reader ??= createClient({ url: `file:${file}` })
      const db = reader
      const rows = async (sql: string, args: InValue[] = []) => {
        const { columns, rows: found } = await db.execute({ sql, args })
        return found.map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i]])))
      }
      const table = (name: string, order = 'id') =>
        rows(`SELECT * FROM "${name}" ORDER BY "${order}"`)
      const count = async (name: string) =>
        Number((await db.execute(`SELECT count(*) FROM "${name}"`)).rows[0]?.[0])
      const byMember = <T>(
        found: Record<string, unknown>[],
        value: (row: Record<string, unknown>) => T,
      ) => Object.fromEntries(found.map((row) => [Number(row.id), value(row)]))
      const [members, otps, sessions, [demo], memberRows] = await Promise.all([
        count('Member'),
        count('Otp'),
        count('Session'),
        rows('SELECT * FROM "Member" WHERE "username" = ?', [DEMO_USERNAME]),
        rows(
          'SELECT "id", "walletBalance", "inviteBalance", "refundAccrued", "refundBalance", "coin" FROM "Member"',
        ),
      ])
      const [gameAccounts, statements, providers, slips, qrCodes, trueLinks] = await Promise.all([
        table('GameAccount'),
        table('Statement'),
        table('GameProvider', 'code'),
        table('Slip'),
        table('QrCode'),
        table('TrueLink'),
      ])
      const [userBonuses, bonusReceipts, promotionUses, inviteRecords, refundLogs] =
        await Promise.all([
          table('UserBonus'),
          table('BonusReceipt'),
          table('PromotionUse'),
          table('InviteRecord'),
          table('RefundLog'),
        ])
      const [spinWheels, spinSlices, spinCoupons, chatMessages] = await Promise.all([
        table('SpinWheel'),
        table('SpinSlice'),
        table('SpinCoupon'),
        table('ChatMessage'),
      ])
      const slipsDir = slipDir(mock.app.locals.mock.config.uploadDir)
      const chatFilesDir = chatDir(mock.app.locals.mock.config.uploadDir)
      return {
        members,
        otps,
        sessions,
        demo: demo ?? null,
        wallets: byMember(memberRows, (m) => Number(m.walletBalance)),
        gameAccounts,
        statements,
        providers,
        slips,
        qrCodes,
        trueLinks,
        slipFiles: existsSync(slipsDir) ? readdirSync(slipsDir).sort() : [],
        rewardBalances: byMember(memberRows, (m) => ({
          inviteBalance: Number(m.inviteBalance),
          refundAccrued: Number(m.refundAccrued),
          refundBalance: Number(m.refundBalance),
        })),
        userBonuses,
        bonusReceipts,
        promotionUses,
        inviteRecords,
        refundLogs,
        coins: byMember(memberRows, (m) => Number(m.coin)),
        spinWheels,
        spinSlices,
        spinCoupons,
        chatMessages,
        chatFiles: existsSync(chatFilesDir) ? readdirSync(chatFilesDir).sort() : [],
      }
    },
    openChatSockets: () => chatSockets.size,
    dropChatSockets: () => {
      for (const socket of chatSockets) socket.destroy()
    },
    async close() {
      reader?.close()
      await mock.close()
      for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true })
      rmSync(uploadDir, { recursive: true, force: true })
    },
  }
}
