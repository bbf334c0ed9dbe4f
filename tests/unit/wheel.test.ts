import { describe, expect, it } from 'vitest'

import {
  bulbPoints,
  coast,
  COAST_STOP_SPEED,
  coastDurationMs,
  easeOutCubic,
  estimateTextWidth,
  fitLabel,
  fitLabels,
  FRAME_MS,
  FRICTION,
  landingIndex,
  normalizeAngle,
  planSpin,
  pointerPath,
  RESULT_DELAY_MS,
  rotationFor,
  safeColor,
  screenAngle,
  sectorPath,
  sectors,
  sectorWidth,
  spinAt,
  TAU,
  uprightLabel,
  wheelLayout,
  wheelSize,
  WIND_UP_MS,
  WIND_UP_SPEED,
  windUpAt,
} from '~/utils/wheel'

/** A seeded stand-in for Math.random, so the random plans are the same every run. */
function seeded(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32
    return state / 2 ** 32
  }
}

describe('sector geometry', () => {
  it('splits the wheel into n equal sectors, sector 0 centred at local angle 0', () => {
    const all = sectors(8)
    expect(all).toHaveLength(8)
    expect(sectorWidth(8)).toBeCloseTo(Math.PI / 4)
    all.forEach((sector, i) => {
      expect(sector.index).toBe(i)
      expect(sector.end - sector.start).toBeCloseTo(TAU / 8)
      expect(sector.centre).toBeCloseTo((sector.start + sector.end) / 2)
      expect(sector.centre).toBeCloseTo((i * TAU) / 8)
    })
    // the sectors meet edge to edge and cover one full turn
    for (let i = 1; i < all.length; i++) expect(all[i]!.start).toBeCloseTo(all[i - 1]!.end)
    expect(all.at(-1)!.end - all[0]!.start).toBeCloseTo(TAU)
  })

  it('puts the pointer at the top: at rotation 0 sector 0 is drawn straight up', () => {
    expect(screenAngle(0, 0)).toBeCloseTo(-Math.PI / 2)
    // clockwise: a quarter turn brings local angle 0 to 3 o'clock
    expect(normalizeAngle(screenAngle(0, Math.PI / 2))).toBeCloseTo(0)
  })

  it('refuses a wheel without sectors', () => {
    expect(() => sectors(0)).toThrow(RangeError)
    expect(() => landingIndex(0, 2.5)).toThrow(RangeError)
  })

  it('normalises any angle into [0, 2π)', () => {
    expect(normalizeAngle(0)).toBe(0)
    expect(normalizeAngle(TAU)).toBe(0)
    expect(normalizeAngle(-Math.PI / 2)).toBeCloseTo((3 * Math.PI) / 2)
    expect(normalizeAngle(5 * TAU + 1)).toBeCloseTo(1)
    expect(normalizeAngle(-1e-12)).toBe(0)
  })
})

describe('landingIndex', () => {
  it('is sector 0 at rest and for whole turns either way', () => {
    for (const n of [1, 2, 3, 8, 12]) {
      for (const turns of [-3, -1, 0, 1, 2, 10]) expect(landingIndex(turns * TAU, n)).toBe(0)
    }
  })

  it('steps back through the sectors as the wheel turns clockwise', () => {
    const n = 8
    const width = TAU / n
    // turning clockwise by one sector brings the previous sector (n - 1) under the pointer
    expect(landingIndex(width, n)).toBe(7)
    expect(landingIndex(2 * width, n)).toBe(6)
    expect(landingIndex(-width, n)).toBe(1)
    expect(landingIndex(-3 * width, n)).toBe(3)
  })

  it('agrees with the sector whose span contains the angle under the pointer', () => {
    const random = seeded(7)
    for (const n of [2, 3, 5, 8, 13]) {
      const all = sectors(n)
      for (let k = 0; k < 500; k++) {
        const rotation = (random() - 0.5) * 40 * TAU
        // the pointer looks at local angle -rotation
        const local = normalizeAngle(-rotation)
        const expected = all.find((s) => {
          const from = normalizeAngle(s.start)
          const offset = normalizeAngle(local - from)
          return offset < s.end - s.start
        })!
        expect(landingIndex(rotation, n)).toBe(expected.index)
      }
    }
  })

  it('gives an exact boundary to the sector that starts there', () => {
    const n = 8
    const width = TAU / n
    // at rotation -width/2 the pointer is on the edge between 0 and 1
    expect(landingIndex(-width / 2, n)).toBe(1)
    expect(landingIndex(width / 2, n)).toBe(0)
    expect(landingIndex(-width / 2 + 1e-6, n)).toBe(0)
    expect(landingIndex(-width / 2 - 1e-6, n)).toBe(1)
    for (let i = 0; i < n; i++) {
      for (const turns of [-2, 0, 3]) {
        const boundary = -(i * width + width / 2) + turns * TAU
        expect(landingIndex(boundary, n)).toBe((i + 1) % n)
      }
    }
  })
})

