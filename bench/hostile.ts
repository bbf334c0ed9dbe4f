// The "hostile" section: what a client that means harm does to the running app, on loopback
// and bounded in time and memory. Early-disconnected chat relays must not leave sockets to the
// backend open, a huge chunked body must be refused before it is held in memory, and the app
// must stay responsive while many clients hold a relay.
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { performance } from 'node:perf_hooks'

import { sleep } from './processes'
import { type FloodResult, type HostileResult, type SlowBodiesResult } from './results'
import { parseSse } from './sse'
import { percentile } from './stats'

const EARLY_RELAYS = 200
const EARLY_CONCURRENCY = 20
/** The browser goes away after 1 to this many milliseconds. */
const EARLY_MAX_MS = 8
const SOCKET_WAIT_S = 5

const CHUNKED_MB = 300
const CHUNK_BYTES = 64 * 1024
/** The run stops sending past this growth or time, refused or not (a safety bound). */
const CHUNKED_STOP_RSS_MB = 400
const CHUNKED_STOP_MS = 20_000

const HELD_RELAYS = 50
const HEALTHZ_REQUESTS = 300
const READY_TIMEOUT_MS = 15_000

const MB = 1024 * 1024

/** The resident memory of process `pid` in MB, from /proc (Linux only). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN)
  return kb / 1024
}

/**
 * The socket inodes of the lines of /proc/net/tcp* connected (ESTABLISHED) to `port`, or to
 * any port when none is given.
 */
export function establishedInodes(table: string, port?: number): string[] {
  const portHex = port?.toString(16).toUpperCase().padStart(4, '0')
  return table
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[3] === '01')
    .filter((fields) => portHex === undefined || fields[2]?.endsWith(`:${portHex}`))
    .map((fields) => fields[9] ?? '')
}

/** The open files of process `pid` (its /proc/<pid>/fd entries): files, sockets, pipes. */
export function openFiles(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).length
}

/**
 * The TCP connections process `pid` holds to `port` (of any host), or all it holds, in or out,
 * when no port is given; from /proc.
 */
export function connectionsTo(pid: number, port?: number): number {
  const owned = new Set<string>()
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))
      if (match) owned.add(match[1]!)
    } catch {
      // closed while listed
    }
  }
  const tables = ['tcp', 'tcp6'].map((name) => {
    try {
      return readFileSync(`/proc/${pid}/net/${name}`, 'utf8')
    } catch {
      return ''
    }
  })
  return tables.flatMap((table) => establishedInodes(table, port)).filter((i) => owned.has(i))
    .length
}

const guestCookie = (prefix: string, n: number) =>
  `guest-id=g${prefix}${String(n).padStart(5, '0')}`

/** One GET /chat/events that the client drops after `afterMs`; answers the status if any came. */
function droppedRelay(appUrl: string, cookie: string, afterMs: number): Promise<number | null> {
  return new Promise((resolve) => {
    let status: number | null = null
    const request = httpRequest(`${appUrl}/chat/events`, { headers: { Cookie: cookie } })
    request.on('response', (response) => {
      status = response.statusCode ?? null
      response.resume()
    })
    request.on('error', () => undefined)
    request.on('close', () => resolve(status))
    request.end()
    setTimeout(() => request.destroy(), afterMs)
  })
}

export async function measureEarlyDisconnects(
  appUrl: string,
  appPid: number,
  mockPort: number,
): Promise<HostileResult['earlyDisconnects']> {
  const before = connectionsTo(appPid, mockPort)
  const statuses: (number | null)[] = []
  for (let start = 0; start < EARLY_RELAYS; start += EARLY_CONCURRENCY) {
    const batch = Array.from({ length: EARLY_CONCURRENCY }, (_, i) => start + i)
    statuses.push(
      ...(await Promise.all(
        batch.map((n) => droppedRelay(appUrl, guestCookie('BenchDrop', n), 1 + (n % EARLY_MAX_MS))),
      )),
    )
  }
  await sleep(SOCKET_WAIT_S * 1000)
  return {
    relays: EARLY_RELAYS,
    dropAfterMs: [1, EARLY_MAX_MS],
    waitSeconds: SOCKET_WAIT_S,
    refused: statuses.filter((status) => status === 429).length,
    socketsBefore: before,
    socketsAfter: connectionsTo(appPid, mockPort),
  }
}

