import { describe, expect, test } from 'vitest'

import { CARDS_ON_FIRST_SCREEN, gameCardLoading, LARGEST_IMAGE } from '~/utils/image-loading'

describe('home game card pictures', () => {
  test("the first row's first card is the page's largest image: at once, before the rest", () => {
    expect(gameCardLoading(0, 0)).toEqual(LARGEST_IMAGE)
    expect(LARGEST_IMAGE).toEqual({ loading: 'eager', fetchpriority: 'high' })
  })

  test("the rest of the first row's first screen loads at once, without priority", () => {
    for (let column = 1; column < CARDS_ON_FIRST_SCREEN; column++) {
      expect(gameCardLoading(0, column)).toEqual({ loading: 'eager' })
    }
  })

  test('cards further along and every other row load when the player comes near', () => {
    expect(gameCardLoading(0, CARDS_ON_FIRST_SCREEN)).toEqual({ loading: 'lazy' })
    expect(gameCardLoading(1, 0)).toEqual({ loading: 'lazy' })
    expect(gameCardLoading(2, 5)).toEqual({ loading: 'lazy' })
  })
})
