import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'

import { backendFor } from '~/api/api.server'
import { ApiError } from '~/api/client'
import { endpoints } from '~/api/contract'
import { moneyErrorMessageKey } from '~/api/error-message'
import { formatMoney } from '~/api/rules'
import { ErrorAlert } from '~/components/error-alert'
import { Field } from '~/components/forms'
import { Modal } from '~/components/modal'
import { useTranslation } from '~/components/translations'
import { requireToken } from '~/session.server'
import { setToast } from '~/toast.server'
import { readForm } from '~/utils/form.server'
import { bankAccountLabel } from '~/utils/profile-bank'
import { withdrawForm } from '~/validation/wallet'

export const handle = { titleKey: 'member:withdraw.title' }

async function loadLimits(request: Request) {
  await requireToken(request)
  const backend = await backendFor(request)
  return { backend, limits: await backend.call(endpoints.lookup.withdraw) }
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireToken(request)
  const backend = await backendFor(request)
  const [limits, wallet, profile] = await Promise.all([
    backend.call(endpoints.lookup.withdraw),
    backend.tryCall(endpoints.wallet.wallet),
    backend.tryCall(endpoints.account.profile),
  ])
  const bank = profile ? bankAccountLabel(profile) : null
  return { limits, balance: wallet?.amount ?? null, bank }
}

export async function action({ request }: ActionFunctionArgs) {
  const { backend, limits } = await loadLimits(request)
  const submission = parseWithZod(await readForm(request), { schema: withdrawForm(limits) })
  if (submission.status !== 'success') return submission.reply()
  try {
    // withdrawAll brings game balances home first, as the dialog always has (SPEC §7)
    await backend.call(endpoints.wallet.withdrawAll, { body: { amount: submission.value.amount } })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return submission.reply({ formErrors: [moneyErrorMessageKey(error)] })
  }
  return redirect('/user/home', {
    headers: {
      'Set-Cookie': await setToast(request, { type: 'success', key: 'member:withdraw.done' }),
    },
  })
}

export default function WithdrawDialog() {
  const { t } = useTranslation('member')
  const { limits, balance, bank } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const schema = withdrawForm(limits)
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const range = { min: formatMoney(limits.withdrawMin), max: formatMoney(limits.withdrawMax) }
  return (
    <Modal title={t('withdraw.title')} closeTo="/user/home">
      <Form method="post" className="stack" {...getFormProps(form)}>
        <ErrorAlert message={form.errors?.[0]} id={form.errorId} />
        {balance !== null ? (
          <p className="muted">{t('withdraw.balance', { amount: formatMoney(balance) })}</p>
        ) : null}
        {bank ? <p className="muted">{t('withdraw.to', { bank })}</p> : null}
        <Field
          label={t('withdraw.amount')}
          inputProps={{
            ...getInputProps(fields.amount, { type: 'number' }),
            step: '0.01',
            inputMode: 'decimal',
          }}
          errors={fields.amount.errors}
          hint={t('withdraw.range', range)}
        />
        <button type="submit" className="button button-primary button-block">
          {t('withdraw.submit')}
        </button>
      </Form>
    </Modal>
  )
}

export { DialogError as ErrorBoundary } from '~/components/route-error'
