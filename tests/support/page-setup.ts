import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// Testing Library unmounts a test's page by itself only with vitest's globals, off here. The
// globals a test stubbed go back only after the unmount: a page still mounted (a test that
// failed before React ran its effects) runs those effects at unmount, and one that throws on a
// missing global (EventSource) inside React's commit leaves React broken for every later file
// of the worker, which shares its modules (vitest.config.ts). This hook runs after the files'
// own afterEach hooks, so the files leave the unstubbing to it.
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})
