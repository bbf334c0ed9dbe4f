// The backend token lives only in the httpOnly session cookie (ADR 002): it never reaches the
// page, its scripts, its data requests or any address the browser asks for.
import { type BrowserContext, type Response } from '@playwright/test'

import { expect, test } from './fixtures'
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

/** The token inside Remix's signed cookie session: base64 JSON, then a dot and the signature. */
async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === '__session')
  expect(cookie?.httpOnly).toBe(true)
  expect(cookie?.sameSite).toBe('Lax')
  const value = decodeURIComponent(cookie?.value ?? '')
  const data = value.slice(0, value.lastIndexOf('.'))
  const session = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as { token?: string }
  return session.token ?? ''
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
  const token = await sessionToken(context)
  // a real token, long enough that finding it cannot be chance
  expect(token.length).toBeGreaterThanOrEqual(20)

  const documents: string[] = []
  for (const path of MEMBER_PAGES) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
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
