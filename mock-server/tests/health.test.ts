// The mock's liveness, readiness and contract document: outside /api, so neither the
// terminated switch nor injected faults touch them.
import { type AddressInfo } from 'node:net'

import { type PrismaClient } from '@prisma/client'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openApiDocument } from '@member-wallet/contract/openapi'

import { healthRoutes } from '../routes/health'
import { startTestMock, type TestMock } from './support/mock'

let mock: TestMock
beforeAll(async () => {
  mock = await startTestMock()
})
afterAll(() => mock.close())

async function get(path: string) {
  const response = await fetch(mock.url + path)
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    text: await response.text(),
  }
}

describe('GET /healthz', () => {
  it('answers ok while the process is up', async () => {
    const health = await get('/healthz')
    expect(health).toMatchObject({ status: 200, text: 'ok', cacheControl: 'no-store' })
    expect(health.type).toMatch(/^text\/plain/)
  })
})

describe('GET /readyz', () => {
  it('answers ready when the database answers', async () => {
    const ready = await get('/readyz')
    expect(ready).toMatchObject({ status: 200, cacheControl: 'no-store' })
    expect(JSON.parse(ready.text)).toEqual({ status: 'ready', database: 'up' })
  })

  it('answers 503 when the database does not', async () => {
    const broken = {
      $queryRaw: () => Promise.reject(new Error('SQLITE_CANTOPEN: unable to open database file')),
    } as unknown as PrismaClient
    const app = express().use(healthRoutes({ prisma: broken }))
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const response = await fetch(`http://127.0.0.1:${port}/readyz`)
      expect(response.status).toBe(503)
      expect(response.headers.get('cache-control')).toBe('no-store')
      // no error text, no path of the database file
      expect(await response.json()).toEqual({ status: 'not ready', database: 'down' })
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('GET /openapi.json', () => {
  it('serves the contract document', async () => {
    const doc = await get('/openapi.json')
    expect(doc.status).toBe(200)
    expect(doc.type).toMatch(/^application\/json/)
    expect(JSON.parse(doc.text)).toEqual(openApiDocument())
  })
})

describe('outside /api', () => {
  const probes = ['/healthz', '/readyz', '/openapi.json']

  it('they answer while the service is terminated', async () => {
    await mock.admin('PUT', '/__admin/settings', { terminated: 'gone' })
    try {
      expect((await mock.call('GET', '/api/lookup/banks')).status).toBe(410)
      for (const path of probes) expect((await get(path)).status, path).toBe(200)
    } finally {
      await mock.admin('PUT', '/__admin/settings', { terminated: null })
    }
  })

  it('injected faults leave them alone', async () => {
    const fault = await mock.admin('POST', '/__admin/faults', {
      path: '/api/*',
      kind: { type: 'error', code: 'INTERNAL_SERVER_ERROR' },
    })
    expect(fault.status).toBe(201)
    try {
      expect((await mock.call('GET', '/api/lookup/banks')).status).toBe(500)
      for (const path of probes) expect((await get(path)).status, path).toBe(200)
    } finally {
      await mock.admin('DELETE', '/__admin/faults')
    }
  })
})
