import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'

import { type Bonus } from '@member-wallet/contract/schemas'

import {
  bonusEndRule,
  bonusName,
  bonusThresholdOf,
  cardState,
  fillPercentFail,
  looksLikeHtml,
  receivedCount,
} from '~/utils/bonus'
import { safeImageSrc } from '~/utils/safe-image'
import { PromotionCodeForm } from '~/validation/bonus'

/** A moment given in Bangkok time (UTC+7). */
const bkk = (local: string) => new Date(`${local}+07:00`)
const at = (...dates: string[]) => dates.map((updatedAt) => ({ updatedAt }))

function bonus(overrides: Partial<Bonus> = {}): Bonus {
  return {
    code: 'DAILY20',
    name: 'Daily 20',
    type: 'day',
    maxReceived: 2,
    percentFail: 20,
    banners: [],
    userBonus: null,
    ...overrides,
  }
}

describe('receivedCount', () => {
  it('counts every time for a limit bonus, however old', () => {
    const received = at('2020-01-01T00:00:00Z', '2024-05-14T10:00:00Z', 'not a date')
    expect(receivedCount('limit', received, bkk('2024-05-15T10:00:00'))).toBe(3)
    expect(receivedCount('limit', [], bkk('2024-05-15T10:00:00'))).toBe(0)
  })

  it('counts a day bonus from 00:00 Bangkok: 23:59 belongs to yesterday, 00:00 to today', () => {
    const received = at('2024-05-14T23:59:59+07:00', '2024-05-15T00:00:00+07:00')
    expect(receivedCount('day', received, bkk('2024-05-15T10:00:00'))).toBe(1)
    expect(receivedCount('day', received, bkk('2024-05-14T23:59:59'))).toBe(2)
    expect(receivedCount('day', received.slice(0, 1), bkk('2024-05-15T00:00:00'))).toBe(0)
  })

  it('uses the Bangkok date, not the UTC date', () => {
    // now: 14 May 20:00 UTC, which is 15 May 03:00 in Bangkok
    const now = new Date('2024-05-14T20:00:00Z')
    // same UTC day as now, but 14 May 17:00 in Bangkok: yesterday
    expect(receivedCount('day', at('2024-05-14T10:00:00Z'), now)).toBe(0)
    // 14 May 17:30 UTC is 15 May 00:30 in Bangkok: today
    expect(receivedCount('day', at('2024-05-14T17:30:00Z'), now)).toBe(1)
  })

  it('counts a week bonus from Monday 00:00 Bangkok: Sunday belongs to last week', () => {
    const received = at('2024-05-12T23:59:59+07:00', '2024-05-13T00:00:00+07:00')
    // Sunday 19 May 23:59 Bangkok: the week began on Monday the 13th
    expect(receivedCount('week', received, bkk('2024-05-19T23:59:00'))).toBe(1)
    // Monday 20 May 00:00 Bangkok: a new week, nothing received yet
    expect(receivedCount('week', received, bkk('2024-05-20T00:00:00'))).toBe(0)
    // Sunday 12 May 23:59 Bangkok: both fall in the week of Monday the 6th
    expect(receivedCount('week', received.slice(0, 1), bkk('2024-05-12T23:59:59'))).toBe(1)
  })

  it('counts the week by Bangkok days when UTC is still on Sunday', () => {
    const now = new Date('2024-05-19T18:00:00Z') // Monday 20 May 01:00 in Bangkok
    expect(receivedCount('week', at('2024-05-19T10:00:00Z'), now)).toBe(0)
    expect(receivedCount('week', at('2024-05-19T17:00:00Z'), now)).toBe(1)
  })

  it('leaves out dates it cannot read for day and week bonuses', () => {
    const now = bkk('2024-05-15T10:00:00')
    expect(receivedCount('day', at('', 'yesterday', '2024-05-15T09:00:00+07:00'), now)).toBe(1)
    expect(receivedCount('week', at('garbage'), now)).toBe(0)
  })
})

describe('cardState', () => {
  const now = bkk('2024-05-15T10:00:00')

  it('is current when the member has this bonus active, even at its maximum', () => {
    const userBonus = { _id: 'u1', isActive: true, received: at('2024-05-15T09:00:00+07:00') }
    expect(cardState(bonus({ type: 'limit', maxReceived: 1, userBonus }), now)).toBe('current')
  })

  it('is received once the count in its period reaches maxReceived', () => {
    const userBonus = {
      _id: 'u1',
      isActive: false,
      received: at('2024-05-15T08:00:00+07:00', '2024-05-15T09:00:00+07:00'),
    }
    expect(cardState(bonus({ userBonus }), now)).toBe('received')
    expect(cardState(bonus({ userBonus, maxReceived: 3 }), now)).toBe('available')
  })

  it('is available again in a new period', () => {
    const userBonus = {
      _id: 'u1',
      isActive: false,
      received: at('2024-05-14T08:00:00+07:00', '2024-05-14T09:00:00+07:00'),
    }
    expect(cardState(bonus({ userBonus }), now)).toBe('available')
    expect(cardState(bonus({ userBonus, type: 'week' }), now)).toBe('received')
    expect(cardState(bonus({ userBonus, type: 'week' }), bkk('2024-05-20T00:00:00'))).toBe(
      'available',
    )
  })

  it('is available when the member never received it', () => {
    expect(cardState(bonus(), now)).toBe('available')
  })
})

