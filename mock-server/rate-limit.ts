// In-memory sliding-window counters for the mock server's rate limits. Pure: the clock is
// injected, nothing is shared between server instances.

export type Clock = () => number

export class SlidingWindowCounter {
  readonly #hits = new Map<string, number[]>()

  constructor(
    readonly windowMs: number,
    private readonly now: Clock = Date.now,
  ) {}

  /** Hits of `key` inside the window ending now. */
  count(key: string): number {
    return this.#live(key).length
  }

  /** Records a hit and answers the count including it. */
  hit(key: string): number {
    const hits = this.#live(key)
    hits.push(this.now())
    this.#hits.set(key, hits)
    return hits.length
  }

  /** When `key` was last hit, if that is inside the window. */
  lastHitAt(key: string): number | undefined {
    return this.#live(key).at(-1)
  }

  /** Forgets one key, or every key. */
  reset(key?: string): void {
    if (key === undefined) this.#hits.clear()
    else this.#hits.delete(key)
  }

  /** Number of keys with hits inside the window (stale keys are dropped). */
  get size(): number {
    for (const key of [...this.#hits.keys()]) this.#live(key)
    return this.#hits.size
  }

  #live(key: string): number[] {
    const hits = this.#hits.get(key)
    if (!hits) return []
    const since = this.now() - this.windowMs
    const live = hits.filter((at) => at > since)
    if (live.length === 0) this.#hits.delete(key)
    else if (live.length !== hits.length) this.#hits.set(key, live)
    return live
  }
}
