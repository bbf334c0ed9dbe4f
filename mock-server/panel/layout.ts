// The frame of every panel page: head, the header with the language switch and sign-out, and
// the headers every answer carries (no caching, scripts and styles from this server only).
import { type Response } from 'express'

import { type Html, html } from './html'
import { type PanelKey, type PanelLang, type Translate } from './i18n'

export const PANEL_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  // pictures and videos of messages may be anywhere; everything else comes from here
  'Content-Security-Policy': [
    "default-src 'self'",
    'img-src * data:',
    'media-src *',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
}

/** The header's links to the panel's pages (the brand links to the overview, /panel). */
export const PANEL_NAV: readonly { href: string; label: PanelKey }[] = [
  { href: '/panel/chat', label: 'chat' },
  { href: '/panel/members', label: 'navMembers' },
  { href: '/panel/deposits', label: 'navDeposits' },
  { href: '/panel/settings', label: 'navSettings' },
  { href: '/panel/faults', label: 'navFaults' },
  { href: '/panel/journal', label: 'navJournal' },
]

/** Whether the page at `here` is `href` or one of its pages. */
function isUnder(here: string, href: string): boolean {
  const path = here.split('?')[0] ?? ''
  return path === href || path.startsWith(`${href}/`)
}

function navOf(t: Translate, here: string): Html {
  return html`<nav class="top-nav" aria-label="${t('panelName')}">
    ${PANEL_NAV.map(
      ({ href, label }) =>
        html`<a href="${href}" ${isUnder(here, href) && html`aria-current="page"`}>${t(label)}</a>`,
    )}
  </nav>`
}

/** `path` with ?lang= set (the header's switch link). */
export function withLang(path: string, lang: PanelLang): string {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`
}

export type PageOptions = {
  lang: PanelLang
  t: Translate
  title: string
  /** Where this page is, without ?lang= (the language switch links to it). */
  here: string
  signedIn: boolean
  body: Html
  /** The live chat script (socket.io's client, then panel.js). */
  scripts?: boolean
}

export function panelPage({ lang, t, title, here, signedIn, body, scripts }: PageOptions): Html {
  const other: PanelLang = lang === 'th' ? 'en' : 'th'
  return html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · ${t('panelName')}</title>
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href="/panel/panel.css" />
        ${
          scripts &&
          html`<script src="/socket.io/socket.io.js" defer></script>
            <script src="/panel/panel.js" defer></script>`
        }
      </head>
      <body>
        <header class="top">
          ${
            signedIn
              ? html`<a
                  class="brand"
                  href="/panel"
                  ${here === '/panel' && html`aria-current="page"`}
                  >${t('panelName')}</a
                >`
              : html`<strong class="brand">${t('panelName')}</strong>`
          }
          ${signedIn && navOf(t, here)}
          <span class="top-end">
            <a href="${withLang(here, other)}" lang="${other}" hreflang="${other}"
              >${t('otherLanguage')}</a
            >
            ${
              signedIn &&
              html`<form method="post" action="/panel/logout">
                <button type="submit" class="link">${t('signOut')}</button>
              </form>`
            }
          </span>
        </header>
        ${body}
      </body>
    </html> `
}

export function sendPage(res: Response, status: number, page: Html): void {
  res.status(status).set(PANEL_HEADERS).send(page.value)
}
