// The backend token lives only in the httpOnly session cookie (ADR 002): it never reaches the
// page, its scripts, its data requests or any address the browser asks for.
import { type BrowserContext, type Response } from '@playwright/test'

import { openSealedCookie } from '../app/sessions/sealed-storage.server'
import { MEMBER_SEAL } from '../app/sessions/seals'
import { expect, test } from './fixtures'
import { SESSION_SECRET } from './servers'
import { settle } from './settle'
import { DEMO, logIn } from './support'

/** Every member page and dialog a player can open (the game page opens a provider login). */
const MEMBER_PAGES = [
  '/user/home',
  '/user/home/transfer',
  '/user/home/deposit',
  '/user/home/withdraw',
  '/user/home/invite?list',
  '/user/home/refund?list',
  '/user/home/game/JOKER',
  '/user/statement',
  '/user/statement/slips',
  '/user/profile',
  '/user/profile/password',
  '/user/bonus',
  '/user/spin',
  '/user/contact?chat=open',
]

/** The token sealed in the session cookie (ADR 016), opened with the tests' secret. */
async function sessionToken(context: BrowserContext): Promise<{ token: string; cookie: string }> {
  const cookie = (await context.cookies()).find((c) => c.name === '__session')
  expect(cookie?.httpOnly).toBe(true)
  expect(cookie?.sameSite).toBe('Lax')
  const session = await openSealedCookie(cookie?.value, {
    secrets: [SESSION_SECRET],
    ...MEMBER_SEAL,
  })
  const value = decodeURIComponent(cookie?.value ?? '')
  return { token: typeof session?.token === 'string' ? session.token : '', cookie: value }
}

test('the backend token never reaches the page, its scripts, its requests or its addresses', async ({
  page,
  context,
}) => {
  const addresses: string[] = []
  const bodies: Promise<string>[] = []
  page.on('request', (request) => addresses.push(request.url()))
  page.on('response', (response: Response) => {
    // the chat's event stream never ends (what it relays is checked in chat-app.test.ts)
    if (response.headers()['content-type']?.startsWith('text/event-stream')) return
    // a redirect has no body to read
    bodies.push(response.text().catch(() => ''))
  })

  await page.goto('/login')
  await logIn(page, DEMO.phone, DEMO.password)
  await expect(page).toHaveURL(/\/user\/home$/)
  const { token, cookie } = await sessionToken(context)
  // a real token, long enough that finding it cannot be chance
  expect(token.length).toBeGreaterThanOrEqual(20)
  // and the cookie itself does not show it, in the clear or as base64 of any part
  const sealed = atob(cookie)
  const parts = sealed.split('*').map((part) => Buffer.from(part, 'base64url').toString('latin1'))
  const cookieTexts = [cookie, sealed, ...parts]
  expect(cookieTexts.filter((text) => text.includes(token))).toEqual([])

  const documents: string[] = []
  for (const path of MEMBER_PAGES) {
    await page.goto(path)
    await settle(page, { scripts: true })
    documents.push(await page.content())
  }

  const leaks = [
    ...addresses.filter((address) => address.includes(token)).map((a) => `address ${a}`),
    ...(await Promise.all(bodies))
      .filter((body) => body.includes(token))
      .map((body) => `response ${body.slice(0, 80)}`),
    ...documents.filter((html) => html.includes(token)).map((html) => `page ${html.slice(0, 80)}`),
    ...((await page.evaluate(() => JSON.stringify(window.localStorage))).includes(token)
      ? ['local storage']
      : []),
  ]
  expect(leaks).toEqual([])
  // and the pages did load as the member
  expect(documents.length).toBe(MEMBER_PAGES.length)
  expect(bodies.length).toBeGreaterThan(MEMBER_PAGES.length)
})
