// The live side of the chat widget: the member's or guest's room as server-sent events,
// relayed from the chat backend's socket by this server (ADR 008).
import { type LoaderFunctionArgs } from '@remix-run/node'

import { backendOf } from '~/api/api.server'
import { chatCallerOf, chatEventStream, relayKeysOf, relaySlots } from '~/api/chat.server'
import { ApiError } from '~/api/client'
import { RELAY_RETRY_AFTER_S } from '~/api/relay-slots'
import { env } from '~/env.server'
import { StoreUnavailableError } from '~/store/redis.server'

/** The widget's own check opens a new one a few seconds later. */
const tryLater = (status: 429 | 503) =>
  new Response(null, { status, headers: { 'Retry-After': String(RELAY_RETRY_AFTER_S) } })

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await backendOf({ request, context })
  const caller = await chatCallerOf(request, backend)
  if (!env.CHAT_BACKEND_URL || !caller) return new Response(null, { status: 404 })
  const slot = await relaySlots()
    .take(relayKeysOf(request, backend, caller))
    .catch((error: unknown) => {
      if (error instanceof StoreUnavailableError) return 'unavailable' as const
      throw error
    })
  if (slot === 'unavailable') return tryLater(503)
  if (!slot) return tryLater(429)
  try {
    const stream = await chatEventStream(backend, caller, { request, slot })
    return new Response(stream, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        // no-transform keeps the compression middleware from holding events back
        'Cache-Control': 'no-cache, no-transform',
        'X-Accel-Buffering': 'no',
      },
    })
  } catch (error) {
    slot.release()
    if (!(error instanceof ApiError)) throw error
    // the browser's EventSource retries on its own; 503 tells it the backend is not there
    return new Response(null, { status: 503 })
  }
}
