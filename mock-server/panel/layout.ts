// The frame of every panel page: head, the header with the language switch and sign-out, and
// the headers every answer carries (no caching, scripts and styles from this server only).
import { type Response } from 'express'

import { type Html, html } from './html'
import { type PanelLang, type Translate } from './i18n'

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
          <strong class="brand">${t('panelName')}</strong>
          ${signedIn && html`<nav class="top-nav"><a href="/panel/chat">${t('chat')}</a></nav>`}
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
