// Traces, when OTEL_EXPORTER_OTLP_ENDPOINT is set: each request is a server span named by its
// route, with its request id, and its backend calls are client spans beneath it, whose trace
// the backend receives (traceparent). The collector here is a loopback server reading OTLP JSON.
import { createServer, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'

import { afterAll, beforeAll, expect, test } from 'vitest'

import { startTestMock, type TestMock } from '../../mock-server/tests/support/mock'
import { type AppProcess, productionEnv, startAppProcess } from '../support/app-process'

type Span = {
  traceId: string
  spanId: string
  parentSpanId?: string
  name: string
  kind: number
  attributes: { key: string; value: { stringValue?: string; intValue?: number | string } }[]
}

let collector: Server
const spans: Span[] = []
let mock: TestMock
let app: AppProcess

beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      const exported = JSON.parse(body) as {
        resourceSpans: { scopeSpans: { spans: Span[] }[] }[]
      }
      for (const resource of exported.resourceSpans) {
        for (const scope of resource.scopeSpans) spans.push(...scope.spans)
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
    })
  }).listen(0, '127.0.0.1')
  await new Promise((resolve) => collector.once('listening', resolve))
  mock = await startTestMock()
  app = await startAppProcess({
    env: {
      ...productionEnv(mock.url),
      SINGLE_INSTANCE: '1',
      DRAIN_DELAY_MS: '0',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    },
  })
})
afterAll(async () => {
  await app?.stop()
  await mock?.close()
  collector?.close()
})

const attribute = (span: Span, key: string) => {
  const value = span.attributes.find((entry) => entry.key === key)?.value
  return value?.stringValue ?? (value?.intValue !== undefined ? Number(value.intValue) : undefined)
}

test('a request is a server span with its route and id, its backend calls client spans beneath it', async () => {
  const response = await fetch(`${app.url}/login`)
  expect(response.status).toBe(200)
  const requestId = response.headers.get('X-Request-Id')!
  const deadline = Date.now() + 5_000
  let server: Span | undefined
  while (!server && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    server = spans.find((span) => attribute(span, 'request.id') === requestId)
  }
  expect(server).toMatchObject({ name: 'GET /login', kind: 2 })
  expect(attribute(server!, 'http.route')).toBe('/login')
  expect(attribute(server!, 'http.response.status_code')).toBe(200)
  await new Promise((resolve) => setTimeout(resolve, 300))
  const calls = spans.filter((span) => span.parentSpanId === server!.spanId)
  expect(calls.length).toBeGreaterThanOrEqual(2)
  for (const call of calls) {
    expect(call.traceId).toBe(server!.traceId)
    expect(call.kind).toBe(3)
  }
})

test('a trace context sent by a client the app does not trust starts no trace of its own', async () => {
  const foreign = '0af7651916cd43dd8448eb211c80319c'
  const response = await fetch(`${app.url}/login`, {
    headers: { traceparent: `00-${foreign}-b7ad6b7169203331-01` },
  })
  const requestId = response.headers.get('X-Request-Id')!
  await new Promise((resolve) => setTimeout(resolve, 400))
  const server = spans.find((span) => attribute(span, 'request.id') === requestId)
  expect(server?.traceId).toMatch(/^[0-9a-f]{32}$/)
  expect(server?.traceId).not.toBe(foreign)
  expect(server?.parentSpanId ?? '').toBe('')
})
