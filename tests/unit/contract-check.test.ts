import { describe, expect, it } from 'vitest'

import { endpoints } from '@member-wallet/contract/schemas'

import { READ_CHECKS } from '../../scripts/contract-check/checks'
import { formatTable, judge, passed } from '../../scripts/contract-check/run'

const { wallet, deposit, rewards, spin, chat, account, otp, autoLogin, statement } = endpoints

/** Every call that moves money or changes data, GET ones included. */
const WRITES = [
  ...Object.values(account).filter((endpoint) => endpoint !== account.profile),
  ...Object.values(otp),
  ...Object.values(autoLogin),
  wallet.refreshSlots,
  wallet.activate,
  wallet.resetPassword,
  wallet.add,
  wallet.transfer,
  wallet.transferAll,
  wallet.withdraw,
  wallet.withdrawAll,
  deposit.qrCreate,
  deposit.qrCancel,
  deposit.trueLink,
  deposit.slip,
  rewards.activateBonus,
  rewards.clearBonus,
  rewards.activatePromotion,
  rewards.inviteBonus,
  rewards.receiveRefund,
  rewards.refundToWallet,
  spin.spin,
  spin.claim,
  chat.sendMessage,
  chat.uploadImage,
  chat.uploadVideo,
  chat.readCustomer,
]

/** The reads SPEC §7 sends as POST: pages of lists and the chat history. */
const POST_READS = [
  statement.statements,
  deposit.slips,
  rewards.invites,
  rewards.refunds,
  chat.history,
]

describe('the contract check', () => {
  it('calls no endpoint that moves money or changes data', () => {
    for (const { endpoint } of READ_CHECKS) {
      expect(WRITES).not.toContain(endpoint)
      if (endpoint.method !== 'GET') expect(POST_READS).toContain(endpoint)
    }
  })

  it('reads every lookup, the profile, the wallet and every list', () => {
    const checked = READ_CHECKS.map((check) => check.endpoint)
    for (const endpoint of [
      ...Object.values(endpoints.lookup),
      account.profile,
      wallet.wallet,
      ...POST_READS,
    ]) {
      expect(checked).toContain(endpoint)
    }
  })

  it('judges a missing listed field a mismatch and names it; extra fields only reported', () => {
    const walletCheck = READ_CHECKS.find((check) => check.endpoint === wallet.wallet)!
    const row = judge(walletCheck, 'GET /api/wallet', {
      status: 200,
      json: { amount: 1, invite: { success: 1, fail: 2 }, slots: [], bonus: 3 },
    })
    expect(row).toMatchObject({
      verdict: 'mismatch',
      missing: ['invite.amount'],
      extra: ['bonus'],
    })
    const ok = judge(walletCheck, 'GET /api/wallet', {
      status: 200,
      json: { amount: 1, invite: { amount: 0, success: 1, fail: 2 }, slots: [], bonus: 3 },
    })
    expect(ok).toMatchObject({ verdict: 'ok', extra: ['bonus'] })
  })

  it('an error answer is an error, unless it is an answer the call may give', () => {
    const find = READ_CHECKS.find((check) => check.endpoint === rewards.findPromotion)!
    const notFound = { status: 404, json: { message: 'NO_PROMOTION' } }
    expect(judge(find, 'x', notFound).verdict).toBe('ok')
    const walletCheck = READ_CHECKS.find((check) => check.endpoint === wallet.wallet)!
    expect(judge(walletCheck, 'x', { status: 500, json: {} })).toMatchObject({
      verdict: 'error',
      note: 'no readable code',
    })
    expect(judge(walletCheck, 'x', { failure: 'backend unreachable' }).verdict).toBe('error')
  })

  it('prints a table with a closing count, and passes only without mismatch or error', () => {
    const rows = [
      {
        endpoint: 'GET /api/wallet',
        status: 200,
        missing: ['invite.amount'],
        extra: [],
        verdict: 'mismatch' as const,
        note: '',
      },
      {
        endpoint: 'GET /api/x',
        status: null,
        missing: [],
        extra: [],
        verdict: 'skipped' as const,
        note: 'why',
      },
    ]
    const table = formatTable(rows)
    expect(table).toMatch(/^ENDPOINT\s+STATUS\s+MISSING\s+EXTRA\s+VERDICT$/m)
    expect(table).toMatch(/^GET \/api\/wallet\s+200\s+invite\.amount\s+-\s+mismatch$/m)
    expect(table).toMatch(/^GET \/api\/x\s+-\s+-\s+-\s+skipped \(why\)$/m)
    expect(table).toMatch(/0 ok, 1 mismatch, 0 error, 1 skipped$/)
    expect(passed(rows)).toBe(false)
    expect(passed([rows[1]!])).toBe(true)
  })
})
