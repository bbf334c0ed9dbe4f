// What server.js needs of the app to run it as one instance of a fleet: its settings, its log
// and metrics, whether it can serve, and how it lets go at shutdown. Exported by
// entry.server.tsx, so server.js and the app share one logger, one registry, one Redis client.
import { endOpenRelays } from './api/chat.server'
import { uploadFileLimits } from './api/upload.server'
import { env } from './env.server'
import { logger } from './observability/log.server'
import { draining, httpRequestDuration, registry, STORE_UP } from './observability/metrics.server'
import { closeSharedRedis, sharedRedis } from './store/redis.server'

export { endOpenRelays, env, logger, registry, uploadFileLimits }

/**
 * Connects to the shared store now, so that /readyz and the first requests find it. A single
 * instance has none: its store gauge goes, rather than say 0 (down) to every alert for ever.
 */
export function start(): void {
  for (const notice of env.NOTICES) logger.warn(notice)
  if (!sharedRedis()) registry.removeSingleMetric(STORE_UP)
}

/** Whether this instance can serve: its own dependencies only (the store), never the backend. */
export async function readiness(): Promise<{ ready: boolean; store?: 'up' | 'down' }> {
  const redis = sharedRedis()
  if (!redis) return { ready: true }
  const up = await redis.ping()
  return { ready: up, store: up ? 'up' : 'down' }
}

export function markDraining(): void {
  draining.set(1)
}

export function observeRequest({
  method,
  route,
  status,
  seconds,
}: {
  method: string
  route: string
  status: number
  seconds: number
}): void {
  httpRequestDuration.observe({ method, route, status: String(status) }, seconds)
}

/** At the end of a drain: the store's connection goes, so the process can exit. */
export async function release(): Promise<void> {
  await closeSharedRedis()
}
