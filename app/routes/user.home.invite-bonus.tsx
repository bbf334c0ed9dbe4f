import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'

import { endpoints } from '@member-wallet/contract/schemas'

import { memberBackendOf } from '~/api/api.server'
import { ClaimPreview } from '~/components/claim-preview'
import { IdempotencyKeyField } from '~/components/idempotency-key'
import { Modal } from '~/components/modal'
import { useTranslation } from '~/components/translations'
import { currentWallet, endMoneyEvent, retryOf } from '~/receipt.server'
import { readForm } from '~/utils/form.server'
import { idempotencyKeyOf, newIdempotencyKey } from '~/utils/idempotency.server'
import { creditReceipt } from '~/utils/money-moves'

export const handle = { titleKey: 'member:inviteBonus.title' }

const INVITE_BONUS_DIALOG = '/user/home/invite-bonus'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const wallet = await backend.call(endpoints.wallet.wallet)
  return { invite: wallet.invite, wallet: wallet.amount, idempotencyKey: newIdempotencyKey() }
}

/** The claim ends on its result sheet: the bonus and the new balance, or why it was not added. */
export async function action({ request, context }: ActionFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const formData = await readForm(request)
  const idempotencyKey = idempotencyKeyOf(formData)
  const before = await currentWallet(backend)
  return endMoneyEvent(request, {
    backend,
    idempotencyKey,
    again: INVITE_BONUS_DIALOG,
    retry: retryOf(request, formData),
    send: () => backend.call(endpoints.rewards.inviteBonus, { idempotencyKey }),
    move: (after) => creditReceipt('inviteBonus', before?.invite.amount ?? null, after),
  })
}

export default function InviteBonusDialog() {
  const { t } = useTranslation('member')
  const { invite, wallet, idempotencyKey } = useLoaderData<typeof loader>()
  return (
    <Modal title={t('inviteBonus.title')} closeTo="/user/home">
      <Form noValidate method="post" className="stack">
        <IdempotencyKeyField value={idempotencyKey} />
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

export { DialogError as ErrorBoundary } from '~/components/dialog-error'
