import { afterEach, vi } from 'vitest'

// Any console.error during a test fails it: errors are asserted, never ignored.
const consoleError = vi.spyOn(console, 'error')
afterEach(() => {
  const calls = consoleError.mock.calls
  consoleError.mockClear()
  if (calls.length > 0) {
    throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`)
  }
})