describe('rotationFor', () => {
  it('lands on the target for every sector, turn count and jitter (round trip)', () => {
    for (const n of [1, 2, 3, 6, 8, 10]) {
      for (let target = 0; target < n; target++) {
        for (const turns of [3, 3.2, 3.99, 4]) {
          for (const jitter of [-1, -0.5, 0, 0.5, 1, 7]) {
            for (const from of [0, 1.234, -5, 40 * TAU + 0.3]) {
              const rotation = rotationFor(target, n, turns, jitter, from)
              expect(landingIndex(rotation, n), `${n}/${target}/${turns}/${jitter}/${from}`).toBe(
                target,
              )
            }
          }
        }
      }
    }
  })

  it('turns clockwise floor(turns) whole turns plus less than one more', () => {
    for (const from of [0, 2, -3]) {
      const rotation = rotationFor(5, 8, 3.6, 0, from)
      const travelled = (rotation - from) / TAU
      expect(travelled).toBeGreaterThanOrEqual(3)
      expect(travelled).toBeLessThan(4)
    }
  })

  it('stops on the centre line without jitter, and never near an edge with it', () => {
    const n = 8
    const width = TAU / n
    expect(normalizeAngle(-rotationFor(3, n, 3))).toBeCloseTo(3 * width)
    for (const jitter of [-1, 1]) {
      const local = normalizeAngle(-rotationFor(3, n, 3, jitter))
      expect(Math.abs(local - 3 * width)).toBeLessThan(width / 2 - 0.05)
    }
  })

  it('refuses a sector that is not on the wheel', () => {
    expect(() => rotationFor(8, 8, 3)).toThrow(RangeError)
    expect(() => rotationFor(-1, 8, 3)).toThrow(RangeError)
    expect(() => rotationFor(1.5, 8, 3)).toThrow(RangeError)
  })
})

describe('spin plan (SPEC §9)', () => {
  it('turns 3 to 4 times in 4–5 s × turns × 0.1 and lands on the target', () => {
    const random = seeded(42)
    for (let k = 0; k < 300; k++) {
      const target = k % 8
      const from = (random() - 0.5) * 20
      const plan = planSpin(target, 8, from, random)
      expect(plan.turns).toBeGreaterThanOrEqual(3)
      expect(plan.turns).toBeLessThanOrEqual(4)
      expect(plan.durationMs).toBeGreaterThanOrEqual(4 * plan.turns * 100 - 1e-6)
      expect(plan.durationMs).toBeLessThanOrEqual(5 * plan.turns * 100 + 1e-6)
      expect(plan.durationMs).toBeGreaterThanOrEqual(1200 - 1e-6)
      expect(plan.durationMs).toBeLessThanOrEqual(2000 + 1e-6)
      const travelled = (plan.to - plan.from) / TAU
      expect(travelled).toBeGreaterThanOrEqual(3)
      expect(travelled).toBeLessThan(4)
      expect(landingIndex(plan.to, 8)).toBe(target)
    }
  })

  it('uses the extremes of the random range', () => {
    const low = planSpin(0, 8, 0, () => 0)
    expect(low.turns).toBe(3)
    expect(low.durationMs).toBeCloseTo(4 * 3 * 100)
    const high = planSpin(0, 8, 0, () => 0.999999)
    expect(high.turns).toBeCloseTo(4)
    expect(high.durationMs).toBeCloseTo(5 * 4 * 100, 0)
  })

  it('eases out cubically from the start to the stop', () => {
    expect(easeOutCubic(0)).toBe(0)
    expect(easeOutCubic(1)).toBe(1)
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875)
    expect(easeOutCubic(-1)).toBe(0)
    expect(easeOutCubic(2)).toBe(1)
    // slowing down all the way: each step covers less than the one before
    let last = 0
    let lastStep = Infinity
    for (let i = 1; i <= 100; i++) {
      const value = easeOutCubic(i / 100)
      expect(value - last).toBeLessThan(lastStep)
      lastStep = value - last
      last = value
    }
  })

  it('follows the plan over time and ends exactly on the final rotation', () => {
    const plan = { from: 1, to: 1 + 3.5 * TAU, turns: 3.5, durationMs: 1500 }
    expect(spinAt(plan, 0)).toEqual({ rotation: 1, done: false })
    expect(spinAt(plan, 750).rotation).toBeCloseTo(1 + 3.5 * TAU * 0.875)
    expect(spinAt(plan, 1500)).toEqual({ rotation: plan.to, done: true })
    expect(spinAt(plan, 9999)).toEqual({ rotation: plan.to, done: true })
    expect(spinAt({ ...plan, durationMs: 0 }, 0)).toEqual({ rotation: plan.to, done: true })
  })

  it('waits 2 s on the result before the wheel resets', () => {
    expect(RESULT_DELAY_MS).toBe(2000)
  })
})

