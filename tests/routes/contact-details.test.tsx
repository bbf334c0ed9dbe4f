// The LINE button leads only where a web link may: the backend's lineLink is not trusted to
// be one (a javascript: link would run on the player's press; the CSP is a second wall).
import { createRemixStub } from '@remix-run/testing'
import { render as renderPage, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { type Contact } from '@member-wallet/contract/schemas'

import { ContactDetails } from '~/components/contact-details'
import { TranslationsProvider } from '~/components/translations'
import { translationsFor } from '~/locales.server'
import { safeWebUrl } from '~/utils/safe-link'

/** The contact details under the root route, as a page shows them; their markup. */
async function render(lineLink: string): Promise<string> {
  const Page = createRemixStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ ENV: { CLIENT_VERSION: '1.0' } }),
      Component: () => <ContactDetails contact={contact(lineLink)} />,
    },
  ])
  const { container } = renderPage(
    <TranslationsProvider translations={translationsFor('th')}>
      <Page />
    </TranslationsProvider>,
  )
  await screen.findByText('@luckywallet', { exact: false })
  return container.innerHTML
}

const contact = (lineLink: string): Contact => ({
  contactText: 'โทร 02-000-0000',
  lineLink,
  lineName: '@luckywallet',
  lineQR: '/line-qr.png',
})

describe('the LINE button', () => {
  test('links to a web address from the backend', async () => {
    const html = await render('https://line.me/R/ti/p/@lucky')
    expect(html).toContain('href="https://line.me/R/ti/p/@lucky"')
  })

  test.each([
    'javascript:alert(document.cookie)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '',
  ])('is left out for %j, the account name still shown', async (lineLink) => {
    const html = await render(lineLink)
    expect(html).not.toMatch(/<a [^>]*button-line/)
    expect(html).not.toMatch(/javascript:|data:text|vbscript:/i)
    expect(html).toContain('@luckywallet')
  })
})

test('safeWebUrl keeps http(s) addresses only', () => {
  expect(safeWebUrl(' https://a.example/x ')).toBe('https://a.example/x')
  expect(safeWebUrl('http://a.example')).toBe('http://a.example')
  expect(safeWebUrl('https://a.example/x y')).toBeNull()
  expect(safeWebUrl('line://ti/p/@x')).toBeNull()
})
