// The names a money form's idempotency key travels under, apart from the rest of
// idempotency.ts so that a page's script carries these strings and nothing of the contract.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** Set on an answer that repeats the first answer to the same key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed'

/** The form field the key travels in from the page to the app's server. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey'
