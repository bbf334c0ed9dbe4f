import {
  type ActionFunctionArgs,
  type LinkDescriptor,
  type LinksFunction,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { useEffect, useId, useState } from 'react'

import { endpoints } from '@member-wallet/contract/schemas'

import { ApiError } from '~/api/client'
import { errorOrWaitMessageKey } from '~/api/error-message'
import { BRAND_LOGO, BrandLogo } from '~/components/brand'
import { ErrorList, Field, PasswordField } from '~/components/forms'
import { ToastView } from '~/components/toast-view'
import { useTranslation } from '~/components/translations'
import { type RouteHandle } from '~/i18n'
import { LARGEST_IMAGE } from '~/utils/image-loading'
import { LOGIN_CONSTRAINT, loginErrors, prefilledPhone } from '~/utils/login'
import { useCheckedForm } from '~/utils/use-checked-form'

import {
  backendFor,
  backendOf,
  clearAgreementCookie,
  data,
  destroySession,
  getSession,
  isOwnNavigation,
  isServiceGone,
  parseLoginForm,
  readForm,
  redirect,
  startMemberSession,
} from './login.server'

export const handle = { titleKey: 'auth:login.title', i18n: ['auth'] } satisfies RouteHandle

/**
 * The brand's logo is the page's largest picture: asked for with the stylesheet and the fonts,
 * not after them, as the image in the page would be (Lighthouse counted 0.8–1 s of waiting).
 */
export const links: LinksFunction = () => [
  // React 18 does not know fetchPriority: the lowercase attribute passes through (image-loading)
  { rel: 'preload', as: 'image', href: BRAND_LOGO, fetchpriority: 'high' } as LinkDescriptor,
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await backendOf({ request, context })
  if (await isServiceGone(backend)) throw redirect('/terminated')
  // arriving at /login ends any session that was still open (SPEC §2), when the player came
  // by themselves: a link from another site must not log anyone out
  const session = await getSession(request)
  const headers = new Headers()
  if (session.has('token') && isOwnNavigation(request)) {
    headers.append('Set-Cookie', await destroySession(session))
    headers.append('Set-Cookie', await clearAgreementCookie())
  }
  return data({ clearStorage: true }, { headers })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request)
  const submission = parseLoginForm(formData)
  if (submission.status !== 'success') {
    return submission.reply({ hideFields: ['password'] })
  }
  const { username, password, remember, redirectTo } = submission.value
  const backend = await backendOf({ request, context })
  try {
    const { token } = await backend.call(endpoints.account.login, { body: { username, password } })
    // the member's id, so that a password change can end every session of theirs
    const profile = await (await backendFor(request, { token })).call(endpoints.account.profile)
    return startMemberSession(request, {
      token,
      member: profile._id,
      remember: remember === 'on',
      redirectTo: redirectTo ?? null,
    })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return submission.reply({
      formErrors: [errorOrWaitMessageKey(error)],
      hideFields: ['password'],
    })
  }
}

export default function Login() {
  const { t } = useTranslation(['auth', 'common'])
  const { clearStorage } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  const [showFormError, setShowFormError] = useState(true)
  const { formProps, errors } = useCheckedForm({ lastResult, check: loginErrors })
  const formErrorId = `${useId()}-error`
  // the phone sent last time, or the one the demo panel's "log in as" link fills in
  const username = lastResult?.initialValue?.username
  const defaultUsername =
    typeof username === 'string' ? username : prefilledPhone(searchParams.get('username'))
  // a new account: said above the form, its phone already filled in
  const registered = searchParams.has('registered') && defaultUsername !== '' && !lastResult

  useEffect(() => {
    if (!clearStorage) return
    for (const key of ['token', 'remember-agreement', 'last_sync'])
      window.localStorage.removeItem(key)
  }, [clearStorage])
  useEffect(() => setShowFormError(true), [lastResult])

  return (
    <div className="auth-page">
      <div className="hero">
        <BrandLogo size={72} {...LARGEST_IMAGE} />
        <h1>{t('auth:login.title')}</h1>
        <p className="muted">{t('auth:login.subtitle')}</p>
      </div>
      <Form
        method="post"
        className="card stack"
        {...formProps}
        aria-describedby={showFormError && errors[''] ? formErrorId : undefined}
        onInput={(event) => {
          formProps.onInput(event)
          setShowFormError(false)
        }}
      >
        {registered ? (
          <ToastView toast={{ type: 'success', key: 'auth:login.registered' }} inline />
        ) : null}
        <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
        <Field
          label={t('auth:fields.phone')}
          inputProps={{
            name: 'username',
            type: 'tel',
            required: LOGIN_CONSTRAINT.username.required,
            defaultValue: defaultUsername,
            autoComplete: 'username',
            inputMode: 'numeric',
            placeholder: t('auth:fields.phonePlaceholder'),
          }}
          errors={errors.username}
        />
        <PasswordField
          label={t('auth:fields.password')}
          inputProps={{
            name: 'password',
            required: LOGIN_CONSTRAINT.password.required,
            autoComplete: 'current-password',
          }}
          errors={errors.password}
        />
        <label className="checkbox">
          <input type="checkbox" name="remember" />
          <span>{t('auth:login.remember')}</span>
        </label>
        {showFormError ? <ErrorList id={formErrorId} errors={errors['']} /> : null}
        {showFormError && errors['']?.includes('errors:INACTIVE_USER') ? (
          <Link to="/contact" className="suspended-contact">
            {t('auth:login.suspendedContact')}
          </Link>
        ) : null}
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

export { ScreenError as ErrorBoundary } from '~/components/route-error'
