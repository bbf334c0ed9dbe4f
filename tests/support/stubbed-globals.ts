import { cleanup } from '@testing-library/react'
import { vi } from 'vitest'

/**
 * Unmounts the test's page, then puts back the globals the test stubbed, in that order. A page
 * still mounted when its stubs go (a test that failed before React ran its effects, on a busy
 * machine) runs those effects at unmount against globals this environment lacks (EventSource):
 * that throw inside React's commit leaves React broken for every later file of the worker,
 * which shares its modules (vitest.config.ts).
 */
export function unmountThenUnstubGlobals() {
  cleanup()
  vi.unstubAllGlobals()
}
