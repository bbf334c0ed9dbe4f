import { Link } from '@remix-run/react'

import { useTranslation } from './translations'

export function NotFound() {
  const { t } = useTranslation()
  return (
    <main className="page page-center">
      <div className="card stack center-text">
        <p className="big-number" aria-hidden="true">
          404
        </p>
        <h1>{t('notFound.title')}</h1>
        <p className="muted">{t('notFound.body')}</p>
        <Link className="button button-primary" to="/">
          {t('notFound.home')}
        </Link>
      </div>
    </main>
  )
}
