import { Link, useNavigate } from '@remix-run/react'
import { useEffect } from 'react'

import { REGISTER_REDIRECT_MS } from '~/api/rules'
import { Icon } from '~/components/icon'
import { ToastView } from '~/components/toast-view'
import { useTranslation } from '~/components/translations'
import { useHydrated } from '~/utils/use-hydrated'

/**
 * The account exists: a success toast, then /login after two seconds (SPEC §2, with
 * JavaScript). Without it the page stays and its button leads on: a timed meta refresh would
 * move the reader away before they finish (WCAG 2.2.1, axe's meta-refresh; ADR 012).
 */
export function RegisterDone() {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const hydrated = useHydrated()
  useEffect(() => {
    window.localStorage.removeItem('code')
    const timer = setTimeout(() => navigate('/login'), REGISTER_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [navigate])
  return (
    <div className="auth-page">
      <div className="toast-region">
        <ToastView toast={{ type: 'success', key: 'auth:register.success' }} />
      </div>
      <div className="card stack center-text">
        <span className="success-icon" aria-hidden="true">
          <Icon name="check" size={40} />
        </span>
        <h1>{t('register.successTitle')}</h1>
        <p className="muted">{hydrated ? t('register.redirecting') : t('register.loginNow')}</p>
        <Link to="/login" className="button button-primary button-block">
          {t('register.goLogin')}
        </Link>
      </div>
    </div>
  )
}
