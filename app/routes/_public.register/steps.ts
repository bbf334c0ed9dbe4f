import { type RegisterStep } from './draft.server'

/** The wizard's steps in order; the OTP step exists only when OTP registration is on. */
export function registerSteps(otpEnabled: boolean): RegisterStep[] {
  return otpEnabled ? ['phone', 'otp', 'profile', 'bank'] : ['phone', 'profile', 'bank']
}

export function previousStep(step: RegisterStep, otpEnabled: boolean): RegisterStep {
  const steps = registerSteps(otpEnabled)
  const index = steps.indexOf(step)
  return steps[Math.max(0, index - 1)] ?? 'phone'
}

/** After the phone step: the OTP step, unless OTP is off or the phone is already verified. */
export function stepAfterPhone(otpEnabled: boolean, sendCode: string | null): RegisterStep {
  return otpEnabled && sendCode !== 'OTP_VERIFIED' ? 'otp' : 'profile'
}

/**
 * Whether a post belongs to the step the draft is at: its own step's form, or "send the OTP
 * again", which the OTP step alone offers (the draft holds the phone by then).
 */
export function isStepIntent(intent: string, step: RegisterStep): boolean {
  return intent === step || (intent === 'resend' && step === 'otp')
}

/**
 * The bank step's account name, filled in from the profile step's name: the first word is the
 * first name, the rest the last name, in capitals as account names are typed (SPEC §2 step 4).
 * The player can still change both.
 */
export function accountNameFromProfile(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().toUpperCase().split(/\s+/)
  return { firstName, lastName: rest.join(' ') }
}

/** How long a new OTP waits before another may be asked for (SMS arrive late; OTP_BLOCK). */
export const OTP_RESEND_SECONDS = 60

/** Seconds until "send the code again" may be pressed, by the server's clock; 0: now. */
export function resendWaitSeconds(sentAt: number, now: number): number {
  return Math.max(0, Math.ceil((sentAt + OTP_RESEND_SECONDS * 1000 - now) / 1000))
}
