// Who may use the panel: whoever signed in with the admin password. The sign-in leaves a cookie
// holding an expiring token signed with HMAC-SHA256 under a key of this server instance (so a
// restart signs everyone out). Path / so that the chat socket's handshake (/socket.io) sees it
// too; SameSite=Strict keeps other sites' forms from posting with it.
import { createHmac, timingSafeEqual } from 'node:crypto'

import { type Request, type RequestHandler, type Response } from 'express'

import { type MockConfig } from '../config'

export const PANEL_COOKIE = 'mock-panel'
export const PANEL_TTL_MS = 12 * 3600_000
export const LOGIN_PATH = '/panel/login'

type Keys = Pick<MockConfig, 'fileUrlSecret' | 'now'>

/** The cookies of a Cookie header; the first of two with one name wins. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at < 0) continue
    const name = part.slice(0, at).trim()
    let value = part.slice(at + 1).trim()
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1)
    }
    try {
      value = decodeURIComponent(value)
    } catch {
      continue
    }
    if (name && !cookies.has(name)) cookies.set(name, value)
  }
  return cookies
}

function signature(config: Keys, expires: string): string {
  // a key of its own, derived from the instance's secret (which also signs file addresses)
  const key = createHmac('sha256', config.fileUrlSecret).update('mock-panel').digest()
  return createHmac('sha256', key).update(`${PANEL_COOKIE}:${expires}`).digest('hex')
}

/** A token good until `expiresAt` (milliseconds since the epoch): `<expiresAt>.<signature>`. */
export function panelToken(config: Keys, expiresAt: number): string {
  const expires = String(expiresAt)
  return `${expires}.${signature(config, expires)}`
}

export function isPanelToken(config: Keys, token: string | undefined): boolean {
  const match = /^(\d{1,15})\.([a-f0-9]{64})$/.exec(token ?? '')
  if (!match?.[1] || !match[2]) return false
  const expected = Buffer.from(signature(config, match[1]), 'hex')
  if (!timingSafeEqual(expected, Buffer.from(match[2], 'hex'))) return false
  return Number(match[1]) > config.now()
}

/** Whether a Cookie header carries a good panel token (the chat socket's handshake asks too). */
export function hasPanelCookie(config: Keys, cookieHeader: string | undefined): boolean {
  return isPanelToken(config, parseCookies(cookieHeader).get(PANEL_COOKIE))
}

const cookieOptions = (req: Request) =>
  ({ httpOnly: true, sameSite: 'strict', path: '/', secure: req.secure }) as const

export function setPanelCookie(req: Request, res: Response, config: Keys): void {
  const token = panelToken(config, config.now() + PANEL_TTL_MS)
  res.cookie(PANEL_COOKIE, token, { ...cookieOptions(req), maxAge: PANEL_TTL_MS })
}

export function clearPanelCookie(req: Request, res: Response): void {
  res.clearCookie(PANEL_COOKIE, cookieOptions(req))
}

/** The pages behind the sign-in: without a good cookie, to the sign-in form. */
export function requireOperator(config: Keys): RequestHandler {
  return (req, res, next) => {
    if (hasPanelCookie(config, req.get('cookie'))) next()
    else res.redirect(303, LOGIN_PATH)
  }
}
