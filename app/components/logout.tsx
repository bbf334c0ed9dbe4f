// Logging out from the member's top bar: a link that asks first, and the question itself.
// Apart from the top bar, which the guest pages share: they load no dialog code.
import { Form, Link, useLocation, useSearchParams } from '@remix-run/react'

import { Icon } from './icon'
import { Modal } from './modal'
import { useTranslation } from './translations'

/** The search parameter that opens the logout confirmation over the current screen. */
const LOGOUT_PARAM = 'logout'

/**
 * "Log out", named in words under its icon. It asks first: a link to this screen with
 * `?logout=1`, so the question is a URL and works without JavaScript (ADR 004).
 */
export function LogoutLink() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return (
    <Link to={`${pathname}?${LOGOUT_PARAM}=1`} className="top-bar-action" preventScrollReset>
      <Icon name="logout" size={20} />
      <span>{t('logout')}</span>
    </Link>
  )
}

/** The confirmation `LogoutLink` opens; logging out itself stays a POST (checked origin). */
export function LogoutDialog() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const [searchParams] = useSearchParams()
  if (!searchParams.has(LOGOUT_PARAM)) return null
  return (
    <Modal title={t('logoutConfirm.title')} closeTo={pathname}>
      <div className="stack">
        <p>{t('logoutConfirm.text')}</p>
        <Form noValidate method="post" action="/logout" className="button-row">
          <Link to={pathname} className="button button-ghost" preventScrollReset>
            {t('logoutConfirm.stay')}
          </Link>
          <button type="submit" className="button button-primary">
            {t('logout')}
          </button>
        </Form>
      </div>
    </Modal>
  )
}
