// The fleet's shared store against a real Redis (Debian's redis-server): relay caps that two
// instances count together, leases that lapse when their instance is gone, and a Redis that
// goes away failing each command at once instead of holding the request. What a Redis could
// lose is said at start: tests/unit/redis-durability.test.ts.
import { describe, expect, test } from 'vitest'

import { redisRelaySlots } from '~/api/relay-slots.server'
import { StoreUnavailableError } from '~/store/redis.server'

import { hasRedis, useRedis } from '../support/redis'

describe.skipIf(!hasRedis)('with a real Redis', () => {
  const redis = useRedis()
  const instance = () => redis.connect()

  test('two instances share the relay caps: the last place goes to one of them only', async () => {
    const limits = { perCaller: 3, perAddress: 20 }
    const [one, two] = [
      redisRelaySlots(await instance(), limits),
      redisRelaySlots(await instance(), limits),
    ]
    const keys = { caller: 'guest:gShared0001', address: '192.0.2.10' }
    const taken = [await one.take(keys), await two.take(keys)]
    // both instances race for the third and last place
    const race = await Promise.all([one.take(keys), two.take(keys)])
    expect(taken.every(Boolean)).toBe(true)
    expect(race.filter(Boolean)).toHaveLength(1)
    taken[0]!.release()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await two.take(keys)).not.toBeNull()
  })

  test('the address cap counts every caller from it, on every instance', async () => {
    const limits = { perCaller: 3, perAddress: 2 }
    const [one, two] = [
      redisRelaySlots(await instance(), limits),
      redisRelaySlots(await instance(), limits),
    ]
    expect(await one.take({ caller: 'guest:gA', address: '198.51.100.1' })).not.toBeNull()
    expect(await two.take({ caller: 'guest:gB', address: '198.51.100.1' })).not.toBeNull()
    expect(await one.take({ caller: 'guest:gC', address: '198.51.100.1' })).toBeNull()
    expect(await one.take({ caller: 'guest:gC', address: '198.51.100.2' })).not.toBeNull()
  })

  test('a relay whose instance died lapses with its lease; a refreshed one is kept', async () => {
    let now = 1_000_000
    const clock = { now: () => now, leaseMs: 60_000 }
    const slots = redisRelaySlots(await instance(), { perCaller: 1, perAddress: 20 }, clock)
    const kept = await slots.take({ caller: 'guest:gKept', address: 'x' })
    expect(await slots.take({ caller: 'guest:gGone', address: 'x' })).not.toBeNull()
    now += 40_000
    kept!.refresh()
    await new Promise((resolve) => setTimeout(resolve, 50))
    now += 30_000
    // gGone's instance stopped refreshing 70 s ago: its place is free; gKept's is not
    expect(await slots.take({ caller: 'guest:gGone', address: 'x' })).not.toBeNull()
    expect(await slots.take({ caller: 'guest:gKept', address: 'x' })).toBeNull()
  })

  test('Redis gone: a command fails at once, not after a queue, and ping says so', async () => {
    const client = await instance()
    await redis.server.kill()
    try {
      // let the client see the connection drop
      while (await client.ping()) await new Promise((resolve) => setTimeout(resolve, 20))
      const started = performance.now()
      await expect(client.run('check-session', (redis) => redis.get('x'))).rejects.toBeInstanceOf(
        StoreUnavailableError,
      )
      expect(performance.now() - started).toBeLessThan(100)
    } finally {
      await redis.server.restart()
    }
    while (!(await client.ping())) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await client.run('get', (redis) => redis.get('x'))).toBeNull()
  })
})
