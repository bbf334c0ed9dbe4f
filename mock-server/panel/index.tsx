// The mock server's control panel for demos, at /panel (HTML, Thai or English, works without
// JavaScript). A presenter drives every scenario from it: the overview (/panel) counts what
// waits; members (log in as, spins, switch off), deposits (slips, withdrawals, QR codes) and
// settings (switches, providers, reset) do what the /__admin API does (operator-routes.ts);
// the operator's side of the live chat, /panel/chat, answers the player's messages live
// (panel.js and socket.io refresh the page; without them, forms and reloads).
//   GET  /panel/login, POST /panel/login, POST /panel/logout   sign-in with the admin password
//   GET  /panel, /panel/members…, /panel/deposits…, /panel/settings…   see operator-routes.ts
//   GET  /panel/chat?room=…                                    conversations and a room's thread
//   POST /panel/chat/:room/(text|buttons|quick-replies|cards|media|samples)
//   GET  /panel/panel.css, /panel/panel.js                     its static files
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import express, { type Response, Router } from 'express'

import { checkAdminPassword } from '../admin-password'
import { type MockContext } from '../context'
import { clientAddress } from '../http'
import { clearPanelCookie, isOperator, panelCookies, requireOperator, setPanelCookie } from './auth'
import { panelChatRoutes } from './chat-routes'
import { panelFaultRoutes } from './faults-routes'
import { languageOf, panelLanguage } from './i18n'
import { PanelPage, sendPage } from './layout'
import { PANEL_HOME, panelOperatorRoutes } from './operator-routes'

const PANEL_DIR = path.dirname(fileURLToPath(import.meta.url))
const STATIC_FILES: Record<string, string> = {
  'panel.css': 'text/css; charset=utf-8',
  'panel.js': 'text/javascript; charset=utf-8',
}

/** The sign-in form; `problem` names the error shown under the password, if any. */
function loginPage(
  res: Response,
  status: number,
  problem?: 'wrongPassword' | 'tooManyPasswords',
): void {
  const { lang, t } = languageOf(res)
  sendPage(
    res,
    status,
    <PanelPage lang={lang} t={t} title={t('signInTitle')} here="/panel/login" signedIn={false}>
      <main className="login">
        <h1>{t('signInTitle')}</h1>
        <form method="post" action="/panel/login">
          <label htmlFor="password">{t('password')}</label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            autoFocus
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'password-error' : undefined}
          />
          {problem && (
            <p id="password-error" className="error" role="alert">
              {t(problem)}
            </p>
          )}
          <button type="submit">{t('signIn')}</button>
        </form>
      </main>
    </PanelPage>,
  )
}

export function panelRoutes(ctx: MockContext): Router {
  const { config } = ctx
  const router = Router()

  for (const [file, type] of Object.entries(STATIC_FILES)) {
    router.get(`/${file}`, (_req, res) => {
      res.set({
        'Content-Type': type,
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      })
      res.sendFile(path.join(PANEL_DIR, file))
    })
  }

  router.use(express.urlencoded({ extended: false, limit: '100kb', parameterLimit: 20 }))
  router.use(panelCookies(config))
  router.use(panelLanguage())

  router.get('/login', (req, res) => {
    if (isOperator(config, req)) res.redirect(303, PANEL_HOME)
    else loginPage(res, 200)
  })

  router.post('/login', (req, res) => {
    const password: unknown = (req.body as Record<string, unknown> | undefined)?.password
    const check = checkAdminPassword(ctx, clientAddress(req), password)
    if (check === 'too-many') return loginPage(res, 429, 'tooManyPasswords')
    if (check === 'wrong') return loginPage(res, 401, 'wrongPassword')
    setPanelCookie(req, res, config)
    res.redirect(303, PANEL_HOME)
  })

  router.post('/logout', (req, res) => {
    clearPanelCookie(req, res)
    res.redirect(303, '/panel/login')
  })

  router.use(requireOperator(config))
  // the overview (/panel), members, deposits, settings
  router.use(panelOperatorRoutes(ctx))
  router.use(panelChatRoutes(ctx))
  router.use(panelFaultRoutes(ctx))
  return router
}
