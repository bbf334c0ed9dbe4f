import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'

import { Icon } from '~/components/icon'
import { Modal } from '~/components/modal'
import { ReceiptDetails } from '~/components/receipt'
import { useTranslation } from '~/components/translations'
import { receiptOf } from '~/receipt.server'
import { requireToken } from '~/session.server'

export const handle = { titleKey: 'member:receipt.pageTitle' }

/** The receipt comes sealed in the address by the action that moved the money (?r=…). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireToken(request)
  const receipt = await receiptOf(request)
  if (!receipt) throw redirect('/user/home')
  return receipt
}

/**
 * Where every money action ends (issue 19): what moved, from where to where, and the balances
 * read after it, with "play now" when a game received the money and the statement.
 */
export default function ReceiptDialog() {
  const { t } = useTranslation('member')
  const receipt = useLoaderData<typeof loader>()
  const playable = receipt.to.account === 'game' ? receipt.to.code : null
  return (
    <Modal
      title={t(`receipt.title.${receipt.kind}`)}
      closeTo={receipt.back}
      footer={
        <div className="button-row">
          <Link to="/user/statement" className="button button-ghost">
            {t('receipt.statement')}
          </Link>
          {playable ? (
            <Link
              to={`/user/home/game/${playable}`}
              className="button button-primary"
              preventScrollReset
            >
              {t('receipt.playNow')}
            </Link>
          ) : (
            <Link to={receipt.back} className="button button-primary" preventScrollReset>
              {t('receipt.done')}
            </Link>
          )}
        </div>
      }
    >
      <div className="stack receipt-dialog">
        <span className="receipt-icon" aria-hidden="true">
          <Icon name="check" size={32} />
        </span>
        <ReceiptDetails receipt={receipt} />
      </div>
    </Modal>
  )
}

export { DialogError as ErrorBoundary } from '~/components/route-error'
