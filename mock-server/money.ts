// Money is an integer number of minor units (satang, or att for LAK) inside the mock server
// and a number with two decimals at the API boundary.

/** Baht (a number) to satang (an integer), rounding half away from zero. */
export function toMinor(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`)
  // toFixed(2) rounds the decimal text (1.005 is stored as 1.00499…); rounding the scaled
  // value after a small correction gives the result people expect for two-decimal inputs.
  const scaled = Math.abs(amount) * 100
  const minor = Math.round(Number(scaled.toPrecision(15)))
  const result = Math.sign(amount) * minor
  return result === 0 ? 0 : result
}

/** Satang (an integer) to baht with two decimals. */
export function fromMinor(minor: number): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not a minor amount: ${minor}`)
  return Number((minor / 100).toFixed(2))
}

/**
 * Baht as the client sent it to satang, or null when it has more than two decimals (1.005,
 * 0.001): such an amount is refused rather than rounded.
 */
export function exactMinor(amount: number): number | null {
  if (!Number.isFinite(amount)) return null
  const scaled = Number((amount * 100).toPrecision(15))
  return Number.isInteger(scaled) ? toMinor(amount) : null
}
