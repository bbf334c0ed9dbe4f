import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'

import { formatMoney } from '@member-wallet/contract/rules'
import { endpoints } from '@member-wallet/contract/schemas'

import { memberBackendOf } from '~/api/api.server'
import { transferAccounts } from '~/api/wallet.server'
import { ErrorAlert } from '~/components/error-alert'
import { Field, SelectField } from '~/components/forms'
import { IdempotencyKeyField } from '~/components/idempotency-key'
import { Modal } from '~/components/modal'
import { useTranslation } from '~/components/translations'
import { currentWallet, endMoneyEvent, retryOf } from '~/receipt.server'
import { readForm } from '~/utils/form.server'
import { idempotencyKeyOf, newIdempotencyKey } from '~/utils/idempotency.server'
import { TRANSFER_MINIMUM, transferAllReceipt, transferReceipt } from '~/utils/money-moves'
import { TransferAllForm, TransferForm } from '~/validation/wallet'

export const handle = { titleKey: 'member:transfer.title' }

const TRANSFER_DIALOG = '/user/home/transfer'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const wallet = await backend.call(endpoints.wallet.wallet)
  return { accounts: transferAccounts(wallet), idempotencyKey: newIdempotencyKey() }
}

/**
 * Checks the form, then sends the transfer (or transfer-all) and ends on its result sheet,
 * whatever the backend answers; a form that does not check comes back with its errors.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const formData = await readForm(request)
  const intent = formData.get('intent') === 'transferAll' ? 'transferAll' : 'transfer'
  const idempotencyKey = idempotencyKeyOf(formData)
  const event = {
    backend,
    idempotencyKey,
    again: TRANSFER_DIALOG,
    retry: retryOf(request, formData),
  }
  if (intent === 'transferAll') {
    const submission = parseWithZod(formData, { schema: TransferAllForm })
    if (submission.status !== 'success') return { intent, result: submission.reply() }
    const before = await currentWallet(backend)
    return endMoneyEvent(request, {
      ...event,
      send: () =>
        backend.call(endpoints.wallet.transferAll, { body: submission.value, idempotencyKey }),
      move: (after) => transferAllReceipt(submission.value.to, before, after),
    })
  }
  const submission = parseWithZod(formData, { schema: TransferForm })
  if (submission.status !== 'success') return { intent, result: submission.reply() }
  const move = submission.value
  return endMoneyEvent(request, {
    ...event,
    again: `${TRANSFER_DIALOG}?${new URLSearchParams({ from: move.from, to: move.to })}`,
    send: () => backend.call(endpoints.wallet.transfer, { body: move, idempotencyKey }),
    move: (after) => transferReceipt(move, after),
  })
}

export default function TransferDialog() {
  const { t } = useTranslation('member')
  const { accounts, idempotencyKey } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
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
          <IdempotencyKeyField value={idempotencyKey} />
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
          <IdempotencyKeyField value={idempotencyKey} />
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

export { DialogError as ErrorBoundary } from '~/components/dialog-error'
