import { Form, useLocation } from '@remix-run/react'
import { type RefObject, useEffect, useRef } from 'react'

import { LANGUAGES } from '~/i18n'

import { Flag } from './flag'
import { Icon } from './icon'
import { useTranslation } from './translations'

/**
 * With JavaScript the open menu closes on Escape (focus back on its button) and on a tap
 * anywhere else, as a menu does. It is a disclosure, not a modal: Tab may leave it. The
 * listeners stay from hydration on, not from the menu's toggle event (which comes a task after
 * it opens), so a tap right after opening it closes it too.
 */
function useDismiss(details: RefObject<HTMLDetailsElement>) {
  useEffect(() => {
    const element = details.current
    if (!element) return
    const close = () => element.removeAttribute('open')
    const onKeyDown = (event: KeyboardEvent) => {
      if (!element.open || event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      close()
      element.querySelector('summary')?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!element.open) return
      if (event.target instanceof Node && !element.contains(event.target)) close()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [details])
}

/**
 * A dropdown of the three languages; each choice is a form post, so it works without JS. With
 * JS too the answer is a whole new document: the page carries the texts of one language only.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation()
  const location = useLocation()
  const current = i18n.language
  const details = useRef<HTMLDetailsElement>(null)
  useDismiss(details)
  return (
    <details ref={details} className="language-select">
      {/* its name is what it shows, after the word for language: "ภาษา TH" */}
      <summary>
        <span className="visually-hidden">{t('language.label')}</span>
        <Flag language={current} />
        <span>{t(`language.short.${current}`)}</span>
        <Icon name="chevronDown" size={16} />
      </summary>
      <Form
        noValidate
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
