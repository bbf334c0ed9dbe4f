import { type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { DEMO, logIn } from './support'

/** Requests a page's own script makes (fetch, XHR) while it loads and draws. */
function scriptRequests(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType()))
      paths.push(new URL(request.url()).pathname)
  })
  return paths
}

test.describe('what a page loads', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'about the page script')

  test('login and home draw from their document: no request after hydration', async ({
    page,
    context,
  }) => {
    const fromLogin = scriptRequests(page)
    await page.goto('/login')
    await page.waitForLoadState('networkidle')
    // the route manifest for the page's links (Remix's lazy route discovery) is the only one
    expect(fromLogin.filter((path) => path !== '/__manifest')).toEqual([])

    await logIn(page, DEMO.phone, DEMO.password)
    await expect(page).toHaveURL(/\/user\/home$/)
    const home = await context.newPage()
    const fromHome = scriptRequests(home)
    await home.goto('/user/home')
    await home.waitForLoadState('networkidle')
    await expect(home.getByText('1,500.00')).toBeVisible()
    expect(fromHome.filter((path) => path !== '/__manifest')).toEqual([])
  })

  test('the first game card loads at once, the others when near', async ({ page }) => {
    await page.goto('/login')
    await logIn(page, DEMO.phone, DEMO.password)
    const backgrounds = page.locator('.game-card-background')
    await expect(backgrounds.first()).toHaveAttribute('fetchpriority', 'high')
    await expect(backgrounds.first()).toHaveAttribute('loading', 'eager')
    await expect(backgrounds.last()).toHaveAttribute('loading', 'lazy')
  })
})
