// A bank's or wallet's logo, bundled with the app (SPEC §9; nothing is fetched from the
// internet): the Thai banks, TrueMoney and PromptPay from the thai-banks-logo package (ISC),
// the Lao banks drawn here. A code without a logo shows its whole code in a tile.
import BAAC from 'thai-banks-logo/icons/BAAC.png'
import BAY from 'thai-banks-logo/icons/BAY.png'
import BBL from 'thai-banks-logo/icons/BBL.png'
import CIMB from 'thai-banks-logo/icons/CIMB.png'
import GHB from 'thai-banks-logo/icons/GHB.png'
import GSB from 'thai-banks-logo/icons/GSB.png'
import KBANK from 'thai-banks-logo/icons/KBANK.png'
import KKP from 'thai-banks-logo/icons/KKP.png'
import KTB from 'thai-banks-logo/icons/KTB.png'
import LHB from 'thai-banks-logo/icons/LHB.png'
import PROMPTPAY from 'thai-banks-logo/icons/PromptPay.png'
import SCB from 'thai-banks-logo/icons/SCB.png'
import TISCO from 'thai-banks-logo/icons/TISCO.png'
import TRUEMONEY from 'thai-banks-logo/icons/TrueMoney.png'
import TTB from 'thai-banks-logo/icons/TTB.png'
import UOB from 'thai-banks-logo/icons/UOB.png'

import { logoCode } from '~/utils/banks'

import BCEL from './bank-logos/BCEL.svg'
import LDB from './bank-logos/LDB.svg'

const LOGOS: Record<string, string> = {
  BAAC,
  BAY,
  BBL,
  BCEL,
  CIMB,
  GHB,
  GSB,
  KBANK,
  KKP,
  KTB,
  LDB,
  LHB,
  PROMPTPAY,
  SCB,
  TISCO,
  TRUEMONEY,
  TTB,
  UOB,
}

/**
 * The logo of the bank or wallet with this code (KBANK, TMB, BCEL, TRUEWALLET …), `size` px
 * square (nothing for an empty code). It is decorative (the bank's name is written beside it) unless `label` is given.
 */
export function BankLogo({
  code,
  size = 40,
  label,
}: {
  code: string
  size?: number
  label?: string
}) {
  if (!code) return null
  const src = LOGOS[logoCode(code)]
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const }
  if (!src)
    return (
      <span className="bank-logo bank-logo-text" style={{ width: size, height: size }} {...a11y}>
        {code}
      </span>
    )
  return (
    <img
      className="bank-logo"
      src={src}
      alt={label ?? ''}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  )
}
