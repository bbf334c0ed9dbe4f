import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import { expect, it } from 'vitest'

import { keepRequestSignalsLinked } from '~/utils/request-signal.server'

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

/** The browser's abort and the last of a chain of copies, as Remix hands a loader. */
function remixLikeChain() {
  const browser = new AbortController()
  const adapters = new Request('http://app.test/chat/events', { signal: browser.signal })
  const withoutIndex = new Request(adapters.url, { signal: adapters.signal })
  const loaders = new Request(withoutIndex.url, { signal: withoutIndex.signal })
  return { browser, signal: loaders.signal }
}

async function abortReachesAfterGc(): Promise<boolean> {
  const { browser, signal } = remixLikeChain()
  let fired = false
  signal.addEventListener('abort', () => (fired = true))
  for (let i = 0; i < 3; i++) {
    gc()
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  browser.abort()
  return fired && signal.aborted
}

it('the browser’s abort reaches the last request of a chain after the others were collected', async () => {
  keepRequestSignalsLinked()
  keepRequestSignalsLinked()
  expect(await abortReachesAfterGc()).toBe(true)
})
