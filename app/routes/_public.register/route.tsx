import { randomUUID } from 'node:crypto'

import { type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import * as z from 'zod'

import { joinAccountName } from '@member-wallet/contract/rules'
import { endpoints } from '@member-wallet/contract/schemas'

import { type Backend, backendFor, backendOf } from '~/api/api.server'
import { ApiError } from '~/api/client'
import { errorMessageKey, waitMessageKey } from '~/api/error-message'
import { useTranslation } from '~/components/translations'
import { env } from '~/env.server'
import { type RouteHandle } from '~/i18n'
import { startMemberSession } from '~/session.server'
import { setToast } from '~/toast.server'
import { readForm } from '~/utils/form.server'
import { bankForm, OtpForm, phoneForm, ProfileForm } from '~/validation/auth'

import { readDraft, type RegisterDraft } from './draft.server'
import { forgetInviter, withInviter } from './inviter.server'
import { RegisterDone } from './register-done'
import {
  ALREADY_REGISTERED,
  BankStep,
  OtpStep,
  PhoneStep,
  ProfileStep,
  StepIndicator,
} from './step-forms'
import {
  isStepIntent,
  previousStep,
  registerSteps,
  resendWaitSeconds,
  stepAfterPhone,
} from './steps'

export const handle = { titleKey: 'auth:register.title', i18n: ['auth'] } satisfies RouteHandle

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await backendOf({ request, context })
  const { draft, save } = await readDraft(request)
  const { draft: next, cookie } = await withInviter(request, draft)

  const [otp, sources, banks] = await Promise.all([
    backend.tryCall(endpoints.lookup.registerOTP),
    next.step === 'profile' ? backend.tryCall(endpoints.lookup.sources) : null,
    next.step === 'bank' ? backend.tryCall(endpoints.lookup.banks) : null,
  ])
  const { password: _password, otpToken: _otpToken, ...visible } = next
  // Saved only when changed: after the last step's plain post, this loader still reads the old
  // draft, and saving it would undo the action's clearing.
  const headers = new Headers()
  if (next !== draft) headers.append('Set-Cookie', await save(next))
  if (cookie) headers.append('Set-Cookie', cookie)
  return data(
    {
      draft: visible,
      otpEnabled: otp?.registerOTP ?? false,
      sources: sources ?? [],
      banks: banks ?? [],
      laos: env.LAOS,
      // the resend's countdown runs on the server's clock, whatever the phone's says
      resendIn: resendWaitSeconds(next.otpSentAt, Date.now()),
    },
    { headers },
  )
}

/**
 * Whether a member already has this phone, asked at the phone step with SPEC §7's validate call
 * (the profile step's own check) and a stand-in name and password no rule refuses. Only
 * EXISTING_USER says so; any other answer leaves the phone to the profile step's check.
 */
async function phoneIsRegistered(backend: Backend, phone: string): Promise<boolean> {
  const standIn = { name: 'phone check', password: randomUUID() }
  try {
    await backend.call(endpoints.account.validate, { body: { ...standIn, username: phone } })
    return false
  } catch (error) {
    if (error instanceof ApiError) return error.code === 'EXISTING_USER'
    throw error
  }
}

type Reply = SubmissionResult<string[]>
type StepResult = { next: RegisterDraft } | { reply: Reply }
type Submitted = { reply: (options?: { formErrors?: string[]; hideFields?: string[] }) => Reply }

