// A money form's idempotency key (packages/contract/src/idempotency.ts): made with the page,
// sent back with the form, passed to the call that moves the money, and kept when the answer
// did not come, so that pressing again cannot move the money twice.
import { randomUUID } from 'node:crypto'

import { IDEMPOTENCY_FIELD, IdempotencyKey } from '@member-wallet/contract/idempotency'

import { ApiError } from '~/api/client'
import { isUnanswered } from '~/api/error-message'

export function newIdempotencyKey(): string {
  return randomUUID()
}

/**
 * The form's key. A form without a readable one (a page from before keys, a hand-made post)
 * gets one of its own: that post is still sent once, only a repeat of it is not recognised.
 */
export function idempotencyKeyOf(formData: FormData): string {
  const parsed = IdempotencyKey.safeParse(formData.get(IDEMPOTENCY_FIELD))
  return parsed.success ? parsed.data : newIdempotencyKey()
}

/**
 * What an action gives back to its form after a failure: the same key when the answer did not
 * come (the money may have moved: pressing again must not move it twice), none after a clear
 * refusal (nothing moved: the page's next key is a new attempt).
 */
export function keyToKeep(error: unknown, key: string): { idempotencyKey?: string } {
  return error instanceof ApiError && isUnanswered(error) ? { idempotencyKey: key } : {}
}
