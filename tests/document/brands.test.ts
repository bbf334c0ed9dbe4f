// The operator's brands from settings (issue 35 §4), through the built app behind a balancer
// that names the host it was asked for (X-Forwarded-Host, believed from TRUST_PROXY only): each
// host gets its brand's name, colours, logo, favicon and manifest, and both brands' screens pass
// axe's structural rules. Contrast drawn in pixels, per brand: e2e/a11y.spec.ts.
import { expect, test } from 'vitest'

import { axeViolations, seriousOf } from '../support/axe'
import {
  documentAppOfThisFile,
  documentOf,
  DocumentVisitor,
  memberWith,
  textOf,
} from '../support/document'

const served = documentAppOfThisFile({ TRUST_PROXY: '127.0.0.1' })

const SIAM = 'siam.localhost'

/** A page as the balancer forwards it for `host`. */
async function pageFor(visitor: DocumentVisitor, host: string | null, path: string) {
  const headers: Record<string, string> = host ? { 'X-Forwarded-Host': host } : {}
  const response = await visitor.get(`${served.app.url}${path}`, headers)
  return { response, html: await response.text() }
}

test('each host has its brand: the name in the title and top bar, its colours, its logo', async () => {
  const visitor = new DocumentVisitor(served.app.url)
  const lucky = documentOf((await pageFor(visitor, null, '/login')).html)
  expect(lucky.title).toBe('เข้าสู่ระบบ · Lucky Wallet')
  expect(textOf(lucky.querySelector('.top-bar .brand'))).toBe('Lucky Wallet')
  expect(lucky.querySelector('head style')?.textContent).toContain('--gold:#f5c542')

  const siam = documentOf((await pageFor(visitor, SIAM, '/login')).html)
  expect(siam.title).toBe('เข้าสู่ระบบ · สยามสตาร์')
  expect(textOf(siam.querySelector('.top-bar .brand'))).toBe('สยามสตาร์')
  expect(siam.querySelector('head style')?.textContent).toContain('--gold:#3ddcc1')
  expect(siam.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#061c2b')
  expect(siam.querySelector('.top-bar .brand img')?.getAttribute('src')).toBe('/brand/logo')
  expect(siam.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/brand/favicon')

  const logo = await visitor.get(`${served.app.url}/brand/logo`, { 'X-Forwarded-Host': SIAM })
  expect(logo.headers.get('Content-Type')).toBe('image/svg+xml')
  expect(logo.headers.get('Content-Security-Policy')).toContain("default-src 'none'")
  expect(await logo.text()).toContain('#1fb8a0')
  expect((await visitor.get(`${served.app.url}/brand/icon-9`)).status).toBe(404)
})

test("the web manifest is the host's brand, in the player's language", async () => {
  const visitor = new DocumentVisitor(served.app.url)
  visitor.cookies.set('lng', 'en')
  const manifest = await pageFor(visitor, SIAM, '/manifest.webmanifest')
  expect(manifest.response.headers.get('Content-Type')).toBe('application/manifest+json')
  expect(JSON.parse(manifest.html)).toEqual({
    name: 'Siam Star',
    short_name: 'Siam Star',
    start_url: '/user/home',
    display: 'standalone',
    background_color: '#061c2b',
    theme_color: '#061c2b',
    icons: [{ src: '/brand/icon-0', sizes: 'any', type: 'image/svg+xml' }],
  })
  const lucky = JSON.parse(
    (await pageFor(visitor, 'wallet.operator.example', '/manifest.webmanifest')).html,
  )
  expect(lucky.name).toBe('Lucky Wallet')
})

test('both brands: home and profile pass axe in each language', async () => {
  const { visitor } = await memberWith(served, 100)
  for (const host of [null, SIAM]) {
    for (const language of ['th', 'lo', 'en']) {
      visitor.cookies.set('lng', language)
      for (const path of ['/user/home', '/user/profile']) {
        const page = documentOf((await pageFor(visitor, host, path)).html)
        expect(
          seriousOf(await axeViolations(page)),
          `${host ?? 'default'} ${path} ${language}`,
        ).toEqual([])
      }
    }
  }
})
