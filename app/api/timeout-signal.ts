/**
 * A signal that aborts with a TimeoutError after `ms`, as AbortSignal.timeout() does, but held
 * alive by its own timer. Node 20's AbortSignal.any() holds its sources only weakly, and
 * AbortSignal.timeout()'s timer holds its signal weakly too: a garbage collection before the
 * deadline dropped the timeout and its abort with it (nodejs/node#57736). Home, given a 1.5 s
 * page budget, once waited 10 s for its slow calls that way. `clear` stops the timer once the
 * work it limits is over.
 */
export function timeoutSignal(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController()
  const timer = setTimeout(
    () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')),
    ms,
  )
  // like AbortSignal.timeout(), a pending deadline alone does not keep a process running
  timer.unref?.()
  return { signal: controller.signal, clear: () => clearTimeout(timer) }
}
