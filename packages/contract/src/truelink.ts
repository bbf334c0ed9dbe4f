// The True Wallet gift link as the backend receives it (SPEC §7 Wallet, §5 True Wallet link):
// `link::walletAccountName`, AES-encrypted with crypto-js under a secret the app and the
// backend share. The app encrypts on the server, so the secret never reaches the browser.
import CryptoJS from 'crypto-js'

export const TRUELINK_SEPARATOR = '::'

/** The secret both programs use when TRUELINK_SECRET is not set (demos and tests only). */
export const DEMO_TRUELINK_SECRET = 'member-wallet-demo-truelink-secret'

export function encryptTrueLink(link: string, walletAccountName: string, secret: string): string {
  const plain = `${link.trim()}${TRUELINK_SEPARATOR}${walletAccountName}`
  return CryptoJS.AES.encrypt(plain, secret).toString()
}

/** The link and the wallet account name, or null when the value is not ours or not in that form. */
export function decryptTrueLink(
  cipher: string,
  secret: string,
): { link: string; walletAccountName: string } | null {
  let plain: string
  try {
    plain = CryptoJS.AES.decrypt(cipher, secret).toString(CryptoJS.enc.Utf8)
  } catch {
    // a wrong secret yields bytes that are not UTF-8
    return null
  }
  const at = plain.indexOf(TRUELINK_SEPARATOR)
  if (at <= 0) return null
  const link = plain.slice(0, at)
  const walletAccountName = plain.slice(at + TRUELINK_SEPARATOR.length)
  return walletAccountName ? { link, walletAccountName } : null
}

/**
 * The voucher code of a TrueMoney gift link (https://gift.truemoney.com/campaign/?v=…), or
 * null when the text is not one.
 */
export function voucherCodeOf(link: string): string | null {
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.hostname !== 'gift.truemoney.com') return null
  if (!url.pathname.startsWith('/campaign')) return null
  const code = url.searchParams.get('v')
  return code && /^[A-Za-z0-9]{10,64}$/.test(code) ? code : null
}
