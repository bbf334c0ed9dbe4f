// The build's files as the edge (server/app.js) sends them: the precompressed sibling the
// browser accepts, brotli first, as the original's type and cached for a year; Remix's answers
// still compressed on the fly.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { precompress } from '../../scripts/precompress.js'
import { createApp } from '../../server/app.js'

const SCRIPT = 'export function greet(name) { return `Hello, ${name}!` }\n'.repeat(40)
const PAGE = `<!DOCTYPE html><html><body>${'<p>Lucky Wallet</p>'.repeat(40)}</body></html>`

let root: string
let base: string
let server: http.Server
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'public-'))
  mkdirSync(path.join(root, 'build', '_shared'), { recursive: true })
  writeFileSync(path.join(root, 'build', '_shared', 'chunk-A1.js'), SCRIPT)
  await precompress(path.join(root, 'build'))
  const app = createApp({
    staticRoot: root,
    handleRequest: async () =>
      new Response(PAGE, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
  })
  server = app.listen(0, '127.0.0.1')
  await new Promise((done) => server.once('listening', done))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((done) => server.close(done))
  rmSync(root, { recursive: true, force: true })
})

/** The answer's bytes as sent (fetch would decompress them). */
function get(pathname: string, acceptEncoding?: string) {
  const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${base}${pathname}`, { headers }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          )
        })
        .on('error', reject)
    },
  )
}

const CHUNK = '/build/_shared/chunk-A1.js'

describe('the build files are sent precompressed', () => {
  it('sends brotli to a browser that accepts it, as a script cached for a year', async () => {
    const answer = await get(CHUNK, 'gzip, deflate, br')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/)
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i)
    expect(answer.headers['cache-control']).toMatch(/max-age=31536000/)
    expect(answer.headers['cache-control']).toMatch(/immutable/)
    // the file written at build time, not compressed again on the way
    expect(answer.body).toEqual(readFileSync(path.join(root, 'build', '_shared', 'chunk-A1.js.br')))
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(SCRIPT)
  })

  it('sends gzip to a browser that does not take brotli', async () => {
    const answer = await get(CHUNK, 'gzip')
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i)
    expect(zlib.gunzipSync(answer.body).toString()).toBe(SCRIPT)
  })

  it('sends the file itself to a client that asks for no encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const answer = await get(CHUNK, acceptEncoding)
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i)
      expect(answer.headers['cache-control']).toMatch(/immutable/)
      expect(answer.body.toString()).toBe(SCRIPT)
    }
  })

  it('sends a sibling asked for by its own name as it is', async () => {
    const answer = await get(`${CHUNK}.br`, 'br')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.body).toEqual(readFileSync(path.join(root, 'build', '_shared', 'chunk-A1.js.br')))
  })

  it("still compresses Remix's documents on the fly", async () => {
    const answer = await get('/login', 'gzip, deflate, br')
    expect(answer.headers['content-type']).toMatch(/^text\/html/)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(PAGE)
  })
})
