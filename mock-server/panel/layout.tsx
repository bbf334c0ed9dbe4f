// The frame of every panel page: head, the header with the language switch and sign-out, and
// the headers every answer carries (no caching, scripts and styles from this server only).
// Pages are React elements rendered once on the server to static HTML (React escapes).
import { type Response } from 'express'
import { type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

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

/** `aria-current="page"` when `current`. */
export const currentPage = (current: boolean) => (current ? ('page' as const) : undefined)

function Nav({ t, here }: { t: Translate; here: string }) {
  return (
    <nav className="top-nav" aria-label={t('panelName')}>
      {PANEL_NAV.map(({ href, label }) => (
        <a key={href} href={href} aria-current={currentPage(isUnder(here, href))}>
          {t(label)}
        </a>
      ))}
    </nav>
  )
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
  children: ReactNode
  /** The live chat script (socket.io's client, then panel.js). */
  scripts?: boolean
}

export function PanelPage({ lang, t, title, here, signedIn, children, scripts }: PageOptions) {
  const other: PanelLang = lang === 'th' ? 'en' : 'th'
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · ${t('panelName')}`}</title>
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href="/panel/panel.css" />
        {scripts && <script src="/socket.io/socket.io.js" defer />}
        {scripts && <script src="/panel/panel.js" defer />}
      </head>
      <body>
        <header className="top">
          {signedIn ? (
            <a className="brand" href="/panel" aria-current={currentPage(here === '/panel')}>
              {t('panelName')}
            </a>
          ) : (
            <strong className="brand">{t('panelName')}</strong>
          )}
          {signedIn && <Nav t={t} here={here} />}{' '}
          <span className="top-end">
            <a href={withLang(here, other)} lang={other} hrefLang={other}>
              {t('otherLanguage')}
            </a>{' '}
            {signedIn && (
              <form method="post" action="/panel/logout">
                <button type="submit" className="link">
                  {t('signOut')}
                </button>
              </form>
            )}
          </span>
        </header>
        {children}
      </body>
    </html>
  )
}

/** A page element as the HTML document sent. */
export function renderPage(page: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(page)}`
}

export function sendPage(res: Response, status: number, page: ReactNode): void {
  res.status(status).set(PANEL_HEADERS).send(renderPage(page))
}
