import { useFetchers, useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'

import { useTranslation } from './translations'

/** SPEC §9: the overlay shows once a navigation or fetcher has taken this long. */
const LOADING_OVERLAY_DELAY_MS = 200

/**
 * A fetcher whose key starts with this shows its own progress (the turning prize wheel), so
 * the overlay does not cover it. A prefix rather than an import keeps the spin screen's code
 * out of the root, which every page loads.
 */
const QUIET_FETCHER_PREFIX = 'quiet:'

export function isQuietFetcher(key: string): boolean {
  return key.startsWith(QUIET_FETCHER_PREFIX)
}

/**
 * Covers the page while a navigation or fetcher runs, but only once it has taken 200 ms; not
 * while the prize wheel turns.
 */
export function LoadingOverlay() {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const fetchers = useFetchers()
  const busy =
    navigation.state !== 'idle' ||
    fetchers.some((f) => f.state !== 'idle' && !isQuietFetcher(f.key))
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    if (!busy) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), LOADING_OVERLAY_DELAY_MS)
    return () => clearTimeout(timer)
  }, [busy])

  if (!visible) return null
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  )
}
