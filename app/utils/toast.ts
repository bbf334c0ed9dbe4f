/** A message shown for a few seconds: `key` is a translation key, or `raw:` + server text. */
export type Toast = {
  type: 'success' | 'error' | 'info'
  key: string
  values?: Record<string, string | number>
}
