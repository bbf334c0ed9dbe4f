// The contract's plain values, without zod, so the schemas (and zod) stay out of pages that do
// not validate anything themselves: the package is free of side effects (sideEffects: false),
// so the bundler drops the schema modules a page imports nothing from.

export const GAME_CATEGORIES = ['slot', 'sport', 'lotto'] as const
export type GameCategory = (typeof GAME_CATEGORIES)[number]

/** The main wallet's id wherever a transfer names an account. */
export const MAIN_WALLET = 'wallet'

/** One-press play at providers whose game is opened through the backend (SPEC §7 Auto login). */
export const AUTO_LOGIN_PROVIDERS = {
  PG: { path: '/api/autoLogin/pg/:username', password: false },
  BETFLIX: { path: '/api/autoLogin/betflix/:username', password: false },
  ASKMEBET: { path: '/api/autoLogin/askmebet/:username/:password', password: true },
  IMI: { path: '/api/autoLogin/imi/:username/:password', password: true },
  USUN: { path: '/api/autoLogin/usun/:username/:password', password: true },
  AREASLOT: { path: '/api/autoLogin/areaslot/:username', password: false },
  CIRCUS: { path: '/api/autoLogin/circus/:username/:password', password: true },
  SLOTRACHA: { path: '/api/autoLogin/slotracha/:username/:password', password: true },
  PGSLOT: { path: '/api/autoLogin/pgslot/:username/:password', password: true },
  JOKER2: { path: '/api/autoLogin/joker2/:username', password: false },
  HUAYHD: { path: '/api/autoLogin/huayhd/:username', password: false },
} as const
export type AutoLoginProvider = keyof typeof AUTO_LOGIN_PROVIDERS

/** Providers that open straight from the account data (web address and credentials). */
export const ACCOUNT_DATA_PROVIDERS = [
  'JOKER',
  'SEXYGAME',
  'UFABET',
  'SUPERSLOT',
  'SLOTXO',
] as const

/** The QR payment providers (SPEC §7 QR deposit). KBANK's QR is its SMS-mode account. */
export const QR_PROVIDERS = ['KBANK', 'WW', 'PAYTIMZ', 'PAYONEX', 'FP'] as const
export type QrProvider = (typeof QR_PROVIDERS)[number]

export function isQrProvider(code: string): code is QrProvider {
  return (QR_PROVIDERS as readonly string[]).includes(code)
}

/** The multipart field of a slip upload. */
export const SLIP_FILE_FIELD = 'file'

/** The multipart field of a chat upload; guests add a `guestId` field before it. */
export const CHAT_FILE_FIELD = 'file'