describe('wind-up and friction', () => {
  it('winds up linearly to one turn a second, then keeps that speed', () => {
    expect(windUpAt(0)).toEqual({ travelled: 0, speed: 0 })
    const half = windUpAt(WIND_UP_MS / 2)
    expect(half.speed).toBeCloseTo(WIND_UP_SPEED / 2)
    expect(half.travelled).toBeCloseTo((WIND_UP_SPEED / 4) * (WIND_UP_MS / 2000))
    const ramp = windUpAt(WIND_UP_MS)
    const later = windUpAt(WIND_UP_MS + 1000)
    expect(later.speed).toBeCloseTo(WIND_UP_SPEED)
    expect(later.travelled - ramp.travelled).toBeCloseTo(WIND_UP_SPEED)
  })

  it('keeps a faster wheel at its speed', () => {
    expect(windUpAt(100, 20).speed).toBe(20)
  })

  it('hands over to a landing that is faster than the wind-up', () => {
    // the eased landing starts at 3 × distance / duration: at least 3 turns in at most 2 s
    const slowestStart = (3 * 3 * TAU) / 2
    expect(slowestStart).toBeGreaterThan(WIND_UP_SPEED)
  })

  it('keeps 0.991 of the speed per 60 Hz frame, whatever the frame rate', () => {
    expect(FRICTION).toBe(0.991)
    expect(coast(10, FRAME_MS).speed).toBeCloseTo(10 * 0.991)
    expect(coast(10, 60 * FRAME_MS).speed).toBeCloseTo(10 * 0.991 ** 60)
    // the distance is the integral of the speed: compare with small steps
    let travelled = 0
    const step = 0.1
    for (let t = 0; t < 1000; t += step) travelled += coast(10, t + step / 2).speed * (step / 1000)
    expect(coast(10, 1000).travelled).toBeCloseTo(travelled, 3)
  })

  it('stops once it crawls, no further than v / -ln(0.991) frames would take it', () => {
    const duration = coastDurationMs(WIND_UP_SPEED)
    expect(duration).toBeGreaterThan(0)
    const end = coast(WIND_UP_SPEED, duration)
    expect(end.done).toBe(true)
    expect(end.speed).toBeCloseTo(COAST_STOP_SPEED)
    const limit = (WIND_UP_SPEED * FRAME_MS) / 1000 / -Math.log(FRICTION)
    expect(end.travelled).toBeLessThan(limit)
    expect(coast(WIND_UP_SPEED, duration * 10)).toEqual(end)
    expect(coast(WIND_UP_SPEED, duration / 2).done).toBe(false)
    expect(coast(0, 100)).toEqual({ travelled: 0, speed: 0, done: true })
  })
})

describe('wheel size and layout', () => {
  it('is at most 350 px, else 85% of the window width', () => {
    expect(wheelSize(390)).toBe(331)
    expect(wheelSize(320)).toBe(272)
    expect(wheelSize(411.76)).toBe(349)
    expect(wheelSize(412)).toBe(350)
    expect(wheelSize(1920)).toBe(350)
    expect(wheelSize(0)).toBe(0)
  })

  it('keeps the pointer and the rim inside the box, the labels between hub and rim', () => {
    for (const size of [200, 331, 350]) {
      const layout = wheelLayout(size)
      expect(layout.centre - layout.outer).toBeGreaterThan(0)
      expect(layout.pointer.headY - layout.pointer.headRadius).toBeGreaterThanOrEqual(0)
      expect(layout.pointer.tipY).toBeGreaterThan(layout.centre - layout.face)
      expect(layout.pointer.tipY).toBeLessThan(layout.centre - layout.labelStart)
      expect(layout.labelStart).toBeGreaterThan(layout.hub)
      expect(layout.labelEnd).toBeLessThan(layout.face)
    }
  })

  it('draws sectors as closed SVG paths from the centre', () => {
    const layout = wheelLayout(350)
    const path = sectorPath(layout, sectors(8)[0]!, 8)
    expect(path).toMatch(/^M175 175L[\d.]+ [\d.]+A[\d.]+ [\d.]+ 0 0 1 [\d.]+ [\d.]+Z$/)
    expect(sectorPath(layout, sectors(1)[0]!, 1)).toMatch(/^M.*A.*A.*Z$/)
    expect(pointerPath(layout)).toMatch(/^M[\d. ]+L175 [\d.]+L[\d. ]+A.*Z$/)
    const bulbs = bulbPoints(layout)
    expect(bulbs).toHaveLength(layout.bulbs)
    for (const [x, y] of bulbs) {
      expect(Math.hypot(x - 175, y - 175)).toBeCloseTo(layout.outer - layout.rimWidth / 2)
    }
  })
})

