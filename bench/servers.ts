// The production build, the mock backend over a fresh SQLite file and the app in production
// mode, on free loopback ports; stopped by the clean-up list at the end.
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { freePort, runToEnd, startService, waitForUrl } from './processes'

/** BENCH_TMP_DIR lets two runs side by side keep their files apart. */
export const TMP_DIR = path.resolve(process.env.BENCH_TMP_DIR ?? 'bench/.tmp')
export const ADMIN_PASSWORD = 'bench-admin'
const SESSION_SECRET = 'bench-session-secret-0123456789-abcdef'

export type Servers = { appUrl: string; mockUrl: string; appPid: number; mockPort: number }

/** `npm run build`, its output in bench/.tmp/build.log. */
export async function buildApp(): Promise<void> {
  await runToEnd('npm', ['run', 'build'], {
    logFile: path.join(TMP_DIR, 'build.log'),
    timeoutMs: 180_000,
  })
}

/** A new, empty bench/.tmp: the database, the logs and the Lighthouse reports of one run. */
export function freshTmpDir(): void {
  rmSync(TMP_DIR, { recursive: true, force: true })
  mkdirSync(TMP_DIR, { recursive: true })
}

export async function startServers(): Promise<Servers> {
  const [appPort, mockPort] = [await freePort(), await freePort()]
  const appUrl = `http://127.0.0.1:${appPort}`
  const mockUrl = `http://127.0.0.1:${mockPort}`
  const databaseUrl = `file:${path.join(TMP_DIR, 'bench.db')}`

  await runToEnd(process.execPath, ['scripts/prisma.js', 'migrate', 'deploy'], {
    env: { DATABASE_URL: databaseUrl },
    logFile: path.join(TMP_DIR, 'migrate.log'),
    timeoutMs: 60_000,
  })

  const mockLog = path.join(TMP_DIR, 'mock.log')
  const mock = startService(process.execPath, ['--import', 'tsx', 'mock-server/main.ts'], {
    env: {
      MOCK_PORT: String(mockPort),
      DATABASE_URL: databaseUrl,
      MOCK_RESET: '1',
      MOCK_QUIET: '1',
      MOCK_ADMIN_PASSWORD: ADMIN_PASSWORD,
      MOCK_PUBLIC_URL: mockUrl,
      MOCK_APP_URL: appUrl,
      // the apps keep their connections to the mock as long as the mock keeps them: the chat and
      // hostile sections wait for those to come back to none, in seconds, not in 65
      MOCK_KEEP_ALIVE_MS: '5000',
    },
    logFile: mockLog,
  })
  const [, app] = await Promise.all([
    waitForUrl(`${mockUrl}/readyz`, { child: mock, logFile: mockLog, timeoutMs: 90_000 }),
    startApp(appPort, { backendUrl: mockUrl, chatBackendUrl: mockUrl, name: 'app' }),
  ])
  if (app.pid === undefined) throw new Error('the app did not start')
  return { appUrl, mockUrl, appPid: app.pid, mockPort }
}

/** The cap of open chat relays per client address the bench's apps start with. */
const RELAYS_PER_ADDRESS = 1000

/**
 * The bench's apps' BODY_TIMEOUT_MS (the app's default is 120 s): a request's headers and body
 * arrive within it, or 408 and closed. The hostile section's slow bodies wait for it.
 */
export const BODY_TIMEOUT_MS = 5000

/**
 * The built app on `port` in production mode against `backendUrl`, once it answers /healthz;
 * its log is <name>.log.
 */
export async function startApp(
  port: number,
  {
    backendUrl,
    chatBackendUrl,
    name,
    relaysPerAddress = RELAYS_PER_ADDRESS,
  }: { backendUrl: string; chatBackendUrl: string; name: string; relaysPerAddress?: number },
) {
  const logFile = path.join(TMP_DIR, `${name}.log`)
  const app = startService(process.execPath, ['server.js'], {
    env: {
      PORT: String(port),
      NODE_ENV: 'production',
      // the demo's settings (a plain-http mock on loopback, one instance), requests logged
      // only when they fail, and an immediate stop
      DEMO: '1',
      LOG_LEVEL: 'warn',
      DRAIN_DELAY_MS: '0',
      // the chat and hostile sections wait for the app's connections to come back to none: the
      // bench's own kept-alive ones must time out in seconds, not in a balancer's 65
      KEEP_ALIVE_TIMEOUT_MS: '5000',
      SESSION_SECRET,
      BACKEND_URL: backendUrl,
      CHAT_BACKEND_URL: chatBackendUrl,
      // every bench client comes from 127.0.0.1: the per-address cap would refuse most of the
      // hostile section's relays before they reach the code it measures
      CHAT_RELAYS_PER_ADDRESS: String(relaysPerAddress),
      // the hostile section's slow-body line waits for it; the default is 120 s
      BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS),
    },
    logFile,
  })
  await waitForUrl(`http://127.0.0.1:${port}/healthz`, { child: app, logFile, timeoutMs: 60_000 })
  return app
}
