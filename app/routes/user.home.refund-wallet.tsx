import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'

import { endpoints } from '@member-wallet/contract/schemas'

import { memberBackendOf } from '~/api/api.server'
import { ClaimPreview } from '~/components/claim-preview'
import { IdempotencyKeyField } from '~/components/idempotency-key'
import { Modal } from '~/components/modal'
import { useTranslation } from '~/components/translations'
import { endMoneyEvent, retryOf } from '~/receipt.server'
import { readForm } from '~/utils/form.server'
import { idempotencyKeyOf, newIdempotencyKey } from '~/utils/idempotency.server'
import { creditReceipt } from '~/utils/money-moves'
import { REFUND_DIALOG } from '~/utils/rewards'

export const handle = { titleKey: 'member:refund.toWalletTitle' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const [check, wallet] = await Promise.all([
    backend.call(endpoints.rewards.refundCheck),
    backend.tryCall(endpoints.wallet.wallet),
  ])
  return {
    amount: check.refundAmount,
    wallet: wallet?.amount ?? null,
    success: check.refundSuccess,
    fail: check.refundFail,
    idempotencyKey: newIdempotencyKey(),
  }
}

/** Ends on its result sheet: the cashback and the new balance, or why it was not added. */
export async function action({ request, context }: ActionFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const formData = await readForm(request)
  const idempotencyKey = idempotencyKeyOf(formData)
  const check = await backend.tryCall(endpoints.rewards.refundCheck)
  return endMoneyEvent(request, {
    backend,
    idempotencyKey,
    again: REFUND_DIALOG,
    retry: retryOf(request, formData),
    send: () => backend.call(endpoints.rewards.refundToWallet, { idempotencyKey }),
    move: (after) => creditReceipt('cashback', check?.refundAmount ?? null, after),
  })
}

export default function RefundToWalletConfirm() {
  const { t } = useTranslation('member')
  const { amount, wallet, success, fail, idempotencyKey } = useLoaderData<typeof loader>()
  return (
    <Modal title={t('refund.toWalletTitle')} closeTo={REFUND_DIALOG}>
      <Form noValidate method="post" className="stack">
        <IdempotencyKeyField value={idempotencyKey} />
        <ClaimPreview amount={amount} wallet={wallet} />
        <p className="alert alert-warning">{t('refund.warning', { success, fail })}</p>
        <div className="button-row">
          <Link to={REFUND_DIALOG} className="button button-ghost" preventScrollReset>
            {t('refund.cancel')}
          </Link>
          <button type="submit" className="button button-primary">
            {t('refund.confirmToWallet')}
          </button>
        </div>
      </Form>
    </Modal>
  )
}

export { DialogError as ErrorBoundary } from '~/components/dialog-error'
