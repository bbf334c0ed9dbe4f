import { describe, expect, it } from 'vitest'

import { SlidingWindowCounter } from '../rate-limit'

function counter(windowMs = 1000) {
  const clock = { now: 10_000 }
  return { clock, counter: new SlidingWindowCounter(windowMs, () => clock.now) }
}

describe('SlidingWindowCounter', () => {
  it('counts hits per key', () => {
    const { counter: c } = counter()
    expect(c.count('a')).toBe(0)
    expect(c.hit('a')).toBe(1)
    expect(c.hit('a')).toBe(2)
    expect(c.hit('b')).toBe(1)
    expect(c.count('a')).toBe(2)
    expect(c.count('b')).toBe(1)
  })

  it('forgets hits older than the window, one by one', () => {
    const { clock, counter: c } = counter(1000)
    c.hit('a')
    clock.now += 400
    c.hit('a')
    clock.now += 599
    expect(c.count('a')).toBe(2)
    clock.now += 1 // the first hit is now exactly windowMs old
    expect(c.count('a')).toBe(1)
    clock.now += 400
    expect(c.count('a')).toBe(0)
  })

  it('answers the last hit inside the window', () => {
    const { clock, counter: c } = counter(1000)
    expect(c.lastHitAt('a')).toBeUndefined()
    c.hit('a')
    clock.now += 300
    c.hit('a')
    expect(c.lastHitAt('a')).toBe(10_300)
    clock.now += 1000
    expect(c.lastHitAt('a')).toBeUndefined()
  })

  it('resets one key or all', () => {
    const { counter: c } = counter()
    c.hit('a')
    c.hit('b')
    c.reset('a')
    expect(c.count('a')).toBe(0)
    expect(c.count('b')).toBe(1)
    c.reset()
    expect(c.count('b')).toBe(0)
    expect(c.size).toBe(0)
  })

  it('drops stale keys so memory does not grow', () => {
    const { clock, counter: c } = counter(1000)
    for (let i = 0; i < 100; i++) c.hit(`key${i}`)
    expect(c.size).toBe(100)
    clock.now += 1000
    expect(c.size).toBe(0)
  })

  it('uses the real clock by default', () => {
    const c = new SlidingWindowCounter(60_000)
    const before = Date.now()
    c.hit('a')
    expect(c.lastHitAt('a')).toBeGreaterThanOrEqual(before)
  })
})
