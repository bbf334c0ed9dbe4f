import { type Page, type Route } from '@playwright/test'

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

/** The namespaces of the texts the document carries. */
async function embeddedNamespaces(page: Page): Promise<string[]> {
  const json = await page.locator('script#translations').textContent()
  return Object.keys((JSON.parse(json!) as { resources: object }).resources)
}

const isTexts = (path: string) => path.startsWith('/locales/th/')
const namespacesIn = (paths: string[]) =>
  paths
    .filter(isTexts)
    .map((path) => path.slice('/locales/th/'.length))
    .sort()

test.describe('what a page loads', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'about the page script')

  test('login and home draw from their document, which carries only their texts', async ({
    page,
    context,
  }) => {
    const fromLogin = scriptRequests(page)
    await page.goto('/login')
    expect(await embeddedNamespaces(page)).toEqual(['common', 'errors', 'auth'])
    await page.waitForLoadState('networkidle')
    // besides the route manifest for the page's links (Remix's lazy route discovery), only the
    // other screens' texts, fetched once the page is idle
    expect(fromLogin.filter((path) => path !== '/__manifest' && !isTexts(path))).toEqual([])
    expect(namespacesIn(fromLogin)).toEqual(['bonus', 'chat', 'member', 'spin'])

    await logIn(page, DEMO.phone, DEMO.password)
    await expect(page).toHaveURL(/\/user\/home$/)
    const home = await context.newPage()
    const fromHome = scriptRequests(home)
    await home.goto('/user/home')
    expect(await embeddedNamespaces(home)).toEqual(['common', 'errors', 'member'])
    await home.waitForLoadState('networkidle')
    await expect(home.getByText('1,500.00')).toBeVisible()
    expect(fromHome.filter((path) => path !== '/__manifest' && !isTexts(path))).toEqual([])
  })

  test('a screen whose texts the page has not fetched yet waits for them', async ({ page }) => {
    const held: Route[] = []
    let holding = true
    await page.route('**/locales/**', (route) => (holding ? held.push(route) : route.continue()))
    await page.goto('/login')
    await logIn(page, DEMO.phone, DEMO.password)
    await expect.poll(() => held.length).toBeGreaterThan(0)
    // the login screen stays while home's texts are on their way
    await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible()
    holding = false
    for (const route of held) await route.continue()
    await expect(page.getByText('กระเป๋าหลัก', { exact: true })).toBeVisible()
    await expect(page.getByText('1,500.00')).toBeVisible()
  })

  test('texts that cannot be fetched end in an error page; the next navigation fetches them', async ({
    page,
  }) => {
    await page.route('**/locales/**', (route) => route.abort())
    await page.goto('/login')
    await logIn(page, DEMO.phone, DEMO.password)
    const failed = page.getByRole('heading', { name: 'ไม่สามารถแสดงหน้านี้ได้' })
    await expect(failed).toBeVisible()
    // the texts can be fetched again: back on the login screen (which ends the session), the
    // next login, a navigation of its own, fetches them
    await page.unroute('**/locales/**')
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible()
    await logIn(page, DEMO.phone, DEMO.password)
    await expect(page.getByText('กระเป๋าหลัก', { exact: true })).toBeVisible()
    await expect(failed).toBeHidden()
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
