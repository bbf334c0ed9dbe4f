// The app's edge (server/app.js) with a stand-in for Remix: bodies limited by the bytes read,
// forwarding headers only from trusted proxies, cross-site writes refused, member answers kept
// out of caches.
import http from 'node:http'
import { type AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { createApp } from '../../server/app.js'
import { FORM_LIMIT_BYTES, UPLOAD_SLACK_BYTES } from '../../server/body-limit.js'

type Seen = { url: string; forwardedFor: string | null; bodyBytes: number; bodyError: string }

let servers: http.Server[] = []
afterEach(async () => {
  for (const server of servers) server.closeAllConnections()
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))))
  servers = []
})

const UPLOAD_FILE_BYTES = 1024 * 1024

/** The edge on a free port, before a handler that reads the whole body and says what it saw. */
async function startEdge(
  trustProxy: false | number | string[] = false,
  answer: (request: Request) => Response = () => new Response('ok'),
) {
  const seen: Seen[] = []
  const app = createApp({
    trustProxy,
    // the route of a path is the path itself; /chat takes files of up to 1 MB
    routeOf: (path) => path,
    uploadFileLimits: { '/chat': UPLOAD_FILE_BYTES },
    handleRequest: async (request) => {
      const entry: Seen = {
        url: request.url,
        forwardedFor: request.headers.get('X-Forwarded-For'),
        bodyBytes: 0,
        bodyError: '',
      }
      seen.push(entry)
      try {
        entry.bodyBytes = (await request.arrayBuffer()).byteLength
      } catch (error) {
        entry.bodyError = String(error)
        // what Remix does when an action fails: an answer the edge must not write any more
        return new Response('late answer', { status: 500 })
      }
      return answer(request)
    },
  })
  const server = app.listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise((done) => server.once('listening', done))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { base, seen }
}

describe('a client gone before Remix is reached', () => {
  it('starts no work that only its leaving could stop', async () => {
    let handled = 0
    const app = createApp({
      handleRequest: async () => {
        handled++
        return new Response('ok')
      },
    })
    // the socket closes before the app gets the request, as while express.static looks up a file
    const server = http.createServer((req, res) => {
      req.socket.destroy()
      setImmediate(() => app(req, res))
    })
    servers.push(server)
    server.listen(0, '127.0.0.1')
    await new Promise((done) => server.once('listening', done))
    const { port } = server.address() as AddressInfo
    await fetch(`http://127.0.0.1:${port}/chat/events`).catch(() => null)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(handled).toBe(0)
  })
})

/**
 * A chunked body of `totalBytes`, written as fast as the server reads it; ends with the
 * status the server answered and how much had been written by then.
 */
function sendChunked(base: string, path: string, contentType: string, totalBytes: number) {
  return new Promise<{ status: number; body: string; written: number }>((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 'a')
    let written = 0
    let answered = false
    const request = http.request(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': contentType, 'Transfer-Encoding': 'chunked' },
    })
    request.on('response', (response) => {
      answered = true
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (data: string) => (body += data))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, written }))
      response.on('error', () => resolve({ status: response.statusCode ?? 0, body, written }))
    })
    request.on('error', (error) => {
      if (!answered) reject(error)
    })
    const writeMore = () => {
      while (!answered && written < totalBytes) {
        written += chunk.length
        if (!request.write(chunk)) {
          request.once('drain', writeMore)
          return
        }
      }
      if (!answered) request.end()
    }
    writeMore()
  })
}

