import { RAW_MESSAGE } from '~/utils/translate'

import { ApiError, CLIENT_ERROR_CODES } from './client'
import { isErrorCode } from './error-codes'

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
    : `${RAW_MESSAGE}${code}`
}
