import { type TFunction } from 'i18next'

import { ApiError, CLIENT_ERROR_CODES } from './client'
import { isErrorCode } from './error-codes'

const RAW = 'raw:'

/**
 * What a form or toast carries for an error: the catalogue's translation key when one
 * exists, else the server's raw message marked as such (SPEC §7 response handling).
 */
export function errorMessageKey(error: unknown): string {
  return messageKeyOf(error instanceof ApiError ? error.code : 'INTERNAL_SERVER_ERROR')
}

/** The same for a code the backend sent in a successful answer ({ message }, { error }). */
export function messageKeyOf(code: string): string {
  return isErrorCode(code) || (CLIENT_ERROR_CODES as readonly string[]).includes(code)
    ? `errors:${code}`
    : `${RAW}${code}`
}

/** A message key with values to fill in, carried as one string (form errors are strings). */
export function messageWithValues(key: string, values: Record<string, string | number>): string {
  return `${key}|${JSON.stringify(values)}`
}

/** Shows a message key from a form error or toast: translated, or raw when marked raw. */
export function translateMessage(message: string, t: TFunction): string {
  if (message.startsWith(RAW)) return message.slice(RAW.length)
  const split = message.indexOf('|')
  if (split === -1) return t(message)
  return t(message.slice(0, split), JSON.parse(message.slice(split + 1)) as Record<string, unknown>)
}
