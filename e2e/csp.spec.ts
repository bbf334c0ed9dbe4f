// Every page runs under its Content-Security-Policy without a single violation: Remix's and
// React's inline scripts carry the document's nonce, and nothing else inline runs.
import { type Page } from '@playwright/test'

import { expect, test } from './fixtures'
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
    await page.waitForLoadState('networkidle')
  }
  await page.goto('/login')
  await logIn(page, DEMO.phone, DEMO.password)
  await expect(page).toHaveURL(/\/user\/home$/)
  for (const path of MEMBER_PAGES) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  expect(found).toEqual([])
})

test('each document has its own nonce, and a script without it does not run', async ({ page }) => {
  const nonces: string[] = []
  for (let n = 0; n < 2; n++) {
    const response = await page.goto('/login')
    const policy = response?.headers()['content-security-policy'] ?? ''
    expect(policy).toContain("frame-ancestors 'self'")
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
