import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'

import { readTranslationsScript, TranslationsProvider } from './components/translations'

// the page carries its language's texts, so hydration waits for no request
const translations = readTranslationsScript()

startTransition(() => {
  hydrateRoot(
    document,
    <TranslationsProvider translations={translations}>
      <StrictMode>
        <RemixBrowser />
      </StrictMode>
    </TranslationsProvider>,
  )
})
