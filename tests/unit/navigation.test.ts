// Whether a page was reached by the player's own navigation (app/utils/navigation.ts).
import { expect, test } from 'vitest'

import { isOwnNavigation } from '~/utils/navigation'

const arrival = (site?: string) =>
  new Request('https://wallet.test/login', { headers: site ? { 'Sec-Fetch-Site': site } : {} })

test("the app's own links, the address bar and a browser that does not say are the player's", () => {
  expect(isOwnNavigation(arrival('same-origin'))).toBe(true)
  expect(isOwnNavigation(arrival('none'))).toBe(true)
  expect(isOwnNavigation(arrival())).toBe(true)
})

test("another site's link or form is not, even on the same site", () => {
  expect(isOwnNavigation(arrival('cross-site'))).toBe(false)
  expect(isOwnNavigation(arrival('same-site'))).toBe(false)
})
