import { env } from '~/env.server'
import { createSealedSessionStorage } from '~/sessions/sealed-storage.server'
import { REGISTER_SEAL } from '~/sessions/seals'

export type RegisterStep = 'phone' | 'otp' | 'profile' | 'bank'

/**
 * The wizard's answers between steps, so each step is a plain form post. The cookie is
 * httpOnly, sealed (the password in it is never readable), ends with the browser session, and is dropped after 30 minutes or
 * once the account exists (docs/decisions/003-register-wizard-state.md).
 */
export type RegisterDraft = {
  step: RegisterStep
  phone: string
  otpRef: string
  otpToken: string
  /** When the last OTP was sent (ms since the epoch; 0: none): a resend waits OTP_RESEND_SECONDS. */
  otpSentAt: number
  name: string
  password: string
  sourceCode: string
  inviteCode: string
  inviteLocked: boolean
  startedAt: number
}

const DRAFT_TTL_MS = REGISTER_SEAL.ttlSeconds * 1000

const draftStorage = createSealedSessionStorage<{ draft: RegisterDraft }>({
  cookie: {
    name: '__register',
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env.SECURE_COOKIES,
  },
  secrets: env.SESSION_SECRETS,
  ...REGISTER_SEAL,
})

export function emptyDraft(now = Date.now()): RegisterDraft {
  return {
    step: 'phone',
    phone: '',
    otpRef: '',
    otpToken: '',
    otpSentAt: 0,
    name: '',
    password: '',
    sourceCode: '',
    inviteCode: '',
    inviteLocked: false,
    startedAt: now,
  }
}

export async function readDraft(request: Request) {
  const session = await draftStorage.getSession(request.headers.get('Cookie'))
  const stored = session.get('draft')
  const draft = stored && Date.now() - stored.startedAt < DRAFT_TTL_MS ? stored : emptyDraft()
  return {
    draft,
    async save(next: RegisterDraft) {
      session.set('draft', next)
      return draftStorage.commitSession(session)
    },
    async clear() {
      return draftStorage.destroySession(session)
    },
  }
}
