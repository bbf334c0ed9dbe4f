// Sessions ended on this app (logout, password change) stay ended even when someone kept a
// copy of the cookie: their ids are kept here until the sealed cookie could no longer open
// anyway. One instance keeps them in memory; several share them in Redis (REDIS_URL).
import { env } from '~/env.server'

export type RevocationStore = {
  revoke(sessionId: string, ttlMs: number): Promise<void>
  isRevoked(sessionId: string): Promise<boolean>
  close(): Promise<void>
}

/** Entries kept in memory at most: logins are rate-limited by the backend, so this is days of them. */
const MEMORY_MAX_ENTRIES = 200_000

export function memoryRevocations(
  maxEntries = MEMORY_MAX_ENTRIES,
  now: () => number = Date.now,
): RevocationStore {
  // insertion order is expiry order, as every entry lives as long
  const until = new Map<string, number>()
  function dropExpired() {
    for (const [id, expiresAt] of until) {
      if (expiresAt > now() && until.size < maxEntries) break
      until.delete(id)
    }
  }
  return {
    async revoke(sessionId, ttlMs) {
      until.delete(sessionId)
      until.set(sessionId, now() + ttlMs)
      dropExpired()
    },
    async isRevoked(sessionId) {
      const expiresAt = until.get(sessionId)
      return expiresAt !== undefined && expiresAt > now()
    },
    async close() {
      until.clear()
    },
  }
}

const KEY_PREFIX = 'wallet:revoked-session:'
/** A check that takes longer than this fails the request rather than hold it. */
const REDIS_TIMEOUT_MS = 2000

export async function redisRevocations(url: string): Promise<RevocationStore> {
  const { createClient } = await import('redis')
  const client = createClient({
    url,
    socket: {
      connectTimeout: REDIS_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(retries * 200, 5000),
    },
  })
  client.on('error', (error: unknown) => console.error('[sessions] Redis:', error))
  await client.connect()
  // while Redis is away, commands queue for a reconnect: a request waits no longer than this
  async function withTimeout<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer in time')), REDIS_TIMEOUT_MS)
    })
    try {
      return await Promise.race([work, late])
    } finally {
      clearTimeout(timer)
    }
  }
  return {
    async revoke(sessionId, ttlMs) {
      const expiration = { type: 'PX' as const, value: Math.ceil(ttlMs) }
      await withTimeout(client.set(KEY_PREFIX + sessionId, '1', { expiration }))
    },
    async isRevoked(sessionId) {
      return (await withTimeout(client.exists(KEY_PREFIX + sessionId))) === 1
    },
    async close() {
      await client.quit()
    },
  }
}

let store: Promise<RevocationStore> | null = null

/** The app's store: Redis when REDIS_URL is set, this process's memory otherwise. */
export function revocations(): Promise<RevocationStore> {
  store ??= env.REDIS_URL
    ? redisRevocations(env.REDIS_URL).catch((error: unknown) => {
        store = null
        throw error
      })
    : Promise.resolve(memoryRevocations())
  return store
}
