// Who may use the panel: whoever signed in with the admin password. The sign-in leaves a
// cookie signed by cookie-parser (express signs it, cookie-parser checks it) holding when it
// expires, under a key of this server instance (so a restart signs everyone out). Path / so
// that the chat socket's handshake (/socket.io) sees it too; SameSite=Strict keeps other
// sites' forms from posting with it.
import { createHmac } from 'node:crypto'

import { parse } from 'cookie'
import cookieParser from 'cookie-parser'
import { type Request, type RequestHandler, type Response } from 'express'

import { type MockConfig } from '../config'

export const PANEL_COOKIE = 'mock-panel'
export const PANEL_TTL_MS = 12 * 3600_000
export const LOGIN_PATH = '/panel/login'

type Keys = Pick<MockConfig, 'fileUrlSecret' | 'now'>

/** The key of the panel's signed cookies: its own, derived from the instance's secret. */
export function panelCookieSecret(config: Keys): string {
  return createHmac('sha256', config.fileUrlSecret).update('mock-panel').digest('hex')
}

/** Reads the panel's cookies (req.cookies) and its signed ones (req.signedCookies). */
export function panelCookies(config: Keys): RequestHandler {
  return cookieParser(panelCookieSecret(config))
}

/** Whether a signed cookie's value is an expiry still ahead. */
function isGood(config: Keys, value: unknown): boolean {
  return typeof value === 'string' && /^\d{1,15}$/.test(value) && Number(value) > config.now()
}

/** Whether a request carries a good panel cookie (needs panelCookies() before it). */
export function isOperator(config: Keys, req: Request): boolean {
  return isGood(config, (req.signedCookies as Record<string, unknown>)[PANEL_COOKIE])
}

/** Whether a Cookie header carries a good panel cookie (the chat socket's handshake asks). */
export function hasPanelCookie(config: Keys, cookieHeader: string | undefined): boolean {
  const cookies = cookieParser.signedCookies(parse(cookieHeader ?? ''), panelCookieSecret(config))
  return isGood(config, cookies[PANEL_COOKIE])
}

const cookieOptions = (req: Request) =>
  ({ httpOnly: true, sameSite: 'strict', path: '/', secure: req.secure }) as const

export function setPanelCookie(req: Request, res: Response, config: Keys): void {
  const expires = String(config.now() + PANEL_TTL_MS)
  res.cookie(PANEL_COOKIE, expires, { ...cookieOptions(req), maxAge: PANEL_TTL_MS, signed: true })
}

export function clearPanelCookie(req: Request, res: Response): void {
  res.clearCookie(PANEL_COOKIE, cookieOptions(req))
}

/** The pages behind the sign-in: without a good cookie, to the sign-in form. */
export function requireOperator(config: Keys): RequestHandler {
  return (req, res, next) => {
    if (isOperator(config, req)) next()
    else res.redirect(303, LOGIN_PATH)
  }
}
