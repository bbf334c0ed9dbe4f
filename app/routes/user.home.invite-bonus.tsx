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

export const handle = { titleKey: 'member:inviteBonus.title' }

export async function loader({ request }: LoaderFunctionArgs) {
  await requireToken(request)
  const backend = await backendFor(request)
  const wallet = await backend.call(endpoints.wallet.wallet)
  return { invite: wallet.invite, wallet: wallet.amount, idempotencyKey: newIdempotencyKey() }
}

/** The claim ends on the receipt with the bonus and the new balance, or a danger toast on home (SPEC §8). */
export async function action({ request }: ActionFunctionArgs) {
  await requireToken(request)
  const backend = await backendFor(request)
  const idempotencyKey = idempotencyKeyOf(await readForm(request))
  const before = await currentWallet(backend)
  try {
    await backend.call(endpoints.rewards.inviteBonus, { idempotencyKey })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    // no answer: the confirm again, saying to check the statement, with its key
    const kept = keyToKeep(error, idempotencyKey)
    if (kept.idempotencyKey) return { error: moneyErrorMessageKey(error), ...kept }
    const toast = { type: 'error' as const, key: moneyErrorMessageKey(error) }
    return redirectWithToast(request, '/user/home', toast)
  }
  const amount = before?.invite.amount ?? null
  return redirectToReceipt(
    request,
    creditReceipt('inviteBonus', amount, await currentWallet(backend)),
  )
}

export default function InviteBonusDialog() {
  const { t } = useTranslation('member')
  const { invite, wallet, idempotencyKey } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Modal title={t('inviteBonus.title')} closeTo="/user/home">
      <Form noValidate method="post" className="stack">
        <IdempotencyKeyField value={actionData?.idempotencyKey ?? idempotencyKey} />
        <ErrorAlert message={actionData?.error} />
        <ClaimPreview amount={invite.amount} wallet={wallet} />
        <ul className="rule-list">
          <li>{t('inviteBonus.success', { percent: invite.success })}</li>
          <li>{t('inviteBonus.fail', { percent: invite.fail })}</li>
        </ul>
        <div className="button-row">
          <Link to="/user/home" className="button button-ghost" preventScrollReset>
            {t('inviteBonus.cancel')}
          </Link>
          <button type="submit" className="button button-primary">
            {t('inviteBonus.confirm')}
          </button>
        </div>
      </Form>
    </Modal>
  )
}

export { DialogError as ErrorBoundary } from '~/components/route-error'
