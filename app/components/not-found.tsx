import { Link } from '@remix-run/react'

import { useTranslation } from './translations'

/** The 404 card: a page of its own, or the screen inside a layout (`inLayout`). */
export function NotFound({ inLayout = false }: { inLayout?: boolean }) {
  const { t } = useTranslation()
  const card = (
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
  )
  return inLayout ? card : <main className="page page-center">{card}</main>
}
