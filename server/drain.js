// A clean exit on SIGTERM (and SIGINT), so a deploy loses no request: /readyz says 503 at once
// while the instance keeps serving for DRAIN_DELAY_MS, long enough for the balancer to stop
// sending; then it stops accepting, tells each open chat relay to reconnect (to another
// instance), lets the requests in flight finish, closes every idle keep-alive connection, and
// exits 0. Past SHUTDOWN_GRACE_MS from the signal the exit is forced, with a log line.
// close-with-grace handles the signals and the deadline; http-terminator the connections (it
// closes those with no request at all, which Node's own server.close() leaves open).
import closeWithGrace from 'close-with-grace'
import { createHttpTerminator } from 'http-terminator'

/** While draining, connections whose last answer just ended are closed this often. */
const IDLE_SWEEP_MS = 50

/**
 * @param {{
 *   server: import('node:http').Server,
 *   logger: import('pino').Logger,
 *   drainDelayMs: number,
 *   graceMs: number,
 *   onDraining: () => void,
 *   endRelays: () => number,
 *   release: () => Promise<void>,
 * }} options
 */
export function drainOnSignals({
  server,
  logger,
  drainDelayMs,
  graceMs,
  onDraining,
  endRelays,
  release,
}) {
  // tracks connections from now on; the deadline is close-with-grace's, which comes first
  const terminator = createHttpTerminator({ server, gracefulTerminationTimeout: graceMs })
  return closeWithGrace(
    {
      delay: graceMs,
      logger: false,
      onTimeout: () => {
        logger.fatal({ graceMs }, 'shutdown grace ran out: exit forced with requests still open')
      },
      onSecondSignal: (signal) => logger.fatal({ signal }, 'second signal: exit forced'),
      onSecondError: (error) =>
        logger.fatal({ error: String(error) }, 'error while draining: exit forced'),
    },
    async ({ signal, err }) => {
      const started = Date.now()
      if (err) logger.fatal({ error: err.stack ?? String(err) }, 'uncaught error: shutting down')
      onDraining()
      logger.info({ signal, drainDelayMs }, 'draining: /readyz answers 503')
      await new Promise((resolve) => setTimeout(resolve, drainDelayMs))

      const relays = endRelays()
      logger.info({ relays }, 'stopped accepting; open chat relays told to reconnect')
      // an answer sent before the drain keeps its connection alive once done: close it then
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS)
      await terminator.terminate()
      clearInterval(sweep)
      await release()
      logger.info({ signal, ms: Date.now() - started }, 'drained: exiting')
    },
  )
}
