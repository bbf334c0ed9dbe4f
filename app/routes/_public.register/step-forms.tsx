import {
  type DefaultValue,
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, Link } from '@remix-run/react'
import { type ReactNode, useEffect, useState } from 'react'
import { type z } from 'zod'

import { LAOS_CURRENCIES } from '@member-wallet/contract/rules'
import { type Bank, type Source } from '@member-wallet/contract/schemas'

import { BankAccountFieldset } from '~/components/bank-account-fields'
import { ErrorList, Field, PasswordField, SelectField } from '~/components/forms'
import { PasswordRules } from '~/components/password-rules'
import { useTranslation } from '~/components/translations'
import { formatCountdown } from '~/utils/deposit'
import { loginAddress } from '~/utils/login'
import { useHydrated } from '~/utils/use-hydrated'
import { bankForm, OtpForm, phoneForm, ProfileForm } from '~/validation/auth'

import { type RegisterStep } from './draft.server'
import { accountNameFromProfile } from './steps'

type LastResult = SubmissionResult<string[]> | undefined

/** The refusal of a phone a member already has (the route's phone check, or the backend's). */
export const ALREADY_REGISTERED = 'errors:EXISTING_USER'

function useStepForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: Schema,
  lastResult: LastResult,
  id: string,
  defaultValue?: DefaultValue<z.input<Schema>>,
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
}

export function StepIndicator({
  steps,
  current,
}: {
  steps: RegisterStep[]
  current: RegisterStep
}) {
  const { t } = useTranslation('auth')
  const index = steps.indexOf(current)
  return (
    <ol
      className="steps"
      aria-label={t('register.progress', { step: index + 1, total: steps.length })}
    >
      {steps.map((step, i) => (
        <li
          key={step}
          className={i < index ? 'is-done' : i === index ? 'is-current' : ''}
          aria-current={i === index ? 'step' : undefined}
        >
          <span className="step-number">{i + 1}</span>
          <span className="step-label">{t(`register.steps.${step}`)}</span>
        </li>
      ))}
    </ol>
  )
}

function StepCard({
  title,
  children,
  back,
}: {
  title: string
  children: ReactNode
  back?: boolean
}) {
  const { t } = useTranslation('auth')
  return (
    <section className="card stack">
      {/* the step indicator above shows the step's name; said once on screen (issue 19) */}
      <h2 className="visually-hidden">{title}</h2>
      {children}
      {back ? (
        <Form noValidate method="post" className="back-form">
          <button
            type="submit"
            name="intent"
            value="back"
            className="button button-ghost button-block"
            formNoValidate
          >
            {t('register.back')}
          </button>
        </Form>
      ) : null}
    </section>
  )
}

/** The step's refusal; "already registered" leads to the login page with the phone filled in. */
function StepErrors({ id, errors, phone }: { id: string; errors?: string[]; phone: string }) {
  const { t } = useTranslation('auth')
  return (
    <>
      <ErrorList id={id} errors={errors} />
      {errors?.includes(ALREADY_REGISTERED) ? (
        <Link to={loginAddress(phone)} className="button button-ghost button-block">
          {t('register.loginInstead')}
        </Link>
      ) : null}
    </>
  )
}

function SubmitButton({ intent, label }: { intent: string; label: string }) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className="button button-primary button-block"
    >
      {label}
    </button>
  )
}

export function PhoneStep({
  lastResult,
  laos,
  defaultPhone,
}: {
  lastResult: LastResult
  laos: boolean
  defaultPhone: string
}) {
  const { t } = useTranslation('auth')
  const schema = phoneForm(laos)
  const [form, fields] = useStepForm(schema, lastResult, 'register-phone')
  return (
    <StepCard title={t('register.steps.phone')}>
      <Form method="post" className="stack" {...getFormProps(form)}>
        <Field
          label={t('fields.phone')}
          inputProps={{
            ...getInputProps(fields.phone, { type: 'tel' }),
            defaultValue: fields.phone.initialValue ?? defaultPhone,
            autoComplete: 'tel',
            inputMode: 'numeric',
            placeholder: t('fields.phonePlaceholder'),
          }}
          errors={fields.phone.errors}
        />
        <StepErrors
          id={form.errorId}
          errors={form.errors}
          phone={fields.phone.value ?? fields.phone.initialValue ?? defaultPhone}
        />
        <SubmitButton intent="phone" label={t('register.next')} />
      </Form>
    </StepCard>
  )
}

