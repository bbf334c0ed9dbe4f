import { Link } from '@remix-run/react'

import { type BonusType } from '@member-wallet/contract/schemas'

import { Icon } from '~/components/icon'
import { useTranslation } from '~/components/translations'
import { bannerInLanguage } from '~/utils/banners'
import { BONUS_SCREEN, type CardState } from '~/utils/bonus'

export type BonusCard = {
  code: string
  name: string
  type: BonusType
  image: string | null
  state: CardState
  count: number
  maxReceived: number
}

function CardContent({ card }: { card: BonusCard }) {
  const { t, i18n } = useTranslation('bonus')
  return (
    <>
      <span className="bonus-card-art">
        {card.image ? (
          <img
            className="bonus-card-image"
            src={bannerInLanguage(card.image, i18n.language)}
            alt=""
            loading="lazy"
          />
        ) : (
          <Icon name="gift" size={48} />
        )}
        <span className="bonus-card-marks">
          <span className="bonus-type">{t(`types.${card.type}`)}</span>
          {card.state === 'current' ? (
            <span className="bonus-mark is-current">
              <Icon name="check" size={14} />
              {t('card.current')}
            </span>
          ) : null}
          {card.state === 'received' ? (
            <span className="bonus-mark is-received">{t('card.received')}</span>
          ) : null}
        </span>
      </span>
      <span className="bonus-card-info">
        <strong className="bonus-name">{card.name}</strong>
        <span className="bonus-usage">
          {t(`card.usage.${card.type}`, { count: card.count, max: card.maxReceived })}
        </span>
      </span>
    </>
  )
}

/**
 * The bonuses as a grid of cards (SPEC §2 Bonus): each opens its dialog, except one received
 * as often as it may be, which is shown but cannot be opened.
 */
export function BonusCards({ cards }: { cards: BonusCard[] }) {
  return (
    <ul className="bonus-grid">
      {cards.map((card) => (
        <li key={card.code}>
          {card.state === 'received' ? (
            <div className="bonus-card is-received" aria-disabled="true">
              <CardContent card={card} />
            </div>
          ) : (
            <Link
              to={`${BONUS_SCREEN}/${encodeURIComponent(card.code)}`}
              className={`bonus-card is-${card.state}`}
              preventScrollReset
            >
              <CardContent card={card} />
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}