/** Reads a relay until its 'ready' event (its backend socket joined the room). */
async function untilReady(response: Response): Promise<boolean> {
  if (!response.ok || !response.body) return false
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let buffered = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return false
    const { events, rest } = parseSse(buffered + decoder.decode(value, { stream: true }))
    buffered = rest
    if (events.some(({ event }) => event === 'ready')) break
  }
  // the rest of the stream is left unread: the client just holds it
  reader.releaseLock()
  return true
}

export async function measureHeldRelays(appUrl: string): Promise<HostileResult['heldRelays']> {
  const abort = new AbortController()
  try {
    const ready = await Promise.all(
      Array.from({ length: HELD_RELAYS }, async (_, n) => {
        const response = await fetch(`${appUrl}/chat/events`, {
          headers: { Cookie: guestCookie('BenchHold', n) },
          signal: AbortSignal.any([abort.signal, AbortSignal.timeout(READY_TIMEOUT_MS + 60_000)]),
        })
        return Promise.race([untilReady(response), sleep(READY_TIMEOUT_MS).then(() => false)])
      }),
    )
    const latencies: number[] = []
    let failed = 0
    for (let i = 0; i < HEALTHZ_REQUESTS; i++) {
      const begun = performance.now()
      const response = await fetch(`${appUrl}/healthz`, { signal: AbortSignal.timeout(5000) })
      await response.arrayBuffer()
      if (response.ok) latencies.push(performance.now() - begun)
      else failed += 1
    }
    return {
      relays: HELD_RELAYS,
      ready: ready.filter(Boolean).length,
      requests: HEALTHZ_REQUESTS,
      failed,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
    }
  } finally {
    abort.abort()
  }
}

/**
 * A url-encoded POST /login of CHUNKED_MB sent chunked (no Content-Length), as fast as the app
 * reads it; the app's RSS is sampled meanwhile and for a second after.
 */
