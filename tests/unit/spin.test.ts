import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { isQuietFetcher } from '~/components/loading-overlay'
import {
  canSpin,
  CLAIM_DEBOUNCE_MS,
  COUPON_PAGE_SIZE,
  couponPage,
  debounce,
  prizeHref,
  RESIZE_DEBOUNCE_MS,
  SPIN_FETCHER_KEY,
  spinErrorKey,
  spinPrize,
  spinScreenHref,
} from '~/utils/spin'

describe('spin click (SPEC §5)', () => {
  it('spins only when idle and with a coin', () => {
    expect(canSpin('idle', 1)).toBe(true)
    expect(canSpin('idle', 0)).toBe(false)
    expect(canSpin('idle', -1)).toBe(false)
    expect(canSpin('spinning', 3)).toBe(false)
    expect(canSpin('result', 3)).toBe(false)
  })
})

describe('spinErrorKey', () => {
  it('finds the spin refusals in the spin namespace', () => {
    expect(spinErrorKey('NO_COIN')).toBe('spin:errors.NO_COIN')
    expect(spinErrorKey('NO_ACTIVE_SPINWHEEL')).toBe('spin:errors.NO_ACTIVE_SPINWHEEL')
  })

  it('takes the coupon codes from the error catalogue', () => {
    for (const code of [
      'NO_CLAIMABLE_COUPON',
      'INVALID_PRIZE_CODE',
      'INVALID_CODE',
      'INVALID_COUPON_TYPE',
      'COUPON_EXPIRED',
      'BONUS_REMAINING',
    ]) {
      expect(spinErrorKey(code)).toBe(`errors:${code}`)
    }
  })

  it('shows an unknown message raw, and a missing one as the generic error', () => {
    expect(spinErrorKey('Wheel is resting')).toBe('raw:Wheel is resting')
    expect(spinErrorKey(null)).toBe('errors:INTERNAL_SERVER_ERROR')
    expect(spinErrorKey('  ')).toBe('errors:INTERNAL_SERVER_ERROR')
  })
})

describe('couponPage', () => {
  const coupons = ['a', 'b', 'c', 'd', 'e', 'f', 'g']

  it('shows 3 coupons a page (SPEC §9)', () => {
    expect(COUPON_PAGE_SIZE).toBe(3)
    expect(couponPage(coupons, 1)).toEqual({ items: ['a', 'b', 'c'], page: 1, pages: 3, first: 0 })
    expect(couponPage(coupons, 3)).toEqual({ items: ['g'], page: 3, pages: 3, first: 6 })
  })

  it('shows the last page for a page past the end, the first for nonsense', () => {
    expect(couponPage(coupons, 9).page).toBe(3)
    expect(couponPage(coupons, 0).page).toBe(1)
    expect(couponPage(coupons, Number.NaN).page).toBe(1)
    expect(couponPage([], 4)).toEqual({ items: [], page: 1, pages: 1, first: 0 })
  })
})

