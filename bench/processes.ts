// The bench's child processes and everything else that must be stopped at the end: one list of
// clean-ups, run once, on success, failure and Ctrl+C alike.
import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream, readFileSync } from 'node:fs'
import { createServer } from 'node:net'

type Cleanup = () => Promise<void> | void

const cleanups: Cleanup[] = []
let cleaning: Promise<void> | undefined

// The last resort when the bench exits without its clean-up (a crash, process.exit from a
// library): whatever it started and is still running gets SIGKILL.
const running = new Set<number>()
process.once('exit', () => {
  for (const pid of running) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // gone already
    }
  }
})

/** Kills process `pid` when the bench exits, unless `forget` says it is gone. */
export function killOnExit(pid: number | undefined): { forget: () => void } {
  if (pid !== undefined) running.add(pid)
  return { forget: () => pid !== undefined && running.delete(pid) }
}

/** Registers something to stop at the end; the last registered is stopped first. */
export function onCleanup(cleanup: Cleanup): void {
  cleanups.push(cleanup)
}

/** Stops everything registered, once (later calls wait for the same run). */
export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup()
      } catch (error) {
        console.error('[bench] clean-up failed:', error)
      }
    }
  })()
  return cleaning
}

/** A port that was free on 127.0.0.1 a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The last lines of a log file, for an error message. */
export function tailOf(logFile: string, lines = 30): string {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}

/** Stops a child: SIGTERM, then SIGKILL when it has not gone after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

type RunOptions = { env?: Record<string, string>; logFile: string; timeoutMs: number }

/** Runs a command to its end with its output in `logFile`; a non-zero exit throws with the tail. */
export async function runToEnd(
  command: string,
  args: string[],
  { env = {}, logFile, timeoutMs }: RunOptions,
): Promise<void> {
  const child = startLogged(command, args, { env, logFile })
  onCleanup(() => stopChild(child))
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (exitCode) => resolve(exitCode))
  }).finally(() => clearTimeout(timer))
  if (code !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${code ?? 'killed'}):\n${tailOf(logFile)}`,
    )
  }
}

/** Starts a long-running child with its output in `logFile`; it is stopped at clean-up. */
export function startService(
  command: string,
  args: string[],
  options: Omit<RunOptions, 'timeoutMs'>,
): ChildProcess {
  const child = startLogged(command, args, options)
  onCleanup(() => stopChild(child))
  return child
}

function startLogged(
  command: string,
  args: string[],
  { env = {}, logFile }: Omit<RunOptions, 'timeoutMs'>,
): ChildProcess {
  const log = createWriteStream(logFile)
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  const { forget } = killOnExit(child.pid)
  child.once('exit', forget)
  return child
}

/** Waits until `url` answers 2xx; throws after `timeoutMs` or when `child` exits first. */
export async function waitForUrl(
  url: string,
  { child, logFile, timeoutMs }: { child: ChildProcess; logFile: string; timeoutMs: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${url}: the server stopped (${child.exitCode}):\n${tailOf(logFile)}`)
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (response.ok) return
    } catch {
      // not up yet
    }
    await sleep(250)
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${tailOf(logFile)}`)
}
