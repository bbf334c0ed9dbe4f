// Shared checks of the API tests: bad input must be refused with the right code and must
// leave the database as it was.
import { expect, it } from 'vitest'

import { type TestMock } from '../support/mock'

export const TEN_KB = 'x'.repeat(10 * 1024)

type BadInputSpec = {
  method: 'POST' | 'PUT'
  path: string
  /** A body that would pass validation. */
  valid: Record<string, unknown>
  /** Fields whose absence answers KEY_MISSING. */
  required: string[]
  /** The member's token, for member endpoints. */
  token?: () => string
}

/** Sends a request and checks that members, OTPs, sessions and the demo member did not change. */
export async function expectUnchanged<T>(mock: TestMock, action: () => Promise<T>): Promise<T> {
  const before = await mock.snapshot()
  const result = await action()
  expect(await mock.snapshot()).toEqual(before)
  return result
}

export function expectError(
  result: { status: number; body: unknown },
  status: number,
  message: string,
) {
  expect({ status: result.status, body: result.body }).toEqual({ status, body: { message } })
}

/**
 * One test per bad body: each required field missing (KEY_MISSING), each field of the wrong
 * type (KEY_INVALID), each string field 10 kB long (4xx), and bodies that are not a JSON object.
 */
export function badInputTests(getMock: () => TestMock, spec: BadInputSpec): void {
  const send = (body: unknown) => getMock().call(spec.method, spec.path, body, spec.token?.())

  for (const field of spec.required) {
    it(`${field} missing → 400 KEY_MISSING`, async () => {
      const { [field]: _omitted, ...body } = spec.valid
      expectError(await expectUnchanged(getMock(), () => send(body)), 400, 'KEY_MISSING')
    })
  }

  it('an empty object → 400 KEY_MISSING', async () => {
    if (spec.required.length === 0) return
    expectError(await expectUnchanged(getMock(), () => send({})), 400, 'KEY_MISSING')
  })

  for (const [field, value] of Object.entries(spec.valid)) {
    it(`${field} of the wrong type → 400 KEY_INVALID`, async () => {
      const wrong = typeof value === 'number' || typeof value === 'boolean' ? 'text' : 12345
      const result = await expectUnchanged(getMock(), () => send({ ...spec.valid, [field]: wrong }))
      expectError(result, 400, 'KEY_INVALID')
    })
    if (typeof value === 'string') {
      it(`${field} of 10 kB → 4xx`, async () => {
        const result = await expectUnchanged(getMock(), () =>
          send({ ...spec.valid, [field]: TEN_KB }),
        )
        expect(result.status).toBeGreaterThanOrEqual(400)
        expect(result.status).toBeLessThan(500)
        expect(result.body).toEqual({ message: expect.any(String) })
      })
      it(`${field} as an object → 400 KEY_INVALID`, async () => {
        const result = await expectUnchanged(getMock(), () =>
          send({ ...spec.valid, [field]: { $ne: null } }),
        )
        expectError(result, 400, 'KEY_INVALID')
      })
    }
  }

  it('a JSON array → 400 KEY_INVALID', async () => {
    expectError(await expectUnchanged(getMock(), () => send([spec.valid])), 400, 'KEY_INVALID')
  })

  it('malformed JSON → 400 KEY_INVALID', async () => {
    const result = await expectUnchanged(getMock(), () =>
      fetch(getMock().url + spec.path, {
        method: spec.method,
        headers: {
          'Content-Type': 'application/json',
          ...(spec.token ? { Authorization: `Bearer ${spec.token()}` } : {}),
        },
        body: '{"oops": ',
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown })),
    )
    expectError(result, 400, 'KEY_INVALID')
  })

  it('a body that is not JSON → 400 KEY_INVALID', async () => {
    const result = await expectUnchanged(getMock(), () =>
      fetch(getMock().url + spec.path, {
        method: spec.method,
        headers: {
          'Content-Type': 'text/plain',
          ...(spec.token ? { Authorization: `Bearer ${spec.token()}` } : {}),
        },
        body: Object.values(spec.valid).join(','),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown })),
    )
    expectError(result, 400, 'KEY_INVALID')
  })

  it('a body over 100 kB → 413 KEY_INVALID', async () => {
    const result = await expectUnchanged(getMock(), () =>
      send({ ...spec.valid, padding: 'x'.repeat(101 * 1024) }),
    )
    expectError(result, 413, 'KEY_INVALID')
  })
}
