// The live relay's life (GET /chat/events): every way it ends closes its socket to the chat
// backend and frees its slot, however early the browser goes away; open relays are capped per
// guest, per member and per client address; a quiet one ends after the idle time.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { backendFor } from '~/api/api.server'
import {
  chatEventStream,
  endOpenRelays,
  memoryRelaySlots,
  openRelayCount,
  sendChatMessage,
} from '~/api/chat.server'
import { env } from '~/env.server'
import { loader as eventsLoader } from '~/routes/chat_.events'
import { commitSession, getSession } from '~/session.server'

import { createMember, type TestMember } from '../../mock-server/tests/helpers'
import { startTestMock, type TestMock } from '../../mock-server/tests/support/mock'

let mock: TestMock
let member: TestMember
const saved = { ...env }
beforeAll(async () => {
  mock = await startTestMock()
  member = await createMember(mock)
  env.BACKEND_URL = mock.url
  env.CHAT_BACKEND_URL = mock.url
})
afterAll(async () => {
  Object.assign(env, saved)
  await mock.close()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits up to `ms` for `done`, checking every 20 ms; answers whether it came. */
async function eventually(done: () => boolean, ms = 3000): Promise<boolean> {
  const deadline = Date.now() + ms
  while (!done() && Date.now() < deadline) await sleep(20)
  return done()
}

type Who = { guestId: string } | { token: string }

async function cookieOf(who: Who): Promise<string> {
  if ('guestId' in who) return `guest-id=${who.guestId}`
  const session = await getSession(new Request('http://app.test/'))
  session.set('token', who.token)
  return (await commitSession(session)).split(';')[0]!
}

async function relay(who: Who, signal: AbortSignal, address = '192.0.2.1') {
  const request = new Request('http://app.test/chat/events', {
    headers: { Cookie: await cookieOf(who), 'X-Forwarded-For': address },
    signal,
  })
  return (await eventsLoader({ request, params: {}, context: {} })) as Response
}

/** Reads the stream until the 'ready' event (the backend socket joined the room). */
async function untilReady(response: Response): Promise<ReadableStreamDefaultReader<Uint8Array>> {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  while (!text.includes('event: ready')) {
    const { value, done } = await reader.read()
    if (done) throw new Error(`the relay ended before it was ready: ${text}`)
    text += decoder.decode(value)
  }
  return reader
}

/** Reads to the end; throws when the stream does not end within `ms`. */
async function untilEnd(reader: ReadableStreamDefaultReader<Uint8Array>, ms = 3000) {
  const deadline = Date.now() + ms
  for (;;) {
    const next = await Promise.race([reader.read(), sleep(deadline - Date.now())])
    if (!next) throw new Error('the relay did not end')
    if ((next as ReadableStreamReadResult<Uint8Array>).done) return
  }
}

const held: AbortController[] = []
function holder(): AbortSignal {
  const abort = new AbortController()
  held.push(abort)
  return abort.signal
}

afterEach(async () => {
  for (const abort of held.splice(0)) abort.abort()
  expect(await eventually(() => mock.openChatSockets() === 0)).toBe(true)
  expect(memoryRelaySlots.total()).toBe(0)
})

describe('the relay closes its backend socket, whenever the browser goes away', () => {
  it('100+ relays aborted within a few milliseconds leave no socket at the backend', async () => {
    const RELAYS = 120
    const BATCH = 10
    for (let start = 0; start < RELAYS; start += BATCH) {
      await Promise.all(
        Array.from({ length: BATCH }, async (_, i) => {
          const n = start + i
          const abort = new AbortController()
          // from before the loader to past the room look-up, so every stage is hit
          const aborted = sleep(n % 15).then(() => abort.abort())
          const guestId = `gEarly${String(n).padStart(6, '0')}`
          const response = await relay({ guestId }, abort.signal)
          // aborted before the room was known, the backend calls stop too: no stream at all
          expect(response.status).toBeOneOf([200, 503])
          await aborted
        }),
      )
    }
    // the slots free at once; the backend sees its sockets close a moment later
    expect(memoryRelaySlots.total()).toBe(0)
    await eventually(() => mock.openChatSockets() === 0)
    expect(mock.openChatSockets()).toBe(0)
  })

  it('closes when aborted before the loader runs, while connecting, and once ready', async () => {
    const before = new AbortController()
    before.abort()
    const early = await relay({ guestId: 'gAbortBefore' }, before.signal)
    // the room is never looked up for a browser already gone
    expect(early.status).toBe(503)

    const connecting = new AbortController()
    const response = await relay({ guestId: 'gAbortDuring' }, connecting.signal)
    connecting.abort()
    await untilEnd(response.body!.getReader())

    const ready = new AbortController()
    const reader = await untilReady(await relay({ guestId: 'gAbortReady1' }, ready.signal))
    expect(mock.openChatSockets()).toBe(1)
    ready.abort()
    await untilEnd(reader)
  })

  it('closes on the abort after Remix’s chain of Requests was garbage-collected', async () => {
    // the adapter's Request, then copies without ?index and ?_data: the loader gets the last,
    // and undici links each to the one before through a weak reference
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as () => void
    const browser = new AbortController()
    const loaderRequest = (() => {
      const headers = { Cookie: 'guest-id=gCollected01', 'X-Forwarded-For': '192.0.2.1' }
      const adapters = new Request('http://app.test/chat/events', {
        headers,
        signal: browser.signal,
      })
      const withoutIndex = new Request(adapters.url, { headers, signal: adapters.signal })
      return new Request(withoutIndex.url, { headers, signal: withoutIndex.signal })
    })()
    const response = (await eventsLoader({
      request: loaderRequest,
      params: {},
      context: {},
    })) as Response
    const reader = await untilReady(response)
    for (let i = 0; i < 5; i++) {
      gc()
      await sleep(20)
    }
    browser.abort()
    await untilEnd(reader)
  })

  it('closes when the browser cancels the stream', async () => {
    const reader = await untilReady(await relay({ guestId: 'gCancelled01' }, holder()))
    expect(mock.openChatSockets()).toBe(1)
    await reader.cancel()
    expect(await eventually(() => mock.openChatSockets() === 0)).toBe(true)
    expect(memoryRelaySlots.total()).toBe(0)
  })

  it('ends the stream and frees the slot when the backend drops the socket', async () => {
    const reader = await untilReady(await relay({ guestId: 'gDropped0001' }, holder()))
    expect(memoryRelaySlots.total()).toBe(1)
    mock.dropChatSockets()
    await untilEnd(reader)
    expect(memoryRelaySlots.total()).toBe(0)
  })
})

describe('at shutdown', () => {
  it('every open relay tells its widget to reconnect, then ends and frees its slot', async () => {
    const readers = await Promise.all(
      ['gDrained0001', 'gDrained0002'].map(async (guestId) =>
        untilReady(await relay({ guestId }, holder())),
      ),
    )
    expect(openRelayCount()).toBe(2)
    expect(endOpenRelays()).toBe(2)
    const decoder = new TextDecoder()
    for (const reader of readers) {
      let rest = ''
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        rest += decoder.decode(value)
      }
      expect(rest).toContain('event: reconnect')
    }
    expect(openRelayCount()).toBe(0)
    expect(memoryRelaySlots.total()).toBe(0)
    expect(await eventually(() => mock.openChatSockets() === 0)).toBe(true)
  })
})

describe('the relay caps', () => {
  it('holds 3 relays per guest, refuses a 4th with 429, and takes one again once freed', async () => {
    const guest = { guestId: 'gCappedGuest' }
    const first = new AbortController()
    await untilReady(await relay(guest, first.signal))
    await untilReady(await relay(guest, holder()))
    await untilReady(await relay(guest, holder()))
    const refused = await relay(guest, holder())
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBeTruthy()
    expect(mock.openChatSockets()).toBe(3)
    // another guest at the same address is not affected
    await untilReady(await relay({ guestId: 'gNeighbour01' }, holder()))
    first.abort()
    expect(
      await eventually(() => memoryRelaySlots.count({ caller: 'guest:gCappedGuest' }) === 2),
    ).toBe(true)
    await untilReady(await relay(guest, holder()))
  })

  it('holds 3 relays per member session, whatever guest cookie comes along', async () => {
    const who = { token: member.token }
    for (let i = 0; i < 3; i++) await untilReady(await relay(who, holder()))
    expect((await relay(who, holder())).status).toBe(429)
    expect(mock.openChatSockets()).toBe(3)
  })

  it('holds 20 relays per client address, across guests', async () => {
    const address = '198.51.100.7'
    for (let i = 0; i < 20; i++) {
      await untilReady(
        await relay({ guestId: `gAddress${String(i).padStart(4, '0')}` }, holder(), address),
      )
    }
    expect((await relay({ guestId: 'gAddressMore' }, holder(), address)).status).toBe(429)
    // the same guest from another address still gets one
    await untilReady(await relay({ guestId: 'gAddressMore' }, holder(), '198.51.100.8'))
    expect(mock.openChatSockets()).toBe(21)
  })
})

describe('the idle close', () => {
  it('ends a relay with no backend message for the idle time, and frees its slot', async () => {
    const request = new Request('http://app.test/chat/events', {
      headers: { Cookie: 'guest-id=gIdleGuest01' },
      signal: holder(),
    })
    const backend = await backendFor(request)
    const slot = (await memoryRelaySlots.take({ caller: 'guest:gIdleGuest01', address: 'idle' }))!
    const stream = await chatEventStream(
      backend,
      { member: false, guestId: 'gIdleGuest01' },
      { request, idleMs: 300, slot },
    )
    const reader = stream.getReader()
    const started = Date.now()
    await untilEnd(reader)
    expect(Date.now() - started).toBeGreaterThanOrEqual(250)
    expect(memoryRelaySlots.total()).toBe(0)
  })

  it('a backend message restarts the idle time', async () => {
    const request = new Request('http://app.test/chat/events', {
      headers: { Cookie: 'guest-id=gIdleGuest02' },
      signal: holder(),
    })
    const backend = await backendFor(request)
    const caller = { member: false as const, guestId: 'gIdleGuest02' }
    await sendChatMessage(backend, caller, { message_type: 'text', payload: { text: 'hello' } })
    const stream = await chatEventStream(backend, caller, { request, idleMs: 600 })
    const started = Date.now()
    const reader = stream.getReader()
    await sleep(400)
    const sent = await mock.admin('POST', '/__admin/chat/conversations/lw-gIdleGuest02/messages', {
      message_type: 'text',
      payload: { text: 'still there?' },
    })
    expect(sent.status).toBe(200)
    await untilEnd(reader, 3000)
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
  })
})
