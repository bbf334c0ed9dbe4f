// Server throughput: logged-in GET /user/home documents through the app (autocannon), and the
// same page's backend calls made straight to the mock by workers that each repeat the whole
// sequence, for the same time and concurrency. Their ratio is what the app adds on top.
import { performance } from 'node:perf_hooks'

import autocannon from 'autocannon'

import { CLIENT_HEADER } from '../app/api/client'
import { type BackendCall, HOME_BACKEND_CALLS } from './home-calls'
import { summarize, type Throughput } from './stats'

export type LoadOptions = { connections: number; seconds: number }

const CALL_TIMEOUT_MS = 10_000

/** One home sequence against the mock with the headers the app sends; a non-2xx throws. */
export function homeSequence(mockUrl: string, token: string): () => Promise<void> {
  const headers = {
    Accept: 'application/json',
    [CLIENT_HEADER.name]: CLIENT_HEADER.value,
    Authorization: `Bearer ${token}`,
  }
  async function send({ method, path, body }: BackendCall) {
    const response = await fetch(`${mockUrl}${path}`, {
      method,
      headers: body ? { ...headers, 'Content-Type': 'application/json' } : headers,
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`)
  }
  return async () => {
    await Promise.all(
      HOME_BACKEND_CALLS.map(async (group) => {
        for (const call of group) await send(call)
      }),
    )
  }
}

/** `workers` loops repeating `operation` for `seconds`: sequences per second and latencies. */
export async function repeatFor(
  operation: () => Promise<void>,
  { connections, seconds }: LoadOptions,
): Promise<Throughput> {
  const latencies: number[] = []
  let failed = 0
  const start = performance.now()
  const end = start + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const begun = performance.now()
        try {
          await operation()
          latencies.push(performance.now() - begun)
        } catch {
          failed++
        }
      }
    }),
  )
  return summarize(latencies, failed, (performance.now() - start) / 1000)
}

/** Throughput from autocannon's result: 2xx answers per second, latency of every answer. */
export function throughputOf(result: autocannon.Result): Throughput {
  return {
    perSecond: result.duration > 0 ? result['2xx'] / result.duration : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    completed: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
    seconds: result.duration,
  }
}

/** Logged-in GET /user/home documents, gzip accepted as a browser would. */
export async function measureHomeDocuments(
  appUrl: string,
  cookie: string,
  { connections, seconds }: LoadOptions,
): Promise<Throughput> {
  const headers = {
    cookie,
    accept: 'text/html,application/xhtml+xml',
    'accept-encoding': 'gzip, deflate',
  }
  const check = await fetch(`${appUrl}/user/home`, { headers, redirect: 'manual' })
  await check.arrayBuffer()
  if (check.status !== 200) throw new Error(`GET /user/home answered ${check.status}`)
  const result = await autocannon({
    url: `${appUrl}/user/home`,
    connections,
    duration: seconds,
    timeout: 10,
    headers,
  })
  return throughputOf(result)
}

/** The home page's backend sequences straight to the mock, after one that must succeed. */
export async function measureHomeBackend(
  mockUrl: string,
  token: string,
  options: LoadOptions,
): Promise<Throughput> {
  const sequence = homeSequence(mockUrl, token)
  await sequence()
  return repeatFor(sequence, options)
}
