import { Link, useNavigate } from '@remix-run/react'
import { useEffect } from 'react'

import { REGISTER_REDIRECT_MS } from '@member-wallet/contract/rules'

import { Icon } from '~/components/icon'
import { useTranslation } from '~/components/translations'
import { loginAddress } from '~/utils/login'
import { useHydrated } from '~/utils/use-hydrated'

/**
 * The account exists: said on this page, then /login after two seconds (SPEC §2, with
 * JavaScript), with the phone filled in and "registered, log in" above the form. Without
 * JavaScript the page stays and its button leads on: a timed meta refresh would move the reader
 * away before they finish (WCAG 2.2.1, axe's meta-refresh; ADR 012).
 */
export function RegisterDone({ phone }: { phone: string }) {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const login = loginAddress(phone, { registered: true })
  useEffect(() => {
    window.localStorage.removeItem('code')
    const timer = setTimeout(() => navigate(login), REGISTER_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [navigate, login])
  return (
    <div className="auth-page">
      <div className="card stack center-text" role="status">
        <span className="success-icon" aria-hidden="true">
          <Icon name="check" size={40} />
        </span>
        <h1>{t('register.successTitle')}</h1>
        <p>
          <strong>{t('register.success')}</strong>
        </p>
        <p className="muted">{hydrated ? t('register.redirecting') : t('register.loginNow')}</p>
        <Link to={login} className="button button-primary button-block">
          {t('register.goLogin')}
        </Link>
      </div>
    </div>
  )
}
