import { Fragment, useState } from 'react'

import { type Toast } from '~/utils/toast'
import { urlParts } from '~/utils/url-parts'
import { useHydrated } from '~/utils/use-hydrated'

import { Icon } from './icon'
import { ToastView } from './toast-view'
import { useTranslation } from './translations'

/**
 * A link to pass on: shown whole in a box that wraps it between its parts (mid-word only where
 * one part is wider than the box) and selects it in one tap, so without JavaScript it can still
 * be copied by hand. With JavaScript,
 * "Share" opens the phone's share sheet (Web Share) where there is one, and "Copy" copies it;
 * what happened is said under the box (SPEC §2: 'Copied: {text}' or 'Failed to copy').
 */
export function ShareLink({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [result, setResult] = useState<Toast | null>(null)
  const canShare = hydrated && typeof navigator.share === 'function'

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setResult({ type: 'success', key: 'copied', values: { text: url } })
    } catch {
      setResult({ type: 'error', key: 'copyFailed' })
    }
  }

  async function share() {
    try {
      await navigator.share({ title, url })
    } catch (error) {
      // the player closed the share sheet: nothing to say
      if (error instanceof DOMException && error.name === 'AbortError') return
      await copy()
    }
  }

  return (
    <div className="stack-sm">
      <p className="copy-box">
        {urlParts(url).map((part, index) => (
          <Fragment key={index}>
            {index > 0 ? <wbr /> : null}
            {part}
          </Fragment>
        ))}
      </p>
      {hydrated ? (
        <div className={canShare ? 'button-row' : 'button-row-form'}>
          {canShare ? (
            <button type="button" className="button button-primary" onClick={share}>
              <Icon name="share" size={18} />
              {t('share')}
            </button>
          ) : null}
          <button type="button" className="button button-ghost" onClick={copy}>
            <Icon name="copy" size={18} />
            {t('copy')}
          </button>
        </div>
      ) : null}
      <ToastView toast={result} inline />
    </div>
  )
}