/** Seconds left of `from`, ticking each second once the page runs its script. */
function useCountdown(from: number): number {
  const [left, setLeft] = useState(from)
  useEffect(() => {
    setLeft(from)
    if (from <= 0) return
    const end = Date.now() + from * 1000
    const timer = setInterval(() => {
      const now = Math.max(0, Math.ceil((end - Date.now()) / 1000))
      setLeft(now)
      if (now === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [from])
  return left
}

export function OtpStep({
  lastResult,
  phone,
  otpRef,
  resendIn,
}: {
  lastResult: LastResult
  phone: string
  otpRef: string
  /** Seconds until another code may be asked for. */
  resendIn: number
}) {
  const { t } = useTranslation('auth')
  const [form, fields] = useStepForm(OtpForm, lastResult, 'register-otp')
  const hydrated = useHydrated()
  const left = useCountdown(resendIn)
  // without JavaScript the button stays: a press too early is answered with the wait
  const waiting = hydrated && left > 0
  return (
    <StepCard title={t('register.steps.otp')} back>
      <p className="muted">{t('otp.sentTo', { phone })}</p>
      <p className="otp-ref">
        {t('otp.ref')}: <strong>{otpRef}</strong>
      </p>
      <Form method="post" className="stack" {...getFormProps(form)}>
        <Field
          label={t('fields.otpCode')}
          inputProps={{
            ...getInputProps(fields.otpCode, { type: 'text' }),
            autoComplete: 'one-time-code',
            inputMode: 'numeric',
            className: 'otp-input',
          }}
          errors={fields.otpCode.errors}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <SubmitButton intent="otp" label={t('otp.verify')} />
      </Form>
      {/* a form of its own: the code form's check (with JavaScript) must not hold it back */}
      <Form noValidate method="post">
        <button
          type="submit"
          name="intent"
          value="resend"
          className="button button-ghost button-block"
          disabled={waiting}
          aria-describedby={left > 0 ? 'otp-resend-wait' : undefined}
        >
          {t('otp.resend')}
        </button>
        {left > 0 ? (
          <p id="otp-resend-wait" className="field-hint otp-resend-wait">
            {t('otp.resendIn', { time: formatCountdown(left) })}
          </p>
        ) : null}
      </Form>
    </StepCard>
  )
}

type ProfileStepProps = {
  lastResult: LastResult
  phone: string
  name: string
  sourceCode: string
  inviteCode: string
  inviteLocked: boolean
  sources: Source[]
}

export function ProfileStep({
  lastResult,
  phone,
  name,
  sourceCode,
  inviteCode,
  inviteLocked,
  sources,
}: ProfileStepProps) {
  const { t } = useTranslation('auth')
  const [form, fields] = useStepForm(ProfileForm, lastResult, 'register-profile')
  return (
    <StepCard title={t('register.steps.profile')} back>
      <Form method="post" className="stack" {...getFormProps(form)}>
        <Field
          label={t('fields.phone')}
          inputProps={{ id: 'register-phone-readonly', type: 'tel', value: phone, readOnly: true }}
        />
        <Field
          label={t('fields.name')}
          inputProps={{
            ...getInputProps(fields.name, { type: 'text' }),
            defaultValue: fields.name.initialValue ?? name,
            autoComplete: 'name',
          }}
          errors={fields.name.errors}
        />
        <PasswordField
          label={t('fields.password')}
          inputProps={{
            ...getInputProps(fields.password, { type: 'password' }),
            autoComplete: 'new-password',
          }}
          errors={fields.password.errors}
          hint={
            <PasswordRules
              password={fields.password.value}
              confirm={fields.confirmPassword.value}
            />
          }
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          inputProps={{
            ...getInputProps(fields.confirmPassword, { type: 'password' }),
            autoComplete: 'new-password',
          }}
          errors={fields.confirmPassword.errors}
        />
        <SelectField
          label={t('fields.source')}
          selectProps={{
            ...getSelectProps(fields.sourceCode),
            defaultValue: fields.sourceCode.initialValue ?? sourceCode,
          }}
          placeholder={t('fields.sourcePlaceholder')}
          options={sources.map((source) => ({ value: source.code, label: source.description }))}
          errors={fields.sourceCode.errors}
        />
        <Field
          label={t('fields.inviteCode')}
          inputProps={{
            ...getInputProps(fields.inviteCode, { type: 'text' }),
            defaultValue: inviteLocked
              ? inviteCode
              : (fields.inviteCode.initialValue ?? inviteCode),
            readOnly: inviteLocked,
            autoCapitalize: 'characters',
          }}
          errors={fields.inviteCode.errors}
        />
        <StepErrors id={form.errorId} errors={form.errors} phone={phone} />
        <SubmitButton intent="profile" label={t('register.next')} />
      </Form>
    </StepCard>
  )
}

export function BankStep({
  lastResult,
  banks,
  laos,
  name,
}: {
  lastResult: LastResult
  banks: Bank[]
  laos: boolean
  /** The profile step's name, which fills in the account name. */
  name: string
}) {
  const { t } = useTranslation('auth')
  const schema = bankForm(laos)
  const [form, fields] = useStepForm(
    schema,
    lastResult,
    'register-bank',
    accountNameFromProfile(name),
  )
  return (
    <StepCard title={t('register.steps.bank')} back>
      {!laos ? <p className="notice">{t('register.bankRecommendation')}</p> : null}
      <Form method="post" className="stack" {...getFormProps(form)}>
        <BankAccountFieldset fields={fields} banks={banks} />
        {laos ? (
          <SelectField
            label={t('fields.currency')}
            selectProps={{
              ...getSelectProps(fields.currency),
              defaultValue: fields.currency.initialValue ?? 'LAK',
            }}
            options={LAOS_CURRENCIES.map((currency) => ({
              value: currency,
              label: t(`currency.${currency}`),
            }))}
            errors={fields.currency.errors}
          />
        ) : null}
        <ErrorList id={form.errorId} errors={form.errors} />
        <SubmitButton intent="bank" label={t('register.submit')} />
      </Form>
    </StepCard>
  )
}
