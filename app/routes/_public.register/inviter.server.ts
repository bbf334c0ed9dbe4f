// The inviter code of a `/register?code=` link outlives the wizard (SPEC §2, §3 `code`): a
// long-lived cookie keeps it, so the profile step shows it again, read-only, after a browser
// restart or once the 30-minute draft has lapsed (the page mirrors it to local storage too).
import { createCookie } from '@remix-run/node'

import { inviterCode } from '@member-wallet/contract/rules'

import { env } from '~/env.server'

import { type RegisterDraft } from './draft.server'

const inviterCookie = createCookie('inviter-code', {
  path: '/',
  maxAge: 30 * 24 * 60 * 60,
  sameSite: 'lax',
  httpOnly: true,
  secure: env.SECURE_COOKIES,
})

/**
 * The draft with the inviter code locked in: the link's (which replaces a stored one), else the
 * stored one (the same draft when that changes nothing); and the cookie to set when the link
 * brought a new one.
 */
export async function withInviter(request: Request, draft: RegisterDraft) {
  const fromLink = inviterCode(new URL(request.url).searchParams.get('code'))
  const stored = inviterCode((await inviterCookie.parse(request.headers.get('Cookie'))) as string)
  const code = fromLink ?? (draft.inviteLocked ? draft.inviteCode : stored)
  const unchanged = !code || (draft.inviteLocked && draft.inviteCode === code)
  return {
    draft: unchanged ? draft : { ...draft, inviteCode: code, inviteLocked: true },
    cookie: fromLink ? await inviterCookie.serialize(fromLink) : null,
  }
}

/** The cookie that forgets the code once the account exists (the page clears local storage). */
export function forgetInviter() {
  return inviterCookie.serialize('', { maxAge: 0 })
}
