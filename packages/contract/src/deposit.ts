// The QR deposit rules both programs apply (SPEC §5 QR amount, §9 quick amounts and
// minimums): the app shows and checks them, the mock backend refuses what breaks them.
import { type QrProvider } from './schemas'

/** No QR is made for less than 1 baht at any provider (SPEC §5, §9). */
export const QR_MINIMUM = 1

const QUICK_AMOUNTS: Record<QrProvider, number[]> = {
  KBANK: [10, 20, 50, 100, 500, 1000],
  WW: [100, 200, 300, 500, 1000],
  PAYONEX: [100, 200, 300, 500, 1000],
  PAYTIMZ: [10, 50, 100, 500, 1000],
  FP: [10, 50, 100, 500, 1000],
}

const MINIMUMS: Record<QrProvider, number> = {
  KBANK: QR_MINIMUM,
  WW: 100,
  PAYONEX: 100,
  PAYTIMZ: 10,
  FP: 10,
}

/** Providers whose minimum a build setting (PAYTIMZ_MIN) may change. */
const OVERRIDABLE: QrProvider[] = ['PAYTIMZ', 'FP']

export type QrRules = { minimum: number; quickAmounts: number[] }

/**
 * A provider's minimum and quick amounts. The PAYTIMZ_MIN setting replaces the PAYTIMZ and
 * FP minimum and their first quick amount.
 */
export function qrRules(provider: QrProvider, minimumOverride: number | null = null): QrRules {
  const quickAmounts = [...QUICK_AMOUNTS[provider]]
  if (minimumOverride !== null && OVERRIDABLE.includes(provider)) {
    quickAmounts[0] = minimumOverride
    return { minimum: minimumOverride, quickAmounts }
  }
  return { minimum: MINIMUMS[provider], quickAmounts }
}
