import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'

import { formatMoney } from '@member-wallet/contract/rules'
import { endpoints } from '@member-wallet/contract/schemas'

import { memberBackendOf } from '~/api/api.server'
import { ApiError } from '~/api/client'
import { messageKeyOf, moneyErrorMessageKey } from '~/api/error-message'
import { BannerCarousel } from '~/components/banner-carousel'
import { Modal } from '~/components/modal'
import { Pager } from '~/components/pager'
import { SafeHtml } from '~/components/safe-html'
import { useTranslation } from '~/components/translations'
import { redirectWithToast } from '~/toast.server'
import { formatDateTime } from '~/utils/dates'
import { canReceiveRefund, firstStep, REFUND_DIALOG, REWARD_PAGE_SIZE } from '~/utils/rewards'
import { sanitizeBanners, sanitizeOperatorHtml } from '~/utils/sanitize.server'
import { listPages, pageParam } from '~/utils/statement'

export const handle = { titleKey: 'member:refund.title' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const url = new URL(request.url)
  const listRequested = url.searchParams.has('list')
  const banners = listRequested ? [] : await backend.tryCall(endpoints.rewards.refundBanners)
  if (firstStep(banners?.length ?? 0, listRequested) === 'banners') {
    return { step: 'banners' as const, banners: sanitizeBanners(banners ?? []) }
  }
  const page = pageParam(url)
  const [check, refunds] = await Promise.all([
    backend.tryCall(endpoints.rewards.refundCheck),
    backend.tryCall(endpoints.rewards.refunds, { body: { page, limit: REWARD_PAGE_SIZE } }),
  ])
  return {
    step: 'dialog' as const,
    check: check ? { ...check, info: sanitizeOperatorHtml(check.info) } : null,
    refunds: refunds?.refunds ?? [],
    failed: refunds === null,
    page,
    ...listPages(page, refunds?.refunds.length ?? 0, refunds?.total, REWARD_PAGE_SIZE),
  }
}

/** Receive: the server's message in green or the error in red, then the dialog checks again. */
export async function action({ request, context }: ActionFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  let toast
  try {
    const { message } = await backend.call(endpoints.rewards.receiveRefund)
    toast = { type: 'success' as const, key: messageKeyOf(message) }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    toast = { type: 'error' as const, key: moneyErrorMessageKey(error) }
  }
  return redirectWithToast(request, REFUND_DIALOG, toast)
}

function RefundDialogBody() {
  const { t, i18n } = useTranslation('member')
  const data = useLoaderData<typeof loader>()
  if (data.step !== 'dialog') return null
  const { check } = data
  const receivable = canReceiveRefund(check)
  return (
    <div className="stack">
      {check ? (
        <div className="card-inset stack-sm">
          <p className="muted">{t('refund.waiting')}</p>
          <p className="amount-large">
            {formatMoney(check.refundAmount)} <span className="currency">{t('home.baht')}</span>
          </p>
          {check.info ? <SafeHtml html={check.info} /> : null}
          {check.bonus ? <p className="alert alert-warning">{t('refund.bonusActive')}</p> : null}
          {!check.result && !check.bonus ? <p className="muted">{t('refund.none')}</p> : null}
          <div className="button-row">
            <Form noValidate method="post" preventScrollReset>
              <button
                type="submit"
                className="button button-primary button-block"
                disabled={!receivable}
              >
                {t('refund.receive')}
              </button>
            </Form>
            <Link to="/user/home/refund-wallet" className="button button-ghost" preventScrollReset>
              {t('refund.toWallet')}
            </Link>
          </div>
        </div>
      ) : (
        <p className="muted">{t('refund.unavailable')}</p>
      )}
      <h3 className="card-title">{t('refund.logs')}</h3>
      {data.refunds.length === 0 ? (
        <p className="muted">{data.failed ? t('refund.unavailable') : t('refund.empty')}</p>
      ) : (
        <ul className="record-list">
          {data.refunds.map((log, index) => (
            <li key={log._id ?? index} className="record">
              <p className="record-time">{formatDateTime(log.createdAt, i18n.language)}</p>
              <p className="record-amount">+{formatMoney(log.refundAmount)}</p>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={data.page}
        pages={data.pages}
        hasNext={data.hasNext}
        query="list=1&page="
        label={t('refund.pages')}
      />
    </div>
  )
}

export default function RefundDialog() {
  const { t } = useTranslation('member')
  const data = useLoaderData<typeof loader>()
  if (data.step === 'banners') {
    return (
      <Modal title={t('refund.title')} closeTo={REFUND_DIALOG}>
        <div className="stack">
          <BannerCarousel banners={data.banners} label={t('refund.banners')} />
          <Link to="?list=1" className="button button-primary button-block" replace>
            {t('refund.continue')}
          </Link>
        </div>
      </Modal>
    )
  }
  return (
    <Modal title={t('refund.title')} closeTo="/user/home">
      <RefundDialogBody />
    </Modal>
  )
}

export { DialogError as ErrorBoundary } from '~/components/dialog-error'
