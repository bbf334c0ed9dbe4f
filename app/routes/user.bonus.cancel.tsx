import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'

import { isErrorCode } from '@member-wallet/contract/errors'
import { endpoints } from '@member-wallet/contract/schemas'

import { backendFor } from '~/api/api.server'
import { ApiError } from '~/api/client'
import { moneyErrorMessageKey } from '~/api/error-message'
import { ErrorAlert } from '~/components/error-alert'
import { Modal } from '~/components/modal'
import { useTranslation } from '~/components/translations'
import { requireToken } from '~/session.server'
import { redirectWithToast } from '~/toast.server'
import { BONUS_SCREEN } from '~/utils/bonus'

export const handle = { titleKey: 'bonus:cancel.title' }

export async function loader({ request }: LoaderFunctionArgs) {
  await requireToken(request)
  const backend = await backendFor(request)
  const active = await backend.tryCall(endpoints.rewards.activeBonus)
  // nothing to cancel: back to the screen, which offers the promotion form instead
  if (active && !active.status) throw redirect(BONUS_SCREEN)
  return { type: active?.type ?? null }
}

export async function action({ request }: ActionFunctionArgs) {
  await requireToken(request)
  const backend = await backendFor(request)
  try {
    const { message } = await backend.call(endpoints.rewards.clearBonus)
    return redirectWithToast(request, BONUS_SCREEN, {
      type: 'success',
      key: isErrorCode(message) ? `errors:${message}` : 'errors:BONUS_CLEAR',
    })
  } catch (error) {
    // SPEC §8: a failed cancel shows an alert with the message (e.g. BONUS_CONDITION)
    if (error instanceof ApiError) return { error: moneyErrorMessageKey(error) }
    throw error
  }
}

export default function CancelBonusDialog() {
  const { t } = useTranslation('bonus')
  const { type } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Modal
      title={t('cancel.title')}
      closeTo={BONUS_SCREEN}
      footer={
        <div className="button-row">
          <Link to={BONUS_SCREEN} className="button button-ghost" preventScrollReset>
            {t('back')}
          </Link>
          <Form noValidate method="post" className="button-row-form" preventScrollReset>
            <button type="submit" className="button button-primary button-block">
              {t('cancel.confirm')}
            </button>
          </Form>
        </div>
      }
    >
      <div className="stack">
        <ErrorAlert message={actionData?.error} />
        <p>
          {t('cancel.question', {
            type: type ? t(`types.${type}`) : t('active.unknownType'),
          })}
        </p>
        <p className="notice">{t('cancel.warning')}</p>
      </div>
    </Modal>
  )
}

export { DialogError as ErrorBoundary } from '~/components/route-error'
