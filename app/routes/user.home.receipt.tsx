import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'

import { memberBackendOf } from '~/api/api.server'
import { Modal } from '~/components/modal'
import { ResultFooter, ResultSheet, useResultTitle } from '~/components/receipt'
import { env } from '~/env.server'
import { getLanguage } from '~/language.server'
import { receiptOf } from '~/receipt.server'
import { formatDateTime } from '~/utils/dates'

export const handle = { titleKey: 'member:receipt.pageTitle' }

/** The result comes sealed in the address by the action that sent the money (?r=…). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await memberBackendOf({ request, context })
  const receipt = await receiptOf(request)
  if (!receipt) throw redirect('/user/home')
  // the date in the player's language and Bangkok time, written here: no dates in the page's code
  const when = formatDateTime(new Date(receipt.at), await getLanguage(request))
  return { ...receipt, when, withdrawMinutes: env.WITHDRAW_EXPECTED_MINUTES }
}

/**
 * Where every money event ends (issues 19 and 35), in one of four states: success, pending,
 * failed or unknown; what moved, from where to where, when, its reference and the balances
 * read after it, and one next action.
 */
export default function ResultDialog() {
  const sheet = useLoaderData<typeof loader>()
  const title = useResultTitle()(sheet)
  return (
    <Modal title={title} closeTo={sheet.back} footer={<ResultFooter sheet={sheet} />}>
      <ResultSheet sheet={sheet} title={title} />
    </Modal>
  )
}

export { DialogError as ErrorBoundary } from '~/components/dialog-error'
