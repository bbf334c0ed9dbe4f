import { useEffect, useState } from 'react'

/**
 * False in the server's HTML and the first render in the browser, true once React runs:
 * controls that need JavaScript (copy, disabled-until-valid) switch on only then, so the
 * page keeps working without it.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
