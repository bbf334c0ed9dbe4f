import { Link } from '@remix-run/react'

import { formatMoney } from '@member-wallet/contract/rules'

import { formatDateTime } from '~/utils/dates'
import { type PendingItem } from '~/utils/pending'

import { Icon, type IconName } from './icon'
import { useTranslation } from './translations'

const ICONS: Record<PendingItem['kind'], IconName> = {
  qr: 'deposit',
  slip: 'document',
  withdraw: 'withdraw',
}

/** Home's cards for what the player started and is not done yet, each a link to where it is. */
export function PendingCards({ items }: { items: PendingItem[] }) {
  const { t, i18n } = useTranslation('member')
  if (items.length === 0) return null
  const when = (at: string) => formatDateTime(at, i18n.language)
  const text = (item: PendingItem) => {
    if (item.kind === 'qr') {
      return t('pending.qr', { amount: formatMoney(item.amount), time: when(item.until) })
    }
    if (item.kind === 'slip') return t('pending.slip', { time: when(item.at) })
    return t('pending.withdraw', { amount: formatMoney(item.amount), time: when(item.at) })
  }
  return (
    <section className="pending" aria-labelledby="pending-title">
      <h2 id="pending-title" className="pending-title">
        {t('pending.title')}
      </h2>
      <ul className="pending-list">
        {items.map((item) => (
          <li key={`${item.kind}-${item.kind === 'qr' ? item.until : item.at}`}>
            <Link to={item.href} className="pending-card" preventScrollReset>
              <Icon name={ICONS[item.kind]} size={20} />
              <span>{text(item)}</span>
              <span className="spinner spinner-sm" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
