// How a bank is named and drawn (issue 19 points 3 and 9; issue 35: Lao names).
import { type Language } from '~/i18n'

type BankNames = { nameTH: string; nameEN?: string; nameLO?: string }

/**
 * A bank's name in the player's language: Thai in Thai; Lao where the backend gives a Lao name,
 * else Thai (read by Lao players, and never a bank's French or English legal name); English
 * where it gives one, else Thai.
 */
export function bankName(bank: BankNames, language: Language): string {
  const name = language === 'lo' ? bank.nameLO : language === 'en' ? bank.nameEN : null
  return name?.trim() || bank.nameTH
}

/**
 * The logo file a bank code is drawn with: TMB merged into TMBThanachart (ttb) and carries its
 * logo; the True Wallet is TrueMoney's.
 */
export function logoCode(code: string): string {
  const upper = code.toUpperCase()
  if (upper === 'TMB') return 'TTB'
  if (upper === 'TRUEWALLET') return 'TRUEMONEY'
  return upper
}

/** The short name players know a bank by, where it is not its code (TMB trades as "ttb"). */
const BRAND_ABBREVIATIONS: Record<string, string> = { TMB: 'ttb' }

/**
 * A bank's name with its short name in brackets, once: "ไทยพาณิชย์ (SCB)",
 * "ทีเอ็มบีธนชาต (ttb)"; a name that already carries it ("… (BCEL)") is left as it is.
 */
export function bankLabel(bank: BankNames & { code: string }, language: Language): string {
  const short = BRAND_ABBREVIATIONS[bank.code] ?? bank.code
  const name = bankName(bank, language)
  return name.toLowerCase().includes(`(${short.toLowerCase()})`) ? name : `${name} (${short})`
}
