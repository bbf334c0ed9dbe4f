import { Link } from '@remix-run/react'

import { formatMoney } from '@member-wallet/contract/rules'

import { Pager } from '~/components/pager'
import { useTranslation } from '~/components/translations'
import { formatDateTime } from '~/utils/dates'
import { COUPON_PAGE_PARAM, SPIN_SCREEN } from '~/utils/spin'

import { type CouponRow } from './spin.server'

export function claimHref(id: string, page: number): string {
  const path = `${SPIN_SCREEN}/claim/${encodeURIComponent(id)}`
  return page > 1 ? `${path}?${COUPON_PAGE_PARAM}=${page}` : path
}

/** A slice's label on its own colours, as it looks on the wheel. */
export function SliceChip({
  label,
  bgColor,
  textColor,
}: {
  label: string
  bgColor: string
  textColor: string
}) {
  return (
    <span className="spin-chip" style={{ background: bgColor, color: textColor }}>
      {label}
    </span>
  )
}

/**
 * The coupons won and not yet claimed (SPEC §2 Spin), 3 a page: index, prize (slice label and
 * name), amount, and a claim button that opens the claim dialog.
 */
export function CouponTable({
  rows,
  page,
  pages,
  first,
  failed,
}: {
  rows: CouponRow[]
  page: number
  pages: number
  first: number
  failed: boolean
}) {
  const { t, i18n } = useTranslation('spin')
  return (
    <section className="card stack" aria-labelledby="coupons-title">
      <h2 id="coupons-title" className="card-title">
        {t('coupons.title')}
      </h2>
      {rows.length === 0 ? (
        <p className="muted">{failed ? t('coupons.unavailable') : t('coupons.empty')}</p>
      ) : (
        <table className="coupon-table">
          <thead>
            <tr>
              <th scope="col" className="num">
                {t('coupons.index')}
              </th>
              <th scope="col">{t('coupons.prize')}</th>
              <th scope="col" className="num">
                {t('coupons.amount')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('coupons.action')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={row.id}>
                <td className="num coupon-index">{first + i + 1}</td>
                <td>
                  <SliceChip label={row.label} bgColor={row.bgColor} textColor={row.textColor} />
                  <span className="coupon-name">{row.name}</span>
                  {row.expiredAt ? (
                    <span className="coupon-expiry">
                      {t('coupons.expires', { date: formatDateTime(row.expiredAt, i18n.language) })}
                    </span>
                  ) : null}
                </td>
                <td className="num coupon-amount">{formatMoney(row.amount)}</td>
                <td className="coupon-action">
                  <Link
                    to={claimHref(row.id, page)}
                    className="button button-primary coupon-claim"
                    preventScrollReset
                    aria-label={t('coupons.claimLabel', { label: row.label, name: row.name })}
                  >
                    {t('coupons.claim')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={page} pages={pages} query={`${COUPON_PAGE_PARAM}=`} label={t('coupons.pages')} />
    </section>
  )
}
