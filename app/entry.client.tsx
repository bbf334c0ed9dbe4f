import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'

import {
  loadNamespaces,
  readTranslationsScript,
  TranslationsProvider,
} from './components/translations'
import { NAMESPACES } from './i18n'

// the page carries its routes' texts, so hydration waits for no request
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

// the other screens' texts, fetched once the page is idle, so going there waits for none
function whenIdle(work: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 5_000 })
  else setTimeout(work, 2_000)
}
const prefetch = () =>
  whenIdle(() => void loadNamespaces(translations, NAMESPACES).catch(() => undefined))
// Remix imports this module dynamically, which may end after the page's load event
if (document.readyState === 'complete') prefetch()
else window.addEventListener('load', prefetch, { once: true })
