// The authorisation matrix (issue 10, item 4): for every member-scoped endpoint of the
// contract, a second member's token gets nothing of the first member's data and changes
// nothing of it; without a token, or with a forged one, every member endpoint answers 401.
//
// Member A (the victim) has data of every kind, with values nobody else has: long ids (the
// tables' sequences are moved on first), amounts with odd satang, a name, a bank account and
// game logins of A's own. Member B (the intruder, a new one for every case) calls each
// endpoint with B's own token and A's identifiers wherever the endpoint takes any. Each case
// checks that no row that is not B's changed (triggers log every write), that B's answer (body, headers, and the
// pages its links to this server open) holds none of A's values, nor any other member's
// username, bank account, game login, slip or QR, and B's answer itself where it is fixed (a
// 404, an empty list, B's own profile). The counts are in the describe names and in the line
// the file prints at the end, for issue 10's closing note.
import { readFileSync } from 'node:fs'

import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest'

import { inviteCodeOf } from '@member-wallet/contract/rules'
import {
  ACCOUNT_DATA_PROVIDERS,
  AUTO_LOGIN_PROVIDERS,
  CHAT_FILE_FIELD,
  endpoints,
  type RegisterRequest,
  SLIP_FILE_FIELD,
} from '@member-wallet/contract/schemas'
import { encryptTrueLink } from '@member-wallet/contract/truelink'

import { gameUsername } from '../games'
import { fromMinor } from '../money'
import { SAMPLE_SLIP } from '../seed'
import { conversation, createMember, type TestMember } from './helpers'
import { type DatabaseWatch, type Row, watchDatabase } from './support/db-writes'
import { startTestMock, type TestMock } from './support/mock'
import { closeSockets, connected, inbox, openSocket, until } from './support/sockets'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const BANGKOK = 7 * HOUR
const TRUELINK_SECRET = 'authorization-test-secret'

/** The last noon in Bangkok: inside the slip upload hours, and before now (sessions stay valid). */
function lastBangkokNoon(now: number): number {
  const at = Math.floor((now + BANGKOK) / DAY) * DAY + 12 * HOUR - BANGKOK
  return at > now ? at - DAY : at
}
const clock = { now: lastBangkokNoon(Date.now()) }

/**
 * Where each table's ids start before A's rows are written, so that A's ids are long and unlike
 * any other number in an answer (the seed's rows keep their small ids).
 */
const SEQUENCES: Record<string, number> = {
  Member: 7_100_000,
  GameAccount: 7_200_000,
  Statement: 7_300_000,
  Slip: 7_400_000,
  TrueLink: 7_500_000,
  UserBonus: 7_600_000,
  BonusReceipt: 7_700_000,
  PromotionUse: 7_800_000,
  InviteRecord: 7_900_000,
  RefundLog: 8_100_000,
  SpinCoupon: 8_200_000,
  ChatMessage: 8_300_000,
  Session: 8_400_000,
}

// ---------------------------------------------------------------------------------------------
// the victim

const VICTIM = {
  username: '0961234987',
  password: 'Vict1m-only-pass',
  name: 'วิกตอเรีย ซีเครทลับ',
  bankCode: 'KTB',
  bankAccountName: 'VICTORIA SECRETT',
  bankAccountNo: '9081726354',
}
const INVITEE = {
  username: '0961234988',
  name: 'ชวนมา โดยวิกตอเรีย',
  bankAccountNo: '5566778899',
}
/** A's game accounts: the auto-login providers, and those that open from the account data. */
const A_GAMES = [...new Set([...ACCOUNT_DATA_PROVIDERS, ...Object.keys(AUTO_LOGIN_PROVIDERS)])]
const A_QR_PROVIDER = 'WW'
const A_BONUS = 'WELCOME100'
const A_PROMOTION = 'NEWYEAR50'
const A_CHAT_TEXTS = ['ข้อความลับของวิกตอเรีย หนึ่ง', 'secret note of victoria #2']
const A_OPERATOR_TEXT = 'คำตอบลับถึงวิกตอเรียจากแอดมิน'

type Victim = TestMember & {
  password: string
  games: Record<string, { username: string; password: string }>
  slipReference: string
  qrcodeId: string
  couponIds: string[]
  trueLinkCipher: string
  room: string
}

let mock: TestMock
/** What each case writes (support/db-writes.ts). */
let database: DatabaseWatch
let a: Victim
/** What B's answers must not hold: A's values and other members' identifiers. */
let secrets: Secret[] = []
/** What A sees of A's own data, right after the setup. */
let victimView: unknown[] = []

function gameOf(victim: Victim, code: string) {
  const game = victim.games[code]
  if (!game) throw new Error(`A has no ${code} account`)
  return game
}

const PNG = readFileSync(SAMPLE_SLIP)
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(500),
])

function fileForm(field: string, bytes: Buffer, name: string, type: string, guestId?: string) {
  const form = new FormData()
  if (guestId !== undefined) form.append('guestId', guestId)
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name)
  return form
}

async function expectOk(result: Promise<{ status: number; body: unknown }>, status = 200) {
  const { status: actual, body } = await result
  expect({ status: actual, body }).toEqual({ status, body: expect.anything() })
  return body
}

async function moveSequences(): Promise<void> {
  for (const [table, seq] of Object.entries(SEQUENCES)) {
    await mock.prisma.$executeRawUnsafe('DELETE FROM sqlite_sequence WHERE name = ?', table)
    await mock.prisma.$executeRawUnsafe(
      'INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)',
      table,
      seq,
    )
  }
}

