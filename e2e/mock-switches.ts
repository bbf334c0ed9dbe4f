// What a test may switch on its worker's mock for every later test (the settings: OTP
// registration, the service gone, the slip window, the notice …; the wheel and its forced
// outcomes; injected fault rules; the answers' shape), read before a test and put back after it by
// e2e/fixtures.ts. Plain fetch, no Playwright, so tests/unit can check it on an in-process mock.

import { type AnswerShape } from '../mock-server/spec-mode'

export type MockAdmin = { mockUrl: string; password: string }

export type MockSwitches = {
  settings: Record<string, unknown>
  spin: { isActive: boolean; nextSlices: string[] }
  faultIds: string[]
  shape: AnswerShape
}

async function call(
  { mockUrl, password }: MockAdmin,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${mockUrl}/__admin${path}`, {
    method,
    headers: { 'x-admin-password': password, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  // a fault rule with a count may have been used up since it was listed
  const gone = method === 'DELETE' && response.status === 404
  if (!response.ok && !gone) {
    throw new Error(`${method} /__admin${path}: ${response.status} ${await response.text()}`)
  }
  return (await response.json()) as unknown
}

export async function readMockSwitches(admin: MockAdmin): Promise<MockSwitches> {
  const [settings, spin, faults, shape] = await Promise.all([
    call(admin, 'GET', '/settings'),
    call(admin, 'GET', '/spin'),
    call(admin, 'GET', '/faults'),
    call(admin, 'GET', '/shape'),
  ])
  return {
    settings: settings as MockSwitches['settings'],
    spin: spin as MockSwitches['spin'],
    faultIds: (faults as { id: string }[]).map((rule) => rule.id),
    shape: (shape as { shape: AnswerShape }).shape,
  }
}

/** The mock's answers from now on: only SPEC §3/§7's fields (`spec`), or all it has (`full`). */
export async function switchMockShape(admin: MockAdmin, shape: AnswerShape): Promise<void> {
  await call(admin, 'PUT', '/shape', { shape })
}

/**
 * Puts back the settings, the wheel and the answers' shape as they were, and removes the fault
 * rules added since.
 */
export async function restoreMockSwitches(admin: MockAdmin, before: MockSwitches): Promise<void> {
  const now = await readMockSwitches(admin)
  const changedSettings = Object.fromEntries(
    Object.entries(before.settings).filter(
      ([name, value]) => JSON.stringify(value) !== JSON.stringify(now.settings[name]),
    ),
  )
  const addedFaults = now.faultIds.filter((id) => !before.faultIds.includes(id))
  await Promise.all([
    Object.keys(changedSettings).length > 0 && call(admin, 'PUT', '/settings', changedSettings),
    JSON.stringify(now.spin) !== JSON.stringify(before.spin) &&
      call(admin, 'PUT', '/spin', before.spin),
    ...addedFaults.map((id) => call(admin, 'DELETE', `/faults/${encodeURIComponent(id)}`)),
    now.shape !== before.shape && switchMockShape(admin, before.shape),
  ])
}
