// The built app as a real process (`node server.js`), as a fleet runs it: its log read line by
// line as JSON, its port and metrics port from its "ready" line, stopped by a signal and
// timed to its exit. tests/process builds on it.
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** One JSON line of the app's log. */
export type LogLine = { level: string; msg: string; [field: string]: unknown }

export type AppProcess = {
  url: string
  /** The metrics listener, when METRICS_PORT was given. */
  metricsUrl: string | null
  child: ChildProcess
  /** Every line printed so far, stdout and stderr, as printed. */
  output: () => string
  /** The log lines so far (stdout's JSON lines). */
  lines: () => LogLine[]
  /** The first log line (from now on or already printed) that `match` accepts. */
  waitForLine: (match: (line: LogLine) => boolean, timeoutMs?: number) => Promise<LogLine>
  /** Sends `signal` and waits for the exit: its code, and how long it took. */
  stop: (signal?: NodeJS.Signals) => Promise<{ code: number | null; ms: number }>
  exited: Promise<number | null>
}

/** A production instance's settings, for a test against the in-process mock on loopback. */
export const SESSION_SECRET = 'process-tests-session-secret-0123456789'

/** The True Wallet secret of the process tests' apps; a mock that decrypts their links takes it. */
export const TEST_TRUELINK_SECRET = 'process-tests-truelink-secret'

export function productionEnv(backendUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    SESSION_SECRET,
    BACKEND_URL: backendUrl,
    CHAT_BACKEND_URL: backendUrl,
    // the mock on loopback is plain http: a private network, as far as the app knows
    ALLOW_HTTP_BACKEND: '1',
    TRUELINK_SECRET: TEST_TRUELINK_SECRET,
    PORT: '0',
    METRICS_PORT: '0',
    LOG_LEVEL: 'info',
  }
}

const READY_TIMEOUT_MS = 20_000

/** Preloaded into an app that must not outlive its parent (the e2e servers use it too). */
const EXIT_WITH_PARENT = pathToFileURL(path.resolve('e2e/exit-with-parent.js')).href

/**
 * Starts `server.js` of `cwd` (the checkout by default) with exactly `env` (plus PATH), and
 * waits for its "ready" line. `node` is the runtime to start it with.
 */
export async function startAppProcess({
  env,
  cwd = process.cwd(),
  node = process.execPath,
  exitWithParent = false,
}: {
  env: Record<string, string>
  cwd?: string
  node?: string
  /** The app exits when the process that started it ends, however it ends (an IPC channel). */
  exitWithParent?: boolean
}): Promise<AppProcess> {
  const preload = exitWithParent ? ['--import', EXIT_WITH_PARENT] : []
  const child = spawn(node, [...preload, path.join(cwd, 'server.js')], {
    cwd,
    env: { NODE_ENV: 'production', PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe', ...(exitWithParent ? ['ipc' as const] : [])],
  })
  let printed = ''
  const parsed: LogLine[] = []
  const waiters = new Set<() => void>()
  let partial = ''
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    printed += chunk
    partial += chunk
    const complete = partial.split('\n')
    partial = complete.pop() ?? ''
    for (const text of complete) {
      try {
        parsed.push(JSON.parse(text) as LogLine)
      } catch {
        // not a log line: kept in output() only
      }
    }
    for (const wake of waiters) wake()
  })
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    printed += chunk
  })
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )

  function waitForLine(match: (line: LogLine) => boolean, timeoutMs = 10_000) {
    return new Promise<LogLine>((resolve, reject) => {
      const check = () => {
        const found = parsed.find(match)
        if (!found) return
        waiters.delete(check)
        clearTimeout(timer)
        resolve(found)
      }
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(new Error(`no such log line within ${timeoutMs} ms; the app printed:\n${printed}`))
      }, timeoutMs)
      waiters.add(check)
      check()
    })
  }

  const ready = await Promise.race([
    waitForLine((line) => line.msg.startsWith('App ready'), READY_TIMEOUT_MS),
    exited.then(() => {
      throw new Error(`the app exited before it was ready:\n${printed}`)
    }),
  ])
  const metricsPort = ready.metricsPort as number | null
  return {
    url: `http://127.0.0.1:${ready.port as number}`,
    metricsUrl: metricsPort ? `http://127.0.0.1:${metricsPort}/metrics` : null,
    child,
    output: () => printed,
    lines: () => [...parsed],
    waitForLine,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) {
        return { code: child.exitCode, ms: 0 }
      }
      const began = performance.now()
      child.kill(signal)
      const code = await exited
      return { code, ms: performance.now() - began }
    },
  }
}

/** Starts server.js with `env` expecting a refusal: its exit code and what it printed. */
export function refusedStart(
  env: Record<string, string>,
): Promise<{ code: number | null; printed: string }> {
  const child = spawn(process.execPath, ['server.js'], {
    env: { NODE_ENV: 'production', PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let printed = ''
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  const killer = setTimeout(() => child.kill('SIGKILL'), READY_TIMEOUT_MS)
  // 'close', not 'exit': what the child printed last may still be in its pipes when it exits
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(killer)
      resolve({ code, printed })
    }),
  )
}
