// What Prometheus scrapes from METRICS_PORT (server/metrics-server.js), never from the public
// port. Labels take only bounded values: route patterns, endpoint paths as the contract writes
// them, outcome names; never an address, an id or a raw path.
import { Counter, Gauge, Histogram, Registry } from 'prom-client'

export const registry = new Registry()

/** From a fast page (10 ms) to the page budget (10 s) and past it. */
const SECONDS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60]

export const httpRequestDuration = new Histogram({
  name: 'wallet_http_request_duration_seconds',
  help: 'Requests to the app, by route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS,
  registers: [registry],
})

export const backendCallDuration = new Histogram({
  name: 'wallet_backend_call_duration_seconds',
  help: 'Calls to the backend, by endpoint and outcome (ok, refused, server_error, timeout, unreachable, invalid_answer, budget, abandoned)',
  labelNames: ['method', 'endpoint', 'outcome'] as const,
  buckets: SECONDS,
  registers: [registry],
})

export const pageBudgetsExhausted = new Counter({
  name: 'wallet_page_budgets_exhausted_total',
  help: 'Pages whose backend reads ran out of PAGE_BUDGET_MS (shown with the outage notice)',
  registers: [registry],
})

export const actionCallsUnanswered = new Counter({
  name: 'wallet_action_calls_unanswered_total',
  help: 'Calls of actions (every money move is one) left without an answer: the player is told to check the statement',
  labelNames: ['endpoint'] as const,
  registers: [registry],
})

export const storeErrors = new Counter({
  name: 'wallet_store_errors_total',
  help: 'Redis commands that failed or took too long, by operation',
  labelNames: ['operation'] as const,
  registers: [registry],
})

export const STORE_UP = 'wallet_store_up'
export const storeUp = new Gauge({
  name: STORE_UP,
  help: '1 while the Redis of REDIS_URL is connected, 0 while it is not',
  registers: [registry],
})

export const draining = new Gauge({
  name: 'wallet_draining',
  help: '1 from SIGTERM on: /readyz answers 503 and the instance is on its way out',
  registers: [registry],
})

export const chatRelaysOpen = new Gauge({
  name: 'wallet_chat_relays_open',
  help: 'Live chat relays (server-sent events) open on this instance',
  registers: [registry],
})
