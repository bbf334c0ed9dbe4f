import { Link } from '@remix-run/react'

import { formatMoney } from '@member-wallet/contract/rules'

import { type PendingCard, type PendingItem } from '~/utils/pending'

import { Icon, type IconName } from './icon'
import { useTranslation } from './translations'

const ICONS: Record<PendingItem['kind'], IconName> = {
  qr: 'deposit',
  slip: 'document',
  withdraw: 'withdraw',
}

/** Home's cards for what the player started and is not done yet, each a link to where it is. */
export function PendingCards({ items }: { items: PendingCard[] }) {
  const { t } = useTranslation('member')
  if (items.length === 0) return null
  const text = (item: PendingCard) => {
    if (item.kind === 'qr') {
      return t('pending.qr', { amount: formatMoney(item.amount), time: item.time })
    }
    if (item.kind === 'slip') return t('pending.slip', { time: item.time })
    return t('pending.withdraw', { amount: formatMoney(item.amount), time: item.time })
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