async function submitStep(
  intent: string,
  formData: FormData,
  draft: RegisterDraft,
  backend: Backend,
): Promise<StepResult> {
  const fail = (submission: Submitted, error: unknown) => ({
    reply: submission.reply({
      formErrors: [errorMessageKey(error)],
      hideFields: ['password', 'confirmPassword'],
    }),
  })

  if (intent === 'phone') {
    const submission = parseWithZod(formData, { schema: phoneForm(env.LAOS) })
    if (submission.status !== 'success') return { reply: submission.reply() }
    const phone = submission.value.phone
    const otp = await backend.tryCall(endpoints.lookup.registerOTP)
    if (!otp?.registerOTP) {
      // without OTP, nothing else asks the backend about the phone before the profile step
      if (await phoneIsRegistered(backend, phone)) {
        return { reply: submission.reply({ formErrors: [ALREADY_REGISTERED] }) }
      }
      return { next: { ...draft, phone, step: 'profile' } }
    }
    try {
      const sent = await backend.call(endpoints.otp.send, { body: { phoneNumber: phone } })
      const step = stepAfterPhone(true, sent.code)
      const { otpRef, otpToken } = sent
      return { next: { ...draft, phone, step, otpRef, otpToken, otpSentAt: Date.now() } }
    } catch (error) {
      if (error instanceof ApiError && error.code === 'OTP_VERIFIED')
        return { next: { ...draft, phone, step: 'profile' } }
      if (error instanceof ApiError) return fail(submission, error)
      throw error
    }
  }

  if (intent === 'resend') {
    // nothing of the form is checked: a refusal is the form's, not the code field's
    const submission = parseWithZod(formData, { schema: z.object({}) })
    const wait = resendWaitSeconds(draft.otpSentAt, Date.now())
    if (wait > 0) return { reply: submission.reply({ formErrors: [waitMessageKey(wait)] }) }
    try {
      const sent = await backend.call(endpoints.otp.send, { body: { phoneNumber: draft.phone } })
      return {
        next: {
          ...draft,
          step: stepAfterPhone(true, sent.code),
          otpRef: sent.otpRef,
          otpToken: sent.otpToken,
          otpSentAt: Date.now(),
        },
      }
    } catch (error) {
      if (error instanceof ApiError) return fail(submission, error)
      throw error
    }
  }

  if (intent === 'otp') {
    const submission = parseWithZod(formData, { schema: OtpForm })
    if (submission.status !== 'success') return { reply: submission.reply() }
    try {
      await backend.call(endpoints.otp.verify, {
        body: { otpToken: draft.otpToken, otpCode: submission.value.otpCode },
      })
      return { next: { ...draft, step: 'profile' } }
    } catch (error) {
      if (error instanceof ApiError && error.code === 'OTP_VERIFIED')
        return { next: { ...draft, step: 'profile' } }
      if (error instanceof ApiError) return fail(submission, error)
      throw error
    }
  }

  if (intent === 'profile') {
    const submission = parseWithZod(formData, { schema: ProfileForm })
    if (submission.status !== 'success')
      return { reply: submission.reply({ hideFields: ['password', 'confirmPassword'] }) }
    const { name, password, sourceCode = '' } = submission.value
    const inviteCode = draft.inviteLocked ? draft.inviteCode : (submission.value.inviteCode ?? '')
    try {
      await backend.call(endpoints.account.validate, {
        body: { name, username: draft.phone, password, sourceCode, inviteCode },
      })
      return { next: { ...draft, name, password, sourceCode, inviteCode, step: 'bank' } }
    } catch (error) {
      if (error instanceof ApiError) return fail(submission, error)
      throw error
    }
  }

  if (intent === 'bank') {
    const submission = parseWithZod(formData, { schema: bankForm(env.LAOS) })
    if (submission.status !== 'success') return { reply: submission.reply() }
    const { bankCode, firstName, lastName, accountNo, currency } = submission.value
    try {
      await backend.call(endpoints.account.register, {
        body: {
          name: draft.name,
          username: draft.phone,
          password: draft.password,
          sourceCode: draft.sourceCode,
          inviteCode: draft.inviteCode,
          bankCode,
          bankAccountName: joinAccountName(firstName, lastName),
          bankAccountNo: accountNo,
          currency,
        },
      })
      return { next: { ...draft, step: 'phone', password: '' } }
    } catch (error) {
      if (error instanceof ApiError) return fail(submission, error)
      throw error
    }
  }

  return { next: draft }
}

