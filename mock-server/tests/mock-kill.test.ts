// The mock backend killed (SIGKILL) in the middle of a stream of transfers: its database opens
// again with every transfer whole or absent (SQLite's WAL, one transaction per transfer), no
// money made or lost, every answered transfer kept, and the server starts again on it.
import { type ChildProcess, spawn } from 'node:child_process'
import { copyFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { createPrisma } from '../db'
import { DEMO_PASSWORD, DEMO_USERNAME } from '../seed'
import { TEMPLATE_DB, TMP_DIR } from './global-setup'
import { waitForOutput } from './support/child-output'

const FILE = path.join(TMP_DIR, `mock-kill-${process.pid}.db`)
const UPLOADS = path.join(TMP_DIR, `uploads-kill-${process.pid}`)
const GAME = 'JOKER'
const CONNECTIONS = 12
/** Transfers answered before the kill, at least: the kill lands in a busy stream. */
const ANSWERED_BEFORE_KILL = 60

type Mock = { url: string; child: ChildProcess; exited: Promise<unknown> }

/**
 * Starts the mock on a port the kernel picks (MOCK_PORT=0) and reads the port from its banner:
 * a port found free here and handed to the child later could be taken by another test's server
 * in between, which would then answer in its place.
 */
async function startMock(): Promise<Mock> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts'], {
    env: {
      ...process.env,
      MOCK_PORT: '0',
      DATABASE_URL: `file:${FILE}`,
      MOCK_UPLOAD_DIR: UPLOADS,
      MOCK_QUIET: '1',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const banner = await waitForOutput(child, /listening on http:\/\/localhost:(\d+)/).catch(
    (error: unknown) => {
      child.kill('SIGKILL')
      throw error
    },
  )
  if (!banner?.[1]) throw new Error(`the mock exited with ${child.exitCode}`)
  return { url: `http://127.0.0.1:${banner[1]}`, child, exited }
}

async function call(mock: Mock, method: string, route: string, token?: string, body?: unknown) {
  const response = await fetch(`${mock.url}${route}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function logIn(mock: Mock): Promise<string> {
  const { status, body } = await call(mock, 'POST', '/api/login', undefined, {
    username: DEMO_USERNAME,
    password: DEMO_PASSWORD,
  })
  expect(status).toBe(200)
  return String(body.token)
}

/** The demo member's wallet and game balance and their transfer rows, read from the file. */
async function ledgerOnDisk() {
  const prisma = await createPrisma(`file:${FILE}`)
  try {
    const [check] =
      await prisma.$queryRawUnsafe<{ integrity_check: string }[]>('PRAGMA integrity_check')
    const member = await prisma.member.findUniqueOrThrow({
      where: { username: DEMO_USERNAME },
      include: { gameAccounts: { where: { providerCode: GAME } } },
    })
    const rows = await prisma.statement.findMany({
      where: { memberId: member.id, statementType: 'transfer' },
    })
    return {
      integrity: check?.integrity_check,
      wallet: member.walletBalance,
      game: member.gameAccounts[0]?.balance ?? 0,
      out: rows.filter((row) => row.from === 'wallet' && row.to === GAME),
      back: rows.filter((row) => row.from === GAME && row.to === 'wallet'),
    }
  } finally {
    await prisma.$disconnect()
  }
}

afterAll(() => {
  for (const suffix of ['', '-wal', '-shm']) rmSync(FILE + suffix, { force: true })
  rmSync(UPLOADS, { recursive: true, force: true })
})

describe('the mock killed mid-transfer', () => {
  it('keeps every transfer whole or absent and starts again', { timeout: 120_000 }, async () => {
    copyFileSync(TEMPLATE_DB, FILE)
    const first = await startMock()
    const token = await logIn(first)
    const before = await ledgerOnDisk()
    expect(before.integrity).toBe('ok')

    // every connection moves 1 baht out and back again, until the server is gone
    const answered = { out: 0, back: 0 }
    let killed = false
    const streams = Array.from({ length: CONNECTIONS }, async (_, connection) => {
      for (let n = 0; !killed; n++) {
        const out = (n + connection) % 2 === 0
        const body = { from: out ? 'wallet' : GAME, to: out ? GAME : 'wallet', amount: 1 }
        try {
          const { status } = await call(first, 'POST', '/api/wallet/transfer', token, body)
          if (status === 200) answered[out ? 'out' : 'back']++
        } catch {
          return // the connection died with the server
        }
        if (!killed && answered.out + answered.back >= ANSWERED_BEFORE_KILL) {
          killed = true
          first.child.kill('SIGKILL')
        }
      }
    })
    await Promise.all(streams)
    await first.exited
    expect(first.child.signalCode).toBe('SIGKILL')

    const after = await ledgerOnDisk()
    expect(after.integrity).toBe('ok')
    const out = after.out.length - before.out.length
    const back = after.back.length - before.back.length
    // every answered transfer is there; beyond them at most the CONNECTIONS in flight
    expect(out).toBeGreaterThanOrEqual(answered.out)
    expect(back).toBeGreaterThanOrEqual(answered.back)
    expect(out + back).toBeLessThanOrEqual(answered.out + answered.back + CONNECTIONS)
    // each row moved its money, and nothing else did
    expect(after.wallet).toBe(before.wallet - (out - back) * 100)
    expect(after.game).toBe(before.game + (out - back) * 100)
    expect(after.wallet + after.game).toBe(before.wallet + before.game)
    expect(after.wallet).toBeGreaterThanOrEqual(0)
    expect(after.game).toBeGreaterThanOrEqual(0)

    // and the server starts again on the same file, with the same balances
    const second = await startMock()
    try {
      const wallet = await call(second, 'GET', '/api/wallet', token)
      expect(wallet.status).toBe(200)
      expect(wallet.body.amount).toBe(after.wallet / 100)
      const transfer = await call(second, 'POST', '/api/wallet/transfer', token, {
        from: 'wallet',
        to: GAME,
        amount: 1,
      })
      expect(transfer.status).toBe(200)
    } finally {
      second.child.kill('SIGTERM')
      await second.exited
    }
  })
})
