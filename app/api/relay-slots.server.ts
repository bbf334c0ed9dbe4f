// The relay caps of a fleet, in Redis: a guest, a member or an address holds as many relays
// across every instance as on one. Each open relay is a lease in a sorted set per caller and
// per address, scored by when it lapses; the relay refreshes it with its heartbeat, so the
// relays of an instance that died are forgotten within a lease, not counted for ever (ADR 021).
import { randomUUID } from 'node:crypto'

import { type SharedRedis } from '~/store/redis.server'

import {
  addressKey,
  callerKey,
  type RelayKeys,
  type RelayLimits,
  type RelaySlots,
} from './relay-slots'

/** A relay that has not refreshed its lease for this long no longer counts. */
export const RELAY_LEASE_MS = 60_000

const PREFIX = 'wallet:relays:'

// KEYS: the caller's set, the address's set. ARGV: now, lease, relay id, caller limit, address
// limit. Both are checked, then both taken, in one step: two instances cannot both take the
// last place.
const TAKE = `
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', ARGV[1])
  if redis.call('ZCARD', key) >= tonumber(ARGV[3 + i]) then return 0 end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, tonumber(ARGV[1]) + tonumber(ARGV[2]), ARGV[3])
  redis.call('PEXPIRE', key, ARGV[2])
end
return 1
`

// KEYS: both sets. ARGV: lapse time, lease, relay id. Only a lease still held is renewed.
const REFRESH = `
for _, key in ipairs(KEYS) do
  if redis.call('ZADD', key, 'XX', 'CH', ARGV[1], ARGV[3]) == 1 then
    redis.call('PEXPIRE', key, ARGV[2])
  end
end
return 1
`

export function redisRelaySlots(
  redis: SharedRedis,
  limits: RelayLimits,
  { now = Date.now, leaseMs = RELAY_LEASE_MS } = {},
): RelaySlots {
  return {
    async take({ caller, address }: RelayKeys) {
      const keys = [PREFIX + callerKey(caller), PREFIX + addressKey(address)]
      // unique across the fleet: in containers every instance is PID 1, with the same clock
      const id = randomUUID()
      const args = [now(), leaseMs, id, limits.perCaller, limits.perAddress].map(String)
      const taken = await redis.run('take-relay', (client) =>
        client.eval(TAKE, { keys, arguments: args }),
      )
      if (taken !== 1) return null
      let held = true
      return {
        release() {
          if (!held) return
          held = false
          // a failed release lapses with its lease
          redis
            .run('release-relay', (client) =>
              client.multi().zRem(keys[0]!, id).zRem(keys[1]!, id).exec(),
            )
            .catch(() => undefined)
        },
        refresh() {
          if (!held) return
          const refreshArgs = [now() + leaseMs, leaseMs, id].map(String)
          redis
            .run('refresh-relay', (client) =>
              client.eval(REFRESH, { keys, arguments: refreshArgs }),
            )
            .catch(() => undefined)
        },
      }
    },
  }
}
