import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'

import { joinAccountName } from '@member-wallet/contract/rules'
import { endpoints } from '@member-wallet/contract/schemas'

import { memberBackendOf } from '~/api/api.server'
import { ApiError } from '~/api/client'
import { errorMessageKey } from '~/api/error-message'
import { BankAccountFieldset } from '~/components/bank-account-fields'
import { ErrorAlert } from '~/components/error-alert'
import { Field } from '~/components/forms'
import { Modal } from '~/components/modal'
import { useTranslation } from '~/components/translations'
import { type RouteHandle } from '~/i18n'
import { setToast } from '~/toast.server'
import { readForm } from '~/utils/form.server'
import { profileEditDefaults } from '~/utils/profile-bank'
import { ProfileEditForm } from '~/validation/auth'

export const handle = {
  titleKey: 'member:profileEdit.title',
  i18n: ['auth'],
} satisfies RouteHandle

/** The form filled with what the profile carries (SPEC §3 promises only the name of it). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const [profile, banks] = await Promise.all([
    backend.tryCall(endpoints.account.profile),
    backend.tryCall(endpoints.lookup.banks),
  ])
  return {
    banks: banks ?? [],
    defaults: profile ? profileEditDefaults(profile, banks) : null,
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const submission = parseWithZod(await readForm(request), { schema: ProfileEditForm })
  if (submission.status !== 'success') return submission.reply()
  const { name, bankCode, firstName, lastName, accountNo } = submission.value
  try {
    await backend.call(endpoints.account.updateProfile, {
      body: {
        name,
        bankCode,
        bankAccountName: joinAccountName(firstName, lastName),
        bankAccountNo: accountNo,
      },
    })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return submission.reply({ formErrors: [errorMessageKey(error)] })
  }
  return redirect('/user/profile', {
    headers: {
      'Set-Cookie': await setToast(request, { type: 'success', key: 'member:profileEdit.saved' }),
    },
  })
}

export default function ProfileEdit() {
  const { t } = useTranslation(['member', 'auth'])
  const { banks, defaults } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const [form, fields] = useForm({
    lastResult,
    defaultValue: defaults ?? undefined,
    constraint: getZodConstraint(ProfileEditForm),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileEditForm }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Modal title={t('member:profileEdit.title')} closeTo="/user/profile">
      <Form method="post" className="stack" {...getFormProps(form)}>
        <p className="field-hint">{t('member:profileEdit.intro')}</p>
        <ErrorAlert message={form.errors?.[0]} id={form.errorId} />
        <Field
          label={t('auth:fields.name')}
          inputProps={{ ...getInputProps(fields.name, { type: 'text' }), autoComplete: 'name' }}
          errors={fields.name.errors}
        />
        <BankAccountFieldset fields={fields} banks={banks} />
        <button type="submit" className="button button-primary button-block">
          {t('member:profileEdit.submit')}
        </button>
      </Form>
    </Modal>
  )
}

export { DialogError as ErrorBoundary } from '~/components/dialog-error'
