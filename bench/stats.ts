// Throughput and latency figures from a list of timings.

/** One load run's figures: completed operations per second and their latency percentiles. */
export type Throughput = {
  perSecond: number
  p50Ms: number
  p99Ms: number
  /** Operations that completed successfully. */
  completed: number
  /** Operations answered non-2xx, or with no answer at all. */
  failed: number
  seconds: number
}

/** The nearest-rank percentile `p` (0–100) of `values`; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length))
  return sorted[Math.min(rank, sorted.length) - 1] ?? 0
}

/** Figures of a run that took `seconds`: `latenciesMs` of the successful operations. */
export function summarize(
  latenciesMs: readonly number[],
  failed: number,
  seconds: number,
): Throughput {
  return {
    perSecond: seconds > 0 ? latenciesMs.length / seconds : 0,
    p50Ms: percentile(latenciesMs, 50),
    p99Ms: percentile(latenciesMs, 99),
    completed: latenciesMs.length,
    failed,
    seconds,
  }
}
