import { describe, expect, it } from 'vitest'

import { countdownAnnouncement } from '~/utils/deposit'

/** The announcements a ten-minute QR makes, second by second, each listed where it changes. */
function changes(from: number): { at: number; said: string }[] {
  const said: { at: number; said: string }[] = []
  for (let seconds = from; seconds >= 0; seconds--) {
    const announcement = countdownAnnouncement(seconds)
    const text = JSON.stringify(announcement)
    if (said.at(-1)?.said !== text) said.push({ at: seconds, said: text })
  }
  return said
}

describe('countdownAnnouncement', () => {
  it('says the whole minutes left, then 30 and 10 seconds, then that the QR expired', () => {
    expect(countdownAnnouncement(600)).toEqual({ kind: 'minutes', count: 10 })
    expect(countdownAnnouncement(599)).toEqual({ kind: 'minutes', count: 10 })
    expect(countdownAnnouncement(541)).toEqual({ kind: 'minutes', count: 10 })
    expect(countdownAnnouncement(540)).toEqual({ kind: 'minutes', count: 9 })
    expect(countdownAnnouncement(61)).toEqual({ kind: 'minutes', count: 2 })
    expect(countdownAnnouncement(60)).toEqual({ kind: 'minutes', count: 1 })
    expect(countdownAnnouncement(31)).toEqual({ kind: 'minutes', count: 1 })
    expect(countdownAnnouncement(30)).toEqual({ kind: 'seconds', count: 30 })
    expect(countdownAnnouncement(11)).toEqual({ kind: 'seconds', count: 30 })
    expect(countdownAnnouncement(10)).toEqual({ kind: 'seconds', count: 10 })
    expect(countdownAnnouncement(1)).toEqual({ kind: 'seconds', count: 10 })
    expect(countdownAnnouncement(0)).toEqual({ kind: 'expired' })
  })

  it('changes 13 times in a ten-minute countdown, not 600', () => {
    const said = changes(600)
    expect(said.map((change) => change.at)).toEqual([
      600, 540, 480, 420, 360, 300, 240, 180, 120, 60, 30, 10, 0,
    ])
    expect(said).toHaveLength(13)
  })

  it('takes the clock as it comes: fractions round up, and time past the end is expiry', () => {
    expect(countdownAnnouncement(540.4)).toEqual({ kind: 'minutes', count: 10 })
    expect(countdownAnnouncement(0.2)).toEqual({ kind: 'seconds', count: 10 })
    expect(countdownAnnouncement(-5)).toEqual({ kind: 'expired' })
  })

  it('a QR of 90 minutes is read in minutes past the hour too', () => {
    expect(countdownAnnouncement(90 * 60)).toEqual({ kind: 'minutes', count: 90 })
  })
})
