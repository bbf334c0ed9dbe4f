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
