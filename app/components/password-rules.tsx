import { PASSWORD_MIN, passwordRulesMet } from '~/utils/password'
import { useHydrated } from '~/utils/use-hydrated'

import { Icon } from './icon'
import { useTranslation } from './translations'

/**
 * The rules of a new password, under its field: a list without JavaScript, ticked one by one
 * as the player types with it.
 */
export function PasswordRules({ password, confirm }: { password?: string; confirm?: string }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const met = passwordRulesMet(password ?? '', confirm ?? '')
  const rules = [
    { id: 'length', text: t('passwordRules.length', { count: PASSWORD_MIN }), met: met.length },
    { id: 'same', text: t('passwordRules.same'), met: met.same },
  ]
  return (
    <ul className="password-rules">
      {rules.map((rule) => {
        const ticked = hydrated && rule.met
        return (
          <li key={rule.id} className={ticked ? 'is-met' : undefined}>
            <Icon name={ticked ? 'check' : 'info'} size={16} />
            {rule.text}
            {ticked ? <span className="visually-hidden"> {t('passwordRules.met')}</span> : null}
          </li>
        )
      })}
    </ul>
  )
}
