import { isErrorCode } from '@member-wallet/contract/errors'
import { messageWithValues, RAW_MESSAGE } from '@member-wallet/contract/translate'

import { ApiError, CLIENT_ERROR_CODES } from './client'

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

/** Shown when a money-moving call got no readable answer (errors.json). */
export const CHECK_STATEMENT_KEY = 'errors:checkStatement'

/**
 * Whether the backend's answer to a call never came or could not be read: timed out, the
 * connection failed, a gateway gave up waiting (504), or a success that broke the contract.
 * The backend may have done the work all the same.
 */
export function isUnanswered(error: ApiError): boolean {
  return error.status === 0 || error.status === 504 || error.code === 'INVALID_RESPONSE'
}

/**
 * The message of a failed money-moving action (transfer, withdraw, deposit, claims). Without
 * an answer the money may have moved: the player is sent to the statement, never told that it
 * failed and invited to send it again.
 */
export function moneyErrorMessageKey(error: unknown): string {
  return error instanceof ApiError && isUnanswered(error)
    ? CHECK_STATEMENT_KEY
    : errorMessageKey(error)
}

/**
 * A refusal the backend says ends after `seconds` (Retry-After): how long to wait, in minutes
 * from two minutes on (rounded up), in seconds below.
 */
export function waitMessageKey(seconds: number): string {
  return seconds >= 120
    ? messageWithValues('errors:waitMinutes', { count: Math.ceil(seconds / 60) })
    : messageWithValues('errors:waitSeconds', { count: Math.max(1, seconds) })
}

/** The message of a failed call, with the wait the backend asked for when it said one. */
export function errorOrWaitMessageKey(error: unknown): string {
  return error instanceof ApiError && error.retryAfterSeconds !== undefined
    ? waitMessageKey(error.retryAfterSeconds)
    : errorMessageKey(error)
}
