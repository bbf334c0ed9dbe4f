// The chat as the app's server runs it for the widget (SPEC §7 Chat): who is chatting (the
// member of the session, or a guest known by the guest-id cookie), the backend's chat calls,
// and the live relay: this server holds the backend socket and passes its messages on to the
// browser as server-sent events, so the member's token never leaves the server (ADR 008).
import { createHash, randomBytes } from 'node:crypto'

import { io } from 'socket.io-client'

import {
  type AttachmentProblem,
  attachmentProblem,
  CHAT_FILE_EXTENSIONS,
  CHAT_HISTORY_MAX_LIMIT,
  CHAT_PAGE_SIZE,
  CHAT_RECONNECT_CHECK_MS,
  chatMediaKind,
  sniffChatType,
} from '@member-wallet/contract/chat-rules'
import {
  CHAT_FILE_FIELD,
  ChatMessage,
  type ChatOwnerRef,
  type CustomerMessageBody,
  endpoints,
  GuestId,
  type MediaPayload,
} from '@member-wallet/contract/schemas'

import { env } from '~/env.server'
import { requestIdOf } from '~/observability/log.server'
import { chatRelaysOpen } from '~/observability/metrics.server'
import { sharedRedis } from '~/store/redis.server'
import { type ChatPage, historyPage } from '~/utils/chat'
import { createPlainCookie, readPlainCookie } from '~/utils/plain-cookie.server'

import { type Backend } from './api.server'
import { ApiError } from './client'
import {
  createRelaySlots,
  RELAY_IDLE_MS,
  type RelayKeys,
  RELAYS_PER_CALLER,
  type RelaySlot,
  type RelaySlots,
} from './relay-slots'
import { redisRelaySlots } from './relay-slots.server'
import { SNIFF_BYTES } from './upload.server'

const chat = endpoints.chat

/** Who is chatting: the session's member (known to the backend by the token), or a guest. */
export type ChatCaller = { member: true; guestId: null } | { member: false; guestId: string }

/** Readable by the page's script, which mirrors it to local storage (SPEC §3 guest-id). */
export const guestCookie = createPlainCookie('guest-id', {
  path: '/',
  maxAge: 365 * 24 * 3600,
  sameSite: 'lax',
  secure: env.SECURE_COOKIES,
})

/** A fresh guest id: never all digits, so it cannot be taken for a member id. */
export function newGuestId(): string {
  return `g${randomBytes(12).toString('base64url')}`
}

/** The guest id of the cookie, when it is a well-formed one. */
export async function guestIdOf(request: Request): Promise<string | null> {
  const parsed = GuestId.safeParse(await readPlainCookie(guestCookie, request))
  return parsed.success ? parsed.data : null
}

/** The caller of a chat request; a guest without a guest id is no caller. */
export async function chatCallerOf(request: Request, backend: Backend): Promise<ChatCaller | null> {
  if (backend.token) return { member: true, guestId: null }
  const guestId = await guestIdOf(request)
  return guestId ? { member: false, guestId } : null
}

/** The caller of the contact page: a guest without an id gets one, and the cookie to keep it. */
export async function contactCallerOf(
  request: Request,
  backend: Backend,
): Promise<{ caller: ChatCaller; setCookie: string | null }> {
  const caller = await chatCallerOf(request, backend)
  if (caller) return { caller, setCookie: null }
  const guestId = newGuestId()
  return { caller: { member: false, guestId }, setCookie: await guestCookie.serialize(guestId) }
}

/** Who sends: the member's profile (its `_id` is the userId of SPEC §7), or the guest. */
type Sender = {
  userId: string | null
  guestId: string | null
  username: string | null
  name: string | null
}

async function senderOf(backend: Backend, caller: ChatCaller): Promise<Sender> {
  if (!caller.member) return { userId: null, guestId: caller.guestId, username: null, name: null }
  const profile = await backend.call(endpoints.account.profile)
  return { userId: profile._id, guestId: null, username: profile.username, name: profile.name }
}

/** Whose conversation, as the history and read-customer bodies carry it. */
async function ownerRefOf(backend: Backend, caller: ChatCaller): Promise<ChatOwnerRef> {
  const { userId, guestId } = await senderOf(backend, caller)
  return { userId, guestId }
}

/** SPEC §2: the widget shows when the operator switched it on and a chat backend is set. */
export async function isChatEnabled(backend: Backend): Promise<boolean> {
  if (!env.CHAT_BACKEND_URL) return false
  const flag = await backend.tryCall(endpoints.lookup.enableChatWidget)
  return flag?.enableChatWidget === true
}

export async function chatHistory(
  backend: Backend,
  caller: ChatCaller,
  page: { limit: number; skip: number },
): Promise<ChatPage> {
  const body = { ...(await ownerRefOf(backend, caller)), ...page }
  return historyPage(await backend.call(chat.history, { body }), page)
}

/**
 * Sends a §3 conversation object from the caller (SPEC §7). The answer promises only createdAt,
 * so the message the widget shows is the one sent, at the backend's time. deviceToken is a
 * native app's push token, which a web page has none of; the app keeps no chat session apart
 * from the member or guest, so session_id is null too.
 */
