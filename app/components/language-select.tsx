import { Form, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

import { type Language, LANGUAGES } from '~/i18n'
import { useRootData } from '~/utils/root-data'

import { Flag } from './flag'
import { Icon } from './icon'

/** A dropdown of the three languages; each choice is a form post, so it works without JS. */
export function LanguageSelect() {
  const { t } = useTranslation()
  const { locale } = useRootData()
  const location = useLocation()
  const current = locale as Language
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
