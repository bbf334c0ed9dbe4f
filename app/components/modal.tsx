import { Link, useNavigate } from '@remix-run/react'
import { type ReactNode, useEffect, useId, useRef } from 'react'

import { useDialog } from '~/utils/use-dialog'

import { Icon } from './icon'
import { useTranslation } from './translations'

/**
 * A dialog rendered by the server as part of the page: it is a URL, the back button closes
 * it, and the close control is a plain link. JavaScript adds the scroll lock and the keyboard
 * (useDialog): focus moves in and stays in, Escape goes to `closeTo` as the close link does,
 * and focus goes back to what opened it.
 */
export function Modal({
  title,
  closeTo,
  children,
  footer,
  describedBy,
}: {
  title: string
  closeTo: string
  children: ReactNode
  footer?: ReactNode
  /** The id of the text a screen reader reads after the title when the dialog opens. */
  describedBy?: string
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const titleId = useId()
  const dialog = useRef<HTMLElement>(null)

  useDialog(dialog, () => navigate(closeTo, { preventScrollReset: true }))

  useEffect(() => {
    document.body.classList.add('modal-open')
    return () => document.body.classList.remove('modal-open')
  }, [])

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
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <div className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <Link to={closeTo} className="icon-button" aria-label={t('close')} preventScrollReset>
            <Icon name="close" />
          </Link>
        </div>
        <div className="modal-body">{children}</div>
        {footer ? <div className="modal-footer">{footer}</div> : null}
      </section>
    </div>
  )
}
