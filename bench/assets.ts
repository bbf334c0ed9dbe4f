// JavaScript and CSS a cold load of a page transfers, as Chromium received them (Playwright's
// network events: the encoded body size of every script and stylesheet response).
import { type Browser, chromium, type Response } from '@playwright/test'

import { isFrameworkFile, type Metafile, packageSizes, readMetafile } from './bundle'
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

async function fileOf(
  response: Response,
  origin: string,
  metafile: Metafile | null,
): Promise<AssetFile | null> {
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
    framework: kind === 'js' && metafile !== null && isFrameworkFile(metafile, url),
  }
}

/**
 * One cold load (a new browser context: empty cache) of `page`, with `cookies` set, asking for
 * `acceptEncoding`: a phone over HTTPS asks for brotli; the app's own budgets are in gzip bytes.
 */
async function loadPage(
  browser: Browser,
  appUrl: string,
  page: Page,
  cookies: Record<string, string>,
  acceptEncoding: string,
): Promise<AssetFile[]> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'Accept-Encoding': acceptEncoding },
  })
  try {
    await context.addCookies(
      Object.entries(cookies).map(([name, value]) => ({ name, value, url: appUrl })),
    )
    const tab = await context.newPage()
    const metafile = readMetafile()
    const pending: Promise<AssetFile | null>[] = []
    tab.on('response', (response) => pending.push(fileOf(response, appUrl, metafile)))
    const response = await tab.goto(`${appUrl}${page}`, { waitUntil: 'load', timeout: 30_000 })
    if (!response?.ok() || new URL(tab.url()).pathname !== page) {
      throw new Error(`${page} answered ${response?.status()} at ${tab.url()}`)
    }
    // late module loads; a chat socket's long poll may keep the network busy, so not forever
    await tab.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined)
    return (await Promise.all(pending)).filter((file) => file !== null)
  } finally {
    await context.close()
  }
}

/** A page's files as gzip sent them, what its JavaScript is made of, and its brotli bytes. */
async function measurePage(
  browser: Browser,
  appUrl: string,
  page: Page,
  cookies: Record<string, string>,
): Promise<PageAssets> {
  const files = await loadPage(browser, appUrl, page, cookies, 'gzip, deflate')
  const brotli = await loadPage(browser, appUrl, page, cookies, 'br, gzip, deflate')
  const metafile = readMetafile()
  const scripts = files.filter((file) => file.kind === 'js').map((file) => file.url)
  return {
    page,
    files,
    brotliJs: brotli.filter((file) => file.kind === 'js'),
    packages: metafile ? packageSizes(metafile, scripts) : [],
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
