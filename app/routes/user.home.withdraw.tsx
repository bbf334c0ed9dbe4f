import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'

import { formatMoney } from '@member-wallet/contract/rules'
import { endpoints } from '@member-wallet/contract/schemas'

import { memberBackendOf } from '~/api/api.server'
import { ApiError } from '~/api/client'
import { errorMessageKey } from '~/api/error-message'
import { ErrorAlert } from '~/components/error-alert'
import { Field } from '~/components/forms'
import { IdempotencyKeyField } from '~/components/idempotency-key'
import { Modal } from '~/components/modal'
import { useTranslation } from '~/components/translations'
import { getLanguage } from '~/language.server'
import { currentWallet, endMoneyEvent, retryOf } from '~/receipt.server'
import { readForm } from '~/utils/form.server'
import { idempotencyKeyOf, newIdempotencyKey } from '~/utils/idempotency.server'
import { type WithdrawPreview, withdrawPreview, withdrawReceipt } from '~/utils/money-moves'
import { bankAccountLabel } from '~/utils/profile-bank'
import { withdrawForm } from '~/validation/wallet'

export const handle = { titleKey: 'member:withdraw.title' }

const WITHDRAW_DIALOG = '/user/home/withdraw'

/** The form as it reads when the limits could not be asked: only to keep what was typed. */
const ANY_AMOUNT = withdrawForm({ withdrawMin: 0, withdrawMax: Number.MAX_SAFE_INTEGER })

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const [limits, wallet, profile, language] = await Promise.all([
    backend.call(endpoints.lookup.withdraw),
    currentWallet(backend),
    backend.tryCall(endpoints.account.profile),
    getLanguage(request),
  ])
  const bank = profile ? bankAccountLabel(profile, language) : null
  return { limits, balance: wallet?.amount ?? null, bank, idempotencyKey: newIdempotencyKey() }
}

/**
 * Two steps, both real posts: "review" answers what the withdrawal will do (games come back
 * first, then the amount leaves, the wallet after), "confirm" withdraws and ends on its result
 * sheet (pending until the bank transfer is made).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const formData = await readForm(request)
  let limits
  try {
    limits = await backend.call(endpoints.lookup.withdraw)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    // nothing has moved yet: say why the withdrawal cannot go on, keeping what was typed
    const result = parseWithZod(formData, { schema: ANY_AMOUNT })
    return { result: result.reply({ formErrors: [errorMessageKey(error)] }), preview: null }
  }
  const submission = parseWithZod(formData, { schema: withdrawForm(limits) })
  if (submission.status !== 'success') return { result: submission.reply(), preview: null }
  const { amount } = submission.value
  // the dialog's key goes from the form to the review to the call
  const idempotencyKey = idempotencyKeyOf(formData)
  const before = await currentWallet(backend)
  const preview = before ? withdrawPreview(before, amount) : null
  if (formData.get('intent') !== 'confirm') {
    const refused = preview && preview.walletAfter < 0 ? ['errors:MONEY_NOT_ENOUGH'] : null
    if (refused) return { result: submission.reply({ formErrors: refused }), preview: null }
    return { result: submission.reply(), preview: { amount, ...preview }, idempotencyKey }
  }
  return endMoneyEvent(request, {
    backend,
    idempotencyKey,
    again: WITHDRAW_DIALOG,
    retry: retryOf(request, formData),
    // withdrawAll brings game balances home first, as the dialog always has (SPEC §7)
    send: () => backend.call(endpoints.wallet.withdrawAll, { body: { amount }, idempotencyKey }),
    move: (after) => withdrawReceipt(amount, before, after),
  })
}

export default function WithdrawDialog() {
  const { t } = useTranslation('member')
  const { limits, balance, bank, idempotencyKey } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  // the review carries the dialog's key to the confirm
  const key = actionData?.idempotencyKey ?? idempotencyKey
  const schema = withdrawForm(limits)
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const range = { min: formatMoney(limits.withdrawMin), max: formatMoney(limits.withdrawMax) }
  const preview = actionData?.preview
  if (preview) return <WithdrawReview preview={preview} bank={bank} idempotencyKey={key} />
  return (
    <Modal title={t('withdraw.title')} closeTo="/user/home">
      <Form method="post" className="stack" {...getFormProps(form)}>
        <IdempotencyKeyField value={key} />
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
        <button
          type="submit"
          name="intent"
          value="review"
          className="button button-primary button-block"
        >
          {t('withdraw.review')}
        </button>
      </Form>
    </Modal>
  )
}

/** The confirm step: what comes back from games, what leaves, the wallet after. */
function WithdrawReview({
  preview,
  bank,
  idempotencyKey,
}: {
  preview: { amount: number } & Partial<WithdrawPreview>
  bank: string | null
  idempotencyKey: string
}) {
  const { t } = useTranslation('member')
  const baht = (amount: number) => t('receipt.amount', { amount: formatMoney(amount) })
  return (
    <Modal title={t('withdraw.reviewTitle')} closeTo="/user/home">
      <Form method="post" className="stack" noValidate>
        <input type="hidden" name="amount" value={preview.amount} />
        <IdempotencyKeyField value={idempotencyKey} />
        <dl className="details withdraw-review">
          {preview.fromGames ? (
            <div className="detail-row">
              <dt>{t('withdraw.fromGames')}</dt>
              <dd>{baht(preview.fromGames)}</dd>
            </div>
          ) : null}
          <div className="detail-row withdraw-review-amount">
            <dt>{t('withdraw.youWithdraw')}</dt>
            <dd>{baht(preview.amount)}</dd>
          </div>
          {preview.walletAfter !== undefined ? (
            <div className="detail-row">
              <dt>{t('withdraw.walletAfter')}</dt>
              <dd>{baht(preview.walletAfter)}</dd>
            </div>
          ) : null}
        </dl>
        {bank ? <p className="muted">{t('withdraw.to', { bank })}</p> : null}
        <div className="button-row">
          <Link to={WITHDRAW_DIALOG} className="button button-ghost" preventScrollReset>
            {t('withdraw.change')}
          </Link>
          <button type="submit" name="intent" value="confirm" className="button button-primary">
            {t('withdraw.submit')}
          </button>
        </div>
      </Form>
    </Modal>
  )
}

export { DialogError as ErrorBoundary } from '~/components/dialog-error'
