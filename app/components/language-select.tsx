import { Form, useLocation } from '@remix-run/react'

import { LANGUAGES } from '~/i18n'

import { Flag } from './flag'
import { Icon } from './icon'
import { useTranslation } from './translations'

/**
 * A dropdown of the three languages; each choice is a form post, so it works without JS. With
 * JS too the answer is a whole new document: the page carries the texts of one language only.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation()
  const location = useLocation()
  const current = i18n.language
  return (
    <details className="language-select">
      <summary aria-label={t('language.label')}>
        <Flag language={current} />
        <span>{t(`language.short.${current}`)}</span>
        <Icon name="chevronDown" size={16} />
      </summary>
      <Form
        method="post"
        action="/set-language"
        reloadDocument
        className="language-menu"
        onSubmit={(event) => event.currentTarget.closest('details')?.removeAttribute('open')}
      >
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="submit"
            name="language"
            value={language}
            aria-current={language === current ? 'true' : undefined}
          >
            <Flag language={language} />
            <span>{t(`language.name.${language}`)}</span>
          </button>
        ))}
      </Form>
    </details>
  )
}
