// What home shows as pending (utils/pending.ts): the QR the player last made, remembered in a
// cookie when it was made and checked with its provider (one call, only while there is one);
// the newest slips and statement, read in the same round as the rest of home.
import { createCookie } from '@remix-run/node'
import * as z from 'zod'

import { endpoints, isQrProvider } from '@member-wallet/contract/schemas'

import { type Backend } from './api/api.server'
import { env } from './env.server'
import { type Language } from './i18n'
import { formatDateTime } from './utils/dates'
import { type PendingCard, pendingItems, type RememberedQr } from './utils/pending'

const pendingQrCookie = createCookie('pending-qr', {
  path: '/',
  maxAge: 2 * 60 * 60,
  sameSite: 'lax',
  httpOnly: true,
  secure: env.SECURE_COOKIES,
})

const RememberedQrCookie = z.object({
  provider: z.string(),
  qrcodeId: z.string().min(1).max(100),
  amount: z.number().finite().min(0),
  expireIn: z.string().min(1).max(40),
})

/** Set-Cookie that remembers a QR just made, for home's pending card. */
export function rememberQr(qr: RememberedQr): Promise<string> {
  return pendingQrCookie.serialize(qr)
}

/** Set-Cookie that forgets it (cancelled, or paid). */
export function forgetQr(): Promise<string> {
  return pendingQrCookie.serialize('', { maxAge: 0 })
}

async function rememberedQr(request: Request): Promise<RememberedQr | null> {
  const value: unknown = await pendingQrCookie.parse(request.headers.get('Cookie'))
  const parsed = RememberedQrCookie.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** The remembered QR while its provider still shows it unpaid; null once it is gone. */
async function liveQr(request: Request, backend: Backend, now: number) {
  const qr = await rememberedQr(request)
  if (!qr || Date.parse(qr.expireIn) <= now || !isQrProvider(qr.provider)) return null
  const state = await backend.tryCall(endpoints.deposit.qrState, {
    params: { provider: qr.provider },
  })
  return state?.hasQrcode && state.qrcodeId === qr.qrcodeId ? qr : null
}

/**
 * Home's pending cards, each with its time in the player's language and Bangkok time, written
 * here: the page ships no date code.
 */
export async function loadPending(
  request: Request,
  backend: Backend,
  language: Language,
): Promise<PendingCard[]> {
  const now = Date.now()
  const [qr, slips, statement] = await Promise.all([
    liveQr(request, backend, now),
    backend.tryCall(endpoints.deposit.slips, { body: { page: 1, limit: 10 } }),
    backend.tryCall(endpoints.statement.statements, { body: { page: 1, limit: 10 } }),
  ])
  const items = pendingItems({
    qr,
    slips: slips?.slips ?? [],
    statements: statement?.statements ?? [],
    now,
  })
  return items.map((item) => ({
    ...item,
    time: formatDateTime(item.kind === 'qr' ? item.until : item.at, language),
  }))
}
