import { type TFunction } from 'i18next'

import { ApiError, CLIENT_ERROR_CODES } from './client'
import { isErrorCode } from './error-codes'

const RAW = 'raw:'

/**
 * What a form or toast carries for an error: the catalogue's translation key when one
 * exists, else the server's raw message marked as such (SPEC §7 response handling).
 */
export function errorMessageKey(error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'INTERNAL_SERVER_ERROR'
  return isErrorCode(code) || (CLIENT_ERROR_CODES as readonly string[]).includes(code)
    ? `errors:${code}`
    : `${RAW}${code}`
}

/** Shows a message key from a form error or toast: translated, or raw when marked raw. */
export function translateMessage(key: string, t: TFunction): string {
  return key.startsWith(RAW) ? key.slice(RAW.length) : t(key)
}
