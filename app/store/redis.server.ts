// The Redis of REDIS_URL, shared by everything a fleet's instances must agree on: ended
// sessions, members' "valid after" times, open chat relays. One client per process. While
// Redis is away a command fails at once (no queue to wait in), the page says "temporarily
// unavailable", and the log says so once per outage, not once per reconnect attempt.
import { createClient } from 'redis'

import { env } from '~/env.server'
import { logger } from '~/observability/log.server'
import { storeErrors, storeUp } from '~/observability/metrics.server'

/** A command that takes longer than this fails the request rather than hold it. */
export const STORE_TIMEOUT_MS = 1_000

/** Redis could not be asked: the request cannot know what the fleet agreed. */
export class StoreUnavailableError extends Error {
  constructor(operation: string, cause?: unknown) {
    super(`Redis unavailable (${operation})`, { cause })
    this.name = 'StoreUnavailableError'
  }
}

export type RedisClient = ReturnType<typeof createClient>

export type SharedRedis = {
  /** Runs one operation on Redis within STORE_TIMEOUT_MS; StoreUnavailableError otherwise. */
  run<T>(operation: string, work: (client: RedisClient) => Promise<T>): Promise<T>
  /** Whether Redis answers now (readiness). */
  ping(): Promise<boolean>
  close(): Promise<void>
}

async function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

/** A connected (or connecting) client of `url`, with its outages logged and measured. */
export function connectRedis(url: string): SharedRedis {
  const client = createClient({
    url,
    // fail at once while disconnected, instead of queueing requests behind a reconnect
    disableOfflineQueue: true,
    socket: {
      connectTimeout: STORE_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(retries * 200, 2_000),
    },
  })
  let downSince: number | null = Date.now()
  let everReady = false
  storeUp.set(0)
  client.on('error', (error: Error) => {
    // every failed reconnect emits one: the outage is logged when it starts, they are not
    if (downSince === null) {
      downSince = Date.now()
      storeUp.set(0)
      logger.error({ store: 'redis', error: error.message }, 'Redis unreachable')
    } else {
      logger.debug({ store: 'redis', error: error.message }, 'Redis still unreachable')
    }
  })
  client.on('ready', () => {
    if (everReady && downSince !== null) {
      logger.info({ store: 'redis', outageMs: Date.now() - downSince }, 'Redis back')
    }
    downSince = null
    storeUp.set(1)
    if (!everReady) {
      everReady = true
      warnAboutDurability(client).catch(() => undefined)
    }
  })
  // never rejects for good: node-redis retries until it connects or is closed
  client.connect().catch(() => undefined)

  return {
    async run(operation, work) {
      try {
        return await withinTimeout(work(client), STORE_TIMEOUT_MS)
      } catch (error) {
        storeErrors.inc({ operation })
        throw new StoreUnavailableError(operation, error)
      }
    },
    async ping() {
      try {
        return (await withinTimeout(client.ping(), STORE_TIMEOUT_MS)) === 'PONG'
      } catch {
        return false
      }
    },
    async close() {
      // a connected client says goodbye (QUIT); one still trying to reconnect just stops
      if (!client.isReady) {
        if (client.isOpen) client.destroy()
        return
      }
      await withinTimeout(client.close(), STORE_TIMEOUT_MS).catch(() => client.destroy())
    },
  }
}

/** What Redis says of itself, where CONFIG is allowed (managed services often refuse it). */
async function configOf(client: RedisClient, name: string): Promise<string | null> {
  try {
    const answer = await client.configGet(name)
    return answer[name] ?? null
  } catch {
    return null
  }
}

/**
 * Ended sessions must outlive a Redis restart and must never be evicted: otherwise a logged-out
 * cookie works again. Said at start when this Redis looks as if it could lose them.
 */
export function durabilityWarnings(config: {
  appendonly: string | null
  save: string | null
  maxmemory: string | null
  policy: string | null
}): string[] {
  const warnings: string[] = []
  if (config.appendonly === 'no' && config.save === '') {
    warnings.push(
      'Redis does not persist (appendonly no, no save points): a restart forgets ended sessions; turn on AOF or RDB',
    )
  }
  if (config.maxmemory !== null && config.maxmemory !== '0' && config.policy !== 'noeviction') {
    warnings.push(
      `Redis may evict keys (maxmemory-policy ${config.policy}): ended sessions could come back; use noeviction or a Redis of their own`,
    )
  }
  return warnings
}

async function warnAboutDurability(client: RedisClient): Promise<void> {
  const [appendonly = null, save = null, maxmemory = null, policy = null] = await Promise.all(
    ['appendonly', 'save', 'maxmemory', 'maxmemory-policy'].map((name) => configOf(client, name)),
  )
  for (const warning of durabilityWarnings({ appendonly, save, maxmemory, policy })) {
    logger.warn({ store: 'redis' }, warning)
  }
}

let shared: SharedRedis | null = null

/** The process's Redis when REDIS_URL is set, else null (one instance: memory). */
export function sharedRedis(): SharedRedis | null {
  if (!env.REDIS_URL) return null
  shared ??= connectRedis(env.REDIS_URL)
  return shared
}

/** At shutdown: the client goes, so the process can exit. */
export async function closeSharedRedis(): Promise<void> {
  const closing = shared
  shared = null
  await closing?.close()
}
