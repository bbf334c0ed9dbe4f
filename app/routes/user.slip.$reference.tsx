// Opens a slip image that has no direct link (in a new window): the backend gives a
// short-lived address for its reference and the window goes there. Only a web address is
// followed; otherwise the window says the image cannot be shown.
import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Link } from '@remix-run/react'

import { endpoints } from '@member-wallet/contract/schemas'

import { backendFor } from '~/api/api.server'
import { ApiError } from '~/api/client'
import { useTranslation } from '~/components/translations'
import { requireToken } from '~/session.server'

export const handle = { titleKey: 'member:slips.title' }

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireToken(request)
  const backend = await backendFor(request)
  try {
    const { url } = await backend.call(endpoints.deposit.slipReference, {
      params: { reference: params.reference ?? '' },
    })
    if (/^https?:\/\//i.test(url)) return redirect(url)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
  }
  return null
}

export default function SlipImageUnavailable() {
  const { t } = useTranslation('member')
  return (
    <div className="card stack">
      <h1>{t('slips.imageUnavailable')}</h1>
      <Link to="/user/statement/slips" className="button button-primary">
        {t('slips.backToSlips')}
      </Link>
    </div>
  )
}

export { ScreenError as ErrorBoundary } from '~/components/route-error'
