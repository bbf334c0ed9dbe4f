// The demo's children: one that stops is started again when it may be (the mock backend: a
// presenter who kills it, or a crash, must not end the demo), otherwise it ends the demo.

/** A child that keeps failing this often in a minute is given up on (a port in use, say). */
export const MAX_RESTARTS_PER_MINUTE = 5
export const RESTART_DELAY_MS = 500

/**
 * Runs `start()` and watches the child it returns. `onGiveUp(code)` is called when it stopped
 * for good: at once without `restart`, or after too many restarts in a minute.
 */
export function supervise({ name, start, restart = false, onGiveUp, log = console.log }) {
  let child
  let stopping = false
  const stops = []

  function launch() {
    child = start()
    child.on('exit', (code, signal) => {
      if (stopping) return
      log(`[demo] ${name} stopped (${code ?? signal})`)
      const now = Date.now()
      stops.push(now)
      while (stops[0] < now - 60_000) stops.shift()
      if (!restart || stops.length > MAX_RESTARTS_PER_MINUTE) {
        onGiveUp(code ?? 1)
        return
      }
      log(`[demo] starting ${name} again`)
      setTimeout(() => {
        if (!stopping) launch()
      }, RESTART_DELAY_MS)
    })
  }
  launch()

  return {
    get child() {
      return child
    },
    stop() {
      stopping = true
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    },
  }
}
