import { describe, expect, it } from 'vitest'

import { wrapFocus } from '~/utils/use-dialog'

describe('wrapFocus: Tab goes round a dialog', () => {
  it('from the last control Tab goes to the first, from the first Shift+Tab to the last', () => {
    expect(wrapFocus(2, 3, false)).toBe(0)
    expect(wrapFocus(0, 3, true)).toBe(2)
  })

  it('between the ends the browser moves on by itself', () => {
    expect(wrapFocus(0, 3, false)).toBeNull()
    expect(wrapFocus(1, 3, false)).toBeNull()
    expect(wrapFocus(1, 3, true)).toBeNull()
    expect(wrapFocus(2, 3, true)).toBeNull()
  })

  it('from the dialog itself (or anything not a control) Tab goes to the first, Shift+Tab to the last', () => {
    expect(wrapFocus(-1, 3, false)).toBe(0)
    expect(wrapFocus(-1, 3, true)).toBe(2)
  })

  it('one control: both ways it stays there', () => {
    expect(wrapFocus(0, 1, false)).toBe(0)
    expect(wrapFocus(0, 1, true)).toBe(0)
  })

  it('no control: nothing to go to', () => {
    expect(wrapFocus(-1, 0, false)).toBeNull()
  })
})
