import { type ReactNode } from 'react'

import { type Contact } from '@member-wallet/contract/schemas'

import { useRootData } from '~/utils/root-data'
import { safeWebUrl } from '~/utils/safe-link'

import { Icon } from './icon'
import { useTranslation } from './translations'

/** The operator's contact text, the chat (children), LINE account and QR code, the version. */
export function ContactDetails({
  contact,
  children,
}: {
  contact: Contact | null
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const { ENV } = useRootData()
  const lineHref = contact ? safeWebUrl(contact.lineLink) : null
  return (
    <div className="stack-lg">
      <section className="card stack">
        <h1>{t('contact.title')}</h1>
        {contact ? (
          <p className="pre-line">{contact.contactText}</p>
        ) : (
          <p className="muted">{t('contact.unavailable')}</p>
        )}
      </section>
      {children}
      {contact ? (
        <section className="card line-card">
          <img
            src={contact.lineQR}
            alt={t('contact.lineQrAlt', { name: contact.lineName })}
            width={160}
            height={160}
          />
          <div className="stack">
            <p className="muted">{t('contact.lineLabel')}</p>
            <p className="line-name">{contact.lineName}</p>
          </div>
          {/* under the QR code and the name, across the card: its words stay on one line */}
          {lineHref ? (
            <a
              className="button button-line line-card-add"
              href={lineHref}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name="line" size={20} />
              {t('contact.addLine')}
            </a>
          ) : null}
        </section>
      ) : null}
      <p className="version muted">{t('contact.version', { version: ENV.CLIENT_VERSION })}</p>
    </div>
  )
}