export async function sendChatMessage(
  backend: Backend,
  caller: ChatCaller,
  message: CustomerMessageBody,
): Promise<ChatMessage> {
  const conversation = {
    sender: 'customer' as const,
    ...(await senderOf(backend, caller)),
    deviceToken: null,
    createdAt: new Date().toISOString(),
    session_id: null,
    message,
  }
  const { createdAt } = await backend.call(chat.sendMessage, { body: conversation })
  return { ...conversation, createdAt }
}

/** A media message of an uploaded attachment. */
export function sendChatMedia(backend: Backend, caller: ChatCaller, media: MediaPayload) {
  return sendChatMessage(backend, caller, {
    message_type: 'media',
    payload: fullMediaPayload(media),
  })
}

/**
 * A media message with every field SPEC §3 lists: the upload answers only `path`, which is both
 * the address to show (`url`) and the stored file (`filePath`); the app has no caption, so
 * `message` is empty; `name` is the player's file name.
 */
function fullMediaPayload(media: MediaPayload): Required<MediaPayload> {
  return {
    message: media.message ?? '',
    url: media.url,
    fileType: media.fileType,
    filePath: media.filePath ?? media.url,
    name: media.name ?? '',
  }
}

/** A pressed postback button or quick reply. */
export function sendChatPostback(
  backend: Backend,
  caller: ChatCaller,
  postback: { title: string; payload: string },
) {
  const payload = { title: postback.title, payload: postback.payload }
  return sendChatMessage(backend, caller, { message_type: 'postback', payload })
}

export async function markChatRead(backend: Backend, caller: ChatCaller) {
  await backend.call(chat.readCustomer, { body: await ownerRefOf(backend, caller) })
}

/** Without JavaScript the page shows up to this many pages of history ("show older"). */
const PLAIN_MAX_PAGES = CHAT_HISTORY_MAX_LIMIT / CHAT_PAGE_SIZE

/**
 * The chat of a contact page, or null when it is off: the newest pages of the history
 * (?chatPages=, one by default), whether it opens (?chat=open), and the Set-Cookie of a new
 * guest's id.
 */
export async function contactChat(request: Request, backend: Backend) {
  if (!(await isChatEnabled(backend))) return { chat: null, headers: undefined }
  const { caller, setCookie } = await contactCallerOf(request, backend)
  const url = new URL(request.url)
  const asked = Math.trunc(Number(url.searchParams.get('chatPages')))
  const pages = Math.min(Math.max(Number.isFinite(asked) ? asked : 1, 1), PLAIN_MAX_PAGES)
  const history = await chatHistory(backend, caller, {
    limit: pages * CHAT_PAGE_SIZE,
    skip: 0,
  }).catch((error: unknown) => {
    if (error instanceof ApiError) return null
    throw error
  })
  const hasOlder = history?.hasOlder === true
  const chat = {
    history,
    guestId: caller.guestId,
    open: url.searchParams.get('chat') === 'open',
    olderHref:
      hasOlder && pages < PLAIN_MAX_PAGES
        ? `${url.pathname}?chat=open&chatPages=${pages + 1}#chat`
        : null,
    redirectTo: url.pathname,
  }
  return { chat, headers: setCookie ? { 'Set-Cookie': setCookie } : undefined }
}

const MAX_NAME = 120

/**
 * Uploads an attachment after the checks of SPEC §5, by its name, type and size, and by its
 * first bytes; it goes on renamed, its own name kept only for the message, and is read from
 * where the upload put it, never whole into memory.
 */
export async function uploadChatFile(
  backend: Backend,
  caller: ChatCaller,
  file: File,
): Promise<{ media: MediaPayload } | { problem: AttachmentProblem }> {
  const problem = attachmentProblem(file)
  if (problem) return { problem }
  const type = sniffChatType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()))
  const fileType = chatMediaKind(file.type)
  if (!type || chatMediaKind(type) !== fileType) return { problem: { kind: 'unsupported' } }
  const form = new FormData()
  if (!caller.member) form.append('guestId', caller.guestId)
  form.append(CHAT_FILE_FIELD, new File([file], `chat.${CHAT_FILE_EXTENSIONS[type]}`, { type }))
  const upload = fileType === 'video' ? chat.uploadVideo : chat.uploadImage
  const { path } = await backend.call(upload, { form })
  return { media: { url: path, fileType, name: file.name.slice(0, MAX_NAME) } }
}

/** SPEC §7: the room is PREFIX plus the member's id or the guest id. */
async function chatRoom(backend: Backend, caller: ChatCaller): Promise<string> {
  const [config, profile] = await Promise.all([
    backend.call(chat.config),
    caller.member ? backend.call(endpoints.account.profile) : null,
  ])
  return config.PREFIX + (profile ? profile._id : caller.guestId)
}

const HEARTBEAT_MS = 25_000

const relayLimits = () => ({
  perCaller: RELAYS_PER_CALLER,
  perAddress: env.CHAT_RELAYS_PER_ADDRESS,
})

