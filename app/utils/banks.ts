// How a bank is named and drawn (issue 19 points 3 and 9).

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
export function bankLabel(bank: { code: string; nameTH: string }): string {
  const short = BRAND_ABBREVIATIONS[bank.code] ?? bank.code
  const name = bank.nameTH.trim()
  return name.toLowerCase().includes(`(${short.toLowerCase()})`) ? name : `${name} (${short})`
}
