import { translateMessage } from '@member-wallet/contract/translate'

import { Icon } from './icon'
import { useTranslation } from './translations'

/** The spec's error alert: the generic error title and the server's (translated) message. */
export function ErrorAlert({ message, id }: { message: string | null | undefined; id?: string }) {
  const { t } = useTranslation()
  if (!message) return null
  return (
    <div className="alert alert-error" role="alert" id={id}>
      <Icon name="alert" size={20} />
      <div>
        <strong>{t('error')}</strong>
        <p>{translateMessage(message, t)}</p>
      </div>
    </div>
  )
}
