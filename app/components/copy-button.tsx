import { useState } from 'react'

import { type Toast } from '~/utils/toast'
import { useHydrated } from '~/utils/use-hydrated'

import { Icon } from './icon'
import { ToastView } from './toast-view'

/**
 * Copies a text and says so in a toast: 'Copied: {text}' or 'Failed to copy' (SPEC §2).
 * Without JavaScript there is nothing to press; the text itself can still be selected.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const hydrated = useHydrated()
  const [toast, setToast] = useState<Toast | null>(null)
  if (!hydrated) return null

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setToast({ type: 'success', key: 'copied', values: { text } })
    } catch {
      setToast({ type: 'error', key: 'copyFailed' })
    }
  }

  return (
    <>
      <button type="button" className="icon-button copy-button" onClick={copy} aria-label={label}>
        <Icon name="copy" size={18} />
      </button>
      {toast ? (
        <div className="toast-region">
          <ToastView toast={toast} />
        </div>
      ) : null}
    </>
  )
}