export async function measureChunkedLogin(
  appUrl: string,
  appPid: number,
): Promise<HostileResult['chunkedLogin']> {
  const total = CHUNKED_MB * MB
  const baseline = rssMb(appPid)
  let peak = baseline
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(appPid))
  }, 25)
  const begun = performance.now()
  let sent = 0
  // set by the request's events while the loop writes
  const seen: { status: number | null; closed: boolean } = { status: null, closed: false }
  let stoppedBy: 'answer' | 'closed' | 'sent all' | 'safety bound' = 'sent all'
  const request = httpRequest(`${appUrl}/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Transfer-Encoding': 'chunked',
      // a same-origin form post, so only the size is in question
      Origin: appUrl,
    },
  })
  const answered = new Promise<void>((resolve) => {
    request.on('response', (response) => {
      seen.status = response.statusCode ?? null
      response.resume()
      resolve()
    })
    request.on('close', () => {
      seen.closed = true
      resolve()
    })
  })
  request.on('error', () => undefined)
  const chunk = Buffer.alloc(CHUNK_BYTES, 'a')
  request.write('phone=0812345678&password=')
  try {
    while (sent < total) {
      if (seen.status !== null) {
        stoppedBy = 'answer'
        break
      }
      if (seen.closed) {
        stoppedBy = 'closed'
        break
      }
      if (peak - baseline > CHUNKED_STOP_RSS_MB || performance.now() - begun > CHUNKED_STOP_MS) {
        stoppedBy = 'safety bound'
        break
      }
      const more = request.write(chunk)
      sent += chunk.length
      if (!more) {
        await Promise.race([
          new Promise((resolve) => request.once('drain', resolve)),
          answered,
          sleep(1000),
        ])
      }
    }
    if (stoppedBy === 'sent all') request.end()
    await Promise.race([answered, sleep(5000)])
    await sleep(1000)
  } finally {
    request.destroy()
    clearInterval(sampler)
  }
  peak = Math.max(peak, rssMb(appPid))
  return {
    mb: CHUNKED_MB,
    status: seen.status,
    stoppedBy,
    sentMb: sent / MB,
    seconds: (performance.now() - begun) / 1000,
    rssBeforeMb: baseline,
    rssGrowthMb: peak - baseline,
  }
}

/** How many answers came with each status ('none': the connection closed first). */
function countByStatus(answers: readonly { status: number | null }[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const { status } of answers) counts[status ?? 'none'] = (counts[status ?? 'none'] ?? 0) + 1
  return counts
}

const FLOOD_CLIENTS = 20
const FLOOD_SECONDS = 2
const FLOOD_MB = 50
const FLOOD_BOUNDARY = 'bench-flood-boundary'
/** The parts of the reported attack on /login: 520 fields of 100 kB. */
const FLOOD_FIELD_BYTES = 100 * 1024

/**
 * A multipart body of about FLOOD_MB, as chunks written one at a time: many 100 kB fields (the
 * shape that reached memory through /login), or one file.
 */
function* floodChunks(shape: 'fields' | 'file'): Generator<Buffer> {
  const total = FLOOD_MB * MB
  const filler = Buffer.alloc(shape === 'fields' ? FLOOD_FIELD_BYTES : CHUNK_BYTES, 'a')
  let sent = 0
  for (let n = 0; sent < total; n++) {
    if (shape === 'fields') {
      yield Buffer.from(
        `--${FLOOD_BOUNDARY}\r\nContent-Disposition: form-data; name="f${n}"\r\n\r\n`,
      )
      yield filler
      yield Buffer.from('\r\n')
    } else {
      if (n === 0) {
        yield Buffer.from(
          `--${FLOOD_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; ` +
            'filename="slip.png"\r\nContent-Type: image/png\r\n\r\n',
        )
      }
      yield filler
    }
    sent += filler.length
  }
  yield Buffer.from(`\r\n--${FLOOD_BOUNDARY}--\r\n`)
}

/**
 * One chunked multipart POST, written as fast as the app reads it until it answers or closes;
 * resolves with the status (null for none) and what had been written.
 */
function floodPost(url: string, cookie: string, shape: 'fields' | 'file') {
  return new Promise<{ status: number | null; sentBytes: number }>((resolve) => {
    let status: number | null = null
    let sentBytes = 0
    let done = false
    const request = httpRequest(url, {
      method: 'POST',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${FLOOD_BOUNDARY}`,
        'Transfer-Encoding': 'chunked',
        Origin: new URL(url).origin,
        Cookie: cookie,
      },
    })
    const finish = () => {
      if (done) return
      done = true
      request.destroy()
      resolve({ status, sentBytes })
    }
    request.on('response', (response) => {
      status = response.statusCode ?? null
      response.resume()
      response.on('end', finish)
      response.on('error', finish)
    })
    request.on('close', finish)
    request.on('error', finish)
    const chunks = floodChunks(shape)
    const writeMore = () => {
      for (;;) {
        if (done || status !== null) return
        const next = chunks.next()
        if (next.done) {
          request.end()
          return
        }
        sentBytes += next.value.length
        if (!request.write(next.value)) {
          request.once('drain', writeMore)
          return
        }
      }
    }
    writeMore()
  })
}

// Asks /healthz one request at a time until its stdin ends, then prints the latencies. In a
// process of its own: the flood's clients keep theirs busy, which would count as the app's time.
const HEALTHZ_PROBE = `
const latencies = []
let failed = 0
let stopping = false
process.stdin.on('end', () => (stopping = true)).resume()
;(async () => {
  while (!stopping) {
    const asked = performance.now()
    try {
      const response = await fetch(process.argv[1], { signal: AbortSignal.timeout(5000) })
      await response.arrayBuffer()
      if (response.ok) latencies.push(performance.now() - asked)
      else failed += 1
    } catch {
      failed += 1
    }
  }
  process.stdout.write(JSON.stringify({ latencies, failed }))
})()
`

