// The demo's watch over its children: the mock backend killed is started again and the demo
// goes on; a child that may not restart, or keeps dying, ends the demo.
import { type ChildProcess, spawn } from 'node:child_process'

import { afterEach, describe, expect, test, vi } from 'vitest'

import { MAX_RESTARTS_PER_MINUTE, supervise } from '../../scripts/supervise.js'

const LONG_RUNNING = ['-e', 'setInterval(() => {}, 1e9)']
const CRASHING = ['-e', 'process.exit(3)']

const watched: { stop(): void }[] = []
afterEach(() => {
  for (const one of watched.splice(0)) one.stop()
})

function watch(args: string[], restart: boolean) {
  const onGiveUp = vi.fn()
  const started: ChildProcess[] = []
  const start = () => {
    const child = spawn(process.execPath, args, { stdio: 'ignore' })
    started.push(child)
    return child
  }
  watched.push(supervise({ name: 'child', start, restart, onGiveUp, log: () => {} }))
  return { onGiveUp, started }
}

describe('the demo supervisor', () => {
  test('starts a killed mock again, without ending the demo', async () => {
    const { onGiveUp, started } = watch(LONG_RUNNING, true)
    started[0]!.kill('SIGKILL')
    await vi.waitFor(() => expect(started).toHaveLength(2), { timeout: 5000 })
    expect(started[1]!.pid).not.toBe(started[0]!.pid)
    expect(started[1]!.exitCode).toBeNull()
    expect(onGiveUp).not.toHaveBeenCalled()
  })

  test('a child that may not restart ends the demo with its code', async () => {
    const { onGiveUp, started } = watch(CRASHING, false)
    await vi.waitFor(() => expect(onGiveUp).toHaveBeenCalledWith(3), { timeout: 5000 })
    expect(started).toHaveLength(1)
  })

  // four Node processes started one after another: seconds on a busy machine
  test('a child that keeps dying is given up on', { timeout: 45_000 }, async () => {
    const { onGiveUp, started } = watch(CRASHING, true)
    await vi.waitFor(() => expect(onGiveUp).toHaveBeenCalledWith(3), { timeout: 40_000 })
    expect(started).toHaveLength(MAX_RESTARTS_PER_MINUTE + 1)
  })

  test('stopping it stops the child and starts nothing more', async () => {
    const { onGiveUp, started } = watch(LONG_RUNNING, true)
    watched.pop()!.stop()
    await vi.waitFor(() => expect(started[0]!.signalCode).toBe('SIGTERM'))
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(started).toHaveLength(1)
    expect(onGiveUp).not.toHaveBeenCalled()
  })
})
