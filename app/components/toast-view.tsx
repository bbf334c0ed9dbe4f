import { useEffect, useState } from 'react'

import { type Toast } from '~/utils/toast'
import { RAW_MESSAGE } from '~/utils/translate'

import { Icon } from './icon'
import { useTranslation } from './translations'

/** SPEC §9: how long a toast stays. */
const TOAST_MS = 4000

/** One toast; with JavaScript it leaves after four seconds, without it stays readable. */
export function ToastView({ toast }: { toast: Toast | null | undefined }) {
  const { t } = useTranslation()
  const [hidden, setHidden] = useState(false)

  useEffect(() => {
    setHidden(false)
    if (!toast) return
    const timer = setTimeout(() => setHidden(true), TOAST_MS)
    return () => clearTimeout(timer)
  }, [toast])

  if (!toast || hidden) return null
  const text = toast.key.startsWith(RAW_MESSAGE)
    ? toast.key.slice(RAW_MESSAGE.length)
    : t(toast.key, toast.values)
  return (
    <div className={`toast toast-${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'}>
      <Icon
        name={toast.type === 'success' ? 'check' : toast.type === 'error' ? 'alert' : 'info'}
        size={20}
      />
      <span>{text}</span>
    </div>
  )
}
