// The "chat" section (issue 21): the chat relay at scale, on loopback and bounded in time. An app
// of its own holds 1,000 open chat widgets (GET /chat/events, each a guest of its own); its
// memory is watched while the operator answers in each room through the mock's /__admin API,
// each answer timed from its send to its arrival at the widget; then the widgets close, and the
// app's open files must come back to what they were before.
import { randomBytes } from 'node:crypto'
import { type IncomingMessage, request as httpRequest } from 'node:http'
import { performance } from 'node:perf_hooks'

import { io, type Socket } from 'socket.io-client'
import * as z from 'zod'

import { endpoints, type SendChatMessageRequest } from '@member-wallet/contract/schemas'

import { mockCall } from './accounts'
import { connectionsTo, openFiles, rssMb } from './hostile'
import { freePort, sleep } from './processes'
import { type ChatScaleResult } from './results'
import { ADMIN_PASSWORD, startApp } from './servers'
import { parseSse, type SseEvent } from './sse'
import { percentile } from './stats'

export const CHAT_WIDGETS = 1000
/** Above the widgets, so that the per-address cap (all come from 127.0.0.1) refuses none. */
export const CHAT_RELAYS_PER_ADDRESS = 1100
const OPEN_CONCURRENCY = 50
/**
 * The mock stores about 100 answers a second on the bench machine whether 5, 10 or 20 are sent
 * at once; more at once only queue in the mock, and the queue counts as delivery time.
 */
const SEND_CONCURRENCY = 10
/** A widget whose relay has not joined its room this long after it was asked counts failed. */
const READY_TIMEOUT_MS = 15_000
const CALL_TIMEOUT_MS = 15_000
/** How long the answers may take to arrive after the last was sent. */
const DELIVERY_WAIT_MS = 10_000
/** How long the app may take to close its sockets, before and after the run. */
const SETTLE_WAIT_MS = 10_000
/** The whole section, whatever happens. */
const SECTION_TIMEOUT_MS = 90_000
const SAMPLE_MS = 50

export type ChatApp = { appUrl: string; appPid: number }

/** The section's own app, allowing CHAT_RELAYS_PER_ADDRESS relays per address. */
export async function startChatApp(mockUrl: string): Promise<ChatApp> {
  const port = await freePort()
  const app = await startApp(port, {
    backendUrl: mockUrl,
    chatBackendUrl: mockUrl,
    name: 'app-chat',
    relaysPerAddress: CHAT_RELAYS_PER_ADDRESS,
  })
  if (app.pid === undefined) throw new Error('the chat app did not start')
  return { appUrl: `http://127.0.0.1:${port}`, appPid: app.pid }
}

/** The part of a relayed ChatMessage the widget matches its answer by. */
const TextMessage = z.object({
  guestId: z.string().nullable(),
  message: z.object({ message_type: z.literal('text'), payload: z.object({ text: z.string() }) }),
})

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** One open chat widget: its relay, and the operator's answer it waits for. */
type Widget = {
  guestId: string
  /** Null once the relay joined its room ('ready'); else why it did not open. */
  opened: Promise<string | null>
  /** The answer's text, once it was sent, and when it was sent and arrived. */
  awaited: string | null
  sentAt: number
  /** When the operators' socket saw the mock publish it. */
  publishedAt: number | null
  arrivedAt: number | null
  close: () => void
}

/**
 * A widget's GET /chat/events on a connection of its own. The relay sends 'ready' when its
 * backend socket has connected, and the mock puts a socket in its room before it confirms the
 * connection: from 'ready' on, the room's messages reach the widget.
 */
function openWidget(appUrl: string, guestId: string): Widget {
  const request = httpRequest(`${appUrl}/chat/events`, {
    agent: false,
    headers: { Cookie: `guest-id=${guestId}`, Accept: 'text/event-stream' },
  })
  const widget: Widget = {
    guestId,
    opened: Promise.resolve(null),
    awaited: null,
    sentAt: 0,
    publishedAt: null,
    arrivedAt: null,
    close: () => request.destroy(),
  }
  const onEvent = ({ event, data }: SseEvent, ready: () => void) => {
    if (event === 'ready') return ready()
    if (event !== 'message' || widget.awaited === null || widget.arrivedAt !== null) return
    const parsed = TextMessage.safeParse(jsonOf(data))
    if (
      parsed.success &&
      parsed.data.guestId === guestId &&
      parsed.data.message.payload.text === widget.awaited
    ) {
      widget.arrivedAt = performance.now()
    }
  }
  widget.opened = new Promise((resolve) => {
    const timer = setTimeout(() => resolve('no ready event'), READY_TIMEOUT_MS)
    const settle = (problem: string | null) => {
      clearTimeout(timer)
      resolve(problem)
    }
    request.on('response', (response: IncomingMessage) => {
      const type = response.headers['content-type'] ?? ''
      if (response.statusCode !== 200 || !type.startsWith('text/event-stream')) {
        response.resume()
        return settle(`answered ${response.statusCode ?? '?'} ${type}`.trim())
      }
      response.setEncoding('utf8')
      let buffered = ''
      response.on('data', (chunk: string) => {
        const { events, rest } = parseSse(buffered + chunk)
        buffered = rest
        for (const event of events) onEvent(event, () => settle(null))
      })
      response.on('close', () => settle('ended before ready'))
    })
    request.on('error', (error) => settle(error.message))
    request.end()
  })
  return widget
}

