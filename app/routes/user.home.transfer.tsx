import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'

import { formatMoney } from '@member-wallet/contract/rules'
import { endpoints } from '@member-wallet/contract/schemas'

import { backendFor } from '~/api/api.server'
import { ApiError } from '~/api/client'
import { moneyErrorMessageKey } from '~/api/error-message'
import { transferAccounts } from '~/api/wallet.server'
import { ErrorAlert } from '~/components/error-alert'
import { Field, SelectField } from '~/components/forms'
import { IdempotencyKeyField } from '~/components/idempotency-key'
import { Modal } from '~/components/modal'
import { useTranslation } from '~/components/translations'
import { currentWallet, redirectToReceipt } from '~/receipt.server'
import { requireToken } from '~/session.server'
import { readForm } from '~/utils/form.server'
import { idempotencyKeyOf, keyToKeep, newIdempotencyKey } from '~/utils/idempotency.server'
import { TRANSFER_MINIMUM, transferAllReceipt, transferReceipt } from '~/utils/money-moves'
import { TransferAllForm, TransferForm } from '~/validation/wallet'

export const handle = { titleKey: 'member:transfer.title' }

export async function loader({ request }: LoaderFunctionArgs) {
  await requireToken(request)
  const backend = await backendFor(request)
  const wallet = await backend.call(endpoints.wallet.wallet)
  return { accounts: transferAccounts(wallet), idempotencyKey: newIdempotencyKey() }
}

/** Sends the transfer (or transfer-all) and answers with its receipt, or the form's errors. */
async function submitTransfer(
  request: Request,
  formData: FormData,
  { all, idempotencyKey }: { all: boolean; idempotencyKey: string },
) {
  const backend = await backendFor(request)
  if (all) {
    const submission = parseWithZod(formData, { schema: TransferAllForm })
    if (submission.status !== 'success') return submission
    const before = await currentWallet(backend)
    await backend.call(endpoints.wallet.transferAll, { body: submission.value, idempotencyKey })
    return transferAllReceipt(submission.value.to, before, await currentWallet(backend))
  }
  const submission = parseWithZod(formData, { schema: TransferForm })
  if (submission.status !== 'success') return submission
  await backend.call(endpoints.wallet.transfer, { body: submission.value, idempotencyKey })
  return transferReceipt(submission.value, await currentWallet(backend))
}

export async function action({ request }: ActionFunctionArgs) {
  await requireToken(request)
  const formData = await readForm(request)
  const intent = formData.get('intent') === 'transferAll' ? 'transferAll' : 'transfer'
  const idempotencyKey = idempotencyKeyOf(formData)
  try {
    const all = intent === 'transferAll'
    const done = await submitTransfer(request, formData, { all, idempotencyKey })
    if ('status' in done) return { intent, result: done.reply(), idempotencyKey }
    return await redirectToReceipt(request, done)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const result = parseWithZod(formData, { schema: TransferAllForm }).reply({
      formErrors: [moneyErrorMessageKey(error)],
    })
    return { intent, result, ...keyToKeep(error, idempotencyKey) }
  }
}

export default function TransferDialog() {
  const { t } = useTranslation('member')
  const { accounts, idempotencyKey } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  // kept while the last answer did not come: pressing again cannot move the money twice
  const key = actionData?.idempotencyKey ?? idempotencyKey
  const [searchParams] = useSearchParams()
  const options = accounts.map((account) => ({
    value: account.id,
    label: `${account.id === 'wallet' ? t('transfer.mainWallet') : account.name} (${formatMoney(account.amount)})`,
  }))

  const [form, fields] = useForm({
    id: 'transfer',
    lastResult: actionData?.intent === 'transfer' ? actionData.result : undefined,
    constraint: getZodConstraint(TransferForm),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TransferForm }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: { from: searchParams.get('from') ?? 'wallet', to: searchParams.get('to') ?? '' },
  })
  const [allForm, allFields] = useForm({
    id: 'transfer-all',
    lastResult: actionData?.intent === 'transferAll' ? actionData.result : undefined,
    constraint: getZodConstraint(TransferAllForm),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TransferAllForm }),
    shouldValidate: 'onBlur',
  })

  return (
    <Modal title={t('transfer.title')} closeTo="/user/home">
      <div className="stack-lg">
        <Form method="post" className="stack" {...getFormProps(form)}>
          <IdempotencyKeyField value={key} />
          <ErrorAlert message={form.errors?.[0]} id={form.errorId} />
          <SelectField
            label={t('transfer.from')}
            selectProps={getSelectProps(fields.from)}
            placeholder={t('transfer.choose')}
            options={options}
            errors={fields.from.errors}
          />
          <SelectField
            label={t('transfer.to')}
            selectProps={getSelectProps(fields.to)}
            placeholder={t('transfer.choose')}
            options={options}
            errors={fields.to.errors}
          />
          <Field
            label={t('transfer.amount')}
            inputProps={{
              ...getInputProps(fields.amount, { type: 'number' }),
              step: '0.01',
              min: TRANSFER_MINIMUM,
              inputMode: 'decimal',
            }}
            errors={fields.amount.errors}
            hint={t('transfer.minimumHint', { amount: TRANSFER_MINIMUM })}
          />
          <button
            type="submit"
            name="intent"
            value="transfer"
            className="button button-primary button-block"
          >
            {t('transfer.submit')}
          </button>
        </Form>
        <Form method="post" className="stack card-inset" {...getFormProps(allForm)}>
          <IdempotencyKeyField value={key} />
          <h3>{t('transfer.allTitle')}</h3>
          <p className="muted">{t('transfer.allHint')}</p>
          <ErrorAlert message={allForm.errors?.[0]} id={allForm.errorId} />
          <SelectField
            label={t('transfer.allTo')}
            selectProps={getSelectProps(allFields.to)}
            placeholder={t('transfer.choose')}
            options={options}
            errors={allFields.to.errors}
          />
          <button
            type="submit"
            name="intent"
            value="transferAll"
            className="button button-ghost button-block"
          >
            {t('transfer.allSubmit')}
          </button>
        </Form>
      </div>
    </Modal>
  )
}

export { DialogError as ErrorBoundary } from '~/components/route-error'
