import { RemixBrowser } from '@remix-run/react'
import i18next from 'i18next'
import Backend from 'i18next-http-backend'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'

import i18n from './i18n'

async function hydrate() {
  const version = window.ENV?.LOCALES_VERSION ?? ''
  await i18next
    .use(initReactI18next)
    .use(Backend)
    .init({
      ...i18n,
      lng: document.documentElement.lang,
      backend: { loadPath: `/locales/{{lng}}/{{ns}}?v=${version}` },
    })

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    )
  })
}

void hydrate()