/** /healthz asked from another process until `stop()`, which answers the figures. */
function probeHealthz(appUrl: string) {
  const probe = spawn(process.execPath, ['-e', HEALTHZ_PROBE, `${appUrl}/healthz`], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  let printed = ''
  probe.stdout.setEncoding('utf8').on('data', (chunk: string) => (printed += chunk))
  const exited = new Promise((resolve) => probe.once('close', resolve))
  return {
    async stop(): Promise<FloodResult['healthz']> {
      probe.stdin.end()
      await exited
      const { latencies, failed } = JSON.parse(printed) as { latencies: number[]; failed: number }
      return {
        requests: latencies.length + failed,
        failed,
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
      }
    },
  }
}

/**
 * FLOOD_CLIENTS clients each posting multipart bodies of FLOOD_MB to `path`, one after another
 * for at least `seconds` (a refusal comes in a blink: /healthz must be asked under a flood,
 * not after it), with the app's RSS sampled meanwhile and /healthz asked, one request at a
 * time, by another process.
 */
export async function measureMultipartFlood(
  appUrl: string,
  appPid: number,
  {
    path,
    cookie = '',
    shape,
    seconds: floodSeconds = FLOOD_SECONDS,
  }: { path: string; cookie?: string; shape: 'fields' | 'file'; seconds?: number },
): Promise<FloodResult> {
  const baseline = rssMb(appPid)
  let peak = baseline
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(appPid))
  }, 25)
  const healthz = probeHealthz(appUrl)
  const begun = performance.now()
  const client = async () => {
    const answers: Awaited<ReturnType<typeof floodPost>>[] = []
    do answers.push(await floodPost(`${appUrl}${path}`, cookie, shape))
    while (performance.now() - begun < floodSeconds * 1000)
    return answers
  }
  try {
    const answers = (await Promise.all(Array.from({ length: FLOOD_CLIENTS }, client))).flat()
    const seconds = (performance.now() - begun) / 1000
    const asked = await healthz.stop()
    await sleep(500)
    peak = Math.max(peak, rssMb(appPid))
    const statuses = countByStatus(answers)
    return {
      path,
      shape,
      clients: FLOOD_CLIENTS,
      requests: answers.length,
      mbEach: FLOOD_MB,
      statuses,
      sentMb: answers.reduce((sum, { sentBytes }) => sum + sentBytes, 0) / MB,
      seconds,
      rssBeforeMb: baseline,
      rssGrowthMb: peak - baseline,
      healthz: asked,
    }
  } finally {
    clearInterval(sampler)
  }
}

const SLOW_BODIES = 100
/** A slow sender's pace: one byte this often. */
const SLOW_BYTE_EVERY_MS = 500

/**
 * SLOW_BODIES chunked url-encoded POSTs to `path` that send one byte every SLOW_BYTE_EVERY_MS
 * and never finish: when the app closed each, and what it answered. Waiting stops at `waitMs`.
 */
export async function measureSlowBodies(
  appUrl: string,
  { path, waitMs }: { path: string; waitMs: number },
): Promise<SlowBodiesResult> {
  const begun = performance.now()
  const bodies = Array.from(
    { length: SLOW_BODIES },
    () =>
      new Promise<{ closedAfterMs: number | null; status: number | null }>((resolve) => {
        let status: number | null = null
        const request = httpRequest(`${appUrl}${path}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            'Transfer-Encoding': 'chunked',
            Origin: appUrl,
          },
        })
        const drip = setInterval(() => request.write('a'), SLOW_BYTE_EVERY_MS)
        const giveUp = setTimeout(() => end(null), waitMs)
        const end = (closedAfterMs: number | null) => {
          clearInterval(drip)
          clearTimeout(giveUp)
          request.destroy()
          resolve({ closedAfterMs, status })
        }
        request.on('response', (response) => {
          status = response.statusCode ?? null
          response.resume()
        })
        request.on('close', () => end(performance.now() - begun))
        request.on('error', () => undefined)
        request.write('phone=')
      }),
  )
  const outcomes = await Promise.all(bodies)
  const closed = outcomes.flatMap(({ closedAfterMs }) =>
    closedAfterMs === null ? [] : [closedAfterMs],
  )
  const statuses = countByStatus(outcomes)
  return {
    path,
    bodies: SLOW_BODIES,
    byteEveryMs: SLOW_BYTE_EVERY_MS,
    closed: closed.length,
    lastClosedAfterMs: closed.length ? Math.max(...closed) : null,
    statuses,
  }
}
