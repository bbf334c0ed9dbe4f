import { Link, useNavigate } from '@remix-run/react'
import { type ReactNode, useEffect, useId, useRef } from 'react'

import { Icon } from './icon'
import { useTranslation } from './translations'

/**
 * A dialog rendered by the server as part of the page: it is a URL, the back button closes
 * it, and the close control is a plain link. JavaScript adds Escape and the scroll lock.
 */
export function Modal({
  title,
  closeTo,
  children,
  footer,
}: {
  title: string
  closeTo: string
  children: ReactNode
  footer?: ReactNode
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const titleId = useId()
  const dialog = useRef<HTMLElement>(null)

  useEffect(() => {
    // keyboard and screen-reader users land in the dialog, not behind it
    dialog.current?.focus()
    document.body.classList.add('modal-open')
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') navigate(closeTo, { preventScrollReset: true })
    }
    window.addEventListener('keydown', onKey)
    return () => {
      document.body.classList.remove('modal-open')
      window.removeEventListener('keydown', onKey)
    }
  }, [closeTo, navigate])

  return (
    <div className="modal-backdrop">
      <Link
        to={closeTo}
        className="modal-scrim"
        aria-hidden="true"
        tabIndex={-1}
        preventScrollReset
      />
      <section
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <Link to={closeTo} className="icon-button" aria-label={t('close')} preventScrollReset>
            <Icon name="close" />
          </Link>
        </header>
        <div className="modal-body">{children}</div>
        {footer ? <footer className="modal-footer">{footer}</footer> : null}
      </section>
    </div>
  )
}
