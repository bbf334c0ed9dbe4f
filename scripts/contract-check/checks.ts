// What `npm run contract:check` calls: every read of SPEC §7 and the lookups, in an order where
// an earlier answer names what a later call needs (a game account, a slip's reference).
// Nothing here moves money or changes data; tests/unit/contract-check.test.ts holds it to that.
import { type z } from 'zod'

import {
  type DepositLookup,
  type Endpoint,
  endpoints,
  type Profile,
  type SlipPage,
  type Wallet,
} from '@member-wallet/contract/schemas'
import { SPEC_SHAPES } from '@member-wallet/contract/spec-fields'
import { type SpecShape } from '@member-wallet/contract/spec-shape'

import { sortDepositOptions } from '../../app/utils/deposit'

/** What earlier answers told, for the calls that need it. */
export type Seen = {
  profile?: Profile
  wallet?: Wallet
  deposit?: DepositLookup
  slips?: SlipPage
}

export type CallInput = { params?: Record<string, string>; body?: unknown }

export type ReadCheck = {
  endpoint: Endpoint<z.ZodType | null, z.ZodType>
  shape: SpecShape
  /** Where the answer goes in Seen, for later checks. */
  remember?: keyof Seen
  /** Codes that are a right answer too (promotion/find of an unknown code: NO_PROMOTION). */
  acceptedCodes?: string[]
  /** The calls to make (one per provider…), or why none can be made. */
  inputs?: (seen: Seen) => CallInput[] | { skip: string }
}

const page = { body: { page: 1, limit: 10 } }
const { lookup, account, wallet, statement, deposit, rewards, spin, chat } = endpoints

/** A promotion code no operator would give out: the lookup must answer "empty". */
export const UNKNOWN_PROMOTION = 'CONTRACTCHECK0'

function check(
  endpoint: ReadCheck['endpoint'],
  shape: SpecShape,
  rest: Omit<ReadCheck, 'endpoint' | 'shape'> = {},
): ReadCheck {
  return { endpoint, shape, ...rest }
}

const S = SPEC_SHAPES

export const READ_CHECKS: ReadCheck[] = [
  check(lookup.active, S.lookup.active),
  check(lookup.banks, S.lookup.banks),
  check(lookup.sources, S.lookup.sources),
  check(lookup.info, S.lookup.info),
  check(lookup.contact, S.lookup.contact),
  check(lookup.conditions, S.lookup.conditions),
  check(lookup.agreements, S.lookup.agreements),
  check(lookup.notice, S.lookup.notice),
  check(lookup.slip, S.lookup.slip),
  check(lookup.registerOTP, S.lookup.registerOTP),
  check(lookup.enableChatWidget, S.lookup.enableChatWidget),
  check(lookup.deposit, S.lookup.deposit, { remember: 'deposit' }),
  check(lookup.withdraw, S.lookup.withdraw),
  check(account.profile, S.account.profile, { remember: 'profile' }),
  check(wallet.wallet, S.wallet.wallet, { remember: 'wallet' }),
  check(wallet.account, S.wallet.account, {
    inputs: ({ wallet }) => {
      const open = wallet?.slots.find((slot) => slot.isActive)
      return open ? [{ params: { gameCode: open.code } }] : { skip: 'no open game account' }
    },
  }),
  check(statement.statements, S.statement.statements, { inputs: () => [page] }),
  check(deposit.slips, S.deposit.slips, { remember: 'slips', inputs: () => [page] }),
  check(deposit.slipReference, S.deposit.slipReference, {
    inputs: ({ slips }) => {
      const reference = slips?.slips.find((slip) => slip.reference)?.reference
      return reference ? [{ params: { reference } }] : { skip: 'no slip with a reference' }
    },
  }),
  check(deposit.qrState, S.deposit.qrState, {
    inputs: ({ deposit: found }) => {
      const providers = found ? sortDepositOptions(found).qr.map((entry) => entry.provider) : []
      return providers.length
        ? providers.map((provider) => ({ params: { provider } }))
        : { skip: 'no QR provider in the deposit lookup' }
    },
  }),
  check(rewards.invites, S.rewards.invites, { inputs: () => [page] }),
  check(rewards.inviteBanners, S.rewards.inviteBanners),
  check(rewards.refunds, S.rewards.refunds, { inputs: () => [page] }),
  check(rewards.refundCheck, S.rewards.refundCheck),
  check(rewards.refundBanners, S.rewards.refundBanners),
  check(rewards.bonuses, S.rewards.bonuses),
  check(rewards.activeBonus, S.rewards.activeBonus),
  check(rewards.bonusMinimum, S.rewards.bonusMinimum),
  check(rewards.currentPromotion, S.rewards.currentPromotion),
  check(rewards.findPromotion, S.rewards.findPromotion, {
    acceptedCodes: ['NO_PROMOTION'],
    inputs: () => [{ params: { code: UNKNOWN_PROMOTION } }],
  }),
  check(spin.setup, S.spin.setup),
  check(spin.active, S.spin.active),
  check(spin.coupons, S.spin.coupons),
  check(chat.config, S.chat.config),
  check(chat.history, S.chat.history, {
    inputs: ({ profile }) =>
      profile
        ? [{ body: { userId: profile._id, guestId: null, limit: 10, skip: 0 } }]
        : { skip: 'no profile to name the conversation' },
  }),
]
