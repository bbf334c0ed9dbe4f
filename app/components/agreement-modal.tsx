import { Form } from '@remix-run/react'
import { useRef } from 'react'

import { useDialog } from '~/utils/use-dialog'

import { SafeHtml } from './safe-html'
import { useTranslation } from './translations'

/**
 * The operator's agreement, shown over home until it is accepted. It fades in after 1.5 s
 * (CSS animation delay, so the delay holds without JavaScript too); accepting is a form post.
 * With JavaScript focus moves in once it shows and stays in; it has no close control and
 * Escape does not dismiss it: the only way on is to accept (SPEC §2 home, agreement.spec).
 */
export function AgreementModal({ agreements }: { agreements: string[] }) {
  const { t } = useTranslation('member')
  const dialog = useRef<HTMLElement>(null)
  useDialog(dialog)
  return (
    <div className="modal-backdrop agreement-backdrop">
      <div className="modal-scrim" aria-hidden="true" />
      <section
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="agreement-title"
        tabIndex={-1}
      >
        <div className="modal-header">
          <h2 id="agreement-title">{t('agreement.title')}</h2>
        </div>
        <div className="modal-body stack">
          {agreements.map((html, index) => (
            <SafeHtml key={index} html={html} />
          ))}
        </div>
        <div className="modal-footer">
          <Form
            noValidate
            method="post"
            action="/user/home?index"
            onSubmit={() => window.localStorage.setItem('remember-agreement', '1')}
          >
            <button
              type="submit"
              name="intent"
              value="agree"
              className="button button-primary button-block"
            >
              {t('agreement.accept')}
            </button>
          </Form>
        </div>
      </section>
    </div>
  )
}
