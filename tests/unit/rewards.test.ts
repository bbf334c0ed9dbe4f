import { describe, expect, it } from 'vitest'

import { canReceiveRefund, firstStep } from '~/utils/rewards'

describe('the banner-first flow of invite and refund', () => {
  it('shows the banners first when there are any', () => {
    expect(firstStep(2, false)).toBe('banners')
    expect(firstStep(1, false)).toBe('banners')
  })

  it('opens the dialog at once without banners, or once the banners are closed', () => {
    expect(firstStep(0, false)).toBe('dialog')
    expect(firstStep(3, true)).toBe('dialog')
    expect(firstStep(0, true)).toBe('dialog')
  })
})

describe('receiving a refund', () => {
  it('is possible only when the check says so and no bonus is active', () => {
    expect(canReceiveRefund({ result: true, bonus: false })).toBe(true)
    expect(canReceiveRefund({ result: true, bonus: true })).toBe(false)
    expect(canReceiveRefund({ result: false, bonus: false })).toBe(false)
    expect(canReceiveRefund(null)).toBe(false)
  })
})