async function upload(urlPath: string, form: FormData, token: string) {
  const response = await fetch(mock.url + urlPath, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

/** Registers A (and an invitee of A's) and gives A data of every kind, through the API. */
async function makeVictim(): Promise<Victim> {
  const register = (body: RegisterRequest) => expectOk(mock.call('POST', '/api/account', body), 201)
  await register({
    ...VICTIM,
    sourceCode: '',
    inviteCode: '',
    currency: 'BAHT',
  })
  const token = await mock.login(VICTIM.username, VICTIM.password)
  const { id } = await mock.prisma.member.findUniqueOrThrow({
    where: { username: VICTIM.username },
  })
  const as = (method: string, urlPath: string, body?: unknown) =>
    expectOk(mock.call(method, urlPath, body, token))

  // wallet and game balances, with logins of A's own
  await mock.prisma.member.update({ where: { id }, data: { walletBalance: 9_876_543 } })
  const games: Victim['games'] = {}
  for (const [index, code] of A_GAMES.entries()) {
    const login = { username: `vic${code.toLowerCase()}q7z`, password: `Pw${code}x9Q` }
    await mock.prisma.gameAccount.create({
      data: { memberId: id, providerCode: code, ...login, balance: 2_468_013 + index * 10_101 },
    })
    games[code] = login
  }

  // statement rows: a transfer, a deposit, a pending withdrawal
  await as('POST', '/api/wallet/transfer', { from: 'wallet', to: 'JOKER', amount: 111.11 })
  await as('POST', '/api/wallet/add', { amount: 222.22 })
  await as('POST', '/api/wallet/withdraw', { amount: 333.33 })

  // a gift link, a live QR, a slip
  const wallet = await mock.prisma.depositAccount.findFirstOrThrow({
    where: { kind: 'WALLET', mode: 'LINK' },
  })
  const trueLinkCipher = encryptTrueLink(
    'https://gift.truemoney.com/campaign/?v=victoriasecret0001x',
    wallet.walletAccountName ?? '',
    TRUELINK_SECRET,
  )
  await as('POST', '/api/wallet/truelink', { link: trueLinkCipher })
  const qr = (await as('POST', `/api/qrcode/${A_QR_PROVIDER}`, { amount: 456.78 })) as {
    qrcodeId: string
  }
  await expectOk(
    upload('/api/wallet/slip', fileForm(SLIP_FILE_FIELD, PNG, 'slip.png', 'image/png'), token),
  )
  const slip = await mock.prisma.slip.findFirstOrThrow({ where: { memberId: id } })

  // chat: two texts, a picture, and an answer of the operator A has not read yet
  const fromA = (message: Parameters<typeof conversation>[0]) => ({
    ...conversation(message),
    userId: String(id),
  })
  for (const message of A_CHAT_TEXTS) await as('POST', '/api/chat/send-message', fromA(message))
  const picture = (await expectOk(
    upload('/api/chat/upload-image', fileForm(CHAT_FILE_FIELD, PNG, 'a.png', 'image/png'), token),
  )) as { path: string }
  await as(
    'POST',
    '/api/chat/send-message',
    fromA({
      message_type: 'media',
      payload: {
        message: 'รูปลับของวิกตอเรีย',
        url: picture.path,
        fileType: 'image',
        name: 'victoria-private.png',
      },
    }),
  )
  const room = `${mock.app.locals.mock.config.chatPrefix}${id}`
  await expectOk(
    mock.admin('POST', `/__admin/chat/conversations/${encodeURIComponent(room)}/messages`, {
      message_type: 'text',
      payload: { text: A_OPERATOR_TEXT },
    }),
  )

  // an invitee's record and invite balance; cashback received and accrued
  await register({
    name: INVITEE.name,
    username: INVITEE.username,
    password: 'invitee-pass',
    sourceCode: 'FRIEND',
    inviteCode: inviteCodeOf(id),
    bankCode: 'SCB',
    bankAccountName: INVITEE.name,
    bankAccountNo: INVITEE.bankAccountNo,
    currency: 'BAHT',
  })
  await expectOk(
    mock.admin('PUT', `/__admin/members/${VICTIM.username}`, { inviteBalance: 345.67 }),
  )
  await expectOk(
    mock.admin('PUT', `/__admin/members/${VICTIM.username}`, { refundAccrued: 1234.57 }),
  )
  await as('GET', '/api/refund/receive')
  await expectOk(
    mock.admin('PUT', `/__admin/members/${VICTIM.username}`, { refundAccrued: 765.43 }),
  )

  // a promotion used, spins and two coupons to claim, and last an active bonus (it blocks
  // deposits and cashback)
  await as('GET', `/api/promotion/activate/${A_PROMOTION}`)
  await mock.prisma.member.update({ where: { id }, data: { coin: 37 } })
  const couponIds: string[] = []
  for (const [sliceCode, prizeName, amount] of [
    ['CREDIT50', 'รางวัลลับของวิกตอเรีย', 432_187],
    ['BONUS20', 'โบนัสลับของวิกตอเรีย', 76_519],
  ] as const) {
    const coupon = await mock.prisma.spinCoupon.create({
      data: {
        memberId: id,
        sliceCode,
        prizeName,
        amount,
        status: 'claimable',
        createdAt: new Date(clock.now),
        expiresAt: new Date(clock.now + 7 * DAY),
      },
    })
    couponIds.push(String(coupon.id))
  }
  await as('GET', `/api/bonus/activate/${A_BONUS}`)

  return {
    id,
    username: VICTIM.username,
    token,
    password: VICTIM.password,
    games,
    slipReference: slip.reference,
    qrcodeId: qr.qrcodeId,
    couponIds,
    trueLinkCipher,
    room,
  }
}

// ---------------------------------------------------------------------------------------------
// what B's answers must not hold

type Secret = { label: string; pattern: RegExp }

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function literal(label: string, value: string): Secret {
  if (value.length < 6) throw new Error(`${label} "${value}" is too short to look for`)
  return { label, pattern: new RegExp(escape(value)) }
}

/** A word on its own (a short login): not part of a longer one. */
function word(label: string, value: string): Secret {
  if (value.length < 4) throw new Error(`${label} "${value}" is too short to look for`)
  return { label, pattern: new RegExp(`(?<![\\w-])${escape(value)}(?![\\w-])`) }
}

/** A number on its own: not part of a longer number. */
function numberToken(label: string, value: string): Secret {
  return { label, pattern: new RegExp(`(?<![\\d.])${escape(value)}(?!\\d|\\.\\d)`) }
}

/** An id of one of A's rows (all moved past 7,000,000). */
const idOf = (label: string, id: number) => numberToken(`${label} id ${id}`, String(id))

/** An amount in minor units, when it is distinctive (odd satang); round amounts are everywhere. */
const amountOf = (label: string, minor: number): Secret[] =>
  minor % 100 === 0 ? [] : [numberToken(`${label} ${fromMinor(minor)}`, String(fromMinor(minor)))]

async function secretsOf(victim: Victim): Promise<Secret[]> {
  const p = mock.prisma
  const memberId = victim.id
  const [member, gameAccounts, statements, slips, qrCodes, trueLinks, userBonuses] =
    await Promise.all([
      p.member.findUniqueOrThrow({ where: { id: memberId } }),
      p.gameAccount.findMany({ where: { memberId } }),
      p.statement.findMany({ where: { memberId } }),
      p.slip.findMany({ where: { memberId } }),
      p.qrCode.findMany({ where: { memberId } }),
      p.trueLink.findMany({ where: { memberId } }),
      p.userBonus.findMany({ where: { memberId }, include: { receipts: true } }),
    ])
  const [promotionUses, invites, refundLogs, coupons, messages, invitee] = await Promise.all([
    p.promotionUse.findMany({ where: { memberId } }),
    p.inviteRecord.findMany({ where: { inviterId: memberId } }),
    p.refundLog.findMany({ where: { memberId } }),
    p.spinCoupon.findMany({ where: { memberId } }),
    p.chatMessage.findMany({ where: { room: victim.room } }),
    p.member.findUniqueOrThrow({ where: { username: INVITEE.username } }),
  ])
  const found: Secret[] = [
    literal("A's username", member.username),
    literal("A's name", member.name),
    literal("A's bank account name", member.bankAccountName),
    literal("A's bank account number", member.bankAccountNo),
    literal("A's password", victim.password),
    literal("A's password hash", member.passwordHash),
    literal("A's token", victim.token),
    idOf("A's member", member.id),
    ...amountOf("A's wallet", member.walletBalance),
    ...amountOf("A's invite balance", member.inviteBalance),
    ...amountOf("A's cashback accrued", member.refundAccrued),
    ...amountOf("A's cashback received", member.refundBalance),
    literal("A's invitee's username", invitee.username),
    literal("A's invitee's name", invitee.name),
    idOf("A's invitee's member", invitee.id),
  ]
  for (const g of gameAccounts) {
    found.push(
      literal(`A's ${g.providerCode} username`, g.username),
      literal(`A's ${g.providerCode} password`, g.password),
      idOf(`A's ${g.providerCode} account`, g.id),
      ...amountOf(`A's ${g.providerCode} balance`, g.balance),
    )
  }
  for (const s of statements) {
    found.push(idOf("A's statement row", s.id), ...amountOf("A's statement amount", s.amount))
  }
  for (const s of slips) {
    found.push(
      idOf("A's slip", s.id),
      literal("A's slip reference", s.reference),
      literal("A's slip file", s.fileName),
    )
  }
  for (const q of qrCodes) {
    found.push(literal("A's QR id", q.id), ...amountOf("A's QR amount", q.amount))
  }
  for (const t of trueLinks) {
    found.push(idOf("A's gift link", t.id), literal("A's gift voucher", t.voucherCode))
  }
  for (const u of userBonuses) {
    found.push(idOf("A's user bonus", u.id))
    for (const r of u.receipts) found.push(idOf("A's bonus receipt", r.id))
  }
  for (const u of promotionUses) found.push(idOf("A's promotion use", u.id))
  for (const i of invites) found.push(idOf("A's invite record", i.id))
  for (const r of refundLogs) {
    found.push(idOf("A's refund log", r.id), ...amountOf("A's refund", r.refundAmount))
  }
  for (const c of coupons) {
    found.push(
      idOf("A's coupon", c.id),
      literal("A's coupon prize", c.prizeName),
      ...amountOf("A's coupon amount", c.amount),
    )
  }
  for (const m of messages) {
    found.push(idOf("A's chat message", m.id))
    const payload = JSON.parse(m.payload) as { text?: string; url?: string; name?: string }
    if (payload.text) found.push(literal("A's chat text", payload.text))
    if (payload.name) found.push(literal("A's chat file name", payload.name))
    const file = payload.url && /\/chat-files\/([^?]+)/.exec(payload.url)?.[1]
    if (file) found.push(literal("A's chat file", file))
  }

  // every other member's identifiers (the seed's members among them)
  const [members, accounts, allSlips, allQrs] = await Promise.all([
    p.member.findMany({ select: { username: true, bankAccountNo: true } }),
    p.gameAccount.findMany({ select: { username: true, providerCode: true } }),
    p.slip.findMany({ select: { reference: true, fileName: true } }),
    p.qrCode.findMany({ select: { id: true } }),
  ])
  for (const m of members) {
    found.push(
      literal(`member ${m.username}'s username`, m.username),
      literal(`member ${m.username}'s bank account number`, m.bankAccountNo),
    )
  }
  for (const g of accounts) found.push(word(`a ${g.providerCode} game username`, g.username))
  for (const s of allSlips) found.push(literal('a slip reference', s.reference))
  for (const s of allSlips) found.push(literal('a slip file', s.fileName))
  for (const q of allQrs) found.push(literal('a QR id', q.id))
  return found
}

function leaksIn(text: string): string[] {
  return [...new Set(secrets.filter((s) => s.pattern.test(text)).map((s) => s.label))]
}

// ---------------------------------------------------------------------------------------------
// what must not change: every row that is not the intruder's

/**
 * The tables (and upload folders) where a row (a file) that is not B's changed since the
 * watch was last read (`intruder`: B's member id, or null when no member calls). A row is B's
 * by its member (a member row by its id, an invite by the inviter, a bonus receipt by its
 * bonus's member, a chat message by B's room); the operator's tables are nobody's. A row moved
 * from another member to B (or back) is a change. New files are B's uploads.
 */
async function changedOutside(watch: DatabaseWatch, intruder: number | null): Promise<string[]> {
  const { writes, uploads } = await watch.read()
  const bonusOwners = new Map(
    (await mock.prisma.userBonus.findMany({ select: { id: true, memberId: true } })).map(
      (bonus) => [bonus.id, bonus.memberId],
    ),
  )
  for (const write of writes.filter((w) => w.table === 'UserBonus')) {
    const bonus = write.was ?? write.now
    if (bonus) bonusOwners.set(bonus.id as number, bonus.memberId as number)
  }
  const bRoom = `${mock.app.locals.mock.config.chatPrefix}${intruder}`
  const isIntruders = (table: string, row: Row | null) => {
    if (row === null) return true // no row: nothing of anyone's
    if (intruder === null) return false
    if (table === 'ChatMessage') return row.room === bRoom
    if (table === 'BonusReceipt') return bonusOwners.get(row.userBonusId as number) === intruder
    if (table === 'Member') return row.id === intruder
    if (table === 'InviteRecord') return row.inviterId === intruder
    return 'memberId' in row && row.memberId === intruder
  }
  const tables = writes
    .filter((w) => !(isIntruders(w.table, w.was) && isIntruders(w.table, w.now)))
    .map((w) => w.table)
  const files = uploads.filter((u) => u.change !== 'added').map((u) => `files:${u.file}`)
  return [...new Set([...tables, ...files])]
}

// ---------------------------------------------------------------------------------------------
// the matrix

type ContractEndpoint = { method: string; path: string; auth: boolean; multipart?: boolean }

/** Every endpoint of the contract, as `group.name`. */
const CONTRACT: [string, ContractEndpoint][] = Object.entries(endpoints).flatMap(([group, list]) =>
  Object.entries(list as Record<string, ContractEndpoint>).map(
    ([name, endpoint]): [string, ContractEndpoint] => [`${group}.${name}`, endpoint],
  ),
)

type Attempt = {
  /** What B tries, for the test's name. */
  tries: string
  /** Path parameters: A's identifiers. */
  params?: (victim: Victim) => Record<string, string>
  /** A JSON body. */
  send?: (victim: Victim) => unknown
  /** A multipart body. */
  form?: (victim: Victim) => FormData
  /** Sent as a guest (no token) instead of with B's token. */
  guest?: boolean
  /** B's answer: its status, and its body where it is fixed (or a check of it). */
  status: number
  answer?: (intruder: TestMember) => unknown
  check?: (body: unknown, intruder: TestMember) => void
}

/**
 * member: needs a member's token (contract auth: true). member-or-guest: a member by the token,
 * else a guest by guestId (the chat). public: no member's data at all; still called with B's
 * token and A's identifiers, for leaks.
 */
type Access = 'member' | 'member-or-guest' | 'public'

type Entry = { access: Access; attempts: Attempt[] }

const code = (message: string) => () => ({ message })
const SUCCESS = code('SUCCESS')

const publicRead: Entry = {
  access: 'public',
  attempts: [{ tries: "reads it with B's token", status: 200 }],
}

const emptyPage = (list: string) => () => ({ total: 0, [list]: [] })

const page = { page: 1, limit: 100 }

/** A registration with A's phone number (the username) and bank account. */
const victimsRegistration = (): RegisterRequest => ({
  name: 'ผู้บุกรุก',
  username: VICTIM.username,
  password: 'intruder-pass',
  sourceCode: '',
  inviteCode: '',
  bankCode: VICTIM.bankCode,
  bankAccountName: VICTIM.bankAccountName,
  bankAccountNo: VICTIM.bankAccountNo,
  currency: 'BAHT',
})

/** B's own wallet: nothing in it, no game account open. */
function emptyWallet(body: unknown) {
  const wallet = body as { amount: number; slots: { isActive: boolean; amount: number }[] }
  expect(wallet.amount).toBe(0)
  expect(wallet.slots.length).toBeGreaterThan(0)
  expect(wallet.slots.filter((slot) => slot.isActive || slot.amount !== 0)).toEqual([])
}

/** Every endpoint of the contract, with what B tries there. */
const MATRIX: Record<string, Entry> = {
  'lookup.banks': publicRead,
  'lookup.deposit': {
    access: 'member',
    attempts: [{ tries: "reads the operator's deposit accounts", status: 200 }],
  },
  'lookup.conditions': publicRead,
  'lookup.agreements': publicRead,
  'lookup.info': publicRead,
  'lookup.notice': publicRead,
  'lookup.contact': publicRead,
  'lookup.withdraw': {
    access: 'member',
    attempts: [{ tries: 'reads the withdraw limits', status: 200 }],
  },
  'lookup.slip': publicRead,
  'lookup.sources': publicRead,
  'lookup.active': publicRead,
  'lookup.registerOTP': publicRead,
  'lookup.enableChatWidget': publicRead,

  'account.login': {
    access: 'public',
    attempts: [
      {
        tries: 'logs in as A with a wrong password',
        send: () => ({ username: VICTIM.username, password: 'not-the-password' }),
        status: 401,
        answer: code('WRONG_CREDENTIAL'),
      },
    ],
  },
  'account.validate': {
    access: 'public',
    attempts: [
      {
        tries: "validates a registration with A's phone and bank account",
        send: victimsRegistration,
        status: 409,
        answer: code('EXISTING_USER'),
      },
    ],
  },
  'account.register': {
    access: 'public',
    attempts: [
      {
        tries: "registers with A's phone and bank account",
        send: victimsRegistration,
        status: 409,
        answer: code('EXISTING_USER'),
      },
    ],
  },
  'account.profile': {
    access: 'member',
    attempts: [
      {
        tries: 'reads a profile (its own)',
        status: 200,
        answer: (b) => expect.objectContaining({ _id: String(b.id), username: b.username }),
      },
    ],
  },
  'account.updateProfile': {
    access: 'member',
    attempts: [
      {
        tries: "puts A's bank account on its profile",
        send: () => ({
          name: 'ผู้บุกรุก',
          bankCode: VICTIM.bankCode,
          bankAccountName: VICTIM.bankAccountName,
          bankAccountNo: VICTIM.bankAccountNo,
        }),
        status: 409,
        answer: code('EXISTING_BANK'),
      },
    ],
  },
  'account.bankAccountName': {
    access: 'member',
    attempts: [
      {
        tries: "renames the account of A's bank",
        send: () => ({ bankCode: VICTIM.bankCode, bankAccountName: 'INTRUDER TAKEOVER' }),
        status: 400,
        answer: code('INVALID_BANK'),
      },
    ],
  },
  'account.changePassword': {
    access: 'member',
    attempts: [
      {
        tries: "changes a password, giving A's as the old one",
        send: (v) => ({ oldPassword: v.password, newPassword: 'taken-over-1' }),
        status: 400,
        answer: code('WRONG_PASSWORD'),
      },
    ],
  },

  'otp.send': {
    access: 'public',
    attempts: [
      {
        tries: "asks for an OTP to A's phone",
        send: () => ({ phoneNumber: VICTIM.username }),
        status: 409,
        answer: code('EXISTING_USER'),
      },
    ],
  },
  'otp.verify': {
    access: 'public',
    attempts: [
      {
        tries: 'verifies an OTP token it made up',
        send: () => ({ otpToken: 'made-up-otp-token', otpCode: '123456' }),
        status: 400,
        answer: code('OTP_TOKEN_INVALID'),
      },
    ],
  },

  'wallet.wallet': {
    access: 'member',
    attempts: [{ tries: 'reads a wallet (its own, empty)', status: 200, check: emptyWallet }],
  },
  'wallet.refreshSlots': {
    access: 'member',
    attempts: [{ tries: 'refreshes the game balances (its own)', status: 200, check: emptyWallet }],
  },
  'wallet.activate': {
    access: 'member',
    attempts: [
      {
        tries: "opens an account at A's JOKER (gets its own)",
        params: () => ({ gameCode: 'JOKER' }),
        status: 200,
        answer: (b) => ({ username: gameUsername(b.id, 'JOKER'), password: expect.any(String) }),
      },
      {
        tries: "opens an account named by A's JOKER username",
        params: (v) => ({ gameCode: gameOf(v, 'JOKER').username }),
        status: 404,
        answer: code('NO_GAME'),
      },
    ],
  },
  'wallet.account': {
    access: 'member',
    attempts: [
      {
        tries: "reads A's JOKER login",
        params: () => ({ gameCode: 'JOKER' }),
        status: 400,
        answer: code('SLOT_NO_ACCOUNT'),
      },
      {
        tries: "reads A's SEXYGAME login (the one with page state)",
        params: () => ({ gameCode: 'SEXYGAME' }),
        status: 400,
        answer: code('SLOT_NO_ACCOUNT'),
      },
    ],
  },
  'wallet.resetPassword': {
    access: 'member',
    attempts: [
      {
        tries: "resets the password at A's JOKER (gets its own account)",
        params: () => ({ gameCode: 'JOKER' }),
        status: 200,
        answer: (b) => ({ username: gameUsername(b.id, 'JOKER'), password: expect.any(String) }),
      },
    ],
  },
  'wallet.add': {
    access: 'member',
    attempts: [
      {
        tries: 'deposits into a wallet (its own)',
        send: () => ({ amount: 10 }),
        status: 200,
        answer: SUCCESS,
      },
    ],
  },
  'wallet.transfer': {
    access: 'member',
    attempts: [
      {
        tries: "moves A's JOKER balance to the wallet",
        send: () => ({ from: 'JOKER', to: 'wallet', amount: 111.11 }),
        status: 400,
        answer: code('SLOT_NO_ACCOUNT'),
      },
      {
        tries: "moves money from an account named by A's JOKER username",
        send: (v) => ({ from: gameOf(v, 'JOKER').username, to: 'wallet', amount: 1 }),
        status: 404,
        answer: code('NO_GAME'),
      },
    ],
  },
  'wallet.transferAll': {
    access: 'member',
    attempts: [
      {
        tries: "moves everything into A's PG",
        send: () => ({ to: 'PG' }),
        status: 400,
        answer: code('SLOT_NO_ACCOUNT'),
      },
    ],
  },
  'wallet.withdraw': {
    access: 'member',
    attempts: [
      {
        tries: "withdraws as much as A's pending withdrawal",
        send: () => ({ amount: 333.33 }),
        status: 400,
        answer: code('MONEY_NOT_ENOUGH'),
      },
    ],
  },
  'wallet.withdrawAll': {
    access: 'member',
    attempts: [
      {
        tries: 'withdraws everything',
        send: () => ({ amount: 333.33 }),
        status: 400,
        answer: code('MONEY_NOT_ENOUGH'),
      },
    ],
  },

  'statement.statements': {
    access: 'member',
    attempts: [
      {
        tries: 'reads a statement (its own, empty)',
        send: () => page,
        status: 200,
        answer: emptyPage('statements'),
      },
    ],
  },

  ...Object.fromEntries(
    Object.keys(AUTO_LOGIN_PROVIDERS).map((provider): [string, Entry] => [
      `autoLogin.${provider}`,
      {
        access: 'member',
        attempts: [
          {
            tries: `plays A's ${provider} account with A's login`,
            params: (v) => gameOf(v, provider),
            status: 400,
            answer: code('SLOT_NO_ACCOUNT'),
          },
        ],
      },
    ]),
  ),

  'deposit.qrState': {
    access: 'member',
    attempts: [
      {
        tries: `reads the ${A_QR_PROVIDER} QR (A has a live one)`,
        params: () => ({ provider: A_QR_PROVIDER }),
        status: 200,
        answer: () => ({
          qrcodeId: null,
          hasQrcode: false,
          qrcode: null,
          amount: null,
          expireIn: null,
          message: 'NO_DATA',
        }),
      },
      {
        tries: "reads the QR of A's QR id",
        params: (v) => ({ provider: v.qrcodeId }),
        status: 400,
        answer: code('KEY_INVALID'),
      },
    ],
  },
  'deposit.qrCreate': {
    access: 'member',
    attempts: [
      {
        tries: `makes a ${A_QR_PROVIDER} QR (its own; A has a live one there)`,
        params: () => ({ provider: A_QR_PROVIDER }),
        send: () => ({ amount: 200 }),
        status: 200,
        answer: () => expect.objectContaining({ hasQrcode: true, amount: 200 }),
      },
      {
        tries: "makes a QR at A's QR id",
        params: (v) => ({ provider: v.qrcodeId }),
        send: () => ({ amount: 200 }),
        status: 400,
        answer: code('KEY_INVALID'),
      },
    ],
  },
  'deposit.qrCancel': {
    access: 'member',
    attempts: [
      {
        tries: "cancels A's live QR",
        params: (v) => ({ qrcodeId: v.qrcodeId }),
        status: 404,
        answer: code('NO_DATA'),
      },
    ],
  },
  'deposit.trueLink': {
    access: 'member',
    attempts: [
      {
        tries: "sends A's redeemed gift link again",
        send: (v) => ({ link: v.trueLinkCipher }),
        status: 409,
        answer: code('TRUELINK_DUPLICATE'),
      },
    ],
  },
  'deposit.slip': {
    access: 'member',
    attempts: [
      {
        tries: "uploads a slip named by A's slip reference (stored as its own)",
        form: (v) => fileForm(SLIP_FILE_FIELD, PNG, `${v.slipReference}.png`, 'image/png'),
        status: 200,
        answer: SUCCESS,
      },
    ],
  },
  'deposit.slips': {
    access: 'member',
    attempts: [
      {
        tries: 'reads the slips (its own, none)',
        send: () => page,
        status: 200,
        answer: emptyPage('slips'),
      },
    ],
  },
  'deposit.slipReference': {
    access: 'member',
    attempts: [
      {
        tries: "asks for the image of A's slip",
        params: (v) => ({ reference: v.slipReference }),
        status: 404,
        answer: code('NO_DATA'),
      },
    ],
  },

  'rewards.bonuses': {
    access: 'member',
    attempts: [
      {
        tries: 'reads the bonuses (A has one active)',
        status: 200,
        check: (body) => {
          const bonuses = body as { code: string; userBonus: unknown }[]
          expect(bonuses.length).toBeGreaterThan(0)
          expect(bonuses.filter((bonus) => bonus.userBonus !== null)).toEqual([])
        },
      },
    ],
  },
  'rewards.activateBonus': {
    access: 'member',
    attempts: [
      {
        tries: `receives ${A_BONUS}, A's active bonus (its own record)`,
        params: () => ({ code: A_BONUS }),
        status: 200,
        answer: () => expect.objectContaining({ isActive: true, received: [expect.anything()] }),
      },
    ],
  },
  'rewards.activeBonus': {
    access: 'member',
    attempts: [
      {
        tries: 'asks whether a bonus is active (A has one)',
        status: 200,
        answer: () => ({ status: false, type: null }),
      },
    ],
  },
  'rewards.bonusMinimum': {
    access: 'member',
    attempts: [
      {
        tries: 'asks about the bonus threshold',
        status: 200,
        answer: () => ({ status: true, minimum: 5 }),
      },
    ],
  },
  'rewards.clearBonus': {
    access: 'member',
    attempts: [{ tries: "ends the active bonus (A's)", status: 400, answer: code('NO_DATA') }],
  },
  'rewards.currentPromotion': {
    access: 'member',
    attempts: [
      { tries: 'reads the current promotion (A used one)', status: 200, answer: () => null },
    ],
  },
  'rewards.findPromotion': {
    access: 'member',
    attempts: [
      {
        tries: `looks up ${A_PROMOTION}, the code A used`,
        params: () => ({ code: A_PROMOTION }),
        status: 200,
        answer: () => expect.objectContaining({ code: A_PROMOTION }),
      },
    ],
  },
  'rewards.activatePromotion': {
    access: 'member',
    attempts: [
      {
        tries: `uses ${A_PROMOTION}, the code A used (its own use)`,
        params: () => ({ code: A_PROMOTION }),
        status: 200,
        answer: SUCCESS,
      },
    ],
  },
  'rewards.invites': {
    access: 'member',
    attempts: [
      {
        tries: 'reads the invite records (its own, none)',
        send: () => page,
        status: 200,
        answer: emptyPage('invites'),
      },
    ],
  },
  'rewards.inviteBonus': {
    access: 'member',
    attempts: [
      {
        tries: 'claims the invite bonus (A has one waiting)',
        status: 400,
        answer: code('NO_INVITE_BONUS'),
      },
    ],
  },
  'rewards.inviteBanners': {
    access: 'member',
    attempts: [{ tries: 'reads the invite banners', status: 200 }],
  },
  'rewards.refunds': {
    access: 'member',
    attempts: [
      {
        tries: 'reads the refund logs (its own, none)',
        send: () => page,
        status: 200,
        answer: emptyPage('refunds'),
      },
    ],
  },
  'rewards.refundCheck': {
    access: 'member',
    attempts: [
      {
        tries: 'checks the cashback (A has some accrued)',
        status: 200,
        answer: () => expect.objectContaining({ result: false, refundAmount: 0 }),
      },
    ],
  },
  'rewards.receiveRefund': {
    access: 'member',
    attempts: [
      {
        tries: 'receives the cashback (A has some accrued)',
        status: 400,
        answer: code('NO_REFUND'),
      },
    ],
  },
  'rewards.refundToWallet': {
    access: 'member',
    attempts: [
      {
        tries: 'adds the cashback to the wallet (A has some received)',
        status: 400,
        answer: code('REFUND_MINIMUM'),
      },
    ],
  },
  'rewards.refundBanners': {
    access: 'member',
    attempts: [{ tries: 'reads the refund banners', status: 200 }],
  },

  'spin.setup': {
    access: 'member',
    attempts: [
      {
        tries: 'reads the wheel and the coins (A has 37)',
        status: 200,
        answer: () => ({ result: expect.objectContaining({ userCoin: 0 }) }),
      },
    ],
  },
  'spin.active': {
    access: 'member',
    attempts: [{ tries: 'asks whether a wheel runs', status: 200 }],
  },
  'spin.spin': {
    access: 'member',
    attempts: [
      {
        tries: 'spins (A has coins, B none)',
        send: () => ({}),
        status: 400,
        answer: code('NO_COIN'),
      },
    ],
  },
  'spin.coupons': {
    access: 'member',
    attempts: [{ tries: 'reads the coupons (its own, none)', status: 200, answer: () => [] }],
  },
  'spin.claim': {
    access: 'member',
    attempts: [0, 1].map((index): Attempt => ({
      tries: `claims A's coupon #${index + 1}`,
      send: (v) => ({ coupon: v.couponIds[index] }),
      status: 404,
      answer: code('INVALID_CODE'),
    })),
  },

  'chat.config': publicRead,
  'chat.sendMessage': {
    access: 'member-or-guest',
    attempts: [
      {
        tries: "writes with A's userId (refused: the userId is not the token's member)",
        send: (v) => ({ ...conversation('intruder was here'), userId: String(v.id) }),
        status: 400,
        answer: code('KEY_INVALID'),
      },
      {
        tries: "writes as a guest whose guestId is A's member id",
        guest: true,
        send: (v) => ({ ...conversation('intruder was here'), guestId: String(v.id) }),
        status: 400,
        answer: code('KEY_INVALID'),
      },
    ],
  },
  'chat.history': {
    access: 'member-or-guest',
    attempts: [
      {
        tries: "reads the history of A's userId (refused: not the token's member)",
        send: (v) => ({ userId: String(v.id), guestId: null, limit: 50, skip: 0 }),
        status: 400,
        answer: code('KEY_INVALID'),
      },
      {
        tries: "reads as a guest whose guestId is A's member id",
        guest: true,
        send: (v) => ({ userId: null, guestId: String(v.id), limit: 50, skip: 0 }),
        status: 400,
        answer: code('KEY_INVALID'),
      },
      {
        tries: "reads as a guest whose guestId is A's room",
        guest: true,
        send: (v) => ({ userId: null, guestId: v.room, limit: 50, skip: 0 }),
        status: 200,
        answer: () => ({ messages: [], total: 0 }),
      },
    ],
  },
  'chat.uploadImage': {
    access: 'member-or-guest',
    attempts: [
      {
        tries: "uploads a picture with A's member id as guestId (stored as its own)",
        form: (v) => fileForm(CHAT_FILE_FIELD, PNG, 'x.png', 'image/png', String(v.id)),
        status: 200,
        answer: () => ({ path: expect.any(String) }),
      },
      {
        tries: "uploads as a guest whose guestId is A's member id",
        guest: true,
        form: (v) => fileForm(CHAT_FILE_FIELD, PNG, 'x.png', 'image/png', String(v.id)),
        status: 400,
        answer: code('KEY_INVALID'),
      },
    ],
  },
  'chat.uploadVideo': {
    access: 'member-or-guest',
    attempts: [
      {
        tries: "uploads a video with A's member id as guestId (stored as its own)",
        form: (v) => fileForm(CHAT_FILE_FIELD, MP4, 'x.mp4', 'video/mp4', String(v.id)),
        status: 200,
        answer: () => ({ path: expect.any(String) }),
      },
      {
        tries: "uploads as a guest whose guestId is A's member id",
        guest: true,
        form: (v) => fileForm(CHAT_FILE_FIELD, MP4, 'x.mp4', 'video/mp4', String(v.id)),
        status: 400,
        answer: code('KEY_INVALID'),
      },
    ],
  },
  'chat.readCustomer': {
    access: 'member-or-guest',
    attempts: [
      {
        tries: "marks A's room read by A's userId (refused: not the token's member)",
        send: (v) => ({ userId: String(v.id), guestId: null }),
        status: 400,
        answer: code('KEY_INVALID'),
      },
      {
        tries: "marks read as a guest whose guestId is A's member id",
        guest: true,
        send: (v) => ({ userId: null, guestId: String(v.id) }),
        status: 400,
        answer: code('KEY_INVALID'),
      },
    ],
  },
}

type Caller = 'intruder' | 'guest' | 'no token' | 'forged token'

type Case = { key: string; endpoint: ContractEndpoint; attempt: Attempt; caller: Caller }

const UNAUTHORIZED = { status: 401, answer: code('UNAUTHORIZED'), check: undefined }

/** The caller of a case without a member: guests, no token, a forged token. */
const NOBODY: TestMember = { id: -1, username: '', token: '' }

/** The cases of one endpoint: B's attempts, then (member endpoints) the same with no token or a forged one. */
function casesOf(key: string, endpoint: ContractEndpoint, entry: Entry): Case[] {
  const cases = entry.attempts.map((attempt): Case => ({
    key,
    endpoint,
    attempt,
    caller: attempt.guest ? 'guest' : 'intruder',
  }))
  const first = entry.attempts.find((attempt) => !attempt.guest)
  if (!first || entry.access === 'public') return cases
  if (entry.access === 'member') {
    cases.push({ key, endpoint, attempt: { ...first, ...UNAUTHORIZED }, caller: 'no token' })
  }
  cases.push({ key, endpoint, attempt: { ...first, ...UNAUTHORIZED }, caller: 'forged token' })
  return cases
}

const ALL_CASES = CONTRACT.flatMap(([key, endpoint]) => {
  const entry = MATRIX[key]
  return entry ? casesOf(key, endpoint, entry) : []
})
const isPublic = (key: string) => MATRIX[key]?.access === 'public'
/** Endpoints that take a member's token (one without a row counts too, and fails the coverage test). */
const MEMBER_ENDPOINTS = CONTRACT.filter(
  ([key, endpoint]) => endpoint.auth || (MATRIX[key] && !isPublic(key)),
).length
const PUBLIC_ENDPOINTS = CONTRACT.filter(([key]) => isPublic(key)).length
const MEMBER_CASES = ALL_CASES.filter((c) => !isPublic(c.key))
const PUBLIC_CASES = ALL_CASES.filter((c) => isPublic(c.key))
/** The chat socket's case, beside the endpoints'. */
const SOCKET_CASES = 1

/** The cases run, those that failed, and of these the answers with others' data and the changes. */
const tally = { cases: 0, failed: 0, leaks: 0, changes: 0 }

/** Counts a case, and counts it failed if one of its checks fails. */
function countCase(): void {
  tally.cases++
  onTestFailed(() => {
    tally.failed++
  })
}

function fill(template: string, params: Record<string, string>): string {
  return template.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${template}: the case gives no :${name}`)
    return encodeURIComponent(value)
  })
}

type Answer = { status: number; body: unknown; text: string }

async function send(endpoint: ContractEndpoint, attempt: Attempt, token: string | undefined) {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (token !== undefined) headers.Authorization = `Bearer ${token}`
  let body: FormData | string | undefined
  if (attempt.form) {
    body = attempt.form(a)
  } else if (attempt.send) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(attempt.send(a))
  }
  const urlPath = fill(endpoint.path, attempt.params?.(a) ?? {})
  const response = await fetch(mock.url + urlPath, { method: endpoint.method, headers, body })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text) as unknown
  } catch {
    // not JSON: compared as text
  }
  const head = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n')
  const opened = await linkedPages(text)
  return {
    status: response.status,
    body: parsed,
    text: [head, text, ...opened].join('\n\n'),
  } satisfies Answer
}

/**
 * The pages an answer's links to this server open (a game launch shows the member and the
 * game account), so that a link into A's account counts as A's data. Stored files are left
 * out: their addresses name them already.
 */
async function linkedPages(text: string): Promise<string[]> {
  const { port } = new URL(mock.url)
  const links = new Set(
    [...text.matchAll(/https?:\/\/(?:127\.0\.0\.1|localhost):(\d+)(\/[^\s"'<>\\]*)/g)]
      .filter(
        ([, linkPort, linkPath]) =>
          linkPort === port && !/^\/(slip|chat)-files\//.test(linkPath ?? ''),
      )
      .map(([, , linkPath]) => linkPath ?? '/'),
  )
  const pages: string[] = []
  for (const link of links) {
    const response = await fetch(mock.url + link.replaceAll('&amp;', '&'))
    if (/html|json|text/.test(response.headers.get('content-type') ?? '')) {
      pages.push(`${link}\n${await response.text()}`)
    } else {
      await response.arrayBuffer()
    }
  }
  return pages
}

/** A's token with its last character changed. */
function forgedToken(): string {
  const last = a.token.slice(-1)
  return a.token.slice(0, -1) + (last === 'A' ? 'B' : 'A')
}

async function runCase({ endpoint, attempt, caller }: Case): Promise<void> {
  const intruder = caller === 'intruder' ? await createMember(mock) : null
  const token =
    caller === 'intruder' ? intruder?.token : caller === 'forged token' ? forgedToken() : undefined
  await database.read() // from here
  const answer = await send(endpoint, attempt, token)
  const changed = await changedOutside(database, intruder?.id ?? null)
  const leaks = leaksIn(answer.text)
  countCase()
  if (leaks.length > 0) tally.leaks++
  if (changed.length > 0) tally.changes++
  expect({ leaks, changed, status: answer.status }, answer.text).toEqual({
    leaks: [],
    changed: [],
    status: attempt.status,
  })
  const who = intruder ?? NOBODY
  if (attempt.answer) expect(answer.body).toEqual(attempt.answer(who))
  attempt.check?.(answer.body, who)
}

/** What A reads of A's own data, to compare after every intrusion. */
async function victimsView(): Promise<unknown[]> {
  const reads: [string, string, unknown?][] = [
    ['GET', '/api/account/profile'],
    ['GET', '/api/wallet'],
    ['GET', '/api/wallet/account/JOKER'],
    ['GET', '/api/wallet/account/SEXYGAME'],
    ['POST', '/api/statement', page],
    ['POST', '/api/statement/slip', page],
    ['GET', `/api/statement/slip/reference/${a.slipReference}`],
    ['GET', `/api/qrcode/${A_QR_PROVIDER}`],
    ['GET', '/api/bonus'],
    ['GET', '/api/bonus/check/active'],
    ['GET', '/api/promotion/current'],
    ['POST', '/api/invite', page],
    ['POST', '/api/refund', page],
    ['GET', '/api/refund/check'],
    ['GET', '/api/spinwheel/setup'],
    ['GET', '/api/spinwheel/coupon'],
    ['POST', '/api/chat/history', { userId: null, guestId: null, limit: 50, skip: 0 }],
  ]
  const view: unknown[] = []
  for (const [method, urlPath, body] of reads) {
    const result = await mock.call(method, urlPath, body, a.token)
    expect(result.status, `${method} ${urlPath} as A`).toBe(200)
    view.push({ [`${method} ${urlPath}`]: result.body })
  }
  return view
}

beforeAll(async () => {
  mock = await startTestMock({ now: () => clock.now, trueLinkSecret: TRUELINK_SECRET })
  await moveSequences()
  a = await makeVictim()
  secrets = await secretsOf(a)
  victimView = await victimsView()
  database = await watchDatabase(mock)
  // the public login case counts a failure against A's username: none before it
  await mock.admin('POST', '/__admin/rate-limits/reset')
})
afterAll(async () => {
  closeSockets()
  console.info(
    `[authorisation] ${MEMBER_ENDPOINTS} member-scoped endpoints, ${MEMBER_CASES.length + SOCKET_CASES} cases; ` +
      `${PUBLIC_ENDPOINTS} public endpoints, ${PUBLIC_CASES.length} cases; ` +
      `run ${tally.cases}: ${tally.failed} failed (${tally.leaks} answers with others' data, ` +
      `${tally.changes} changes to others' rows)`,
  )
  await mock?.close()
})

describe('the matrix covers the contract', () => {
  it('every endpoint of the contract has a row, and every row is an endpoint', () => {
    const keys = CONTRACT.map(([key]) => key)
    expect(
      keys.filter((key) => !MATRIX[key]),
      'endpoints without a case',
    ).toEqual([])
    expect(
      Object.keys(MATRIX).filter((key) => !keys.includes(key)),
      'rows of no endpoint',
    ).toEqual([])
  })

  it('every endpoint that takes a token is a member endpoint with an attempt of B', () => {
    const wrong = CONTRACT.filter(([key, endpoint]) => {
      const entry = MATRIX[key]
      if (!entry) return false
      const byB = entry.attempts.some((attempt) => !attempt.guest)
      return endpoint.auth ? entry.access !== 'member' || !byB : entry.access === 'member'
    })
    expect(wrong.map(([key]) => key)).toEqual([])
  })

  it("the leak check finds A's values in A's own answers", () => {
    const found = leaksIn(JSON.stringify(victimView))
    expect(found).toEqual(
      expect.arrayContaining([
        "A's username",
        "A's name",
        "A's bank account number",
        "A's JOKER username",
        "A's JOKER password",
        "A's slip reference",
        "A's slip file",
        "A's QR id",
        "A's coupon prize",
        "A's chat text",
        "A's chat file",
        "A's invitee's name",
        expect.stringMatching(/^A's wallet \d+\.\d+$/),
        expect.stringMatching(/^A's statement row id \d+$/),
        expect.stringMatching(/^A's refund \d+\.\d+$/),
        expect.stringMatching(/^A's coupon id \d+$/),
      ]),
    )
  })

  it("the change check sees writes to A's rows and the operator's, not to B's own", async () => {
    const b = await createMember(mock)
    await database.read() // from here
    await mock.prisma.member.update({ where: { id: b.id }, data: { coin: 5 } })
    await mock.prisma.chatMessage.create({
      data: {
        room: `${mock.app.locals.mock.config.chatPrefix}${b.id}`,
        sender: 'user',
        messageType: 'text',
        payload: '{}',
      },
    })
    expect(await changedOutside(database, b.id)).toEqual([])
    // written and put back: still a write to A's row
    const { coin } = await mock.prisma.member.findUniqueOrThrow({ where: { id: a.id } })
    await mock.prisma.member.update({ where: { id: a.id }, data: { coin: coin + 1 } })
    await mock.prisma.member.update({ where: { id: a.id }, data: { coin } })
    // written as it was: no change
    const provider = await mock.prisma.gameProvider.findFirstOrThrow()
    await mock.prisma.gameProvider.update({
      where: { code: provider.code },
      data: { name: provider.name },
    })
    const { key, value } = await mock.prisma.setting.findFirstOrThrow()
    await mock.prisma.setting.update({ where: { key }, data: { value: `${value} changed` } })
    await mock.prisma.setting.update({ where: { key }, data: { value } })
    expect(await changedOutside(database, b.id)).toEqual(['Member', 'Setting'])
  })

  it('every path parameter of every case is filled', () => {
    const missing = ALL_CASES.flatMap(({ key, endpoint, attempt }) => {
      const params = attempt.params?.(a) ?? {}
      return [...endpoint.path.matchAll(/:(\w+)/g)]
        .map(([, name]) => name ?? '')
        .filter((name) => !params[name])
        .map((name) => `${key} :${name}`)
    })
    expect(missing).toEqual([])
  })
})

describe(`authorisation matrix: ${MEMBER_ENDPOINTS} member-scoped endpoints, ${MEMBER_CASES.length + SOCKET_CASES} cases`, () => {
  for (const c of MEMBER_CASES) {
    it(`${c.key} ${c.endpoint.method} ${c.endpoint.path}: ${c.caller} ${c.caller === 'intruder' || c.caller === 'guest' ? c.attempt.tries : `→ ${c.attempt.status}`}`, () =>
      runCase(c))
  }

  it("A's own view is the same after every intrusion", async () => {
    expect(await victimsView()).toEqual(victimView)
  })

  it("chat socket: B's socket cannot join A's room nor hears A's messages", async () => {
    const b = await createMember(mock)
    const victims = openSocket(mock.url, { token: a.token })
    const intruders = openSocket(mock.url, { token: b.token })
    expect(await connected(victims)).toBe('connected')
    expect(await connected(intruders)).toBe('connected')
    const heardByA = inbox(victims)
    const heardByB = inbox(intruders)
    await database.read() // from here
    expect(await intruders.emitWithAck('join', { room: a.room })).toEqual({
      message: 'UNAUTHORIZED',
    })
    const changed = await changedOutside(database, b.id)
    // the operator writes to A: only A hears it
    await mock.admin('POST', `/__admin/chat/conversations/${encodeURIComponent(a.room)}/messages`, {
      message_type: 'text',
      payload: { text: 'ถึงวิกตอเรียเท่านั้น' },
    })
    await until(() => heardByA.length > 0)
    countCase()
    expect(heardByA).toHaveLength(1)
    expect(heardByB).toEqual([])
    expect(changed).toEqual([])
  })
})

describe(`public endpoints with A's identifiers: ${PUBLIC_ENDPOINTS} endpoints, ${PUBLIC_CASES.length} cases`, () => {
  for (const c of PUBLIC_CASES) {
    it(`${c.key} ${c.endpoint.method} ${c.endpoint.path}: ${c.attempt.tries}`, () => runCase(c))
  }
})
