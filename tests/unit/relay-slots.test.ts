import { describe, expect, it } from 'vitest'

import {
  createRelaySlots,
  RELAY_IDLE_MS,
  RELAYS_PER_ADDRESS,
  RELAYS_PER_CALLER,
} from '~/api/relay-slots'

describe('relay slots', () => {
  it('the limits are a few tabs per caller, more per address, and an idle time in minutes', () => {
    expect(RELAYS_PER_CALLER).toBe(3)
    expect(RELAYS_PER_ADDRESS).toBe(20)
    expect(RELAY_IDLE_MS).toBe(10 * 60_000)
  })

  it('gives a caller its limit of slots and refuses the next', async () => {
    const slots = createRelaySlots({ perCaller: 2, perAddress: 10 })
    const keys = { caller: 'guest:a', address: '192.0.2.1' }
    expect(await slots.take(keys)).not.toBeNull()
    expect(await slots.take(keys)).not.toBeNull()
    expect(await slots.take(keys)).toBeNull()
    expect(slots.count({ caller: 'guest:a' })).toBe(2)
    expect(await slots.take({ caller: 'guest:b', address: '192.0.2.1' })).not.toBeNull()
  })

  it('refuses any caller once the address holds its limit, and the caller elsewhere still gets one', async () => {
    const slots = createRelaySlots({ perCaller: 5, perAddress: 2 })
    expect(await slots.take({ caller: 'guest:a', address: 'x' })).not.toBeNull()
    expect(await slots.take({ caller: 'guest:b', address: 'x' })).not.toBeNull()
    expect(await slots.take({ caller: 'guest:c', address: 'x' })).toBeNull()
    expect(await slots.take({ caller: 'guest:c', address: 'y' })).not.toBeNull()
    expect(slots.count({ address: 'x' })).toBe(2)
    expect(slots.total()).toBe(3)
  })

  it('a refused slot counts for nothing', async () => {
    const slots = createRelaySlots({ perCaller: 1, perAddress: 1 })
    await slots.take({ caller: 'guest:a', address: 'x' })
    expect(await slots.take({ caller: 'guest:b', address: 'x' })).toBeNull()
    expect(slots.count({ caller: 'guest:b' })).toBe(0)
    expect(slots.total()).toBe(1)
  })

  it('frees a slot once, however many paths release it', async () => {
    const slots = createRelaySlots({ perCaller: 1, perAddress: 2 })
    const first = (await slots.take({ caller: 'member:m', address: 'x' }))!
    const other = (await slots.take({ caller: 'guest:g', address: 'x' }))!
    first.release()
    first.release()
    expect(slots.count({ address: 'x' })).toBe(1)
    expect(slots.total()).toBe(1)
    expect(await slots.take({ caller: 'member:m', address: 'x' })).not.toBeNull()
    other.release()
    expect(slots.count({ caller: 'guest:g' })).toBe(0)
  })
})
