// Requests to the mock's control panel as an operator's browser sends them: form bodies,
// the sign-in cookie, redirects not followed.
import { createHmac } from 'node:crypto'

import { expect } from 'vitest'

import { TEST_ADMIN_PASSWORD } from './mock'

export type PanelPage = {
  status: number
  location: string | null
  text: string
  setCookie: string[]
  refresh: string | null
}

export async function panelRequest(
  baseUrl: string,
  path: string,
  { method = 'GET', cookie = '', body }: { method?: string; cookie?: string; body?: BodyInit } = {},
): Promise<PanelPage> {
  const headers: Record<string, string> = cookie ? { cookie } : {}
  if (body instanceof URLSearchParams) headers['content-type'] = 'application/x-www-form-urlencoded'
  const response = await fetch(baseUrl + path, { method, headers, body, redirect: 'manual' })
  return {
    status: response.status,
    location: response.headers.get('location'),
    text: await response.text(),
    setCookie: response.headers.getSetCookie(),
    refresh: response.headers.get('refresh'),
  }
}

/** Signs in with the admin password; answers the Cookie header the panel then needs. */
export async function panelSignIn(baseUrl: string): Promise<string> {
  const page = await panelRequest(baseUrl, '/panel/login', {
    method: 'POST',
    body: new URLSearchParams({ password: TEST_ADMIN_PASSWORD }),
  })
  expect([page.status, page.location]).toEqual([303, '/panel'])
  return (page.setCookie[0] ?? '').split(';')[0] ?? ''
}

/**
 * A panel cookie's value signed as express's res.cookie(…, { signed: true }) signs it
 * (cookie-signature: `s:<value>.<HMAC-SHA256 in base64, no padding>`), to forge one in a test.
 */
export function signedCookieValue(secret: string, value: string): string {
  const signature = createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '')
  return `s:${value}.${signature}`
}