describe('labels', () => {
  const measure = (text: string, size: number) => text.length * size * 0.5

  it('uses the largest font at which the label fits on one line, else the smallest', () => {
    expect(fitLabel('50 บาท', 60, measure, 20, 10)).toEqual({ lines: ['50 บาท'], fontSize: 20 })
    expect(fitLabel('ขอบคุณมากครับ', 60, measure, 20, 10)).toEqual({
      lines: ['ขอบคุณมากครับ'],
      fontSize: 10,
    })
  })

  it('splits a long label at the space nearest its middle', () => {
    const fitted = fitLabel('เครดิตฟรี มาก 100 บาท', 60, measure, 20, 8)
    expect(fitted.lines).toHaveLength(2)
    expect(fitted.lines.join(' ')).toBe('เครดิตฟรี มาก 100 บาท')
    expect(
      Math.max(...fitted.lines.map((line) => measure(line, fitted.fontSize))),
    ).toBeLessThanOrEqual(60)
  })

  it('fits every sector at one shared size when it can', () => {
    // widths 3, 6 and 8 characters: 8 × 0.5 × size ≤ 60 → size 15
    const fitted = fitLabels(['abc', 'abcdef', 'abcdefgh'], 60, measure, 18, 8)
    expect(fitted.map((f) => f.fontSize)).toEqual([15, 15, 15])
    expect(fitted.every((f) => f.lines.length === 1)).toBe(true)
  })

  it('does not shrink every label below 80% for one long one', () => {
    const fitted = fitLabels(['abc', 'abcde fghij klmno'], 60, measure, 20, 8)
    expect(fitted[0]).toEqual({ lines: ['abc'], fontSize: 16 })
    expect(fitted[1]!.fontSize).toBeLessThanOrEqual(16)
    expect(fitted[1]!.lines).toHaveLength(2)
  })

  it('estimates Thai and Lao text without the marks above and below', () => {
    expect(estimateTextWidth('ที่', 10)).toBeCloseTo(estimateTextWidth('ท', 10))
    expect(estimateTextWidth('ເຫຼືອ', 10)).toBeLessThan(estimateTextWidth('abcde', 10))
  })
})

describe('upright labels', () => {
  const degrees = (d: number) => (d * Math.PI) / 180
  /** Which way the text's baseline runs on the screen, as a unit vector (y points down). */
  const reading = (angle: number) => {
    const { rotation } = uprightLabel(angle)
    return { x: Math.cos(rotation), y: Math.sin(rotation) }
  }

  it('keeps the labels on the right half as they are, reading out toward the rim', () => {
    for (const d of [-60, -30, 0, 30, 60, 89]) {
      expect(uprightLabel(degrees(d))).toEqual({ rotation: degrees(d), flipped: false })
    }
  })

  it('turns the labels on the left half half a turn, so they read from the rim inward', () => {
    for (const d of [91, 135, 180, 225, 269]) {
      const upright = uprightLabel(degrees(d))
      expect(upright.flipped).toBe(true)
      expect(upright.rotation).toBeCloseTo(degrees(d) + Math.PI)
    }
  })

  it('never leaves a label reading right to left, at any rotation of the wheel', () => {
    for (let d = -720; d <= 720; d += 7) expect(reading(degrees(d)).x).toBeGreaterThanOrEqual(-1e-9)
  })

  it('leaves the labels at the top and bottom (sideways either way) as they are', () => {
    expect(uprightLabel(screenAngle(0, 0)).flipped).toBe(false)
    expect(uprightLabel(degrees(90)).flipped).toBe(false)
    expect(uprightLabel(degrees(-90)).flipped).toBe(false)
  })

  it("turns the seeded wheel's three left-hand labels at rest, and only those", () => {
    const flipped = sectors(8)
      .filter((sector) => uprightLabel(screenAngle(sector.centre, 0)).flipped)
      .map((sector) => sector.index)
    // sector 0 is under the pointer, the rest follow clockwise: 5, 6 and 7 are on the left
    expect(flipped).toEqual([5, 6, 7])
  })
})

describe('safeColor', () => {
  it('keeps plain CSS colours and replaces anything else', () => {
    for (const color of ['#f5b301', '#fff', 'rgb(1, 2, 3)', 'hsl(120 50% 50%)', 'teal']) {
      expect(safeColor(color, '#000')).toBe(color)
    }
    for (const color of [
      '',
      'red;background:url(x)',
      'url(javascript:1)',
      '#ggg',
      'x'.repeat(30),
    ]) {
      expect(safeColor(color, '#000')).toBe('#000')
    }
  })
})
