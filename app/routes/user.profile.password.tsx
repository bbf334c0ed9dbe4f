import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData } from '@remix-run/react'

import { endpoints } from '@member-wallet/contract/schemas'

import { memberBackendOf } from '~/api/api.server'
import { ApiError } from '~/api/client'
import { errorMessageKey } from '~/api/error-message'
import { ErrorAlert } from '~/components/error-alert'
import { PasswordField } from '~/components/forms'
import { Modal } from '~/components/modal'
import { PasswordRules } from '~/components/password-rules'
import { useTranslation } from '~/components/translations'
import { endEveryMemberSession, endMemberSession, memberOf } from '~/session.server'
import { setToast } from '~/toast.server'
import { readForm } from '~/utils/form.server'
import { ChangePasswordForm } from '~/validation/auth'

export const handle = { titleKey: 'member:password.title' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  await memberBackendOf({ request, context })
  return null
}

export async function action({ request, context }: ActionFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const submission = parseWithZod(await readForm(request), { schema: ChangePasswordForm })
  const hideFields = ['oldPassword', 'newPassword', 'confirmPassword']
  if (submission.status !== 'success') return submission.reply({ hideFields })
  let member: string
  try {
    // a session from before logins kept the member's id asks for it, while the old token works
    member = (await memberOf(request)) ?? (await backend.call(endpoints.account.profile))._id
    const { oldPassword, newPassword } = submission.value
    await backend.call(endpoints.account.changePassword, { body: { oldPassword, newPassword } })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return submission.reply({ formErrors: [errorMessageKey(error)], hideFields })
  }
  // every session of the old password ends here, on every instance: this one, the member's
  // other logins, and any copy of their cookies
  await endEveryMemberSession(member)
  const loggedOut = await endMemberSession(request)
  const toast = await setToast(request, { type: 'success', key: 'member:password.changed' })
  loggedOut.headers.append('Set-Cookie', toast)
  return loggedOut
}

export default function ChangePassword() {
  const { t } = useTranslation(['member', 'common'])
  const lastResult = useActionData<typeof action>()
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(ChangePasswordForm),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordForm }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const serverError = form.errors?.[0]
  return (
    <Modal title={t('member:password.title')} closeTo="/user/profile">
      <Form method="post" className="stack" {...getFormProps(form)}>
        <ErrorAlert message={serverError} id={form.errorId} />
        <PasswordField
          label={t('member:password.old')}
          inputProps={{
            ...getInputProps(fields.oldPassword, { type: 'password' }),
            autoComplete: 'current-password',
          }}
          errors={fields.oldPassword.errors}
        />
        <PasswordField
          label={t('member:password.new')}
          inputProps={{
            ...getInputProps(fields.newPassword, { type: 'password' }),
            autoComplete: 'new-password',
          }}
          errors={fields.newPassword.errors}
          hint={
            <PasswordRules
              password={fields.newPassword.value}
              confirm={fields.confirmPassword.value}
            />
          }
        />
        <PasswordField
          label={t('member:password.confirm')}
          inputProps={{
            ...getInputProps(fields.confirmPassword, { type: 'password' }),
            autoComplete: 'new-password',
          }}
          errors={fields.confirmPassword.errors}
        />
        <button type="submit" className="button button-primary button-block">
          {t('member:password.submit')}
        </button>
      </Form>
    </Modal>
  )
}

export { DialogError as ErrorBoundary } from '~/components/dialog-error'
