// The operator's notice (GET /api/lookup/notice) on home and in the deposit dialog, until the
// player dismisses it: a cookie keeps the dismissed notice's id, so a new notice shows again.
import { createHash } from 'node:crypto'

import { createCookie } from '@remix-run/node'

import { endpoints, noticeText } from '@member-wallet/contract/schemas'

import { type Backend } from './api/api.server'
import { env } from './env.server'
import { sanitizeOperatorHtml } from './utils/sanitize.server'

export const dismissedNoticeCookie = createCookie('notice-dismissed', {
  path: '/',
  maxAge: 30 * 24 * 60 * 60,
  sameSite: 'lax',
  httpOnly: true,
  secure: env.SECURE_COOKIES,
})

/** A short id of a notice's text: the same text, the same id. */
export function noticeId(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 16)
}

export type ShownNotice = { id: string; html: string }

/** The notice to show, sanitised, or null: none, dismissed, or the call failed (silent). */
export async function loadNotice(request: Request, backend: Backend): Promise<ShownNotice | null> {
  const text = noticeText((await backend.tryCall(endpoints.lookup.notice)) ?? undefined)
  if (!text) return null
  const id = noticeId(text)
  const dismissed: unknown = await dismissedNoticeCookie.parse(request.headers.get('Cookie'))
  const html = sanitizeOperatorHtml(text).trim()
  return dismissed === id || !html ? null : { id, html }
}
