import { Icon } from '~/components/icon'
import { useTranslation } from '~/components/translations'

export const handle = { titleKey: 'terminated.title' }

export default function Terminated() {
  const { t } = useTranslation()
  return (
    <main className="page page-center">
      <div className="card stack center-text">
        <span className="notice-icon" aria-hidden="true">
          <Icon name="alert" size={40} />
        </span>
        <h1>{t('terminated.title')}</h1>
        <p className="muted">{t('terminated.body')}</p>
      </div>
    </main>
  )
}

export { PageError as ErrorBoundary } from '~/components/route-error'
