import { expect, test } from 'vitest'

import { creditsWhenConverted } from '~/utils/game-balance'

test('a game balance is printed once at a rate of 1, with its credits when the rate differs', () => {
  expect(creditsWhenConverted(250, 1)).toBeNull()
  expect(creditsWhenConverted(0, 2)).toBeNull()
  expect(creditsWhenConverted(250, 2)).toBe(500)
  expect(creditsWhenConverted(250, 0.5)).toBe(125)
})
