// Backend answers for the wallet's screens (home's dialogs, deposit, cashback, slips), with
// exactly the fields SPEC §3 lists (tests/support/spec-backend.ts checks them). The member of
// spec-answers.ts: 1,500.50 baht in the main wallet, Joker 200.00, SBOBET 50.25, Huay HD closed.
import { wallet } from './spec-answers'

type Game = (typeof wallet.slots)[number]

/** The member's wallet with other balances: `amount` in the main wallet, games by code. */
export function walletWith(amount: number, games: Record<string, Partial<Game>> = {}) {
  return {
    ...wallet,
    amount,
    slots: wallet.slots.map((game) => ({ ...game, ...games[game.code] })),
  }
}

/** A game's PG-like account whose launcher is the auto-login call (SPEC §7 Auto login). */
export const pgGame: Game = {
  code: 'PG',
  name: 'PG Soft',
  logo: '/games/PG.png',
  background: '/games/PG-bg.png',
  isActive: true,
  amount: 0,
  ftWalletSlot: 1,
  category: 'slot',
  web: null,
  android: null,
  ios: null,
}

export const gameLogin = { username: 'pg0812345678', password: 'Secret123' }

/** §3 Deposit bank account. */
export function depositAccount(
  bankCode: string,
  mode: string,
  {
    bankType = 'BANK',
    nameTH = bankCode,
    nameEN = bankCode,
    bankAccountNo = '1234567890',
  }: { bankType?: string; nameTH?: string; nameEN?: string; bankAccountNo?: string } = {},
) {
  return {
    bankCode,
    bankType,
    mode,
    bankAccountName: 'บริษัท กระเป๋า จำกัด',
    bankAccountNo,
    currency: 'BAHT',
    bank: { nameTH, nameEN },
  }
}

function trueWallet(mode: string, walletAccountName: string) {
  return {
    ...depositAccount('TRUEWALLET', mode, {
      nameTH: 'ทรูมันนี่ วอลเล็ท',
      nameEN: 'TrueMoney Wallet',
      bankAccountNo: '0891234567',
    }),
    walletAccountName,
  }
}

/** The deposit lookup as the operator of the e2e runs has it: QR, bank transfer, True Wallet. */
export const depositLookup = {
  banks: [
    depositAccount('KBANK', 'AUTO', { nameTH: 'กสิกรไทย', nameEN: 'Kasikornbank' }),
    depositAccount('KBANK', 'SMS', { nameTH: 'กสิกรไทย', nameEN: 'Kasikornbank' }),
    depositAccount('SCB', 'AUTO', {
      nameTH: 'ไทยพาณิชย์',
      nameEN: 'Siam Commercial Bank',
      bankAccountNo: '9876543210',
    }),
    depositAccount('WW', 'AUTO', { bankType: 'PAYMENT' }),
    depositAccount('PAYTIMZ', 'AUTO', { bankType: 'PAYMENT' }),
    depositAccount('PAYONEX', 'AUTO', { bankType: 'PAYMENT' }),
    depositAccount('FP', 'AUTO', { bankType: 'PAYMENT' }),
  ],
  wallets: [trueWallet('AUTO', 'Wallet Auto'), trueWallet('LINK', 'Wallet Gift')],
  isManual: false,
}

/** §3 QR deposit state: none at this provider. */
export const noQr = {
  qrcodeId: null,
  hasQrcode: false,
  qrcode: null,
  amount: null,
  expireIn: null,
  message: 'NO_DATA',
}

/** §3 QR deposit state: a live QR of `amount`, payable for `minutes` more. */
export function liveQr(amount: number, minutes = 10, qrcodeId = 'qr-1') {
  return {
    qrcodeId,
    hasQrcode: true,
    qrcode:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h1v1H0z"/></svg>',
    amount,
    expireIn: new Date(Date.now() + minutes * 60_000).toISOString(),
    message: 'OK',
  }
}

/** §3 Slip. */
export function slip(
  status: string,
  amount: number,
  {
    note = null,
    link = null,
    reference = null,
    createdAt = '2026-01-10T05:00:00.000Z',
  }: {
    note?: string | null
    link?: string | null
    reference?: string | null
    createdAt?: string
  } = {},
) {
  return { createdAt, amount, status, note, link, reference }
}

/** §3 Refund check response: `refundAmount` waiting, receivable when `result`. */
export function refundCheck(refundAmount: number, { result = true, bonus = false } = {}) {
  return {
    result,
    bonus,
    info: '<p>Cashback is <b>5%</b> of last week’s losses.</p>',
    refundAmount,
    refundSuccess: 80,
    refundFail: 20,
  }
}

/** §3 Refund log. */
export function refundLog(refundAmount: number, createdAt = '2026-01-10T05:00:00.000Z') {
  return { refundAmount, createdAt }
}

/** §3 Carousel banner. */
export const banner = { image: '/banners/cashback.png', html: '<p>Weekly cashback</p>' }

/**
 * An answer that reads `before` until `happened()` (a call the app made: see spec-backend's
 * `calls`), then `after`: the wallet before and after a transfer, as one backend answers it.
 * Its fields are read when each answer is sent.
 */
export function changesAfter<T extends object>(happened: () => boolean, before: T, after: T): T {
  return Object.defineProperties(
    {},
    Object.fromEntries(
      Object.keys(before).map((field) => [
        field,
        { enumerable: true, get: () => (happened() ? after : before)[field as keyof T] },
      ]),
    ),
  ) as T
}

/** A statement entry as POST /api/statement lists it (SPEC §3), `from` and `to` for transfers. */
export function statementEntry(
  statementType: string,
  status: string,
  amount: number,
  createdAt: Date | string,
) {
  const [from, to] = statementType === 'transfer' ? ['wallet', 'JOKER'] : [null, null]
  const at = typeof createdAt === 'string' ? createdAt : createdAt.toISOString()
  return { statementType, status, from, to, amount, createdAt: at }
}
