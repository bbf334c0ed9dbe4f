// One mock backend and one app per Playwright worker (issue 20): each worker owns a block of
// ports derived from its parallelIndex, so its mock's global switches are its own and two
// workers never share a database. e2e/fixtures.ts starts and stops them; specs reach them
// through mockUrl() and appUrl().
import { type ChildProcess, spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { test } from '@playwright/test'

export const OTP_CODE = '123456'
export const ADMIN_PASSWORD = 'e2e-admin'
/** Shared with the extra app servers some specs start, so a login holds there too. */
export const SESSION_SECRET = 'e2e-session-secret-0123456789-abcdef'

/**
 * How the suite runs every built app: in production, as the demo does (a plain-http mock on
 * loopback, one instance), stopping at once when its test is done.
 */
export const APP_ENV = {
  NODE_ENV: 'production' as const,
  DEMO: '1',
  SESSION_SECRET,
  DRAIN_DELAY_MS: '0',
  LOG_LEVEL: 'warn',
}

export const TMP_DIR = path.resolve('e2e/.tmp')
/** Migrated once per run by e2e/global-setup.ts; every worker's mock starts on a copy. */
export const TEMPLATE_DB = path.join(TMP_DIR, 'template.db')

/**
 * E2E_PORT_BASE (default 3100) lets a second checkout run beside this one. Worker n's app
 * listens on base + 10n, the next nine ports are its spare apps' (spareAppPort), and its mock
 * listens 1000 above its app.
 */
const PORT_BASE = portBaseFromEnv(process.env.E2E_PORT_BASE)
const PORTS_PER_WORKER = 10
const MOCK_PORT_OFFSET = 1000

function portBaseFromEnv(value: string | undefined): number {
  const base = Number(value ?? 3100)
  if (!Number.isInteger(base) || base < 1024 || base > 60_000) {
    throw new Error(`E2E_PORT_BASE must be a port number from 1024 to 60000, got "${value}"`)
  }
  return base
}

function currentWorker(): number {
  return test.info().parallelIndex
}

export function appPort(worker = currentWorker()): number {
  return PORT_BASE + PORTS_PER_WORKER * worker
}

export function mockPort(worker = currentWorker()): number {
  return appPort(worker) + MOCK_PORT_OFFSET
}

/** A port for another app server a spec starts (slot 1 to 9), the running worker's own. */
export function spareAppPort(slot: number): number {
  if (!Number.isInteger(slot) || slot < 1 || slot >= PORTS_PER_WORKER) {
    throw new Error(`a spare app slot is 1 to ${PORTS_PER_WORKER - 1}, got ${slot}`)
  }
  return appPort() + slot
}

/** The running worker's app (also the tests' baseURL). */
export function appUrl(worker = currentWorker()): string {
  return `http://localhost:${appPort(worker)}`
}

/** The running worker's mock backend. */
export function mockUrl(worker = currentWorker()): string {
  return `http://localhost:${mockPort(worker)}`
}

export type WorkerServers = { appUrl: string; mockUrl: string; stop: () => Promise<void> }

/**
 * Starts worker `worker`'s mock (on a fresh copy of the template database, seeded at start)
 * and the built app (`node server.js`) in front of it, and waits until both answer.
 */
export async function startWorkerServers(worker: number): Promise<WorkerServers> {
  const dir = path.join(TMP_DIR, `worker-${worker}`)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const database = path.join(dir, 'mock.db')
  copyFileSync(TEMPLATE_DB, database)

  const started: Server[] = []
  const stop = async () => {
    await Promise.all(started.map((server) => server.stop()))
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    const mock = await startServer({
      name: `mock of worker ${worker}`,
      args: ['--import', 'tsx', 'mock-server/main.ts'],
      port: mockPort(worker),
      readyPath: '/api/lookup/active',
      env: {
        MOCK_PORT: String(mockPort(worker)),
        DATABASE_URL: `file:${database}`,
        MOCK_RESET: '1',
        MOCK_OTP_CODE: OTP_CODE,
        MOCK_ADMIN_PASSWORD: ADMIN_PASSWORD,
        MOCK_QUIET: '1',
        // every member the suite makes registers from this one address
        MOCK_REGISTER_LIMIT: '10000',
        // the suite logs in hundreds of times: scrypt at a sixteenth of the default's work
        MOCK_PASSWORD_COST: '1024',
      },
    })
    started.push(mock)
    await openSlipWindowAllDay(mockUrl(worker))
    started.push(
      await startApp({
        name: `app of worker ${worker}`,
        port: appPort(worker),
        env: { BACKEND_URL: mockUrl(worker), CHAT_BACKEND_URL: mockUrl(worker) },
      }),
    )
  } catch (error) {
    await stop()
    throw error
  }
  return { appUrl: appUrl(worker), mockUrl: mockUrl(worker), stop }
}

/**
 * The seed closes slip deposits daily from 23:50 to 00:10 Bangkok time: a run at that hour
 * would find the slip upload disabled. The suite's mocks take slips all day (what a test
 * switches is put back to this, e2e/fixtures.ts); the closing window is tested in
 * mock-server/tests/slip-upload.test.ts.
 */
async function openSlipWindowAllDay(mock: string): Promise<void> {
  const response = await fetch(`${mock}/__admin/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-admin-password': ADMIN_PASSWORD },
    body: JSON.stringify({ slipClosed: null }),
  })
  if (!response.ok) throw new Error(`the mock refused to open its slip window: ${response.status}`)
}

export type Server = { url: string; stop: () => Promise<void> }

/** The built app (`node server.js`, production) on `port`, with the suite's session secret. */
export function startApp(options: {
  name: string
  port: number
  env: Record<string, string>
}): Promise<Server> {
  return startServer({
    name: options.name,
    args: ['server.js'],
    port: options.port,
    readyPath: '/healthz',
    env: { ...APP_ENV, ...options.env, PORT: String(options.port) },
  })
}

const EXIT_WITH_PARENT = pathToFileURL(path.resolve('e2e/exit-with-parent.js')).href
const READY_TIMEOUT_MS = 45_000
const STOP_GRACE_MS = 5_000
/** What a server printed last, shown when it does not come up. */
const OUTPUT_KEPT = 4_000

async function startServer(options: {
  name: string
  args: string[]
  port: number
  readyPath: string
  env: Record<string, string>
}): Promise<Server> {
  const url = `http://localhost:${options.port}`
  // a server left by a crashed run would answer in this one's place
  if (await answers(`${url}${options.readyPath}`)) {
    throw new Error(
      `${options.name}: port ${options.port} is already in use (another run? E2E_PORT_BASE moves the ports)`,
    )
  }
  const child = spawn(process.execPath, ['--import', EXIT_WITH_PARENT, ...options.args], {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const server = { url, stop: () => stopChild(child, exited) }

  const deadline = Date.now() + READY_TIMEOUT_MS
  while (!(await answers(`${url}${options.readyPath}`))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await server.stop()
      throw new Error(`${options.name} did not start on port ${options.port}:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return server
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok
  } catch {
    return false
  }
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), STOP_GRACE_MS)),
  ])
  if (!stopped) {
    child.kill('SIGKILL')
    await exited
  }
}
