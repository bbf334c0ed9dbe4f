// A dialog's ErrorBoundary, apart from the pages' (route-error.tsx): the screens that open no
// dialog, /login among them, load no dialog code.
import { useMatches, useRouteError } from '@remix-run/react'

import { Icon } from './icon'
import { Modal } from './modal'
import { failureTexts, isNotFound, RetryLink } from './route-error'
import { useTranslation } from './translations'

/** The ErrorBoundary of a dialog: the screen behind it stays, and the dialog closes to it. */
export function DialogError() {
  const error = useRouteError()
  const notFound = isNotFound(error)
  const texts = failureTexts(error)
  const { t } = useTranslation()
  const behind = useMatches().at(-2)?.pathname ?? '/'
  if (notFound) {
    return (
      <Modal title={t('notFound.title')} closeTo={behind}>
        <p className="muted center-text">{t('notFound.body')}</p>
      </Modal>
    )
  }
  return (
    <Modal title={t(texts.title)} closeTo={behind}>
      <div className="stack center-text" role="alert">
        <Icon name="alert" size={32} />
        <p>{t(texts.body)}</p>
        <RetryLink />
      </div>
    </Modal>
  )
}