/** One instance's relay caps (no REDIS_URL). */
export const memoryRelaySlots = createRelaySlots(relayLimits())
let fleetRelaySlots: RelaySlots | null = null

/** The relay caps: shared by the fleet in Redis when REDIS_URL is set, else this process's. */
export function relaySlots(): RelaySlots {
  const redis = sharedRedis()
  if (!redis) return memoryRelaySlots
  fleetRelaySlots ??= redisRelaySlots(redis, relayLimits())
  return fleetRelaySlots
}

/** How each relay open on this instance ends, given the last event it sends. */
const openRelays = new Set<(lastEvent?: string) => void>()

/** The relays open on this instance. */
export function openRelayCount(): number {
  return openRelays.size
}

/** What tells the widget to connect again at once: to another instance, when this one drains. */
const RECONNECT_EVENT = 'event: reconnect\ndata: {}\n\n'

/** At shutdown: every relay ends, after telling its widget to reconnect elsewhere. */
export function endOpenRelays(): number {
  const ending = [...openRelays]
  for (const end of ending) end(RECONNECT_EVENT)
  return ending.length
}

/**
 * A relay's slot keys: the guest id, or the member's session (a digest of its token, so the
 * bookkeeping holds no token), and the client address as the edge passed it on.
 */
export function relayKeysOf(request: Request, backend: Backend, caller: ChatCaller): RelayKeys {
  const who = backend.token
    ? `member:${createHash('sha256').update(backend.token).digest('base64url')}`
    : `guest:${caller.guestId}`
  const address = request.headers.get('X-Forwarded-For')?.trim() || 'unknown'
  return { caller: who, address }
}

export type RelayOptions = {
  /**
   * The browser's request: its abort ends the relay, at whatever stage it comes. The relay
   * holds the Request itself, not only its signal: undici links a Request's signal to the
   * server's abort through a weak reference, so once the Request is garbage-collected the
   * abort would never come, and the backend socket would stay open.
   */
  request: Request
  /** The relay ends after this long without a backend message. */
  idleMs?: number
  /** Its place under the caps: refreshed with each heartbeat, freed when the relay ends. */
  slot?: RelaySlot
}

/**
 * The caller's room as server-sent events: 'ready' once the backend socket joined, 'message'
 * with each new ChatMessage. The stream ends, and the backend socket closes, when the browser
 * aborts (even before the stream starts), cancels, the backend socket ends, or nothing came
 * for the idle time; the browser reconnects by itself.
 */
export async function chatEventStream(
  backend: Backend,
  caller: ChatCaller,
  { request, idleMs = RELAY_IDLE_MS, slot }: RelayOptions,
): Promise<ReadableStream<Uint8Array>> {
  const room = await chatRoom(backend, caller)
  const url = env.CHAT_BACKEND_URL ?? env.BACKEND_URL
  const auth = backend.token ? { token: backend.token } : { guestId: caller.guestId }
  const requestId = requestIdOf(request)
  const encoder = new TextEncoder()
  const onEnd = () => slot?.release()

  let stop = () => {}
  return new ReadableStream<Uint8Array>({
    start(controller) {
      // the abort came while the room was looked up: an abort event will not come again
      if (request.signal.aborted) {
        onEnd()
        controller.close()
        return
      }
      // forceNew: a socket of its own, not a manager that socket.io-client caches for ever
      const socket = io(url, {
        auth,
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: requestId ? { 'X-Request-Id': requestId } : undefined,
      })
      let open = true
      const send = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text))
      }
      const heartbeat = setInterval(() => {
        send(': ping\n\n')
        slot?.refresh()
      }, HEARTBEAT_MS)
      let idle = setTimeout(() => end(), idleMs)
      stop = () => {
        if (!open) return
        open = false
        clearInterval(heartbeat)
        clearTimeout(idle)
        request.signal.removeEventListener('abort', endNow)
        openRelays.delete(end)
        chatRelaysOpen.dec()
        // closes the connection whether it is open or still connecting
        socket.disconnect()
        onEnd()
      }
      const end = (lastEvent?: string) => {
        if (!open) return
        if (lastEvent) send(lastEvent)
        stop()
        controller.close()
      }
      const endNow = () => end()
      openRelays.add(end)
      chatRelaysOpen.inc()
      send(`retry: ${CHAT_RECONNECT_CHECK_MS}\n\n`)
      socket.on('connect', () => {
        socket.emit('join', { room })
        send('event: ready\ndata: {}\n\n')
      })
      socket.on('messaging', (raw: unknown) => {
        clearTimeout(idle)
        idle = setTimeout(() => end(), idleMs)
        const message = ChatMessage.safeParse(raw)
        if (message.success) send(`event: message\ndata: ${JSON.stringify(message.data)}\n\n`)
      })
      socket.on('connect_error', endNow)
      socket.on('disconnect', endNow)
      request.signal.addEventListener('abort', endNow)
    },
    // the browser went away
    cancel() {
      stop()
    },
  })
}
