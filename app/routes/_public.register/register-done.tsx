import { Link, useNavigate } from '@remix-run/react'
import { useEffect } from 'react'

import { REGISTER_REDIRECT_MS } from '~/api/rules'
import { Icon } from '~/components/icon'
import { ToastView } from '~/components/toast-view'
import { useTranslation } from '~/components/translations'

/** The account exists: a success toast, then /login after two seconds (meta refresh without JS). */
export function RegisterDone() {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  useEffect(() => {
    window.localStorage.removeItem('code')
    const timer = setTimeout(() => navigate('/login'), REGISTER_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [navigate])
  return (
    <div className="auth-page">
      <meta httpEquiv="refresh" content={`${REGISTER_REDIRECT_MS / 1000};url=/login`} />
      <div className="toast-region">
        <ToastView toast={{ type: 'success', key: 'auth:register.success' }} />
      </div>
      <div className="card stack center-text">
        <span className="success-icon" aria-hidden="true">
          <Icon name="check" size={40} />
        </span>
        <h1>{t('register.successTitle')}</h1>
        <p className="muted">{t('register.redirecting')}</p>
        <Link to="/login" className="button button-primary button-block">
          {t('register.goLogin')}
        </Link>
      </div>
    </div>
  )
}
