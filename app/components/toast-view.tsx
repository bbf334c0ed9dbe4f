import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { TOAST_MS } from '~/api/rules'
import { type Toast } from '~/utils/toast'

import { Icon } from './icon'

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
  const text = toast.key.startsWith('raw:') ? toast.key.slice(4) : t(toast.key, toast.values)
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
