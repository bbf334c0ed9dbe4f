// What a slip image may be (SPEC §5 Slip), checked by the app before it sends the file on and
// again by the backend: an image by its content, not its name, and not too large.

export const SLIP_MAX_BYTES = 10 * 1024 * 1024
export const SLIP_MAX_MB = SLIP_MAX_BYTES / 1024 / 1024

export const SLIP_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type SlipType = (typeof SLIP_TYPES)[number]

export const SLIP_EXTENSIONS: Record<SlipType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte)

/** The image type the first bytes show, or null for anything else. */
export function sniffSlipType(bytes: Uint8Array): SlipType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  // RIFF....WEBP
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'image/webp'
  }
  return null
}

export type SlipFileProblem = 'SLIP_NO_FILE' | 'SLIP_INVALID_FILE'

/**
 * Why a file cannot be sent as a slip, or null when it can: from its first bytes (`head`, the
 * whole file or enough of its start to tell its type) and its size.
 */
export function slipFileProblem(
  head: Uint8Array | null | undefined,
  size = head?.byteLength ?? 0,
): SlipFileProblem | null {
  if (!head || size === 0) return 'SLIP_NO_FILE'
  if (size > SLIP_MAX_BYTES || sniffSlipType(head) === null) return 'SLIP_INVALID_FILE'
  return null
}