describe('fillPercentFail', () => {
  it('replaces every %percentFail% with the percentage', () => {
    expect(fillPercentFail('If not met, %percentFail%% is deducted', 30)).toBe(
      'If not met, 30% is deducted',
    )
    expect(fillPercentFail('%percentFail% / %percentFail%', 12.5)).toBe('12.5 / 12.5')
    expect(fillPercentFail('No placeholder here', 10)).toBe('No placeholder here')
  })
})

describe('what a card and dialog show', () => {
  it('names a bonus by its name, or by its code without one', () => {
    expect(bonusName({ code: 'WELCOME100', name: 'โบนัสสมาชิกใหม่ 100 บาท' })).toBe(
      'โบนัสสมาชิกใหม่ 100 บาท',
    )
    expect(bonusName({ code: 'WELCOME100' })).toBe('WELCOME100')
    expect(bonusName({ code: 'WELCOME100', name: '  ' })).toBe('WELCOME100')
  })

  it('loads banner pictures only from harmless addresses', () => {
    expect(safeImageSrc('https://cdn.example.com/b.png')).toBe('https://cdn.example.com/b.png')
    expect(safeImageSrc('/banners/welcome.svg')).toBe('/banners/welcome.svg')
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA')
    expect(safeImageSrc('javascript:alert(1)')).toBeNull()
    expect(safeImageSrc('//evil.example.com/x.png')).toBeNull()
    expect(safeImageSrc('data:text/html,<script>')).toBeNull()
    expect(safeImageSrc('')).toBeNull()
  })

  it('tells HTML descriptions from plain text', () => {
    expect(looksLikeHtml('<p>Deposit 100, get 50</p>')).toBe(true)
    expect(looksLikeHtml('Deposit 100 <b>get</b> 50')).toBe(true)
    expect(looksLikeHtml('Deposit 100, get 50 (3 < 5)')).toBe(false)
  })
})

describe('the promotion code form', () => {
  const parse = (entries: Record<string, string | undefined>) => {
    const formData = new FormData()
    for (const [name, value] of Object.entries(entries)) {
      if (value !== undefined) formData.append(name, value)
    }
    return parseWithZod(formData, { schema: PromotionCodeForm })
  }

  it('upper-cases and trims the code', () => {
    const submission = parse({ code: ' newYear50 ' })
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value.code).toBe('NEWYEAR50')
  })

  it('requires the code', () => {
    for (const code of [undefined, '', '   ']) {
      const submission = parse({ code })
      expect(submission.status).toBe('error')
      expect(submission.status === 'error' && submission.error?.code).toEqual([
        'bonus:promotion.codeRequired',
      ])
    }
  })

  it('refuses a code too long to be one', () => {
    const submission = parse({ code: 'X'.repeat(51) })
    expect(submission.status === 'error' && submission.error?.code).toEqual(['validation.tooLong'])
  })

  it('marks the input required for the browser too', () => {
    expect(getZodConstraint(PromotionCodeForm).code).toMatchObject({ required: true })
  })

  it('reads the code from a search form address as well', () => {
    const submission = parseWithZod(new URLSearchParams('code=songkran100'), {
      schema: PromotionCodeForm,
    })
    expect(submission.status === 'success' && submission.value.code).toBe('SONGKRAN100')
  })
})

describe('the minimum check, whose answer SPEC §7 does not show', () => {
  it('reads the status and the threshold in baht', () => {
    expect(bonusThresholdOf({ status: false, minimum: 5 })).toEqual({ canEnd: false, below: 5 })
    expect(bonusThresholdOf({ status: true, minimum: 0 })).toEqual({ canEnd: true, below: 0 })
  })

  it('keeps what it can read and leaves the rest unknown', () => {
    expect(bonusThresholdOf({ status: true })).toEqual({ canEnd: true, below: null })
    expect(bonusThresholdOf({ minimum: 5, status: 'yes' })).toEqual({ canEnd: null, below: 5 })
    expect(bonusThresholdOf({ minimum: '5' })).toEqual({ canEnd: null, below: null })
    expect(bonusThresholdOf({ minimum: -1 })).toEqual({ canEnd: null, below: null })
    expect(bonusThresholdOf({ minimum: Number.NaN })).toEqual({ canEnd: null, below: null })
  })

  it('takes an empty, bare or missing answer as no answer', () => {
    for (const answer of [{}, null, undefined, true, 'ok', [5]]) {
      expect(bonusThresholdOf(answer)).toEqual({ canEnd: null, below: null })
    }
  })
})

describe('the rule to end the active bonus', () => {
  it('takes the backend’s word over the numbers', () => {
    expect(bonusEndRule({ canEnd: false, below: 5 }, 1)).toEqual({
      canEnd: false,
      below: 5,
      total: 1,
    })
  })

  it('compares the money with the threshold when the backend does not say', () => {
    expect(bonusEndRule({ canEnd: null, below: 5 }, 4.99).canEnd).toBe(true)
    expect(bonusEndRule({ canEnd: null, below: 5 }, 5).canEnd).toBe(false)
  })

  it('leaves it unknown without a threshold or without the money', () => {
    expect(bonusEndRule({ canEnd: null, below: null }, 1)).toEqual({
      canEnd: null,
      below: null,
      total: 1,
    })
    expect(bonusEndRule({ canEnd: null, below: 5 }, null).canEnd).toBeNull()
    expect(bonusEndRule(null, null)).toEqual({ canEnd: null, below: null, total: null })
  })
})
