// What every route module of the mock gets (MockContext), in a module of its own so the
// modules it names (chat, faults, tickets, …) and http.ts's helpers do not import each other.
import { type PrismaClient } from '@prisma/client'

import { type ChatHub } from './chat'
import { type MockConfig } from './config'
import { type FaultRules } from './faults'
import { type RequestJournal } from './journal'
import { type LoginLimits } from './login-limits'
import { type SlidingWindowCounter } from './rate-limit'
import { type AnswerShape } from './spec-mode'
import { type SpinOutcomes } from './spin-random'
import { type GameTickets } from './tickets'
import { type GuestUploadQuota } from './upload-quota'

export type RateLimits = {
  loginFailures: LoginLimits
  adminFailures: SlidingWindowCounter
  otpSends: SlidingWindowCounter
  otpAddressSends: SlidingWindowCounter
  registerAttempts: SlidingWindowCounter
  guestUploads: GuestUploadQuota
}

/**
 * What every route module gets: the database, the settings, the rate-limit counters, the
 * auto-login tickets, the wheel's outcomes, the chat rooms.
 */
export type MockContext = {
  prisma: PrismaClient
  config: MockConfig
  limits: RateLimits
  tickets: GameTickets
  spin: SpinOutcomes
  /** Delivers new chat messages to the rooms' sockets. */
  chat: ChatHub
  /** Fault injection: rules that make /api calls fail on purpose (in memory). */
  faults: FaultRules
  /** The last /api calls, for tests and the panel. */
  journal: RequestJournal
  /** The answers' shape: MOCK_SHAPE at start, switched by PUT /__admin/shape. */
  answers: { shape: AnswerShape }
}
