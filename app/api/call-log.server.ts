// Each backend call as on-call sees it: a histogram by endpoint and outcome, and a log line
// for a call that failed or was slow, a page whose budget ran out, and an action's call left
// without an answer (the player was told to check the statement).
import { type z } from 'zod'

import { type Endpoint } from '@member-wallet/contract/schemas'

import { logger, requestIdOf } from '~/observability/log.server'
import {
  actionCallsUnanswered,
  backendCallDuration,
  pageBudgetsExhausted,
} from '~/observability/metrics.server'

import { type ApiError } from './client'
import { isUnanswered } from './error-message'

/** A call slower than this is logged even when it succeeds. */
export const SLOW_CALL_MS = 2_000

export type CallOutcome =
  | 'ok'
  | 'refused'
  | 'server_error'
  | 'timeout'
  | 'unreachable'
  | 'invalid_answer'
  | 'budget'
  | 'abandoned'

/** The outcome of a call, for the metric's label: bounded, whatever the backend says. */
export function outcomeOf(
  error: ApiError | undefined,
  { abandoned, budgetSpent }: { abandoned: boolean; budgetSpent: boolean },
): CallOutcome {
  if (!error) return 'ok'
  if (abandoned) return 'abandoned'
  if (budgetSpent && error.status === 0) return 'budget'
  if (error.code === 'TIMEOUT') return 'timeout'
  if (error.code === 'NETWORK_ERROR') return 'unreachable'
  if (error.code === 'INVALID_RESPONSE') return 'invalid_answer'
  if (error.status >= 500) return 'server_error'
  return 'refused'
}

const FAILURES: CallOutcome[] = ['server_error', 'timeout', 'unreachable', 'invalid_answer']

/** Budgets already logged: a page whose budget ran out says so once, not once per call. */
const budgetsLogged = new WeakSet<AbortSignal>()

export function observeCall({
  request,
  endpoint,
  started,
  budget,
  error,
}: {
  request: Request
  endpoint: Endpoint<z.ZodType | null, z.ZodType>
  started: number
  budget?: AbortSignal
  error?: ApiError
}): void {
  const durationMs = Math.round(performance.now() - started)
  // an action goes on when the player leaves (api.server.ts): only a read is abandoned
  const fromAction = request.method !== 'GET' && request.method !== 'HEAD'
  const outcome = outcomeOf(error, {
    abandoned: !fromAction && request.signal.aborted,
    budgetSpent: budget?.aborted === true,
  })
  const { method, path } = endpoint
  backendCallDuration.observe({ method, endpoint: path, outcome }, durationMs / 1000)
  const line = { requestId: requestIdOf(request), method, endpoint: path, durationMs }
  const failure = {
    ...line,
    outcome,
    code: error?.code,
    status: error?.status,
    detail: error?.detail,
  }

  if (outcome === 'ok') {
    if (durationMs >= SLOW_CALL_MS) logger.warn(line, 'slow backend call')
  } else if (outcome === 'budget' && !fromAction && budget && !budgetsLogged.has(budget)) {
    budgetsLogged.add(budget)
    pageBudgetsExhausted.inc()
    logger.warn({ ...line, page: new URL(request.url).pathname }, 'page budget exhausted')
  } else if (FAILURES.includes(outcome) || error?.detail) {
    logger.warn(failure, 'backend call failed')
  } else {
    logger.debug(failure, 'backend call refused')
  }

  if (fromAction && error && isUnanswered(error)) {
    actionCallsUnanswered.inc({ endpoint: path })
    logger.error(
      { ...line, outcome },
      'action call unanswered: the player is told to check the statement',
    )
  }
}
