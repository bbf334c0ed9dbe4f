import { IDEMPOTENCY_FIELD } from '@member-wallet/contract/idempotency-field'

/** The hidden field that carries a money form's key (utils/idempotency.server.ts). */
export function IdempotencyKeyField({ value }: { value: string }) {
  return <input type="hidden" name={IDEMPOTENCY_FIELD} value={value} />
}
