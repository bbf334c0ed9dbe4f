// The text a Thai PromptPay QR encodes: EMVCo merchant-presented fields (tag, two-digit
// length, value), ending with a CRC-16 of everything before it. Bank apps read the same
// format, so the mock's QR codes scan like real ones.

/** PromptPay's application id in merchant account information (tag 29). */
export const PROMPTPAY_AID = 'A000000677010111'

/**
 * Where the mock's QR codes pay to: a national-ID-shaped PromptPay id that belongs to nobody,
 * so a QR scanned in a real bank app can never move real money.
 */
export const DEMO_PROMPTPAY_ID = '0000000000000'

export type Tlv = { tag: string; value: string }

/** One field: two-digit tag, two-digit length, value. */
export function tlv(tag: string, value: string): string {
  if (!/^\d{2}$/.test(tag) || value.length > 99) throw new RangeError(`Bad EMVCo field ${tag}`)
  return `${tag}${String(value.length).padStart(2, '0')}${value}`
}

/** The fields of an EMVCo text, in order (nested values are left as text). */
export function parseTlv(text: string): Tlv[] {
  const fields: Tlv[] = []
  for (let at = 0; at < text.length;) {
    const tag = text.slice(at, at + 2)
    const length = Number(text.slice(at + 2, at + 4))
    if (!/^\d{2}$/.test(tag) || !Number.isInteger(length) || at + 4 + length > text.length) {
      throw new SyntaxError(`Bad EMVCo field at ${at}`)
    }
    fields.push({ tag, value: text.slice(at + 4, at + 4 + length) })
    at += 4 + length
  }
  return fields
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/**
 * The PromptPay sub-field of a target: 01 a phone number (10 digits from 0, written 0066 and
 * nine digits), 02 a national or tax id (13 digits), 03 an e-wallet id (15 digits).
 */
function targetField(target: string): string {
  if (/^0\d{9}$/.test(target)) return tlv('01', `0066${target.slice(1)}`)
  if (/^\d{13}$/.test(target)) return tlv('02', target)
  if (/^\d{15}$/.test(target)) return tlv('03', target)
  throw new RangeError(`Not a PromptPay id: ${target}`)
}

/** Satang as baht with two decimals, without floating point. */
function bahtText(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`
}

/** A one-time (dynamic) PromptPay payload for `amount` satang (a positive whole number). */
export function promptPayPayload(target: string, amount: number): string {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`Bad amount: ${amount}`)
  const body = [
    tlv('00', '01'), // payload format
    tlv('01', '12'), // dynamic: for one payment
    tlv('29', tlv('00', PROMPTPAY_AID) + targetField(target)),
    tlv('53', '764'), // baht
    tlv('54', bahtText(amount)),
    tlv('58', 'TH'),
  ].join('')
  const unsigned = `${body}6304`
  return unsigned + crc16(unsigned)
}
