// The limits on wrong passwords at POST /api/login. Three counters of wrong passwords in one
// window (docs/decisions/016-mock-login-limits.md explains the choice):
//   - per phone and client address: the member's own lockout, which a stranger elsewhere
//     cannot cause;
//   - per client address, whatever the phone: one client cannot guess across many phones; but
//     a phone that has logged in from that address before still may, so the members behind a
//     carrier's shared address are not all locked out by one guesser among them;
//   - per phone, from every address: past this wider cap each address has one try on the
//     phone, so guessing from many addresses gains one guess per address, while the member,
//     from an address that has not failed, still gets in with the right password.
// An attempt is reserved (counted as wrong) before the slow password check and taken back when
// the password was right, so parallel guesses cannot slip past a limit. Pure: the clock is
// injected.
import { type Clock, SlidingWindowCounter } from './rate-limit'

export type LoginLimitSettings = {
  /** Wrong passwords per phone from one client address. */
  perPhoneAndAddress: number
  /** Wrong passwords per client address, over every phone. */
  perAddress: number
  /** Wrong passwords per phone from all addresses, before each address gets only one try. */
  perPhone: number
  windowMs: number
  /** How long a phone that logged in from an address stays known there. */
  knownForMs: number
}

/** Known phone-and-address pairs kept at most; the oldest go first. */
const KNOWN_MAX = 100_000

/**
 * A reserved attempt: it stays counted as a wrong password (the phone unknown, the password
 * wrong, or the check failing) unless the password was right.
 */
export type LoginAttempt = {
  /** The password was right: the attempt does not count, and the pair's failures are forgotten. */
  succeeded: () => void
}

const pairKey = (phone: string, address: string) => `${phone}\n${address}`

export class LoginLimits {
  readonly #pair: SlidingWindowCounter
  readonly #address: SlidingWindowCounter
  readonly #phone: SlidingWindowCounter
  /** Phone-and-address pairs with a right password, and when: insertion order is age. */
  readonly #known = new Map<string, number>()

  constructor(
    private readonly settings: LoginLimitSettings,
    private readonly now: Clock = Date.now,
  ) {
    this.#pair = new SlidingWindowCounter(settings.windowMs, now)
    this.#address = new SlidingWindowCounter(settings.windowMs, now)
    this.#phone = new SlidingWindowCounter(settings.windowMs, now)
  }

  /** Whether `address` may try a password for `phone` now. */
  allows(phone: string, address: string): boolean {
    const { perPhoneAndAddress, perAddress, perPhone } = this.settings
    const pairFailures = this.#pair.count(pairKey(phone, address))
    if (pairFailures >= perPhoneAndAddress) return false
    if (this.#address.count(address) >= perAddress && !this.#isKnown(phone, address)) return false
    return !(this.#phone.count(phone) >= perPhone && pairFailures > 0)
  }

  #isKnown(phone: string, address: string): boolean {
    const at = this.#known.get(pairKey(phone, address))
    return at !== undefined && this.now() - at < this.settings.knownForMs
  }

  #remember(phone: string, address: string): void {
    const key = pairKey(phone, address)
    this.#known.delete(key)
    this.#known.set(key, this.now())
    if (this.#known.size > KNOWN_MAX) this.#known.delete(this.#known.keys().next().value!)
  }

  /**
   * Reserves an attempt, counted as wrong until told otherwise; null when a limit is reached.
   * Synchronous: no other request runs between the check and the count.
   */
  reserve(phone: string, address: string): LoginAttempt | null {
    if (!this.allows(phone, address)) return null
    const pair = pairKey(phone, address)
    this.#pair.hit(pair)
    this.#address.hit(address)
    this.#phone.hit(phone)
    let settled = false
    return {
      succeeded: () => {
        if (settled) return
        settled = true
        this.#pair.reset(pair)
        this.#address.unhit(address)
        this.#phone.unhit(phone)
        this.#remember(phone, address)
      },
    }
  }

  /** Forgets the failures on one phone (every address), or everything. */
  reset(phone?: string): void {
    if (phone === undefined) {
      this.#pair.reset()
      this.#address.reset()
      this.#phone.reset()
      return
    }
    this.#pair.resetWhere((key) => key.startsWith(`${phone}\n`))
    this.#phone.reset(phone)
  }
}
