// The latency scenario (issue 21): on a phone the live backend is far away, each call tens to
// hundreds of milliseconds. A second app runs behind a small proxy that holds every /api call
// BENCH_BACKEND_LATENCY_MS (default 150) before passing it to the mock, and notes when each
// call began and ended. Per page: time to first byte, the backend calls, and how many of them
// ran one after another (the critical path, which the latency multiplies).
import { createServer, request as httpRequest, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'

import { onCleanup } from './processes'
import { startApp } from './servers'

export const DEFAULT_LATENCY_MS = 150
/** What the app may add to its backend's critical path before the first byte. */
export const TTFB_ALLOWANCE_MS = 50
/** Runs per page; the median run by TTFB is reported. */
const RUNS = 3

/** The pages measured, and whether they need the member's cookie. */
export const LATENCY_PAGES = [
  { page: '/login', member: false },
  { page: '/user/home', member: true },
  { page: '/user/home/deposit', member: true },
  { page: '/user/statement', member: true },
] as const

export type BackendCall = { path: string; startMs: number; endMs: number }

export type LatencyPage = {
  page: string
  ttfbMs: number
  /** Backend calls made while the page was answered. */
  calls: number
  /** The longest chain of those calls, each begun after the one before it ended. */
  criticalPath: number
  /**
   * The time the backend took on its critical path: the chain of calls, each begun after the
   * one before it ended, whose durations add up to most. A call's duration is the latency
   * held plus the mock's own answer, which a live backend spreads over its servers; the app's
   * time between the calls stays out of it.
   */
  criticalPathMs: number
  /** The calls, in the order they began (paths only). */
  paths: string[]
}

export type LatencyResult = { latencyMs: number; pages: LatencyPage[] }

/** The number of calls on the longest chain where each call begins after the previous ended. */
export function criticalPathLength(calls: readonly Pick<BackendCall, 'startMs' | 'endMs'>[]) {
  const byEnd = [...calls].sort((a, b) => a.endMs - b.endMs)
  const depth: number[] = []
  for (const [i, call] of byEnd.entries()) {
    let before = 0
    for (let j = 0; j < i; j++) {
      if (byEnd[j]!.endMs <= call.startMs) before = Math.max(before, depth[j]!)
    }
    depth.push(before + 1)
  }
  return Math.max(0, ...depth)
}

/** The most time a chain of calls, each begun after the one before it ended, took in all. */
export function criticalPathMs(calls: readonly Pick<BackendCall, 'startMs' | 'endMs'>[]) {
  const byEnd = [...calls].sort((a, b) => a.endMs - b.endMs)
  const upTo: number[] = []
  for (const [i, call] of byEnd.entries()) {
    let before = 0
    for (let j = 0; j < i; j++) {
      if (byEnd[j]!.endMs <= call.startMs) before = Math.max(before, upTo[j]!)
    }
    upTo.push(before + call.endMs - call.startMs)
  }
  return Math.max(0, ...upTo)
}

/** How far a page's first byte came after its backend's critical path (negative: sooner). */
export function ttfbMarginMs(page: Pick<LatencyPage, 'ttfbMs' | 'criticalPathMs'>) {
  return page.ttfbMs - page.criticalPathMs
}

/** BENCH_BACKEND_LATENCY_MS, a whole number of milliseconds from 0 to 5000. */
export function latencyFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_LATENCY_MS
  const latency = Number(value)
  if (!/^\d+$/.test(value.trim()) || latency > 5000) {
    throw new Error(`BENCH_BACKEND_LATENCY_MS must be 0 to 5000 (milliseconds), got "${value}"`)
  }
  return latency
}

/** The proxy in front of the mock: every /api call held `latencyMs`, then passed on and noted. */
async function startLatencyProxy(mockUrl: string, latencyMs: number) {
  const target = new URL(mockUrl)
  const calls: BackendCall[] = []
  const server: Server = createServer((incoming, answer) => {
    const startMs = performance.now()
    const held = incoming.url?.startsWith('/api') ? latencyMs : 0
    void sleep(held).then(() => {
      const outgoing = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: incoming.method,
          path: incoming.url,
          headers: { ...incoming.headers, host: target.host },
        },
        (response) => {
          answer.writeHead(response.statusCode ?? 502, response.headers)
          response.pipe(answer)
          response.once('end', () => {
            calls.push({ path: incoming.url ?? '', startMs, endMs: performance.now() })
          })
        },
      )
      outgoing.once('error', () => answer.destroy())
      incoming.pipe(outgoing)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  onCleanup(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  )
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, calls }
}

/** One GET: when its first byte came, and the backend calls made meanwhile. */
async function timeOnce(url: string, cookie: string | null, calls: BackendCall[]) {
  calls.length = 0
  const started = performance.now()
  const response = await fetch(url, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  })
  const ttfbMs = performance.now() - started
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`)
  // a call still being answered when the page ended is part of it too
  await sleep(20)
  return { ttfbMs, calls: [...calls].sort((a, b) => a.startMs - b.startMs) }
}

export type LatencyApp = { appUrl: string; latencyMs: number; calls: BackendCall[] }

/**
 * The scenario's app: the proxy, and an app of its own behind it (same build and settings as
 * the bench's app). The chat's socket goes to the mock straight: it is not a page's call.
 */
export async function startLatencyApp(
  mockUrl: string,
  appPort: number,
  latencyMs: number,
): Promise<LatencyApp> {
  const proxy = await startLatencyProxy(mockUrl, latencyMs)
  await startApp(appPort, { backendUrl: proxy.url, chatBackendUrl: mockUrl, name: 'app-latency' })
  return { appUrl: `http://127.0.0.1:${appPort}`, latencyMs, calls: proxy.calls }
}

/** Each page RUNS times, one request at a time; the median run by TTFB is kept. */
export async function measureLatency(
  { appUrl, latencyMs, calls }: LatencyApp,
  cookie: string,
): Promise<LatencyResult> {
  const pages: LatencyPage[] = []
  for (const { page, member } of LATENCY_PAGES) {
    const runs = []
    for (let run = 0; run < RUNS; run++) {
      runs.push(await timeOnce(`${appUrl}${page}`, member ? cookie : null, calls))
    }
    const median = runs.sort((a, b) => a.ttfbMs - b.ttfbMs)[Math.floor(RUNS / 2)]!
    pages.push({
      page,
      ttfbMs: median.ttfbMs,
      calls: median.calls.length,
      criticalPath: criticalPathLength(median.calls),
      criticalPathMs: criticalPathMs(median.calls),
      paths: median.calls.map((call) => call.path.split('?')[0] ?? ''),
    })
  }
  return { latencyMs, pages }
}
