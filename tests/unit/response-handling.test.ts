import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'

import { endpoints } from '@member-wallet/contract/schemas'

import { backendFor } from '~/api/api.server'
import { errorMessageKey } from '~/api/error-message'
import { env } from '~/env.server'
import { commitSession, getSession } from '~/session.server'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const profileUrl = `${env.BACKEND_URL}/api/account/profile`

async function memberRequest(path: string) {
  const session = await getSession(new Request('http://app.test/'))
  session.set('token', 'member-token')
  const cookie = (await commitSession(session)).split(';')[0]!
  return new Request(`http://app.test${path}`, { headers: { Cookie: cookie } })
}

async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
  throw new Error('expected a thrown response')
}

describe('response handling (SPEC §7)', () => {
  test('"gone" from any call leads to /terminated', async () => {
    server.use(http.get(profileUrl, () => HttpResponse.json({ message: 'gone' }, { status: 410 })))
    const backend = await backendFor(await memberRequest('/user/profile'))
    const response = await thrownResponse(backend.call(endpoints.account.profile))
    expect(response.headers.get('Location')).toBe('/terminated')
  })

  test.each(['UNAUTHORIZED', 'EXPIRED_AUTH_TOKEN', 'INVALID_USER_2', 'ไม่สามารถยืนยันตัวตนได้'])(
    '%s ends the session and returns to /login with the page to come back to',
    async (message) => {
      server.use(http.get(profileUrl, () => HttpResponse.json({ message }, { status: 401 })))
      const backend = await backendFor(await memberRequest('/user/profile?tab=1'))
      const response = await thrownResponse(backend.call(endpoints.account.profile))
      expect(response.headers.get('Location')).toBe('/login?redirectTo=%2Fuser%2Fprofile%3Ftab%3D1')
      expect(response.headers.get('Set-Cookie')).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/)
    },
  )

  test('the bearer token from the session goes to the backend', async () => {
    let authorization: string | null = null
    server.use(
      http.get(`${env.BACKEND_URL}/api/wallet`, ({ request }) => {
        authorization = request.headers.get('Authorization')
        return HttpResponse.json({
          amount: 10.5,
          invite: { amount: 0, success: 0, fail: 0 },
          slots: [],
        })
      }),
    )
    const backend = await backendFor(await memberRequest('/user/home'))
    await expect(backend.call(endpoints.wallet.wallet)).resolves.toMatchObject({ amount: 10.5 })
    expect(authorization).toBe('Bearer member-token')
  })

  test('other codes become the catalogue key, unknown messages stay raw', async () => {
    server.use(
      http.get(profileUrl, () => HttpResponse.json({ message: 'NO_USER' }, { status: 404 })),
    )
    const backend = await backendFor(await memberRequest('/user/profile'))
    const error = await backend.call(endpoints.account.profile).catch((e: unknown) => e)
    expect(errorMessageKey(error)).toBe('errors:NO_USER')

    server.use(
      http.get(profileUrl, () => HttpResponse.json({ message: 'ระบบปิดปรับปรุง' }, { status: 503 })),
    )
    // a new request: one request asks each read once
    const again = await backendFor(await memberRequest('/user/profile'))
    const raw = await again.call(endpoints.account.profile).catch((e: unknown) => e)
    expect(errorMessageKey(raw)).toBe('raw:ระบบปิดปรับปรุง')
  })

  test('a failed read is silent where the spec says so', async () => {
    server.use(
      http.get(profileUrl, () =>
        HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 }),
      ),
    )
    const backend = await backendFor(await memberRequest('/user/profile'))
    await expect(backend.tryCall(endpoints.account.profile)).resolves.toBeNull()
  })
})
