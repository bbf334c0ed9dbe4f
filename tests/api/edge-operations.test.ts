// The edge as on-call sees it (server/app.js with a stand-in for Remix): a request id for
// every request, taken from a trusted proxy only and handed to the app; one log line per
// request with its route pattern; the probes; refusals said with their reason.
import http from 'node:http'
import { type AddressInfo } from 'node:net'

import { pino } from 'pino'
import { afterEach, describe, expect, it } from 'vitest'

import { createApp } from '../../server/app.js'

type Line = Record<string, unknown>
let servers: http.Server[] = []
afterEach(async () => {
  for (const server of servers) server.closeAllConnections()
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))))
  servers = []
})

async function startEdge(options: Partial<Parameters<typeof createApp>[0]> = {}) {
  const lines: Line[] = []
  const seen: Request[] = []
  const observed: unknown[] = []
  // as the app's logger writes (app/observability/log.server.ts): levels by name
  const logger = pino(
    { level: 'debug', formatters: { level: (label) => ({ level: label }) } },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  )
  const app = createApp({
    logger,
    routeOf: (path) => (path.startsWith('/user/home/game/') ? '/user/home/game/:code' : null),
    observeRequest: (observation) => observed.push(observation),
    handleRequest: async (request) => {
      seen.push(request)
      // as Remix reads a form: the whole body (the edge counts it as it comes)
      const read = await request.arrayBuffer().then(
        () => true,
        () => false,
      )
      return new Response(read ? 'ok' : 'late answer', { status: read ? 200 : 500 })
    },
    ...options,
  })
  const server = app.listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise((done) => server.once('listening', done))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  /** The request log line of the answer with this id, once written. */
  const lineOf = async (requestId: string | null) => {
    for (let tries = 0; tries < 50; tries++) {
      const line = lines.find((entry) => entry.requestId === requestId && entry.msg === 'request')
      if (line) return line
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error(`no request line for ${requestId}: ${JSON.stringify(lines)}`)
  }
  return { base, lines, seen, observed, lineOf }
}

describe('request ids', () => {
  it('gives every request one, in the answer, in the log and in what the app sees', async () => {
    const { base, seen, lineOf } = await startEdge()
    const response = await fetch(`${base}/user/home/game/JOKER?secret=0812345678`)
    const id = response.headers.get('X-Request-Id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(seen[0]?.headers.get('X-Request-Id')).toBe(id)
    const line = await lineOf(id)
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      route: '/user/home/game/:code',
      path: '/user/home/game/JOKER',
      status: 200,
      durationMs: expect.any(Number),
    })
    // never the query, which can carry a phone number
    expect(JSON.stringify(line)).not.toContain('0812345678')
  })

  it("keeps a trusted proxy's id, and replaces a client's own or a malformed one", async () => {
    const trusted = await startEdge({ trustProxy: ['127.0.0.1'] })
    const kept = await fetch(`${trusted.base}/login`, { headers: { 'X-Request-Id': 'lb-123' } })
    expect(kept.headers.get('X-Request-Id')).toBe('lb-123')
    expect(trusted.seen[0]?.headers.get('X-Request-Id')).toBe('lb-123')
    const malformed = await fetch(`${trusted.base}/login`, {
      headers: { 'X-Request-Id': 'a\u0000b'.replace('\u0000', ' ') + '{"level":"fatal"}' },
    })
    expect(malformed.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)

    const direct = await startEdge()
    const replaced = await fetch(`${direct.base}/login`, { headers: { 'X-Request-Id': 'lb-123' } })
    expect(replaced.headers.get('X-Request-Id')).not.toBe('lb-123')
    expect(direct.seen[0]?.headers.get('X-Request-Id')).toBe(replaced.headers.get('X-Request-Id'))
  })
})

describe('the request log and its metric', () => {
  it('labels each request by its route pattern, a path no route matches as unmatched', async () => {
    const { base, observed, lineOf } = await startEdge()
    const unknown = await fetch(`${base}/wp-admin/setup.php`)
    expect((await lineOf(unknown.headers.get('X-Request-Id'))).route).toBe('unmatched')
    await fetch(`${base}/user/home/game/PG`)
    // observed once the answer's connection is done with it
    for (let tries = 0; observed.length < 2 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    expect(observed).toContainEqual({
      method: 'GET',
      route: '/user/home/game/:code',
      status: 200,
      seconds: expect.any(Number),
    })
  })

  it('logs a server error at error level', async () => {
    const { base, lineOf } = await startEdge({
      handleRequest: async () => new Response('broken', { status: 500 }),
    })
    const response = await fetch(`${base}/user/home`)
    expect(await lineOf(response.headers.get('X-Request-Id'))).toMatchObject({
      level: 'error',
      status: 500,
      msg: 'request',
    })
  })

  it('says why a write was refused, and when a proxy is not trusted', async () => {
    const { base, lines } = await startEdge()
    const refused = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { Origin: 'https://wallet.example', 'X-Forwarded-Proto': 'https' },
      body: 'a=1',
    })
    expect(refused.status).toBe(403)
    const line = lines.find((entry) => entry.msg === 'cross-site write refused: 403')
    expect(line).toMatchObject({
      level: 'warn',
      origin: 'https://wallet.example',
      appOrigin: expect.stringMatching(/^http:\/\/127\.0\.0\.1:/),
      hint: expect.stringMatching(/TRUST_PROXY/),
    })
  })
})

describe('a body past its limit', () => {
  it('is refused with a log line, whether its length was declared or counted', async () => {
    const { base, lines } = await startEdge()
    const declared = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a='.padEnd(200 * 1024, 'x'),
    })
    expect(declared.status).toBe(413)
    const chunked = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${base}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      })
      request.on('response', (response) => resolve(response.statusCode ?? 0))
      request.on('error', reject)
      // written in parts, so sent chunked: counted as it comes, no length declared
      for (let i = 0; i < 4; i++) request.write(Buffer.alloc(64 * 1024, 'a'))
      request.end()
    })
    expect(chunked).toBe(413)
    const refusals = lines.filter((line) => line.msg === 'body too large: 413')
    expect(refusals).toHaveLength(2)
    expect(refusals.every((line) => line.level === 'warn' && line.path === '/login')).toBe(true)
  })
})

describe('the probes', () => {
  it('/healthz: the process answers; /readyz: this instance can serve', async () => {
    const { base, seen } = await startEdge({ readiness: async () => ({ ready: true }) })
    expect(await (await fetch(`${base}/healthz`)).text()).toBe('ok')
    const ready = await fetch(`${base}/readyz`)
    expect(ready.status).toBe(200)
    expect(ready.headers.get('Cache-Control')).toBe('no-store')
    expect(await ready.json()).toEqual({ status: 'ready' })
    // answered at the edge: Remix (and the backend) never asked
    expect(seen).toHaveLength(0)
  })

  it('/readyz says 503 when its own store does not answer, or when the check fails', async () => {
    const down = await startEdge({ readiness: async () => ({ ready: false, store: 'down' }) })
    const answer = await fetch(`${down.base}/readyz`)
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ status: 'not ready', store: 'down' })
    const broken = await startEdge({
      readiness: async () => {
        throw new Error('boom')
      },
    })
    expect((await fetch(`${broken.base}/readyz`)).status).toBe(503)
  })

  it('while draining, /readyz says 503 and every answer closes its connection', async () => {
    const { base } = await startEdge({ isDraining: () => true })
    const ready = await fetch(`${base}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ status: 'draining' })
    const page = await fetch(`${base}/login`)
    expect(page.status).toBe(200)
    expect(page.headers.get('Connection')).toBe('close')
  })
})
