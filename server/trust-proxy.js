// TRUST_PROXY: which hops in front of the app may tell the player's address, host and scheme
// (X-Forwarded-For, -Host, -Proto). Off by default: then the socket's peer is the player.

/**
 * The setting as express's `trust proxy` takes it: off, a hop count, or addresses/subnets.
 * Trusting every hop (`true`) is refused: the leftmost X-Forwarded-For is the client's word.
 * @param {string | undefined} raw
 * @returns {false | number | string[]}
 */
export function parseTrustProxy(raw) {
  const value = (raw ?? '').trim()
  if (['', '0', 'false', 'off'].includes(value.toLowerCase())) return false
  if (/^\d+$/.test(value)) return Number(value)
  if (value.toLowerCase() === 'true') {
    throw new Error(
      'TRUST_PROXY=true would trust any client: give the hop count (1) or the proxies’ addresses',
    )
  }
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}
