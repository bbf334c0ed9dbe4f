// The security headers and limits of the app's server. Every page runs under its
// Content-Security-Policy without a single violation: Remix's and React's inline scripts
// carry the document's nonce, and nothing else inline runs.
import { type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { settle } from './settle'
import { DEMO, logIn } from './support'

const PUBLIC_PAGES = ['/login', '/register', '/howto', '/contact?chat=open']
const MEMBER_PAGES = [
  '/user/home',
  '/user/home/deposit',
  '/user/home/transfer',
  '/user/home/game/JOKER',
  '/user/spin',
  '/user/bonus',
  '/user/statement',
  '/user/contact?chat=open',
]

/** What the browser reports: CSP refusals in the console and errors thrown by the page. */
function violations(page: Page): string[] {
  const found: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text())
  })
  page.on('pageerror', (error) => found.push(error.message))
  return found
}

test('pages and dialogs run without a CSP violation', async ({ page }) => {
  const found = violations(page)
  for (const path of PUBLIC_PAGES) {
    await page.goto(path)
    await settle(page, { scripts: true })
  }
  await page.goto('/login')
  await logIn(page, DEMO.phone, DEMO.password)
  await expect(page).toHaveURL(/\/user\/home$/)
  for (const path of MEMBER_PAGES) {
    await page.goto(path)
    await settle(page, { scripts: true })
  }
  expect(found).toEqual([])
})

test('each document has its own nonce, and a script without it does not run', async ({ page }) => {
  const nonces: string[] = []
  for (let n = 0; n < 2; n++) {
    const response = await page.goto('/login')
    const policy = response?.headers()['content-security-policy'] ?? ''
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toContain("form-action 'self'")
    nonces.push(/'nonce-([^']+)'/.exec(policy)?.[1] ?? '')
  }
  expect(nonces[0]).not.toBe('')
  expect(nonces[0]).not.toBe(nonces[1])

  // an injected inline script is refused
  const ran = await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.body.append(script)
    return (window as { __injected?: boolean }).__injected === true
  })
  expect(ran).toBe(false)
})

test('every answer carries the baseline security headers', async ({ request }) => {
  for (const path of ['/login', '/user/home', '/build/manifest-missing.js', '/favicon.svg']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
    expect(response.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(response.headers()['x-powered-by'], path).toBeUndefined()
  }
  // a member's answers stay out of every cache
  const member = await request.get('/user/home', { maxRedirects: 0 })
  expect(member.headers()['cache-control']).toBe('private, no-store')
})

test('a write from another site changes nothing', async ({ page, request }) => {
  await page.goto('/login')
  await logIn(page, DEMO.phone, DEMO.password)
  await expect(page).toHaveURL(/\/user\/home$/)
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  const crossSite = await request.post('/logout', {
    headers: { Origin: 'https://evil.example', Cookie: cookie },
    maxRedirects: 0,
  })
  expect(crossSite.status()).toBe(403)
  await page.goto('/user/home')
  await expect(page).toHaveURL(/\/user\/home$/)
})

test('a form body larger than any form is refused before it is read', async ({ request }) => {
  const response = await request.post('/login', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: `username=0812345678&password=${'x'.repeat(200 * 1024)}`,
    maxRedirects: 0,
  })
  expect(response.status()).toBe(413)
  // an ordinary one still goes through
  const ordinary = await request.post('/login', {
    form: { username: DEMO.phone, password: DEMO.password },
    maxRedirects: 0,
  })
  expect(ordinary.status()).toBe(302)
})
