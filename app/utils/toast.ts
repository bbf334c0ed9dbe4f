/** A message shown for a few seconds: `key` is a translation key, or `raw:` + server text. */
export type Toast = {
  type: 'success' | 'error' | 'info'
  key: string
  values?: Record<string, string | number>
}

/** The key of the toast in the root's data, if any: the page must carry its namespace. */
export function toastKeys(rootData: unknown): string[] {
  const toast = (rootData as { toast?: Toast | null } | null | undefined)?.toast
  return toast ? [toast.key] : []
}
