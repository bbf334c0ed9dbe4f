// The result sheet every money event ends on (issues 19 and 35): the action seals what the
// server read into the receipt dialog's address, so the dialog shows only what the server wrote
// (as the prize dialog does, issue 18), and reloading or going back never posts the action
// again. One of four states: success, pending, failed, unknown.
import { redirect } from '@remix-run/node'
import * as z from 'zod'

import { endpoints, type Wallet } from '@member-wallet/contract/schemas'

import { type Backend } from '~/api/api.server'
import { ApiError } from '~/api/client'
import { isUnanswered, messageKeyOf } from '~/api/error-message'
import { env } from '~/env.server'
import { sessionOwner } from '~/session.server'
import { openSealed, sealValue } from '~/sessions/sealed-storage.server'
import { RECEIPT_SEAL } from '~/sessions/seals'
import {
  acceptedState,
  appReference,
  type Move,
  PARTY_ACCOUNTS,
  RECEIPT_KINDS,
  RESULT_STATES,
} from '~/utils/money-moves'

export const RECEIPT_DIALOG = '/user/home/receipt'

const receiptSeal = () => ({ secrets: env.SESSION_SECRETS, ...RECEIPT_SEAL })

/** The wallet as it is now, or null when it cannot be read (the receipt then omits balances). */
export function currentWallet(backend: Backend) {
  return backend.tryCall(endpoints.wallet.wallet)
}

/**
 * Redirects to the receipt dialog, the receipt sealed in its address for this member only;
 * `back` is the screen its close and "done" return to (home, or the spin screen a coupon was
 * claimed on).
 */
export async function redirectToReceipt(
  request: Request,
  receipt: Receipt,
  back = '/user/home',
): Promise<Response> {
  const owner = await sessionOwner(request)
  const sealed = await sealValue({ ...receipt, back, owner }, receiptSeal())
  return redirect(`${RECEIPT_DIALOG}?${new URLSearchParams({ r: sealed }).toString()}`)
}

/** One end of a move: the main wallet, a game account, or where a credit came from. */
const Party = z.union([
  z.object({ account: z.enum(PARTY_ACCOUNTS) }),
  z.object({ account: z.literal('game'), code: z.string(), name: z.string() }),
])
export type Party = z.infer<typeof Party>

/** The form as it was sent, to send again with the same key when its answer did not come. */
const Retry = z.object({
  action: z.string().startsWith('/user/'),
  fields: z.record(z.string(), z.string()),
})
export type Retry = z.infer<typeof Retry>

/**
 * A money event, as the server read it (money-moves.ts makes its move): the amount (null when it
 * could not be known), from → to, and the balances read again after it (null when that read
 * failed); how it ended, when, and its reference. Checked again when the dialog opens it.
 */
export const ReceiptSchema = z.object({
  state: z.enum(RESULT_STATES),
  /** When the server had its answer (ms since the epoch). */
  at: z.number(),
  /** The backend's reference when it gave one, else the app's (appReference). */
  reference: z.string(),
  /** failed: why, as a message key. */
  failure: z.string().nullable(),
  /** failed: the dialog to try again from. */
  again: z.string().startsWith('/user/').nullable(),
  /** unknown: the same form again, the same key with it. */
  retry: Retry.nullable(),
  kind: z.enum(RECEIPT_KINDS),
  amount: z.number().nullable(),
  from: Party,
  to: Party,
  /** Withdraw only: what came back from games before the withdrawal. */
  fromGames: z.number().nullable(),
  walletAfter: z.number().nullable(),
  /** The game the money went to or came from, with its balance after. */
  game: z.object({ code: z.string(), name: z.string(), amount: z.number() }).nullable(),
})
export type Receipt = z.infer<typeof ReceiptSchema>

