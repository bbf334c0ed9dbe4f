// A deploy as the instance sees it: SIGTERM with requests and chat relays open. /readyz says
// 503 from the signal on while the instance still serves; the requests in flight finish; each
// relay ends with the event that makes its widget reconnect elsewhere; the process exits 0
// within its grace. And when something hangs past the grace, the exit is forced and said.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'

import { startTestMock, type TestMock } from '../../mock-server/tests/support/mock'
import { type AppProcess, productionEnv, startAppProcess } from '../support/app-process'

let mock: TestMock
beforeAll(async () => {
  mock = await startTestMock()
})
afterAll(() => mock.close())

const apps: AppProcess[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.stop('SIGKILL')))
  await mock.admin('DELETE', '/__admin/faults')
})

async function startApp(settings: Record<string, string>) {
  const app = await startAppProcess({
    env: { ...productionEnv(mock.url), SINGLE_INSTANCE: '1', ...settings },
  })
  apps.push(app)
  return app
}

/** A guest's open relay: its text so far, and a promise of all of it once it ends. */
async function openRelay(app: AppProcess, guestId: string) {
  const response = await fetch(`${app.url}/chat/events`, {
    headers: { Cookie: `guest-id=${guestId}`, Accept: 'text/event-stream' },
  })
  expect(response.status).toBe(200)
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  while (!text.includes('event: ready')) text += decoder.decode((await reader.read()).value)
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return text
      text += decoder.decode(value)
    }
  })()
  return { ended }
}

describe('SIGTERM', () => {
  test('says unready at once, finishes what is in flight, ends relays with a reconnect, exits 0', async () => {
    const app = await startApp({ DRAIN_DELAY_MS: '1000', SHUTDOWN_GRACE_MS: '10000' })
    // one instance, no Redis: no store to say is down
    expect(await (await fetch(app.metricsUrl!)).text()).not.toMatch(/wallet_store_up/)
    const relays = await Promise.all([
      openRelay(app, 'gDrainGuest01'),
      openRelay(app, 'gDrainGuest02'),
    ])
    // a page whose backend answers slowly: in flight across the signal
    await mock.admin('POST', '/__admin/faults', {
      method: 'GET',
      path: '/api/lookup/active',
      kind: { type: 'delay', ms: 2_000 },
      remaining: 1,
    })
    const inFlight = fetch(`${app.url}/login`)
    await new Promise((resolve) => setTimeout(resolve, 200))

    const stopped = app.stop('SIGTERM')
    await app.waitForLine((line) => line.msg === 'draining: /readyz answers 503')
    const ready = await fetch(`${app.url}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ status: 'draining' })
    // still serving while the balancer takes it out, but each answer closes its connection
    const live = await fetch(`${app.url}/healthz`)
    expect(live.status).toBe(200)
    expect(live.headers.get('Connection')).toBe('close')

    const page = await inFlight
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('</html>')
    for (const relay of relays) expect(await relay.ended).toContain('event: reconnect')

    const { code, ms } = await stopped
    expect(code).toBe(0)
    expect(ms).toBeLessThan(10_000)
    // after the drain delay the port is closed: the balancer's retry goes elsewhere
    await expect(fetch(`${app.url}/healthz`)).rejects.toThrow()
    const said = app.lines().map((line) => line.msg)
    expect(said).toEqual(
      expect.arrayContaining([
        'draining: /readyz answers 503',
        'stopped accepting; open chat relays told to reconnect',
        'drained: exiting',
      ]),
    )
    expect(app.lines().find((line) => line.relays !== undefined)?.relays).toBe(2)
  })

  test('a request still hanging at the end of the grace: the exit is forced, and logged', async () => {
    const app = await startApp({ DRAIN_DELAY_MS: '0', SHUTDOWN_GRACE_MS: '1500' })
    await mock.admin('POST', '/__admin/faults', {
      method: 'GET',
      path: '/api/lookup/active',
      kind: { type: 'delay', ms: 10_000 },
      remaining: 1,
    })
    const hanging = fetch(`${app.url}/login`).catch(() => null)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const { code, ms } = await app.stop('SIGTERM')
    expect(code).toBe(1)
    expect(ms).toBeGreaterThanOrEqual(1_400)
    expect(ms).toBeLessThan(4_000)
    expect(app.lines().at(-1)).toMatchObject({
      level: 'fatal',
      msg: 'shutdown grace ran out: exit forced with requests still open',
    })
    await hanging
  })
})
