import { type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'

import { SLIP_NOTE_CODES } from '@member-wallet/contract/errors'
import { formatMoney } from '@member-wallet/contract/rules'
import { endpoints, type Slip } from '@member-wallet/contract/schemas'

import { memberBackendOf } from '~/api/api.server'
import { Modal } from '~/components/modal'
import { Pager } from '~/components/pager'
import { useTranslation } from '~/components/translations'
import { formatDateTime } from '~/utils/dates'
import {
  entryStatus,
  listPages,
  pageParam,
  slipAmountText,
  slipReasonKey,
  slipViewHref,
  STATEMENT_PAGE_SIZE,
} from '~/utils/statement'

export const handle = { titleKey: 'member:slips.title' }

/** Its own query name, so the statement behind the dialog keeps its page. */
const PAGE_PARAM = 'slipPage'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const page = pageParam(new URL(request.url), PAGE_PARAM)
  const result = await backend.tryCall(endpoints.deposit.slips, {
    body: { page, limit: STATEMENT_PAGE_SIZE },
  })
  const slips = result?.slips ?? []
  return { page, slips, failed: result === null, ...listPages(page, slips.length, result?.total) }
}

function SlipRow({ slip, place }: { slip: Slip; place: { page: number; index: number } }) {
  const { t, i18n } = useTranslation('member')
  const status = entryStatus(slip.status)
  const reason = slipReasonKey(slip.status, slip.note, SLIP_NOTE_CODES)
  const href = slipViewHref(slip, place)
  return (
    <tr>
      <td data-label={t('slips.createdAt')}>{formatDateTime(slip.createdAt, i18n.language)}</td>
      <td data-label={t('slips.amount')} className="num">
        {slipAmountText(slip.amount, formatMoney)}
      </td>
      <td data-label={t('slips.status')}>
        <span className={`status status-${status}`}>{t(`slips.statusLabel.${status}`)}</span>
        {reason ? <span className="slip-reason">{t(reason)}</span> : null}
        {status === 'failed' ? (
          <Link to="/user/home/deposit?method=bank" className="text-link slip-again">
            {t('slips.uploadAgain')}
          </Link>
        ) : null}
      </td>
      <td data-label={t('slips.slip')}>
        {href ? (
          <Link to={href} className="text-link slip-view">
            {t('slips.view')}
          </Link>
        ) : (
          '-'
        )}
      </td>
    </tr>
  )
}

export default function SlipStatusDialog() {
  const { t } = useTranslation('member')
  const { page, pages, hasNext, slips, failed } = useLoaderData<typeof loader>()
  return (
    <Modal title={t('slips.title')} closeTo="/user/statement">
      {slips.length === 0 ? (
        <p className="muted">{failed ? t('slips.unavailable') : t('slips.empty')}</p>
      ) : (
        <table className="slip-table">
          <thead>
            <tr>
              <th scope="col">{t('slips.createdAt')}</th>
              <th scope="col" className="num">
                {t('slips.amount')}
              </th>
              <th scope="col">{t('slips.status')}</th>
              <th scope="col">{t('slips.slip')}</th>
            </tr>
          </thead>
          <tbody>
            {slips.map((slip, index) => (
              <SlipRow key={slip._id ?? index} slip={slip} place={{ page, index }} />
            ))}
          </tbody>
        </table>
      )}
      <Pager
        page={page}
        pages={pages}
        hasNext={hasNext}
        query={`${PAGE_PARAM}=`}
        label={t('slips.pages')}
      />
    </Modal>
  )
}

export { DialogError as ErrorBoundary } from '~/components/dialog-error'
