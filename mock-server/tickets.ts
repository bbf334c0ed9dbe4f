// One-time launch tickets of the auto-login calls: the link a call answers opens the demo game
// page once, within ten minutes. Kept in memory: a restart only ends the open links.
import { randomBytes } from 'node:crypto'

import { type Clock } from './rate-limit'

/** A ticket opens its game for ten minutes. */
export const TICKET_TTL_MS = 10 * 60_000

type Ticket = { accountId: number; providerCode: string; expiresAt: number }

export class GameTickets {
  readonly #tickets = new Map<string, Ticket>()

  constructor(private readonly now: Clock = Date.now) {}

  /** A new ticket for a game account at a provider. */
  issue(accountId: number, providerCode: string): string {
    this.#sweep()
    const ticket = randomBytes(18).toString('base64url')
    this.#tickets.set(ticket, { accountId, providerCode, expiresAt: this.now() + TICKET_TTL_MS })
    return ticket
  }

  /**
   * Uses a ticket up: the game account it opens, if it is live and was issued for this
   * provider. A ticket is gone after its first use, whatever the answer.
   */
  consume(ticket: string, providerCode: string): number | undefined {
    const found = this.#tickets.get(ticket)
    this.#tickets.delete(ticket)
    if (!found || found.expiresAt <= this.now() || found.providerCode !== providerCode) {
      return undefined
    }
    return found.accountId
  }

  /** Forgets every ticket (a reseed). */
  clear(): void {
    this.#tickets.clear()
  }

  get size(): number {
    this.#sweep()
    return this.#tickets.size
  }

  #sweep(): void {
    const now = this.now()
    for (const [ticket, { expiresAt }] of this.#tickets) {
      if (expiresAt <= now) this.#tickets.delete(ticket)
    }
  }
}
