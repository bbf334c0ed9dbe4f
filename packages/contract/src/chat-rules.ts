// What a chat message and attachment may be (SPEC §5 Chat, §9), checked by the app before it
// sends and again by the backend: text length, the attachment's type and size, and (server
// side) the type its bytes show.

export const CHAT_TEXT_MAX = 2000
export const CHAT_PAGE_SIZE = 10
/** The new-message banner shows when the list is further than this from its bottom. */
export const CHAT_SCROLL_THRESHOLD_PX = 60
/** Mark-as-read waits this long after the last message shown. */
export const CHAT_READ_DEBOUNCE_MS = 1000
/** How often the widget checks its live connection and reconnects. */
export const CHAT_RECONNECT_CHECK_MS = 5000
/** The most messages one history call answers. */
export const CHAT_HISTORY_MAX_LIMIT = 50

export const CHAT_IMAGE_MAX_MB = 10
export const CHAT_VIDEO_MAX_MB = 20
export const CHAT_IMAGE_MAX_BYTES = CHAT_IMAGE_MAX_MB * 1024 * 1024
export const CHAT_VIDEO_MAX_BYTES = CHAT_VIDEO_MAX_MB * 1024 * 1024

/** A guest's generated id (local storage key guest-id). */
export const GUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/

export const CHAT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const
export const CHAT_VIDEO_TYPES = ['video/mp4', 'video/quicktime'] as const
export type ChatImageType = (typeof CHAT_IMAGE_TYPES)[number]
export type ChatVideoType = (typeof CHAT_VIDEO_TYPES)[number]
export type ChatFileType = ChatImageType | ChatVideoType

/** The extension a stored file of each type gets. */
export const CHAT_FILE_EXTENSIONS: Record<ChatFileType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
}

/** The extensions a chosen file may have, and the type each one means. */
const EXTENSION_TYPES: Record<string, ChatFileType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  qt: 'video/quicktime',
}

/** Browsers name JPEG both ways. */
const BROWSER_TYPES: Record<string, ChatFileType> = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/gif': 'image/gif',
  'video/mp4': 'video/mp4',
  'video/quicktime': 'video/quicktime',
}

export type ChatMediaKind = 'image' | 'video'

/** Video for a video type, else image (the types allowed are only these two kinds). */
export function chatMediaKind(type: string): ChatMediaKind {
  return type.toLowerCase().startsWith('video/') ? 'video' : 'image'
}

export function chatMaxMb(kind: ChatMediaKind): number {
  return kind === 'video' ? CHAT_VIDEO_MAX_MB : CHAT_IMAGE_MAX_MB
}

export type AttachmentProblem = { kind: 'unsupported' } | { kind: 'tooLarge'; mb: number }

/**
 * Why a chosen file cannot be sent ('File is not supported', or 'The file is too large …
 * no larger than N MB'), or null when it can. It must have an allowed extension and type.
 */
export function attachmentProblem(file: {
  name: string
  type: string
  size: number
}): AttachmentProblem | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(file.name)
  const byName = match?.[1] ? EXTENSION_TYPES[match[1].toLowerCase()] : undefined
  const byType = BROWSER_TYPES[file.type.toLowerCase()]
  if (!byName || !byType) return { kind: 'unsupported' }
  const mb = chatMaxMb(chatMediaKind(byType))
  if (file.size > mb * 1024 * 1024) return { kind: 'tooLarge', mb }
  return null
}

/** The text to send: trimmed; null when empty or over CHAT_TEXT_MAX (refused, never cut). */
export function cleanChatText(text: string): string | null {
  const trimmed = text.trim()
  if (trimmed === '' || trimmed.length > CHAT_TEXT_MAX) return null
  return trimmed
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte)

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** QuickTime files may start with one of these atoms instead of ftyp. */
const QUICKTIME_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']

/** The type the first bytes show (png, jpeg, gif, mp4, quicktime), or null for anything else. */
export function sniffChatType(bytes: Uint8Array): ChatFileType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif'
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    return startsWith(bytes, ascii('qt  '), 8) ? 'video/quicktime' : 'video/mp4'
  }
  if (QUICKTIME_ATOMS.some((atom) => startsWith(bytes, ascii(atom), 4))) return 'video/quicktime'
  return null
}
