// One command for a demo (or development with --dev): migrates and seeds the mock backend,
// builds the app, starts both, and prints where to go and how to log in.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'

import { supervise } from './supervise.js'

const dev = process.argv.includes('--dev')
const appPort = Number(process.env.PORT ?? 3000)
const mockPort = Number(process.env.MOCK_PORT ?? 4000)
const backendUrl = process.env.BACKEND_URL ?? `http://localhost:${mockPort}`
const supervised = []

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

function start(name, command, args, env = {}, { restart = false } = {}) {
  const spawnChild = () =>
    spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  supervised.push(supervise({ name, start: spawnChild, restart, onGiveUp: shutdown }))
}

function shutdown(code = 0) {
  for (const child of supervised) child.stop()
  process.exit(code)
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

async function waitFor(url, label) {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  console.error(`[demo] ${label} did not start at ${url}`)
  shutdown(1)
}

// --no-build runs the build that is there: the Docker image builds it, then drops the compiler
if (process.argv.includes('--no-build')) {
  if (!existsSync('build/index.js')) {
    console.error('[demo] --no-build: there is no build/index.js (npm run build makes it)')
    process.exit(1)
  }
} else if (!dev || !existsSync('build/index.js')) {
  run('npm', ['run', 'build'])
}

// the mock's admin password: 'demo' while the mock listens on this machine only; opened to a
// LAN (MOCK_HOST, as in the container), a random one unless MOCK_ADMIN_PASSWORD says otherwise
const mockHost = process.env.MOCK_HOST ?? ''
const onThisMachineOnly = ['', '127.0.0.1', '::1', 'localhost'].includes(mockHost)
const adminPassword =
  process.env.MOCK_ADMIN_PASSWORD ||
  (onThisMachineOnly ? 'demo' : randomBytes(9).toString('base64url'))

// the mock server runs as a direct child, so stopping the demo stops it too; if it stops by
// itself it is started again on the same database, and the app, which recovers, stays up
run('node', ['scripts/prisma.js', 'migrate', 'deploy'])
start(
  'mock server',
  'node',
  ['--import', 'tsx', 'mock-server/main.ts'],
  {
    MOCK_ADMIN_PASSWORD: adminPassword,
    MOCK_PORT: String(mockPort),
    // the panel's "log in as" links to the app's login page
    MOCK_APP_URL: process.env.MOCK_APP_URL ?? `http://localhost:${appPort}`,
  },
  { restart: true },
)
await waitFor(`${backendUrl}/api/lookup/active`, 'The mock server')

const appEnv = {
  PORT: String(appPort),
  BACKEND_URL: backendUrl,
  // the mock hosts the chat's socket too
  CHAT_BACKEND_URL: process.env.CHAT_BACKEND_URL ?? backendUrl,
  NODE_ENV: dev ? 'development' : 'production',
  SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(24).toString('hex'),
  INSECURE_COOKIES: process.env.INSECURE_COOKIES ?? '1',
  // the demo's own settings: a plain-http mock, one instance, its cookies over http on a LAN
  DEMO: '1',
  // a demo's console shows what goes wrong, not every request; Ctrl+C stops it at once
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  DRAIN_DELAY_MS: process.env.DRAIN_DELAY_MS ?? '0',
}
if (dev) start('remix watch', 'npx', ['remix', 'watch'], appEnv)
start('app', 'node', dev ? ['--watch-path=build', 'server.js'] : ['server.js'], appEnv)
await waitFor(`http://localhost:${appPort}/healthz`, 'The app')

console.log(`
  Lucky Wallet demo is running.
    App:           http://localhost:${appPort}
    Mock backend:  ${backendUrl}
    Demo login:    phone 0812345678, password demo1234
    Panel:         ${backendUrl}/panel, password ${adminPassword}
  Press Ctrl+C to stop.
`)
