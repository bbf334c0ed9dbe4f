// In-memory sliding-window counters for the mock server's rate limits. Pure: the clock is
// injected, nothing is shared between server instances.

export type Clock = () => number

/** One hit: when, and how much it weighs (1 for a plain count, bytes for a byte quota). */
type Hit = { at: number; weight: number }

export class SlidingWindowCounter {
  readonly #hits = new Map<string, Hit[]>()

  constructor(
    readonly windowMs: number,
    private readonly now: Clock = Date.now,
  ) {}

  /** Hits of `key` inside the window ending now. */
  count(key: string): number {
    return this.#live(key).length
  }

  /** The summed weight of the hits of `key` inside the window. */
  total(key: string): number {
    return this.#live(key).reduce((sum, hit) => sum + hit.weight, 0)
  }

  /** Records a hit and answers the count including it. */
  hit(key: string, weight = 1): number {
    const hits = this.#live(key)
    hits.push({ at: this.now(), weight })
    this.#hits.set(key, hits)
    return hits.length
  }

  /** Takes back the latest hit of `key` (a reservation that did not count after all). */
  unhit(key: string): void {
    const hits = this.#live(key).slice(0, -1)
    if (hits.length === 0) this.#hits.delete(key)
    else this.#hits.set(key, hits)
  }

  /** When `key` was last hit, if that is inside the window. */
  lastHitAt(key: string): number | undefined {
    return this.#live(key).at(-1)?.at
  }

  /** Forgets one key, or every key. */
  reset(key?: string): void {
    if (key === undefined) this.#hits.clear()
    else this.#hits.delete(key)
  }

  /** Forgets every key that `matches`. */
  resetWhere(matches: (key: string) => boolean): void {
    for (const key of [...this.#hits.keys()]) if (matches(key)) this.#hits.delete(key)
  }

  /** Number of keys with hits inside the window (stale keys are dropped). */
  get size(): number {
    for (const key of [...this.#hits.keys()]) this.#live(key)
    return this.#hits.size
  }

  #live(key: string): Hit[] {
    const hits = this.#hits.get(key)
    if (!hits) return []
    const since = this.now() - this.windowMs
    const live = hits.filter((hit) => hit.at > since)
    if (live.length === 0) this.#hits.delete(key)
    else if (live.length !== hits.length) this.#hits.set(key, live)
    return live
  }
}
