// Business rules shared by the app's forms and the mock backend (SPEC §5, §9).

export const PHONE_LENGTH = 10
export const ENGLISH_NAME_BANKS = ['KTB', 'TMB', 'BBL'] as const
export const LAOS_CURRENCIES = ['LAK', 'BAHT'] as const
export type Currency = (typeof LAOS_CURRENCIES)[number]
export const CLIENT_VERSION = '1.1.14'
export const REGISTER_REDIRECT_MS = 2000

/** Outside the Laos variant a phone number is exactly ten digits; in Laos 6 to 15 digits. */
export function isValidPhone(phone: string, laos: boolean): boolean {
  return laos ? /^\d{6,15}$/.test(phone) : new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(phone)
}

/** KTB, TMB and BBL accounts must carry a name in English letters. */
export function requiresEnglishName(bankCode: string): boolean {
  return (ENGLISH_NAME_BANKS as readonly string[]).includes(bankCode.toUpperCase())
}

export function isEnglishName(name: string): boolean {
  return /^[A-Za-z ]+$/.test(name) && name.trim().length > 0
}

/** The registration payload carries first and last name joined by one space. */
export function joinAccountName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.toUpperCase()
}

export function isValidAccountNo(accountNo: string): boolean {
  return /^\d{6,20}$/.test(accountNo)
}

/** A ten-character account number is shown as 3-3-4; anything else as it is. */
export function formatAccountNo(accountNo: string): string {
  return accountNo.length === 10
    ? `${accountNo.slice(0, 3)}-${accountNo.slice(3, 6)}-${accountNo.slice(6)}`
    : accountNo
}

/**
 * Amounts are shown with thousands separators and two decimals, as Intl's en-US format writes
 * them; by hand, because the page's first Intl formatter loads the browser's number data, some
 * 18 ms of a phone's main thread while home hydrates (issue 36).
 */
export function formatMoney(amount: number): string {
  const [whole = '0', cents = '00'] = toCents(Math.abs(amount)).toFixed(2).split('.')
  const sign = amount < 0 && Number(whole + cents) !== 0 ? '-' : ''
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`
}

/**
 * Rounded to the satang as the amount is written (1.005 → 1.01), half away from zero, as Intl
 * rounds; not as the binary double lies (1.00499…).
 */
function toCents(amount: number): number {
  const written = String(amount)
  return written.includes('e') ? amount : Number(`${Math.round(Number(`${written}e2`))}e-2`)
}

/** What a game card shows beside the balance: the balance in game credits (balance × rate). */
export function convertedAmount(balance: number, walletRate: number): number {
  return Math.round(balance * walletRate * 100) / 100
}

/** The invite code a member shares, and the register link that carries it. */
export function inviteCodeOf(memberId: string | number): string {
  return `PR${memberId}`
}

/**
 * An inviter code as a link may carry it (`?code=PR123`): letters and digits, at most 30; null
 * for anything else, so a stored code is never junk.
 */
export function inviterCode(raw: string | null | undefined): string | null {
  const code = raw?.trim() ?? ''
  return /^[A-Za-z0-9]{1,30}$/.test(code) ? code : null
}

export function inviteLink(origin: string, memberId: string | number): string {
  return `${origin}/register?code=${inviteCodeOf(memberId)}`
}

/** The member id inside an invite code, or null when the code is not one of ours. */
export function memberIdFromInviteCode(code: string): number | null {
  const match = /^PR(\d{1,10})$/i.exec(code.trim())
  return match ? Number(match[1]) : null
}