describe('request bodies are limited by the bytes read', () => {
  it('refuses a chunked form body of several MB as soon as it passes the limit', async () => {
    const { base, seen } = await startEdge()
    const result = await sendChunked(
      base,
      '/login',
      'application/x-www-form-urlencoded',
      64 * 1024 * 1024,
    )
    expect(result.status).toBe(413)
    expect(result.body).toBe('Payload Too Large')
    // the server stopped reading: the client could not push the whole body in
    expect(result.written).toBeLessThan(32 * 1024 * 1024)
    expect(seen).toHaveLength(1)
    expect(seen[0]?.bodyError).toMatch(/larger than/)
  })

  it('refuses a chunked body of any other type past the form limit', async () => {
    const { base } = await startEdge()
    const result = await sendChunked(base, '/chat', 'application/octet-stream', 4 * 1024 * 1024)
    expect(result.status).toBe(413)
  })

  it("lets multipart bodies reach the route's largest file and its fields, and not more", async () => {
    const { base, seen } = await startEdge()
    const upload = await sendChunked(
      base,
      '/chat',
      'multipart/form-data; boundary=x',
      UPLOAD_FILE_BYTES,
    )
    expect(upload.status).toBe(200)
    expect(seen[0]?.bodyBytes).toBe(UPLOAD_FILE_BYTES)
    const tooBig = await sendChunked(
      base,
      '/chat',
      'multipart/form-data; boundary=x',
      UPLOAD_FILE_BYTES + UPLOAD_SLACK_BYTES + 64 * 1024 * 2,
    )
    expect(tooBig.status).toBe(413)
  })

  it('refuses multipart with 415 on a route that takes no file, reading none of it', async () => {
    const { base, seen } = await startEdge()
    const result = await sendChunked(
      base,
      '/login',
      'multipart/form-data; boundary=x',
      64 * 1024 * 1024,
    )
    expect(result.status).toBe(415)
    expect(result.written).toBeLessThan(32 * 1024 * 1024)
    expect(seen).toHaveLength(0)
  })

  it('closes the connection of an answer given before the body was read', async () => {
    const app = createApp({
      routeOf: (path) => path,
      uploadFileLimits: { '/chat': 64 * 1024 * 1024 },
      // a page that answers without reading the body, as an upload refused as busy does
      handleRequest: async () => new Response('busy', { status: 503 }),
    })
    const server = app.listen(0, '127.0.0.1')
    servers.push(server)
    await new Promise((done) => server.once('listening', done))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const begun = Date.now()
    const closed = new Promise<number>((resolve) => {
      const request = http.request(`${base}/chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      })
      const timer = setInterval(() => request.write(Buffer.alloc(64 * 1024, 'a')), 10)
      request.on('response', (response) => {
        expect(response.statusCode).toBe(503)
        expect(response.headers.connection).toBe('close')
        response.resume()
      })
      request.on('close', () => {
        clearInterval(timer)
        resolve(Date.now() - begun)
      })
      request.on('error', () => undefined)
    })
    // the client would go on sending; its connection ends after the linger (2 s) instead
    expect(await closed).toBeLessThan(4000)
  })

  it('lets a form body under the limit through whole', async () => {
    const { base, seen } = await startEdge()
    const body = 'x'.repeat(FORM_LIMIT_BYTES)
    const response = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    })
    expect(response.status).toBe(200)
    expect(seen[0]?.bodyBytes).toBe(FORM_LIMIT_BYTES)
  })

  it('refuses a declared Content-Length over the limit without calling the app', async () => {
    const { base, seen } = await startEdge()
    const response = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'x'.repeat(FORM_LIMIT_BYTES + 1),
    })
    expect(response.status).toBe(413)
    expect(seen).toHaveLength(0)
  })
})

/** A GET through node:http, which lets the test set Host and the forwarding headers. */
function get(base: string, path: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      })
      .on('error', reject)
  })
}

describe('forwarding headers come only from trusted proxies', () => {
  const forged = { 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Host': 'evil.example' }

  it('takes the socket as the player when no proxy is trusted', async () => {
    const { base, seen } = await startEdge(false)
    await get(base, '/user/home/invite', { ...forged, 'X-Forwarded-Proto': 'https' })
    expect(seen[0]?.forwardedFor).toMatch(/127\.0\.0\.1$/)
    expect(seen[0]?.url).toBe(`${base}/user/home/invite`)
  })

  it('takes the player and host a trusted proxy tells', async () => {
    for (const trustProxy of [1, ['127.0.0.1'], ['loopback']]) {
      const { seen, base } = await startEdge(trustProxy)
      await get(base, '/user/home/invite', { ...forged, 'X-Forwarded-Proto': 'https' })
      expect(seen[0]?.forwardedFor).toBe('203.0.113.7')
      expect(seen[0]?.url).toBe('https://evil.example/user/home/invite')
    }
  })

  it('keeps only the hops it trusts from a chain', async () => {
    const { base, seen } = await startEdge(1)
    await get(base, '/', { 'X-Forwarded-For': '198.51.100.1, 203.0.113.7' })
    expect(seen[0]?.forwardedFor).toBe('203.0.113.7')
  })

  it('does not trust a proxy list the socket is not on', async () => {
    const { base, seen } = await startEdge(['10.0.0.0/8'])
    await get(base, '/', forged)
    expect(seen[0]?.forwardedFor).toMatch(/127\.0\.0\.1$/)
    expect(seen[0]?.url).toBe(`${base}/`)
  })
})

describe('writes from other origins are refused at the edge', () => {
  const post = (base: string, path: string, headers: Record<string, string>) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: 'a=1',
    })

  it('refuses another origin, a null origin and a cross-site fetch on every route', async () => {
    const { base, seen } = await startEdge()
    for (const path of ['/logout', '/login', '/chat', '/set-language', '/notice', '/user/home']) {
      expect((await post(base, path, { Origin: 'https://evil.example' })).status, path).toBe(403)
      expect((await post(base, path, { Origin: 'null' })).status, path).toBe(403)
      expect((await post(base, path, { 'Sec-Fetch-Site': 'cross-site' })).status, path).toBe(403)
      expect((await post(base, path, { 'Sec-Fetch-Site': 'same-site' })).status, path).toBe(403)
    }
    expect(seen).toHaveLength(0)
  })

  it('lets its own origin and requests without one through', async () => {
    const { base, seen } = await startEdge()
    const own = await post(base, '/logout', { Origin: base, 'Sec-Fetch-Site': 'same-origin' })
    expect(own.status).toBe(200)
    expect((await post(base, '/logout', {})).status).toBe(200)
    expect(
      (await fetch(`${base}/login`, { headers: { Origin: 'https://x.example' } })).status,
    ).toBe(200)
    expect(seen).toHaveLength(3)
  })

  it('takes the origin a trusted proxy tells as its own', async () => {
    const { base } = await startEdge(1)
    const proxied = {
      'X-Forwarded-Host': 'wallet.example',
      'X-Forwarded-Proto': 'https',
    }
    const own = await post(base, '/logout', { ...proxied, Origin: 'https://wallet.example' })
    expect(own.status).toBe(200)
    const plain = await post(base, '/logout', { ...proxied, Origin: 'http://wallet.example' })
    expect(plain.status).toBe(403)
  })
})

describe('member answers are kept out of caches', () => {
  it('marks pages and data under /user, answers setting cookies and session requests', async () => {
    const { base } = await startEdge(false, (request) => {
      const headers = new Headers({ 'Cache-Control': 'public, max-age=60' })
      if (new URL(request.url).pathname === '/login') headers.append('Set-Cookie', 'a=1')
      return new Response('ok', { headers })
    })
    const cacheControl = async (path: string, headers: Record<string, string> = {}) =>
      (await fetch(`${base}${path}`, { headers })).headers.get('Cache-Control')
    expect(await cacheControl('/user/home')).toBe('private, no-store')
    expect(await cacheControl('/user/home.data')).toBe('private, no-store')
    expect(await cacheControl('/user')).toBe('private, no-store')
    expect(await cacheControl('/login')).toBe('private, no-store')
    expect(await cacheControl('/howto', { Cookie: '__session=abc' })).toBe('private, no-store')
    expect(await cacheControl('/howto')).toBe('public, max-age=60')
    expect(await cacheControl('/username')).toBe('public, max-age=60')
  })
})
