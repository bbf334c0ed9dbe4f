import { GONE_MESSAGE, isErrorCode } from '@member-wallet/contract/errors'
import { endpoints } from '@member-wallet/contract/schemas'

import { ApiError, callEndpoint, CLIENT_ERROR_CODES } from '~/api/client'
import { env } from '~/env.server'

/** A readiness probe must answer quickly whatever the backend does. */
export const READY_TIMEOUT_MS = 2000

const headers = { 'Cache-Control': 'no-store' }

/** The code to show for a failed check: ours or a §8 code, never the backend's free text. */
function reasonOf(error: ApiError): string {
  const known =
    isErrorCode(error.code) ||
    error.code === GONE_MESSAGE ||
    (CLIENT_ERROR_CODES as readonly string[]).includes(error.code)
  const code = known ? error.code : 'UNEXPECTED_ANSWER'
  return error.status ? `${code} (HTTP ${error.status})` : code
}

function notReady(backend: 'down' | 'error', reason: string) {
  return Response.json({ status: 'not ready', backend, reason }, { status: 503, headers })
}

/**
 * Readiness: the app can reach its backend (the cheap service-status lookup, which answers
 * even once the service is terminated). Liveness is /healthz.
 */
export async function loader() {
  const started = performance.now()
  try {
    await callEndpoint(
      { ...endpoints.lookup.active, timeoutMs: READY_TIMEOUT_MS },
      { baseUrl: env.BACKEND_URL },
    )
    const latencyMs = Math.round(performance.now() - started)
    return Response.json({ status: 'ready', backend: 'up', latencyMs }, { headers })
  } catch (error) {
    if (!(error instanceof ApiError)) {
      // a probe answers whatever happens; the details go to the log, never to the caller
      console.error('[readyz]', error)
      return notReady('error', 'UNEXPECTED_ERROR')
    }
    const unreachable = error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT'
    return notReady(unreachable ? 'down' : 'error', reasonOf(error))
  }
}
