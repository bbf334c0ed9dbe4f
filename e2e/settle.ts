// Waiting for a screen to be still before it is audited or measured. Playwright's networkidle
// waits for 500 ms without a request after every load: on the a11y and reflow walks that was
// more time than the screens took to load (150–370 ms). This waits for what it stands for: the
// page loaded, its scripts idle (hydrated, with the effects that ran), and no request open for
// QUIET_MS.
import { setTimeout as sleep } from 'node:timers/promises'

import { type BrowserContext, type Page, type Request } from '@playwright/test'

const QUIET_MS = 150
const GIVE_UP_MS = 15_000

type OpenRequests = { open: Set<Request>; lastChange: number }

const tracked = new WeakMap<BrowserContext, OpenRequests>()

/** Counts a context's open requests from now on (server-sent event streams never end: left out). */
export function trackRequests(context: BrowserContext) {
  if (tracked.has(context)) return
  const state: OpenRequests = { open: new Set(), lastChange: Date.now() }
  tracked.set(context, state)
  const done = (request: Request) => {
    state.open.delete(request)
    state.lastChange = Date.now()
  }
  context.on('request', (request) => {
    if (request.resourceType() === 'eventsource') return
    state.open.add(request)
    state.lastChange = Date.now()
  })
  context.on('requestfinished', done)
  context.on('requestfailed', done)
}

/**
 * Resolves once the page has loaded, its scripts (when it runs any) have gone idle, and its
 * context has had no request open for QUIET_MS; fails naming what is still open after
 * GIVE_UP_MS. A context that is not tracked falls back to networkidle.
 */
export async function settle(page: Page, { scripts }: { scripts: boolean }) {
  await page.waitForLoadState('load')
  // an idle callback runs only when no task is waiting: hydration and its effects are done
  if (scripts) {
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
    )
  }
  const state = tracked.get(page.context())
  if (!state) return page.waitForLoadState('networkidle')
  const giveUpAt = Date.now() + GIVE_UP_MS
  for (;;) {
    const quietFor = Date.now() - state.lastChange
    if (state.open.size === 0 && quietFor >= QUIET_MS) return
    if (Date.now() > giveUpAt) {
      const open = [...state.open].map((request) => request.url())
      throw new Error(`the page did not settle: still open after 15 s: ${open.join(', ')}`)
    }
    await sleep(state.open.size > 0 ? 25 : QUIET_MS - quietFor)
  }
}
