// The receipt a money action ends on (issue 19): the action seals what the server read into the
// receipt dialog's address, so the dialog shows only what the server wrote (as the prize
// dialog does, issue 18), and reloading or going back never posts the action again.
import { redirect } from '@remix-run/node'
import * as z from 'zod'

import { endpoints } from '@member-wallet/contract/schemas'

import { type Backend } from '~/api/api.server'
import { env } from '~/env.server'
import { sessionOwner } from '~/session.server'
import { openSealed, sealValue } from '~/sessions/sealed-storage.server'
import { RECEIPT_SEAL } from '~/sessions/seals'
import { PARTY_ACCOUNTS, RECEIPT_KINDS } from '~/utils/money-moves'

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

/**
 * A finished money action, as the server read it (money-moves.ts makes them): the amount (null
 * when it could not be known), from → to, and the balances read again after it (null when that
 * read failed). Checked again when the dialog opens it.
 */
export const ReceiptSchema = z.object({
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
