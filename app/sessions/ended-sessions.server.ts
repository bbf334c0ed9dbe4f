// Sessions ended on this app stay ended even when someone kept a copy of the cookie: a logout
// ends one session (its id), a password change ends every session of the member made before it
// (the member's "valid after" time), and a login without "remember me" ends once it has been
// idle too long (its last request is kept, sliding). Each is kept until the sealed cookie could
// no longer open anyway. One instance keeps them in memory; a fleet shares them in Redis.
import { type SharedRedis, sharedRedis } from '~/store/redis.server'

/** What a session says of itself, sealed in its cookie. */
export type SessionMark = {
  id: string
  /** The member's id at the backend (profile `_id`); sessions from before it was kept lack it. */
  member?: string
  /** When the login made it (ms since the epoch). */
  issuedAt?: number
  /** Set for a session that ends after this long without a request (no "remember me"). */
  idleMs?: number
}

export type EndedSessions = {
  /** Ends one session for every copy of its cookie (logout). */
  revoke(sessionId: string, ttlMs: number): Promise<void>
  /** Ends every session of the member issued before `validAfter` (a password change). */
  endMemberSessions(member: string, validAfter: number, ttlMs: number): Promise<void>
  /** A new session that ends when idle: its first request is now. */
  startIdleClock(sessionId: string, idleMs: number): Promise<void>
  /**
   * Whether the session was ended by any of them; a session with an idle time that is not
   * ended has a request now (its idle time starts again).
   */
  isEnded(session: SessionMark): Promise<boolean>
}

/** Whether a session issued at `issuedAt` is older than the member's "valid after" time. */
export function issuedBefore(issuedAt: number | undefined, validAfter: number | null): boolean {
  if (validAfter === null) return false
  // a session without its time is from before the time was kept: older than any change
  return issuedAt === undefined || issuedAt < validAfter
}

/** Entries kept in memory at most: logins are rate-limited by the backend, so this is days of them. */
const MEMORY_MAX_ENTRIES = 200_000

/** A map whose entries lapse at their time, keeping at most `maxEntries` (oldest go first). */
function expiringMap(maxEntries: number, now: () => number) {
  // insertion order is expiry order, as every entry lives as long
  const entries = new Map<string, { value: number; until: number }>()
  return {
    set(key: string, value: number, ttlMs: number) {
      entries.delete(key)
      entries.set(key, { value, until: now() + ttlMs })
      for (const [oldest, entry] of entries) {
        if (entry.until > now() && entries.size <= maxEntries) break
        entries.delete(oldest)
      }
    },
    get(key: string): number | null {
      const entry = entries.get(key)
      return entry && entry.until > now() ? entry.value : null
    },
  }
}

export function memoryEndedSessions(
  maxEntries = MEMORY_MAX_ENTRIES,
  now: () => number = () => Date.now(),
): EndedSessions {
  const revoked = expiringMap(maxEntries, now)
  const validAfter = expiringMap(maxEntries, now)
  const active = expiringMap(maxEntries, now)
  return {
    async revoke(sessionId, ttlMs) {
      revoked.set(sessionId, 1, ttlMs)
    },
    async endMemberSessions(member, time, ttlMs) {
      validAfter.set(member, time, ttlMs)
    },
    async startIdleClock(sessionId, idleMs) {
      active.set(sessionId, 1, idleMs)
    },
    async isEnded({ id, member, issuedAt, idleMs }) {
      if (revoked.get(id) !== null) return true
      if (member !== undefined && issuedBefore(issuedAt, validAfter.get(member))) return true
      if (idleMs === undefined) return false
      if (active.get(id) === null) return true
      active.set(id, 1, idleMs)
      return false
    },
  }
}

const REVOKED = 'wallet:revoked-session:'
const VALID_AFTER = 'wallet:member-valid-after:'
const ACTIVE = 'wallet:active-session:'

export function redisEndedSessions(redis: SharedRedis): EndedSessions {
  return {
    async revoke(sessionId, ttlMs) {
      const expiration = { type: 'PX' as const, value: Math.ceil(ttlMs) }
      await redis.run('revoke', (client) => client.set(REVOKED + sessionId, '1', { expiration }))
    },
    async endMemberSessions(member, time, ttlMs) {
      const expiration = { type: 'PX' as const, value: Math.ceil(ttlMs) }
      await redis.run('end-member-sessions', (client) =>
        client.set(VALID_AFTER + member, String(time), { expiration }),
      )
    },
    async startIdleClock(sessionId, idleMs) {
      const expiration = { type: 'PX' as const, value: idleMs }
      await redis.run('start-idle-clock', (client) =>
        client.set(ACTIVE + sessionId, '1', { expiration }),
      )
    },
    async isEnded({ id, member, issuedAt, idleMs }) {
      const keys = member === undefined ? [REVOKED + id] : [REVOKED + id, VALID_AFTER + member]
      // one round trip: the two checks, and the idle clock started again if it still runs
      const replies = await redis.run('check-session', (client) => {
        const checks = client.multi().mGet(keys)
        if (idleMs !== undefined) checks.pExpire(ACTIVE + id, idleMs)
        return checks.exec()
      })
      const [revoked, validAfter] = replies[0] as unknown as (string | null)[]
      const stillActive = replies[1] as number | undefined
      if (revoked) return true
      if (issuedBefore(issuedAt, validAfter ? Number(validAfter) : null)) return true
      return idleMs !== undefined && stillActive === 0
    },
  }
}

let store: EndedSessions | null = null

/** The app's store: Redis when REDIS_URL is set, this process's memory otherwise. */
export function endedSessions(): EndedSessions {
  if (store) return store
  const redis = sharedRedis()
  store = redis ? redisEndedSessions(redis) : memoryEndedSessions()
  return store
}
