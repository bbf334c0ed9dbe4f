import { type ReactNode } from 'react'

import { translateMessage } from '@member-wallet/contract/translate'

import { Icon } from './icon'
import { useTranslation } from './translations'

/** The spec's error alert: the generic error title and the server's (translated) message. */
export function ErrorAlert({
  message,
  id,
  children,
}: {
  message: string | null | undefined
  id?: string
  /** What the player needs to know beside it (where money went), in the same alert. */
  children?: ReactNode
}) {
  const { t } = useTranslation()
  if (!message) return null
  return (
    <div className="alert alert-error" role="alert" id={id}>
      <Icon name="alert" size={20} />
      <div>
        <strong>{t('error')}</strong>
        <p>{translateMessage(message, t)}</p>
        {children}
      </div>
    </div>
  )
}
