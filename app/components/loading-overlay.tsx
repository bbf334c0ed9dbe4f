import { useFetchers, useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'

import { IDEMPOTENCY_FIELD } from '@member-wallet/contract/idempotency-field'

import { useTranslation } from './translations'

/** SPEC §9: the overlay shows once a navigation or fetcher has taken this long. */
const LOADING_OVERLAY_DELAY_MS = 200

/** Past this, the overlay says in words what is happening (issue 35). */
export const SLOW_WAIT_MS = 2000

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
 * while the prize wheel turns. Past 2 s it says what is happening: for a form that moves money
 * (it carries an idempotency key), that it is being done and the page must stay open.
 */
export function LoadingOverlay() {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const fetchers = useFetchers()
  const busy =
    navigation.state !== 'idle' ||
    fetchers.some((f) => f.state !== 'idle' && !isQuietFetcher(f.key))
  const movingMoney = navigation.formData?.has(IDEMPOTENCY_FIELD) === true
  const [shown, setShown] = useState<'no' | 'spinner' | 'words'>('no')

  useEffect(() => {
    if (!busy) {
      setShown('no')
      return
    }
    const spinner = setTimeout(() => setShown('spinner'), LOADING_OVERLAY_DELAY_MS)
    const words = setTimeout(() => setShown('words'), SLOW_WAIT_MS)
    return () => {
      clearTimeout(spinner)
      clearTimeout(words)
    }
  }, [busy])

  if (shown === 'no') return null
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <div className="loading-box">
        <span className="spinner" aria-hidden="true" />
        {shown === 'words' ? (
          <p className="loading-words">{movingMoney ? t('moneyWaiting') : t('stillLoading')}</p>
        ) : (
          <span className="visually-hidden">{t('loading')}</span>
        )}
      </div>
    </div>
  )
}
