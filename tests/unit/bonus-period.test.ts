// The periods a bonus's maxReceived counts in (mock-server/bonus-period.ts): Bangkok days and
// weeks from Monday, whatever the server's own time zone.
import { describe, expect, it } from 'vitest'

import { bonusPeriodStart, receivedInPeriod } from '../../mock-server/bonus-period'

const at = (iso: string) => Date.parse(iso)

describe('bonusPeriodStart', () => {
  it('limit never starts again', () => {
    expect(bonusPeriodStart('limit', at('2026-11-13T05:00:00Z'))).toBeNull()
  })

  it('day: midnight in Bangkok, which is 17:00 UTC the day before', () => {
    const midnight = at('2026-11-12T17:00:00Z')
    expect(bonusPeriodStart('day', at('2026-11-13T05:00:00Z'))).toBe(midnight)
    expect(bonusPeriodStart('day', midnight)).toBe(midnight)
    expect(bonusPeriodStart('day', at('2026-11-13T16:59:59.999Z'))).toBe(midnight)
    expect(bonusPeriodStart('day', at('2026-11-13T17:00:00Z'))).toBe(at('2026-11-13T17:00:00Z'))
    // a millisecond before midnight belongs to the day before
    expect(bonusPeriodStart('day', midnight - 1)).toBe(at('2026-11-11T17:00:00Z'))
  })

  it('week: Monday 00:00 in Bangkok (Sunday 17:00 UTC)', () => {
    const monday = at('2026-11-08T17:00:00Z')
    // Monday 00:00, Wednesday noon, Sunday 23:59:59.999 in Bangkok
    for (const now of [
      '2026-11-08T17:00:00Z',
      '2026-11-11T05:00:00Z',
      '2026-11-15T16:59:59.999Z',
    ]) {
      expect(bonusPeriodStart('week', at(now))).toBe(monday)
    }
    // Sunday 23:59 in Bangkok belongs to the week before, Monday 00:00 to the next
    expect(bonusPeriodStart('week', monday - 1)).toBe(at('2026-11-01T17:00:00Z'))
    expect(bonusPeriodStart('week', at('2026-11-15T17:00:00Z'))).toBe(at('2026-11-15T17:00:00Z'))
  })

  it('crosses months and years', () => {
    // Thursday 1 January 2026, 03:00 in Bangkok: the week began on Monday 29 December 2025
    expect(bonusPeriodStart('week', at('2025-12-31T20:00:00Z'))).toBe(at('2025-12-28T17:00:00Z'))
    expect(bonusPeriodStart('day', at('2025-12-31T20:00:00Z'))).toBe(at('2025-12-31T17:00:00Z'))
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
