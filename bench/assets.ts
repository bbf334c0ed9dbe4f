// JavaScript and CSS a cold load of a page transfers, as Chromium received them (Playwright's
// network events: the encoded body size of every script and stylesheet response).
import { type Browser, chromium, type Response } from '@playwright/test'

import { packageSizes, readMetafile } from './bundle'
import { onCleanup } from './processes'
import { type AssetFile, type Page, type PageAssets } from './results'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function kindOf(response: Response): AssetFile['kind'] | null {
  const type = response.request().resourceType()
  if (type === 'script') return 'js'
  if (type === 'stylesheet') return 'css'
  // modulepreload links may come as "other": go by the content type
  const contentType = response.headers()['content-type'] ?? ''
  if (/javascript/.test(contentType)) return 'js'
  if (/text\/css/.test(contentType)) return 'css'
  return null
}

async function fileOf(response: Response, origin: string): Promise<AssetFile | null> {
  const kind = kindOf(response)
  if (!kind || response.status() !== 200) return null
  const [sizes, body] = await Promise.all([response.request().sizes(), response.body()])
  const url = response.url().startsWith(origin)
    ? response.url().slice(origin.length)
    : response.url()
  return {
    url,
    kind,
    transferred: sizes.responseBodySize,
    decoded: body.length,
    encoding: (await response.headerValue('content-encoding')) ?? 'identity',
  }
}

/** One cold load (a new browser context: empty cache) of `page`, with `cookies` set. */
async function measurePage(
  browser: Browser,
  appUrl: string,
  page: Page,
  cookies: Record<string, string>,
): Promise<PageAssets> {
  // Chromium asks for br too, even over plain http; the budgets are in gzip bytes
  const context = await browser.newContext({
    extraHTTPHeaders: { 'Accept-Encoding': 'gzip, deflate' },
  })
  try {
    await context.addCookies(
      Object.entries(cookies).map(([name, value]) => ({ name, value, url: appUrl })),
    )
    const tab = await context.newPage()
    const pending: Promise<AssetFile | null>[] = []
    tab.on('response', (response) => pending.push(fileOf(response, appUrl)))
    const response = await tab.goto(`${appUrl}${page}`, { waitUntil: 'load', timeout: 30_000 })
    if (!response?.ok() || new URL(tab.url()).pathname !== page) {
      throw new Error(`${page} answered ${response?.status()} at ${tab.url()}`)
    }
    // late module loads; a chat socket's long poll may keep the network busy, so not forever
    await tab.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined)
    const files = (await Promise.all(pending)).filter((file) => file !== null)
    const metafile = readMetafile()
    const scripts = files.filter((file) => file.kind === 'js').map((file) => file.url)
    return { page, files, packages: metafile ? packageSizes(metafile, scripts) : [] }
  } finally {
    await context.close()
  }
}

/** /login logged out, /user/home with the member's session and the accepted agreement. */
export async function measureAssets(appUrl: string, session: string): Promise<PageAssets[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    // the bench's own handlers stop everything; Playwright's would exit first
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  })
  onCleanup(() => browser.close())
  try {
    return [
      await measurePage(browser, appUrl, '/login', {}),
      await measurePage(browser, appUrl, '/user/home', {
        __session: session,
        'remember-agreement': '1',
      }),
    ]
  } finally {
    await browser.close()
  }
}
