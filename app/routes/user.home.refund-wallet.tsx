import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'

import { endpoints } from '@member-wallet/contract/schemas'

import { backendFor } from '~/api/api.server'
import { ApiError } from '~/api/client'
import { moneyErrorMessageKey } from '~/api/error-message'
import { ClaimPreview } from '~/components/claim-preview'
import { ErrorAlert } from '~/components/error-alert'
import { IdempotencyKeyField } from '~/components/idempotency-key'
import { Modal } from '~/components/modal'
import { useTranslation } from '~/components/translations'
import { currentWallet, redirectToReceipt } from '~/receipt.server'
import { requireToken } from '~/session.server'
import { redirectWithToast } from '~/toast.server'
import { readForm } from '~/utils/form.server'
import { idempotencyKeyOf, keyToKeep, newIdempotencyKey } from '~/utils/idempotency.server'
import { creditReceipt } from '~/utils/money-moves'
import { REFUND_DIALOG } from '~/utils/rewards'

export const handle = { titleKey: 'member:refund.toWalletTitle' }

export async function loader({ request }: LoaderFunctionArgs) {
  await requireToken(request)
  const backend = await backendFor(request)
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

/**
 * Added: the receipt with the cashback and the new balance; refused: a red toast back in the
 * refund dialog; no answer: the confirm again, saying to check the statement, with its key.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireToken(request)
  const backend = await backendFor(request)
  const idempotencyKey = idempotencyKeyOf(await readForm(request))
  const check = await backend.tryCall(endpoints.rewards.refundCheck)
  try {
    await backend.call(endpoints.rewards.refundToWallet, { idempotencyKey })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const kept = keyToKeep(error, idempotencyKey)
    if (kept.idempotencyKey) return { error: moneyErrorMessageKey(error), ...kept }
    const toast = { type: 'error' as const, key: moneyErrorMessageKey(error) }
    return redirectWithToast(request, REFUND_DIALOG, toast)
  }
  const amount = check?.refundAmount ?? null
  return redirectToReceipt(request, creditReceipt('cashback', amount, await currentWallet(backend)))
}

export default function RefundToWalletConfirm() {
  const { t } = useTranslation('member')
  const { amount, wallet, success, fail, idempotencyKey } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Modal title={t('refund.toWalletTitle')} closeTo={REFUND_DIALOG}>
      <Form noValidate method="post" className="stack">
        <IdempotencyKeyField value={actionData?.idempotencyKey ?? idempotencyKey} />
        <ErrorAlert message={actionData?.error} />
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

export { DialogError as ErrorBoundary } from '~/components/route-error'
