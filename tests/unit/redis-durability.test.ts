// What a Redis could lose of the fleet's ended sessions, said at start (app/store/redis.server.ts).
import { describe, expect, test } from 'vitest'

import { durabilityWarnings } from '~/store/redis.server'

describe('what a Redis could lose, said at start', () => {
  test('a Redis that keeps nothing across a restart', () => {
    const none = { appendonly: 'no', save: '', maxmemory: '0', policy: 'noeviction' }
    expect(durabilityWarnings(none)).toEqual([expect.stringMatching(/does not persist/)])
    expect(durabilityWarnings({ ...none, appendonly: 'yes' })).toEqual([])
    expect(durabilityWarnings({ ...none, save: '3600 1' })).toEqual([])
  })

  test('a Redis that may evict the session keys under memory pressure', () => {
    const kept = { appendonly: 'yes', save: '', maxmemory: '268435456', policy: 'noeviction' }
    expect(durabilityWarnings(kept)).toEqual([])
    expect(durabilityWarnings({ ...kept, policy: 'volatile-lru' })).toEqual([
      expect.stringMatching(/may evict keys \(maxmemory-policy volatile-lru\)/),
    ])
    // no memory limit: nothing is evicted whatever the policy
    expect(durabilityWarnings({ ...kept, maxmemory: '0', policy: 'allkeys-lru' })).toEqual([])
  })

  test('a managed Redis that refuses CONFIG: nothing known, nothing said', () => {
    const unknown = { appendonly: null, save: null, maxmemory: null, policy: null }
    expect(durabilityWarnings(unknown)).toEqual([])
  })
})
