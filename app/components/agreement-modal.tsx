import { Form } from '@remix-run/react'

import { SafeHtml } from './safe-html'
import { useTranslation } from './translations'

/**
 * The operator's agreement, shown over home until it is accepted. It fades in after 1.5 s
 * (CSS animation delay, so the delay holds without JavaScript too); accepting is a form post.
 */
export function AgreementModal({ agreements }: { agreements: string[] }) {
  const { t } = useTranslation('member')
  return (
    <div className="modal-backdrop agreement-backdrop">
      <div className="modal-scrim" aria-hidden="true" />
      <section className="modal" role="dialog" aria-modal="true" aria-labelledby="agreement-title">
        <header className="modal-header">
          <h2 id="agreement-title">{t('agreement.title')}</h2>
        </header>
        <div className="modal-body stack">
          {agreements.map((html, index) => (
            <SafeHtml key={index} html={html} />
          ))}
        </div>
        <footer className="modal-footer">
          <Form
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
        </footer>
      </section>
    </div>
  )
}
