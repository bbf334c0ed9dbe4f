import { afterAll, afterEach, vi } from 'vitest'

import { env } from '~/env.server'

// Any console.error during a unit test fails it: errors are asserted, never ignored.
const consoleError = vi.spyOn(console, 'error')
afterEach(() => {
  const calls = consoleError.mock.calls
  consoleError.mockClear()
  if (calls.length > 0) {
    throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`)
  }
})

// Files share their worker's modules (vitest.config.ts): the settings a file points at its own
// mock or shortens for a test are put back for the next file.
const settings = { ...env }
afterAll(() => {
  const changed: Partial<typeof env> = env
  for (const key of Object.keys(env) as (keyof typeof env)[]) {
    if (!(key in settings)) delete changed[key]
  }
  Object.assign(env, settings)
})
