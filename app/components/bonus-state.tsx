// The active bonus where it changes what the player can do (issue 35): the rule that ends it in
// numbers where the backend gives them, and the deposit sheet's banner (deposits wait for it).
import { Link } from '@remix-run/react'
import { useId } from 'react'

import { formatMoney } from '@member-wallet/contract/rules'

import { type BonusEndRule } from '~/utils/bonus'

import { Icon } from './icon'
import { useTranslation } from './translations'

/** The threshold, the money now, and whether it can end now: each line only when known. */
export function BonusEndRuleLines({ rule }: { rule: BonusEndRule }) {
  const { t } = useTranslation('member')
  return (
    <>
      <p>
        {rule.below === null
          ? t('bonusState.belowUnknown')
          : t('bonusState.below', { amount: formatMoney(rule.below) })}
        {rule.total === null
          ? null
          : ` ${t('bonusState.total', { amount: formatMoney(rule.total) })}`}
      </p>
      {rule.canEnd === null ? null : (
        <p className="bonus-end-verdict">
          {rule.canEnd ? t('bonusState.canEnd') : t('bonusState.notYet')}
        </p>
      )}
    </>
  )
}

/** Above everything in the deposit sheet while a bonus is active: nothing can be sent. */
export function BonusDepositGate({ rule }: { rule: BonusEndRule | null }) {
  const { t } = useTranslation('member')
  const titleId = useId()
  return (
    <div className="bonus-gate" role="group" aria-labelledby={titleId}>
      <Icon name="gift" size={20} />
      <div className="bonus-gate-body">
        <h3 id={titleId} className="bonus-gate-title">
          {t('bonusState.depositTitle')}
        </h3>
        <p>{t('bonusState.depositText')}</p>
        {rule ? <BonusEndRuleLines rule={rule} /> : null}
        <Link to="/user/bonus" className="bonus-gate-link">
          {t('bonusState.toBonus')}
        </Link>
      </div>
    </div>
  )
}