/** A money event: the one call that moves the money, and what the sheet says about it. */
export type MoneyEvent = {
  backend: Backend
  send: () => Promise<unknown>
  /** The move, from the wallet as read after the call. */
  move: (after: Wallet | null) => Move
  idempotencyKey: string
  /** The backend's own reference for this event, when it has one (a QR's id). */
  reference?: string
  /** Where a refused event is tried again (the dialog it came from). */
  again: string
  /** The form as sent; null when it cannot be sent again from the sheet (a file). */
  retry: Retry | null
  /** The screen the sheet returns to. */
  back?: string
  /** Refusals the caller answers itself, before any sheet (they are thrown again). */
  answersItself?: (error: ApiError) => boolean
  /** How it ends when accepted, where the kind alone does not say (a QR seen paid). */
  accepted?: 'success' | 'pending'
  /** The message of a refusal's code, where the screen has its own (the wheel's). */
  failureKey?: (code: string) => string
}

/** A refusal the backend gave in a successful answer (the coupon claim's { success: false }). */
export class RefusedAnswer extends Error {
  constructor(readonly code: string | null | undefined) {
    super(`refused: ${code ?? 'no code'}`)
  }
}

/** How an event ended when its call threw: refused (nothing moved), or no answer came. */
export function stateAfterError(error: ApiError): 'failed' | 'unknown' {
  return isUnanswered(error) ? 'unknown' : 'failed'
}

/**
 * Sends the money event's call and ends on its result sheet, whatever happened: accepted
 * (success or pending, by kind), refused (failed, with why and "try again"), or unanswered
 * (unknown, with the statement and the same form to send again: the same key, so it cannot
 * move the money twice).
 */
export async function endMoneyEvent(request: Request, event: MoneyEvent): Promise<Response> {
  const failureKey = event.failureKey ?? messageKeyOf
  let outcome: Pick<Receipt, 'state' | 'failure'> | null = null
  try {
    await event.send()
  } catch (error) {
    if (error instanceof RefusedAnswer) {
      outcome = {
        state: 'failed',
        failure: failureKey(error.code?.trim() || 'INTERNAL_SERVER_ERROR'),
      }
    } else if (error instanceof ApiError && !event.answersItself?.(error)) {
      outcome = { state: stateAfterError(error), failure: failureKey(error.code) }
    } else throw error
  }
  const move = event.move(await currentWallet(event.backend))
  const state = outcome?.state ?? event.accepted ?? acceptedState(move.kind)
  const receipt: Receipt = {
    ...move,
    state,
    at: Date.now(),
    reference: event.reference ?? appReference(event.idempotencyKey),
    failure: outcome?.state === 'failed' ? outcome.failure : null,
    again: state === 'failed' ? event.again : null,
    retry: state === 'unknown' ? event.retry : null,
  }
  return redirectToReceipt(request, receipt, event.back)
}

/**
 * The most of a form the sheet's address carries to send again: a money form is a few short
 * fields; a post padded up to the edge's 100 kB would make an address no proxy passes.
 */
const RETRY_MAX_CHARS = 2_000

/**
 * The form a money event was sent with, to send again as it was (strings only, no file); null
 * when it is larger than any money form (the sheet then offers the statement only).
 */
export function retryOf(request: Request, formData: FormData): Retry | null {
  const url = new URL(request.url)
  // a post with JavaScript names the route's data in the address: not part of the form
  url.searchParams.delete('_data')
  const fields: Record<string, string> = {}
  let size = 0
  for (const [name, value] of formData) {
    if (typeof value !== 'string') continue
    size += name.length + value.length
    if (size > RETRY_MAX_CHARS) return null
    fields[name] = value
  }
  return { action: `${url.pathname}${url.search}`, fields }
}

const SealedReceipt = ReceiptSchema.extend({
  back: z.string().startsWith('/user/'),
  owner: z.string(),
})

/**
 * The receipt sealed in the dialog's address, or null when there is none, it does not open, or
 * it is another member's: a link to it shows nothing to whoever else holds it.
 */
export async function receiptOf(request: Request) {
  const sealed = new URL(request.url).searchParams.get('r')
  const parsed = SealedReceipt.safeParse(await openSealed(sealed, receiptSeal()))
  if (!parsed.success || parsed.data.owner !== (await sessionOwner(request))) return null
  const { owner: _, ...receipt } = parsed.data
  return receipt
}
