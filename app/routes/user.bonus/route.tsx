import { type LoaderFunctionArgs } from '@remix-run/node'
import { Link, Outlet, useLoaderData, useLocation, useNavigation } from '@remix-run/react'

import { endpoints } from '@member-wallet/contract/schemas'

import { memberBackendOf } from '~/api/api.server'
import { activeBonusState } from '~/api/bonus.server'
import { BonusEndRuleLines } from '~/components/bonus-state'
import { Icon } from '~/components/icon'
import { Modal } from '~/components/modal'
import { useTranslation } from '~/components/translations'
import { type RouteHandle } from '~/i18n'
import {
  type ActiveBonusState,
  BONUS_SCREEN,
  bonusName,
  cardState,
  PROMOTION_DIALOG,
  receivedCount,
} from '~/utils/bonus'
import { safeImageSrc } from '~/utils/safe-image'

import { type BonusCard, BonusCards } from './bonus-cards'
import { PromotionSearch } from './promotion-search'

export const handle = { titleKey: 'bonus:title', i18n: ['bonus'] } satisfies RouteHandle

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const [active, bonuses] = await Promise.all([
    activeBonusState(backend),
    backend.tryCall(endpoints.rewards.bonuses),
  ])
  const now = new Date()
  const cards: BonusCard[] = (bonuses ?? []).map((bonus) => ({
    code: bonus.code,
    name: bonusName(bonus),
    type: bonus.type,
    image: safeImageSrc(bonus.banners.find((banner) => banner.image)?.image ?? ''),
    state: cardState(bonus, now),
    count: receivedCount(bonus.type, bonus.userBonus?.received ?? [], now),
    maxReceived: bonus.maxReceived,
  }))
  return {
    // a failed check leaves the promotion form open: the backend refuses what is not allowed
    active,
    cards,
    failed: bonuses === null,
    outage: backend.outage,
  }
}

function ActiveBonus({ bonus, name }: { bonus: ActiveBonusState; name: string | null }) {
  const { t } = useTranslation('bonus')
  const { type, rule } = bonus
  return (
    <section className="card bonus-active" aria-labelledby="active-bonus-title">
      <span className="bonus-active-icon" aria-hidden="true">
        <Icon name="gift" size={26} />
      </span>
      <div className="bonus-active-main">
        <h2 id="active-bonus-title" className="card-title">
          {t('active.title')}
        </h2>
        {name ? <p className="bonus-active-name">{name}</p> : null}
        <p className="muted">
          {t('active.type', { type: type ? t(`types.${type}`) : t('active.unknownType') })}
        </p>
      </div>
      <div className="bonus-active-rule">
        <BonusEndRuleLines rule={rule} />
      </div>
      {/* a cancel the backend would refuse is not offered: the rule above says why */}
      {rule.canEnd === false ? null : (
        <Link
          to={`${BONUS_SCREEN}/cancel`}
          className="button button-ghost bonus-cancel"
          preventScrollReset
        >
          {t('active.cancel')}
        </Link>
      )}
    </section>
  )
}

export default function BonusScreen() {
  const { t } = useTranslation('bonus')
  const { active, cards, failed } = useLoaderData<typeof loader>()
  const location = useLocation()
  const navigation = useNavigation()
  const onPromotion = location.pathname === PROMOTION_DIALOG
  // with JavaScript the dialog says it is searching while the lookup runs
  const searching =
    navigation.state !== 'idle' && navigation.location.pathname === PROMOTION_DIALOG && !onPromotion
  const code = onPromotion ? (new URLSearchParams(location.search).get('code') ?? '') : ''
  const current = cards.find((card) => card.state === 'current')

  return (
    <div className="stack-lg">
      <h1>{t('title')}</h1>
      {active ? <ActiveBonus bonus={active} name={current?.name ?? null} /> : null}
      <PromotionSearch code={code.toUpperCase()} locked={active !== null} />
      <section className="stack" aria-labelledby="bonus-list-title">
        <h2 id="bonus-list-title" className="bonus-list-title">
          {t('list.title')}
        </h2>
        {cards.length ? (
          <BonusCards cards={cards} />
        ) : (
          <p className="card muted">{failed ? t('list.unavailable') : t('list.empty')}</p>
        )}
      </section>
      {searching ? (
        <Modal title={t('promotion.title')} closeTo={BONUS_SCREEN}>
          <p className="promotion-searching" role="status">
            <span className="spinner spinner-sm" aria-hidden="true" />
            {t('promotion.searching')}
          </p>
        </Modal>
      ) : (
        <Outlet />
      )}
    </div>
  )
}

export { ScreenError as ErrorBoundary } from '~/components/route-error'
