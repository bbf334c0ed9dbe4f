// Prometheus metrics on a listener of their own (METRICS_PORT), so the public port never shows
// them: what the app measures, and the process's own (CPU, memory, event loop, handles).
import { createServer } from 'node:http'

import { collectDefaultMetrics } from 'prom-client'

/**
 * @param {{
 *   registry: import('prom-client').Registry,
 *   port: number,
 *   host?: string,
 * }} options
 * @returns {Promise<import('node:http').Server>}
 */
export async function startMetricsServer({ registry, port, host }) {
  collectDefaultMetrics({ register: registry })
  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end()
      return
    }
    try {
      const body = await registry.metrics()
      res.writeHead(200, { 'Content-Type': registry.contentType }).end(body)
    } catch {
      res.writeHead(500).end()
    }
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host || undefined, () => resolve(undefined))
  })
  return server
}
