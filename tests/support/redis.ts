// A Redis server of a test's own (Debian's redis-server, which .ci/run installs), on a free
// loopback port, that the test can kill and start again on the same port.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createServer } from 'node:net'

import { afterAll, beforeAll } from 'vitest'

import { connectRedis, type SharedRedis } from '~/store/redis.server'

import { waitForOutput } from '../../mock-server/tests/support/child-output'

export const hasRedis = spawnSync('redis-server', ['--version']).status === 0

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

export type TestRedis = {
  url: string
  port: number
  /** Kills the server (SIGKILL, as a crash), and waits until it is gone. */
  kill: () => Promise<void>
  /** Starts it again on the same port. */
  restart: () => Promise<void>
}

/** A server on `port`, or null when it exited before it was ready (the port was taken). */
async function startOn(port: number, args: string[]): Promise<ChildProcess | null> {
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', ...args])
  const ready = await waitForOutput(redis, /Ready to accept connections/)
  return ready ? redis : null
}

/**
 * A Redis of its own on a free port. The port can be taken by another test's server between
 * the check and Redis's bind; Redis then exits, and another port is tried. `args` are more of
 * redis-server's options (by default: no persistence).
 */
export async function startRedis(args = ['--save', '', '--appendonly', 'no']): Promise<TestRedis> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    let child = await startOn(port, args)
    if (!child) {
      if (attempt === 3) throw new Error('redis-server did not start on any of three ports')
      continue
    }
    const redis: TestRedis = {
      url: `redis://127.0.0.1:${port}`,
      port,
      async kill() {
        const running = child
        if (!running || running.exitCode !== null || running.signalCode !== null) return
        const gone = new Promise((resolve) => running.once('exit', resolve))
        running.kill('SIGKILL')
        await gone
      },
      async restart() {
        child = await startOn(port, args)
        if (!child) throw new Error(`redis-server did not start again on port ${port}`)
      },
    }
    return redis
  }
}

/**
 * A Redis for the describe block that calls this, and clients of it (as the app's instances
 * connect), each connected before it is returned; all closed, and the server killed, after.
 */
export function useRedis() {
  let server: TestRedis
  const clients: SharedRedis[] = []
  beforeAll(async () => {
    server = await startRedis()
  })
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()))
    await server.kill()
  })
  return {
    get server() {
      return server
    },
    async connect(): Promise<SharedRedis> {
      const client = connectRedis(server.url)
      clients.push(client)
      while (!(await client.ping())) await new Promise((resolve) => setTimeout(resolve, 20))
      return client
    },
  }
}