/**
 * A socket in the operators' room, which the mock sends every room's messages in the same emit
 * as the room's own sockets: when it sees an answer is when the mock published it. Calls
 * `onText` with each text message's text.
 */
async function operatorSocket(mockUrl: string, onText: (text: string) => void): Promise<Socket> {
  const socket = io(mockUrl, {
    auth: { operator: ADMIN_PASSWORD },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  })
  socket.on('messaging', (raw: unknown) => {
    const parsed = TextMessage.safeParse(raw)
    if (parsed.success) onText(parsed.data.message.payload.text)
  })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the operators’ socket did not connect')),
      CALL_TIMEOUT_MS,
    )
    socket.once('connect', () => {
      clearTimeout(timer)
      resolve()
    })
    socket.once('connect_error', (error) => {
      clearTimeout(timer)
      reject(new Error(`the operators’ socket was refused: ${error.message}`))
    })
  })
  return socket
}

/** work(0 … count − 1), at most `concurrency` at once; none is begun once `signal` aborted. */
async function inPool<T>(
  count: number,
  concurrency: number,
  signal: AbortSignal,
  work: (n: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = []
  let next = 0
  const worker = async () => {
    while (next < count) {
      signal.throwIfAborted()
      const n = next++
      results[n] = await work(n)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker))
  return results
}

/** Polls `condition` until it holds (true) or `timeoutMs` passed (false). */
async function waitUntil(condition: () => boolean, timeoutMs: number, signal: AbortSignal) {
  const deadline = performance.now() + timeoutMs
  while (!condition()) {
    signal.throwIfAborted()
    if (performance.now() > deadline) return false
    await sleep(SAMPLE_MS)
  }
  return true
}

/** A guest's first message: the operator can only answer in a room that has one. */
async function openConversation(mockUrl: string, guestId: string, signal: AbortSignal) {
  const body: SendChatMessageRequest = {
    sender: 'customer',
    userId: null,
    guestId,
    username: null,
    name: null,
    deviceToken: null,
    createdAt: new Date().toISOString(),
    session_id: null,
    message: { message_type: 'text', payload: { text: 'Hello' } },
  }
  const response = await fetch(`${mockUrl}${endpoints.chat.sendMessage.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.any([signal, AbortSignal.timeout(CALL_TIMEOUT_MS)]),
  })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`a guest's first message answered ${response.status}`)
}

/**
 * The operator answers in `room` through the mock's admin API (the mock's operator socket only
 * listens; the panel's form does the same behind a sign-in); answers whether the mock took it.
 */
async function answerInRoom(mockUrl: string, room: string, text: string, signal: AbortSignal) {
  const response = await fetch(
    `${mockUrl}/__admin/chat/conversations/${encodeURIComponent(room)}/messages`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-admin-password': ADMIN_PASSWORD },
      body: JSON.stringify({ message_type: 'text', payload: { text } }),
      signal: AbortSignal.any([signal, AbortSignal.timeout(CALL_TIMEOUT_MS)]),
    },
  ).catch(() => null)
  await response?.arrayBuffer().catch(() => null)
  return response?.ok === true
}

const secondsSince = (begun: number) => (performance.now() - begun) / 1000

export async function measureChatScale(
  { appUrl, appPid }: ChatApp,
  { mockUrl, mockPort }: { mockUrl: string; mockPort: number },
): Promise<ChatScaleResult> {
  const signal = AbortSignal.timeout(SECTION_TIMEOUT_MS)
  const widgets: Widget[] = []
  let sampler: NodeJS.Timeout | undefined
  let operators: Socket | undefined
  try {
    const { PREFIX } = await mockCall<{ PREFIX: string }>(
      mockUrl,
      'GET',
      endpoints.chat.config.path,
    )
    // a tag of this run's own: guest ids (GuestId: 8–64 of A–Z a–z 0–9 _ -) no other run used
    const tag = randomBytes(4).toString('hex')
    const guestIds = Array.from(
      { length: CHAT_WIDGETS },
      (_, n) => `gBenchChat${tag}${String(n).padStart(4, '0')}`,
    )
    await inPool(CHAT_WIDGETS, SEND_CONCURRENCY, signal, (n) =>
      openConversation(mockUrl, guestIds[n]!, signal),
    )

    // idle: after one relay came and went (whatever the first one sets up for good), once the
    // app holds no connection at all, in or out (the kept-alive ones time out in ~5 s)
    const warmUp = openWidget(appUrl, `gBenchChat${tag}warm`)
    const warmProblem = await warmUp.opened
    warmUp.close()
    if (warmProblem) throw new Error(`the first relay did not open: ${warmProblem}`)
    if (!(await waitUntil(() => connectionsTo(appPid) === 0, SETTLE_WAIT_MS, signal))) {
      throw new Error(`the app still held ${connectionsTo(appPid)} connections before the run`)
    }
    const idleFiles = openFiles(appPid)
    const rssIdleMb = rssMb(appPid)

    let peakRssMb = rssIdleMb
    let peakFiles = idleFiles
    sampler = setInterval(() => {
      peakRssMb = Math.max(peakRssMb, rssMb(appPid))
      peakFiles = Math.max(peakFiles, openFiles(appPid))
    }, SAMPLE_MS)

    const openBegun = performance.now()
    const problems = await inPool(CHAT_WIDGETS, OPEN_CONCURRENCY, signal, (n) => {
      const widget = openWidget(appUrl, guestIds[n]!)
      // n is taken in order, so widgets[n] is widget n
      widgets.push(widget)
      return widget.opened
    })
    const openSeconds = secondsSince(openBegun)
    const failures: Record<string, number> = {}
    for (const problem of problems) {
      if (problem !== null) failures[problem] = (failures[problem] ?? 0) + 1
    }
    const ready = widgets.filter((_, n) => problems[n] === null)

    const byText = new Map<string, Widget>()
    operators = await operatorSocket(mockUrl, (text) => {
      const widget = byText.get(text)
      if (widget && widget.publishedAt === null) widget.publishedAt = performance.now()
    })
    const sendBegun = performance.now()
    const taken = await inPool(ready.length, SEND_CONCURRENCY, signal, (n) => {
      const widget = ready[n]!
      widget.awaited = `Operator's answer ${tag} #${n}`
      byText.set(widget.awaited, widget)
      widget.sentAt = performance.now()
      return answerInRoom(mockUrl, PREFIX + widget.guestId, widget.awaited, signal)
    })
    const sendSeconds = secondsSince(sendBegun)
    const sent = ready.filter((_, n) => taken[n])
    await waitUntil(() => sent.every((w) => w.arrivedAt !== null), DELIVERY_WAIT_MS, signal)
    clearInterval(sampler)
    peakRssMb = Math.max(peakRssMb, rssMb(appPid))
    peakFiles = Math.max(peakFiles, openFiles(appPid))

    const arrived = sent.filter((w) => w.arrivedAt !== null)
    const latencies = arrived.map((w) => w.arrivedAt! - w.sentAt)
    const relayed = arrived.flatMap((w) =>
      w.publishedAt === null ? [] : [w.arrivedAt! - w.publishedAt],
    )

    for (const widget of widgets) widget.close()
    const closed = performance.now()
    const settled = await waitUntil(() => openFiles(appPid) <= idleFiles, SETTLE_WAIT_MS, signal)
    const closeSeconds = settled ? secondsSince(closed) : null

    return {
      widgets: CHAT_WIDGETS,
      ready: ready.length,
      failures,
      openSeconds,
      openConcurrency: OPEN_CONCURRENCY,
      rssIdleMb,
      peakRssMb,
      sent: sent.length,
      sendFailed: ready.length - sent.length,
      sendSeconds,
      sendConcurrency: SEND_CONCURRENCY,
      delivered: latencies.length,
      deliveryMs: {
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: Math.max(0, ...latencies),
      },
      relayMs: {
        p50: percentile(relayed, 50),
        p99: percentile(relayed, 99),
        max: Math.max(0, ...relayed),
      },
      openFiles: { idle: idleFiles, peak: peakFiles, after: openFiles(appPid) },
      closeSeconds,
      closeWaitSeconds: SETTLE_WAIT_MS / 1000,
      backendSocketsAfter: connectionsTo(appPid, mockPort),
    }
  } catch (error) {
    if (signal.aborted)
      throw new Error(`the section passed its ${SECTION_TIMEOUT_MS / 1000} s bound`)
    throw error
  } finally {
    clearInterval(sampler)
    operators?.disconnect()
    for (const widget of widgets) widget.close()
  }
}
