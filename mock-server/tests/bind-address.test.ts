// Where the mock listens: loopback only unless MOCK_HOST says otherwise, on both 127.0.0.1 and
// ::1 so that `localhost` reaches it whichever the resolver answers first.
import { copyFileSync, rmSync } from 'node:fs'
import { networkInterfaces } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseMockEnv } from '../config'
import { type RunningMockServer, startMockServer } from '../server'
import { TEMPLATE_DB, TMP_DIR } from './global-setup'
import { closeSockets, connected, openSocket } from './support/sockets'

const file = path.join(TMP_DIR, `mock-bind-${process.pid}.db`)

/** Whether GET /healthz answers at `host`, or the connection is refused. */
async function reaches(host: string, port: number): Promise<boolean> {
  try {
    return (await fetch(`http://${host}:${port}/healthz`)).ok
  } catch {
    return false
  }
}

/** An IPv4 address of this machine that is not loopback, if it has one. */
function lanAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((info) => info && info.family === 'IPv4' && !info.internal)?.address
}

describe('the default bind address', () => {
  let mock: RunningMockServer
  const savedHost = process.env.MOCK_HOST
  beforeAll(async () => {
    copyFileSync(TEMPLATE_DB, file)
    delete process.env.MOCK_HOST
    mock = await startMockServer({ port: 0, databaseUrl: `file:${file}`, config: { quiet: true } })
  })
  afterAll(async () => {
    closeSockets()
    await mock.close()
    if (savedHost !== undefined) process.env.MOCK_HOST = savedHost
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
  })

  it('answers on 127.0.0.1, ::1 and localhost', async () => {
    expect(await reaches('127.0.0.1', mock.port)).toBe(true)
    expect(await reaches('[::1]', mock.port)).toBe(true)
    expect(await reaches('localhost', mock.port)).toBe(true)
    expect(mock.url).toBe(`http://localhost:${mock.port}`)
  })

  it('the chat socket works over ::1 too', async () => {
    const socket = openSocket(`http://[::1]:${mock.port}`, { guestId: 'guest-bind-1a2b3c4d' })
    expect(await connected(socket)).toBe('connected')
  })

  it('is not reachable at a LAN address', async (context) => {
    const lan = lanAddress()
    if (!lan) return context.skip()
    expect(await reaches(lan, mock.port)).toBe(false)
  })
})

describe('MOCK_HOST', () => {
  it('is read trimmed; blank means the default', () => {
    expect(
      parseMockEnv({ MOCK_HOST: ' 0.0.0.0 ', MOCK_ADMIN_PASSWORD: 'lan-password' }).MOCK_HOST,
    ).toBe('0.0.0.0')
    expect(parseMockEnv({ MOCK_HOST: '' }).MOCK_HOST).toBeUndefined()
    expect(parseMockEnv({}).MOCK_HOST).toBeUndefined()
  })

  it("opened beyond this machine, needs an admin password of its own, not the README's", () => {
    expect(() => parseMockEnv({ MOCK_HOST: '0.0.0.0' })).toThrow(
      /MOCK_ADMIN_PASSWORD is required when MOCK_HOST \(0\.0\.0\.0\)/,
    )
    expect(() => parseMockEnv({ MOCK_HOST: '0.0.0.0', MOCK_ADMIN_PASSWORD: ' ' })).toThrow()
    // on loopback the demo's password stays
    expect(parseMockEnv({ MOCK_HOST: '127.0.0.1' }).MOCK_ADMIN_PASSWORD).toBe('demo')
  })

  it('names the one address listened on', async () => {
    const lan = lanAddress()
    const host = lan ?? '127.0.0.1'
    copyFileSync(TEMPLATE_DB, file)
    const saved = process.env.MOCK_HOST
    const savedPassword = process.env.MOCK_ADMIN_PASSWORD
    process.env.MOCK_HOST = host
    process.env.MOCK_ADMIN_PASSWORD = 'lan-password'
    try {
      const mock = await startMockServer({
        port: 0,
        databaseUrl: `file:${file}`,
        config: { quiet: true },
      })
      try {
        expect(await reaches(host, mock.port)).toBe(true)
        expect(await reaches('[::1]', mock.port)).toBe(false)
      } finally {
        await mock.close()
      }
    } finally {
      if (saved === undefined) delete process.env.MOCK_HOST
      else process.env.MOCK_HOST = saved
      if (savedPassword === undefined) delete process.env.MOCK_ADMIN_PASSWORD
      else process.env.MOCK_ADMIN_PASSWORD = savedPassword
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
    }
  })
})
