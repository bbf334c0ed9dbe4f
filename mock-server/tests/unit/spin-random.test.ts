// The wheel's randomness: the seeded generator, the weighted pick, the forced-outcome queue and
// the MOCK_SPIN_SEED setting.
import { describe, expect, it } from 'vitest'

import { DEFAULT_SPIN_SEED, parseMockEnv } from '../../config'
import { SPIN_SLICES } from '../../seed'
import { mulberry32, pickSlice, SpinOutcomes } from '../../spin-random'

const slices = (...weights: number[]) => weights.map((weight, index) => ({ index, weight }))

describe('mulberry32', () => {
  it('gives the same numbers for the same seed, others for another, all in [0, 1)', () => {
    const a = mulberry32(42)
    const b = mulberry32(42)
    const c = mulberry32(43)
    const first = Array.from({ length: 1000 }, () => a())
    expect(Array.from({ length: 1000 }, () => b())).toEqual(first)
    expect(Array.from({ length: 1000 }, () => c())).not.toEqual(first)
    for (const r of first) {
      expect(r).toBeGreaterThanOrEqual(0)
      expect(r).toBeLessThan(1)
    }
    expect(new Set(first).size).toBe(1000)
  })

  it('spreads evenly: each tenth of [0, 1) gets about a tenth of the draws', () => {
    const random = mulberry32(DEFAULT_SPIN_SEED)
    const buckets = Array.from({ length: 10 }, () => 0)
    const draws = 100_000
    for (let i = 0; i < draws; i++) {
      const bucket = Math.floor(random() * 10)
      buckets[bucket] = (buckets[bucket] ?? 0) + 1
    }
    for (const count of buckets) expect(Math.abs(count / draws - 0.1)).toBeLessThan(0.005)
  })
})

describe('pickSlice', () => {
  it('r at the edges: 0 picks the first slice, just under 1 the last', () => {
    const wheel = slices(3, 1, 6)
    expect(pickSlice(wheel, 0).index).toBe(0)
    expect(pickSlice(wheel, 1 - Number.EPSILON).index).toBe(2)
  })

  it('each slice owns [its start, its end) of the weights: an end belongs to the next slice', () => {
    const wheel = slices(1, 1, 2)
    expect(pickSlice(wheel, 0.2499).index).toBe(0)
    expect(pickSlice(wheel, 0.25).index).toBe(1)
    expect(pickSlice(wheel, 0.4999).index).toBe(1)
    expect(pickSlice(wheel, 0.5).index).toBe(2)
  })

  it('never picks a slice of weight 0, wherever it is', () => {
    const wheel = slices(0, 2, 0, 2, 0)
    expect(pickSlice(wheel, 0).index).toBe(1)
    expect(pickSlice(wheel, 0.5).index).toBe(3)
    expect(pickSlice(wheel, 1 - Number.EPSILON).index).toBe(3)
    const random = mulberry32(7)
    for (let i = 0; i < 10_000; i++) expect([1, 3]).toContain(pickSlice(wheel, random()).index)
  })

  it('respects the seeded wheel’s weights over many draws with a fixed seed', () => {
    const random = mulberry32(DEFAULT_SPIN_SEED)
    const total = SPIN_SLICES.reduce((sum, s) => sum + s.weight, 0)
    const counts = new Map<string, number>()
    const draws = 200_000
    for (let i = 0; i < draws; i++) {
      const { code } = pickSlice(SPIN_SLICES, random())
      counts.set(code, (counts.get(code) ?? 0) + 1)
    }
    for (const { code, weight } of SPIN_SLICES) {
      const share = (counts.get(code) ?? 0) / draws
      expect(Math.abs(share - weight / total), code).toBeLessThan(0.005)
    }
  })

  it('refuses r outside [0, 1), no slice that can win, and weights that are not whole ≥ 0', () => {
    for (const r of [-0.1, 1, 1.5, Number.NaN]) {
      expect(() => pickSlice(slices(1), r)).toThrow(RangeError)
    }
    expect(() => pickSlice([], 0)).toThrow(RangeError)
    expect(() => pickSlice(slices(0, 0), 0.5)).toThrow(RangeError)
    expect(() => pickSlice(slices(1, -1), 0.5)).toThrow(RangeError)
    expect(() => pickSlice(slices(1.5), 0.5)).toThrow(RangeError)
  })
})

describe('SpinOutcomes', () => {
  it('forced codes come out one at a time, first first; a taken one can be put back', () => {
    const outcomes = new SpinOutcomes(1)
    outcomes.force(['A', 'B'])
    expect(outcomes.nextSlices).toEqual(['A', 'B'])
    expect(outcomes.takeForced()).toBe('A')
    outcomes.putBack('A')
    expect(outcomes.takeForced()).toBe('A')
    expect(outcomes.takeForced()).toBe('B')
    expect(outcomes.takeForced()).toBeUndefined()
    // a new queue replaces the old one
    outcomes.force(['C'])
    outcomes.force(['D', 'E'])
    expect(outcomes.nextSlices).toEqual(['D', 'E'])
  })

  it('draws from its seed; reset empties the queue and starts the draws again', () => {
    const outcomes = new SpinOutcomes(99)
    const expected = mulberry32(99)
    const first = [outcomes.draw(), outcomes.draw(), outcomes.draw()]
    expect(first).toEqual([expected(), expected(), expected()])
    outcomes.force(['A'])
    outcomes.reset()
    expect(outcomes.nextSlices).toEqual([])
    expect([outcomes.draw(), outcomes.draw(), outcomes.draw()]).toEqual(first)
  })
})

describe('MOCK_SPIN_SEED', () => {
  it('a whole number from 0 to 2³² − 1; the default when not set or blank', () => {
    const seed = (MOCK_SPIN_SEED?: string) => parseMockEnv({ MOCK_SPIN_SEED }).MOCK_SPIN_SEED
    expect(seed()).toBe(DEFAULT_SPIN_SEED)
    expect(seed(' ')).toBe(DEFAULT_SPIN_SEED)
    expect(seed('0')).toBe(0)
    expect(seed(' 42 ')).toBe(42)
    expect(seed('4294967295')).toBe(4294967295)
    for (const value of ['-1', '1.5', 'abc', '4294967296', '1e3']) {
      expect(() => seed(value), value).toThrow(/MOCK_SPIN_SEED/)
    }
  })
})
