// Where the wheel's outcomes come from: a small seeded generator (the same seed gives the same
// spins on every machine), a weighted pick, and the admin's queue of forced outcomes (tests
// and demos decide what the next spins win).

/** A fast 32-bit generator (mulberry32): numbers in [0, 1), the same for the same seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * The slice `r` (in [0, 1)) falls on when each slice takes a share of [0, 1) as large as its
 * weight over the sum of the weights, in order. Slices of weight 0 never win. No slice with a
 * weight above 0, a weight that is not a whole number ≥ 0, or r outside [0, 1) → RangeError.
 */
export function pickSlice<T extends { weight: number }>(slices: readonly T[], r: number): T {
  if (!(r >= 0 && r < 1)) throw new RangeError(`Not a draw in [0, 1): ${r}`)
  let total = 0
  for (const { weight } of slices) {
    if (!Number.isSafeInteger(weight) || weight < 0) throw new RangeError(`Not a weight: ${weight}`)
    total += weight
  }
  if (total === 0) throw new RangeError('No slice can win: every weight is 0')
  const target = r * total
  let end = 0
  let last: T | undefined
  for (const slice of slices) {
    if (slice.weight === 0) continue
    end += slice.weight
    last = slice
    if (target < end) return slice
  }
  // unreachable for r < 1, kept for the type
  return last as T
}

/**
 * The wheel's source of outcomes for one mock server: forced slice codes first, one per spin,
 * then the seeded generator. Kept in memory; a reseed (admin reset) empties the queue and
 * starts the generator from its seed again.
 */
export class SpinOutcomes {
  #queue: string[] = []
  #random: () => number

  constructor(private readonly seed: number) {
    this.#random = mulberry32(seed)
  }

  /** The slice codes the next spins will win, first first. */
  get nextSlices(): readonly string[] {
    return [...this.#queue]
  }

  /** Replaces the queue of forced outcomes. */
  force(codes: readonly string[]): void {
    this.#queue = [...codes]
  }

  /** Takes the next forced code off the queue, if any. */
  takeForced(): string | undefined {
    return this.#queue.shift()
  }

  /** Puts a taken code back in front (its spin was rolled back). */
  putBack(code: string): void {
    this.#queue.unshift(code)
  }

  /** The next draw of the generator, in [0, 1). */
  draw(): number {
    return this.#random()
  }

  reset(): void {
    this.#queue = []
    this.#random = mulberry32(this.seed)
  }
}