describe('spinPrize: what a spin won, told from what changed', () => {
  const listed = (code: string, amount: number, _id?: string) => ({
    ...(_id ? { _id } : {}),
    prize: {
      name: `prize ${code}`,
      slice: { code, label: code, bgColor: '#000', textColor: '#fff', htmlDescription: '' },
    },
    amount,
  })
  const fifty = listed('CREDIT50', 50, '9')

  it('finds the new coupon of the won slice, to claim it straight away', () => {
    const evidence = { coinsBefore: 3, couponsBefore: [listed('CREDIT10', 10, '4')] }
    expect(
      spinPrize(
        { code: 'CREDIT50', remainingCoin: 2 },
        { ...evidence, couponsAfter: [...evidence.couponsBefore, fifty] },
      ),
    ).toEqual({ kind: 'coupon', couponKey: '9' })
  })

  it('tells a new coupon from an older one of the same slice, also without _id', () => {
    const old = listed('CREDIT50', 50)
    expect(
      spinPrize(
        { code: 'CREDIT50', remainingCoin: 0 },
        { coinsBefore: 1, couponsBefore: [old], couponsAfter: [old, old] },
      ),
    ).toEqual({ kind: 'coupon', couponKey: 'CREDIT50~50' })
    // the older coupon alone is no new prize
    expect(
      spinPrize(
        { code: 'CREDIT50', remainingCoin: 0 },
        { coinsBefore: 1, couponsBefore: [old], couponsAfter: [old] },
      ),
    ).toEqual({ kind: 'nothing' })
  })

  it('reads coins at or above the count before the spin as a coin prize', () => {
    const same = { couponsBefore: [], couponsAfter: [] }
    expect(spinPrize({ code: 'COIN1', remainingCoin: 3 }, { coinsBefore: 3, ...same })).toEqual({
      kind: 'coins',
    })
    expect(spinPrize({ code: 'COIN2', remainingCoin: 4 }, { coinsBefore: 3, ...same })).toEqual({
      kind: 'coins',
    })
  })

  it('says nothing was won when no coupon came and the coin was spent', () => {
    expect(
      spinPrize(
        { code: 'NOTHING', remainingCoin: 2 },
        { coinsBefore: 3, couponsBefore: [fifty], couponsAfter: [fifty] },
      ),
    ).toEqual({ kind: 'nothing' })
  })

  it('claims nothing it cannot see: a list or the coins not read is unknown', () => {
    const won = { code: 'NOTHING', remainingCoin: 2 }
    expect(spinPrize(won, { coinsBefore: 3, couponsBefore: null, couponsAfter: [] })).toEqual({
      kind: 'unknown',
    })
    expect(spinPrize(won, { coinsBefore: 3, couponsBefore: [], couponsAfter: null })).toEqual({
      kind: 'unknown',
    })
    expect(spinPrize(won, { coinsBefore: null, couponsBefore: [], couponsAfter: [] })).toEqual({
      kind: 'unknown',
    })
    // a coupon that came is still seen without the coins
    expect(
      spinPrize(
        { code: 'CREDIT50', remainingCoin: 2 },
        { coinsBefore: null, couponsBefore: [], couponsAfter: [fifty] },
      ),
    ).toEqual({ kind: 'coupon', couponKey: '9' })
  })
})

describe('addresses', () => {
  it('carries the sealed win in the prize dialog address', () => {
    const url = new URL(prizeHref('Fe26.2**a+b/c=='), 'http://x')
    expect(url.pathname).toBe('/user/spin/prize')
    expect(url.searchParams.get('won')).toBe('Fe26.2**a+b/c==')
  })

  it('keeps the coupon page when going back to the screen', () => {
    expect(spinScreenHref(1)).toBe('/user/spin')
    expect(spinScreenHref(2)).toBe('/user/spin?couponPage=2')
  })
})

describe('debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('waits 500 ms for the claim and the resize (SPEC §9)', () => {
    expect(CLAIM_DEBOUNCE_MS).toBe(500)
    expect(RESIZE_DEBOUNCE_MS).toBe(500)
  })

  it('sends a double tap once, with the last arguments, 500 ms after the last tap', () => {
    const send = vi.fn()
    const claim = debounce(send, CLAIM_DEBOUNCE_MS)
    claim('first')
    vi.advanceTimersByTime(200)
    claim('second')
    vi.advanceTimersByTime(499)
    expect(send).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith('second')
  })

  it('calls again for taps further apart than the wait', () => {
    const send = vi.fn()
    const claim = debounce(send, 500)
    claim(1)
    vi.advanceTimersByTime(500)
    claim(2)
    vi.advanceTimersByTime(500)
    expect(send.mock.calls).toEqual([[1], [2]])
  })

  it('sets up once after a burst of resizes, and not at all once cancelled', () => {
    const setUp = vi.fn()
    const onResize = debounce(setUp, RESIZE_DEBOUNCE_MS)
    for (let i = 0; i < 20; i++) {
      onResize()
      vi.advanceTimersByTime(50)
    }
    vi.advanceTimersByTime(500)
    expect(setUp).toHaveBeenCalledTimes(1)
    onResize()
    onResize.cancel()
    vi.advanceTimersByTime(1000)
    expect(setUp).toHaveBeenCalledTimes(1)
  })
})

describe('the spin fetcher', () => {
  it('is quiet: the loading overlay does not cover the turning wheel', () => {
    expect(isQuietFetcher(SPIN_FETCHER_KEY)).toBe(true)
    expect(isQuietFetcher('deposit')).toBe(false)
  })
})
