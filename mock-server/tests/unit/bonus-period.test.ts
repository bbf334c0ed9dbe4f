// The periods a bonus's maxReceived counts in (mock-server/bonus-period.ts): Bangkok days and
// weeks from Monday (their starts are tested in bangkok-time.test.ts).
import { describe, expect, it } from 'vitest'

import { bonusPeriodStart, receivedInPeriod } from '../../bonus-period'

const at = (iso: string) => Date.parse(iso)

describe('bonusPeriodStart', () => {
  it('limit never starts again', () => {
    expect(bonusPeriodStart('limit', at('2026-11-13T05:00:00Z'))).toBeNull()
  })

  it('day and week start as Bangkok days and weeks from Monday (bangkok-time.test.ts)', () => {
    // Friday 13 November 2026, noon in Bangkok
    const now = at('2026-11-13T05:00:00Z')
    expect(bonusPeriodStart('day', now)).toBe(at('2026-11-12T17:00:00Z'))
    expect(bonusPeriodStart('week', now)).toBe(at('2026-11-08T17:00:00Z'))
  })
})

describe('receivedInPeriod', () => {
  const receipts = [
    at('2026-11-01T10:00:00Z'), // the week before
    at('2026-11-09T02:00:00Z'), // Monday 09:00 in Bangkok
    at('2026-11-12T16:30:00Z'), // Thursday 23:30 in Bangkok
    at('2026-11-12T17:30:00Z'), // Friday 00:30 in Bangkok
  ]
  const now = at('2026-11-13T05:00:00Z') // Friday noon in Bangkok

  it('counts every receipt for limit, those of the day or the week otherwise', () => {
    expect(receivedInPeriod('limit', receipts, now)).toBe(4)
    expect(receivedInPeriod('day', receipts, now)).toBe(1)
    expect(receivedInPeriod('week', receipts, now)).toBe(3)
    expect(receivedInPeriod('day', [], now)).toBe(0)
  })
})
