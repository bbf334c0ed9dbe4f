import { useFetchers, useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { LOADING_OVERLAY_DELAY_MS } from '~/api/rules'
import { SPIN_FETCHER_KEY } from '~/utils/spin'

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
    fetchers.some((f) => f.state !== 'idle' && f.key !== SPIN_FETCHER_KEY)
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
