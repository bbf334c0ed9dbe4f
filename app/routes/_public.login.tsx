import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { clearAgreementCookie } from '~/agreement.server'
import { backendFor } from '~/api/api.server'
import { ApiError } from '~/api/client'
import { endpoints } from '~/api/contract'
import { errorMessageKey } from '~/api/error-message'
import { isServiceGone } from '~/api/lookups.server'
import { ErrorList, Field } from '~/components/forms'
import { destroySession, getSession, startMemberSession } from '~/session.server'
import { LOGIN_CONSTRAINT, type LoginValues, parseLogin, prefilledPhone } from '~/utils/login'
import { parseLoginForm } from '~/validation/login.server'

export const handle = { i18n: ['auth'], titleKey: 'auth:login.title' }

export async function loader({ request }: LoaderFunctionArgs) {
  const backend = await backendFor(request)
  if (await isServiceGone(backend)) throw redirect('/terminated')
  // arriving at /login ends any session that was still open (SPEC §2)
  const session = await getSession(request)
  const headers = new Headers()
  if (session.has('token')) {
    headers.append('Set-Cookie', await destroySession(session))
    headers.append('Set-Cookie', clearAgreementCookie())
  }
  return data({ clearStorage: true }, { headers })
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData()
  const submission = parseLoginForm(formData)
  if (submission.status !== 'success') {
    return submission.reply({ hideFields: ['password'] })
  }
  const { username, password, remember, redirectTo } = submission.value
  const backend = await backendFor(request)
  try {
    const { token } = await backend.call(endpoints.account.login, { body: { username, password } })
    return startMemberSession(request, {
      token,
      remember: remember === 'on',
      redirectTo: redirectTo ?? null,
    })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return submission.reply({ formErrors: [errorMessageKey(error)], hideFields: ['password'] })
  }
}

export default function Login() {
  const { t } = useTranslation(['auth', 'common'])
  const { clearStorage } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  const [showFormError, setShowFormError] = useState(true)
  const [form, fields] = useForm<LoginValues>({
    lastResult,
    // the demo panel's "log in as" links here with the phone filled in
    defaultValue: { username: prefilledPhone(searchParams.get('username')) },
    constraint: LOGIN_CONSTRAINT,
    onValidate: ({ formData }) => parseLogin(formData),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })

  useEffect(() => {
    if (!clearStorage) return
    for (const key of ['token', 'remember-agreement', 'last_sync'])
      window.localStorage.removeItem(key)
  }, [clearStorage])
  useEffect(() => setShowFormError(true), [lastResult])

  return (
    <div className="auth-page">
      <div className="hero">
        <img src="/images/logo.svg" alt="" width={72} height={72} />
        <h1>{t('auth:login.title')}</h1>
        <p className="muted">{t('auth:login.subtitle')}</p>
      </div>
      <Form
        method="post"
        className="card stack"
        {...getFormProps(form)}
        onInput={() => setShowFormError(false)}
      >
        <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
        <Field
          label={t('auth:fields.phone')}
          inputProps={{
            ...getInputProps(fields.username, { type: 'tel' }),
            autoComplete: 'username',
            inputMode: 'numeric',
            placeholder: t('auth:fields.phonePlaceholder'),
          }}
          errors={fields.username.errors}
        />
        <Field
          label={t('auth:fields.password')}
          inputProps={{
            ...getInputProps(fields.password, { type: 'password' }),
            autoComplete: 'current-password',
          }}
          errors={fields.password.errors}
        />
        <label className="checkbox">
          <input type="checkbox" name="remember" />
          <span>{t('auth:login.remember')}</span>
        </label>
        {showFormError ? <ErrorList id={form.errorId} errors={form.errors} /> : null}
        <button type="submit" className="button button-primary button-block">
          {t('auth:login.submit')}
        </button>
        <p className="center-text muted">
          {t('auth:login.noAccount')} <Link to="/register">{t('auth:login.register')}</Link>
        </p>
      </Form>
    </div>
  )
}