/**
 * The new member's session, logged in with the phone and password just registered; null when
 * that login does not succeed (the README lists this beside the spec's /login).
 */
async function sessionOfNewMember(request: Request, draft: RegisterDraft) {
  try {
    const backend = await backendFor(request)
    const { token } = await backend.call(endpoints.account.login, {
      body: { username: draft.phone, password: draft.password },
    })
    const profile = await (await backendFor(request, { token })).call(endpoints.account.profile)
    return await startMemberSession(request, {
      token,
      member: profile._id,
      remember: false,
      redirectTo: '/user/home',
    })
  } catch (error) {
    if (error instanceof ApiError) return null
    throw error
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request)
  const intent = String(formData.get('intent') ?? '')
  const backend = await backendOf({ request, context })
  const { draft, save, clear } = await readDraft(request)

  if (intent === 'back' || intent === 'restart') {
    const otp = await backend.tryCall(endpoints.lookup.registerOTP)
    const step = intent === 'back' ? previousStep(draft.step, otp?.registerOTP ?? false) : 'phone'
    return redirect('/register', { headers: { 'Set-Cookie': await save({ ...draft, step }) } })
  }
  if (!isStepIntent(intent, draft.step)) return redirect('/register')

  const result = await submitStep(intent, formData, draft, backend)
  // a refusal is said inside the step's form (ADR 018), not in a toast as well
  if ('reply' in result) return data({ intent, result: result.reply, done: false, phone: '' })
  if (intent === 'bank') {
    const ended = [await clear(), await forgetInviter()]
    // in with the password just set, welcomed on home; the spec's "log in now" page if not
    const session = await sessionOfNewMember(request, draft)
    if (session) {
      const welcome = await setToast(request, { type: 'success', key: 'auth:register.welcome' })
      for (const cookie of [...ended, welcome]) session.headers.append('Set-Cookie', cookie)
      return session
    }
    const headers = new Headers()
    for (const cookie of ended) headers.append('Set-Cookie', cookie)
    return data({ intent, result: undefined, done: true, phone: draft.phone }, { headers })
  }
  const headers = new Headers({ 'Set-Cookie': await save(result.next) })
  if (intent === 'resend')
    headers.append(
      'Set-Cookie',
      await setToast(request, { type: 'success', key: 'auth:otp.resent' }),
    )
  return redirect('/register', { headers })
}

export default function Register() {
  const { t } = useTranslation('auth')
  const { draft, otpEnabled, sources, banks, laos, resendIn } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()

  useEffect(() => {
    if (draft.inviteLocked) window.localStorage.setItem('code', draft.inviteCode)
  }, [draft.inviteLocked, draft.inviteCode])

  if (actionData?.done) return <RegisterDone phone={actionData.phone} />

  const lastResult =
    actionData && isStepIntent(actionData.intent, draft.step) ? actionData.result : undefined
  return (
    <div className="auth-page">
      <div className="hero hero-compact">
        <h1>{t('register.title')}</h1>
      </div>
      <StepIndicator steps={registerSteps(otpEnabled)} current={draft.step} />
      {draft.step === 'phone' ? (
        <PhoneStep lastResult={lastResult} laos={laos} defaultPhone={draft.phone} />
      ) : null}
      {draft.step === 'otp' ? (
        <OtpStep
          lastResult={lastResult}
          phone={draft.phone}
          otpRef={draft.otpRef}
          resendIn={resendIn}
        />
      ) : null}
      {draft.step === 'profile' ? (
        <ProfileStep
          lastResult={lastResult}
          phone={draft.phone}
          name={draft.name}
          sourceCode={draft.sourceCode}
          inviteCode={draft.inviteCode}
          inviteLocked={draft.inviteLocked}
          sources={sources}
        />
      ) : null}
      {draft.step === 'bank' ? (
        <BankStep lastResult={lastResult} banks={banks} laos={laos} name={draft.name} />
      ) : null}
    </div>
  )
}

export { ScreenError as ErrorBoundary } from '~/components/route-error'
