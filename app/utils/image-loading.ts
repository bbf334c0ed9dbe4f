// How an image is fetched: the page's largest image first and at once, images off the first
// screen only when the player comes near them (Lighthouse's LCP and a phone's data plan).

/** React 18 does not know `fetchPriority`; the lowercase attribute passes through as it is. */
export type ImageLoading = { loading: 'eager' | 'lazy'; fetchpriority?: 'high' }

export const LARGEST_IMAGE: ImageLoading = { loading: 'eager', fetchpriority: 'high' }

/** Game cards side by side on a 390 px phone: two whole and part of a third. */
export const CARDS_ON_FIRST_SCREEN = 3

/**
 * The home page's game cards, by carousel (row) and place in it: the first row's first card is
 * the page's largest image, the rest of its first screen loads at once, everything else lazily.
 */
export function gameCardLoading(row: number, column: number): ImageLoading {
  if (row > 0 || column >= CARDS_ON_FIRST_SCREEN) return { loading: 'lazy' }
  return column === 0 ? LARGEST_IMAGE : { loading: 'eager' }
}
