import { useEffect, useState } from 'react'

import { RAW_MESSAGE } from '@member-wallet/contract/translate'
import { dynamicKey } from '@member-wallet/contract/translation-keys'

import { type Toast } from '~/utils/toast'

import { Icon } from './icon'
import { useTranslation } from './translations'

/** SPEC §9: how long a toast stays. */
const TOAST_MS = 4000

/**
 * One message (ADR 018). A toast floats above the bottom menu (above the sheet while a dialog
 * is open), clear of titles, buttons and the wallet card, never takes a tap, and with JavaScript
 * leaves after four seconds; without it, it stays readable. `inline` is a result said where it
 * belongs, in the flow of a form or a dialog: it stays.
 */
export function ToastView({
  toast,
  inline = false,
}: {
  toast: Toast | null | undefined
  inline?: boolean
}) {
  const { t } = useTranslation()
  const [hidden, setHidden] = useState(false)

  useEffect(() => {
    setHidden(false)
    if (!toast || inline) return
    const timer = setTimeout(() => setHidden(true), TOAST_MS)
    return () => clearTimeout(timer)
  }, [toast, inline])

  if (!toast || hidden) return null
  const text = toast.key.startsWith(RAW_MESSAGE)
    ? toast.key.slice(RAW_MESSAGE.length)
    : t(dynamicKey(toast.key), toast.values)
  return (
    <div
      className={`${inline ? 'inline-result' : 'toast'} toast-${toast.type}`}
      role={toast.type === 'error' ? 'alert' : 'status'}
    >
      <Icon
        name={toast.type === 'success' ? 'check' : toast.type === 'error' ? 'alert' : 'info'}
        size={20}
      />
      <span>{text}</span>
    </div>
  )
}
