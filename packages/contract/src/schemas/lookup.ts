import * as z from 'zod'

import { endpoint, LaoName } from './common'

export const Bank = z.object({
  code: z.string(),
  nameTH: z.string(),
  nameEN: z.string().optional(),
  nameLO: LaoName,
})
export type Bank = z.infer<typeof Bank>

export const Source = z.object({ code: z.string(), description: z.string() })
export type Source = z.infer<typeof Source>

export const Info = z.object({ name: z.string(), website: z.string() })
export type Info = z.infer<typeof Info>

export const Contact = z.object({
  contactText: z.string(),
  lineLink: z.string(),
  lineName: z.string(),
  lineQR: z.string(),
})
export type Contact = z.infer<typeof Contact>

export const DepositBank = z.object({
  bankCode: z.string(),
  bankType: z.string(),
  mode: z.string(),
  bank: z.object({ nameTH: z.string(), nameEN: z.string(), nameLO: LaoName }),
  bankAccountName: z.string(),
  bankAccountNo: z.string(),
  currency: z.string(),
})
export type DepositBank = z.infer<typeof DepositBank>

export const DepositWallet = DepositBank.extend({ walletAccountName: z.string() })
export type DepositWallet = z.infer<typeof DepositWallet>

export const DepositLookup = z.object({
  banks: z.array(DepositBank),
  wallets: z.array(DepositWallet),
  isManual: z.boolean(),
})
export type DepositLookup = z.infer<typeof DepositLookup>

export const WithdrawLimits = z.object({ withdrawMin: z.number(), withdrawMax: z.number() })
export type WithdrawLimits = z.infer<typeof WithdrawLimits>

/**
 * When slips may be uploaded: not older than maxAgeMinutes, and not in the daily closed window.
 * SPEC §7 does not show this answer, so every field is the mock's and may be missing.
 */
export const SlipLookup = z.object({
  maxAgeMinutes: z.number().optional(),
  closedFrom: z.string().optional(),
  closedTo: z.string().optional(),
  isOpen: z.boolean().optional(),
})
export type SlipLookup = z.infer<typeof SlipLookup>

/**
 * The operator's notice. SPEC §7 does not show the answer (ADR 013): read as `{notice}`, also
 * `{message}`, a bare text, or nothing (`{}`, null) when there is no notice.
 */
export const NoticeAnswer = z.union([
  z.object({ notice: z.string().nullish(), message: z.string().nullish() }),
  z.string(),
  z.null(),
])
export type NoticeAnswer = z.infer<typeof NoticeAnswer>

/** The notice's text from any of those shapes, `notice` before `message`; empty for none. */
export function noticeText(answer: NoticeAnswer | undefined): string {
  const texts = typeof answer === 'string' ? [answer] : [answer?.notice, answer?.message]
  return texts.map((text) => text?.trim() ?? '').find(Boolean) ?? ''
}

/** "agreements: list of html strings" (§3): a field of that name, or the list itself. */
export const Agreements = z.union([
  z.object({ agreements: z.array(z.string()) }),
  z.array(z.string()).transform((agreements) => ({ agreements })),
])

export const ServiceActive = z.object({ terminated: z.string().nullable() })
export type ServiceActive = z.infer<typeof ServiceActive>

const get = <R extends z.ZodType>(path: string, response: R) =>
  endpoint({ method: 'GET', path, body: null, response, auth: false })

export const lookupEndpoints = {
  banks: get('/api/lookup/banks', z.array(Bank)),
  deposit: { ...get('/api/lookup/deposit', DepositLookup), auth: true },
  conditions: get('/api/lookup/conditions', z.object({ conditions: z.array(z.string()) })),
  agreements: get('/api/lookup/agreements', Agreements),
  info: get('/api/lookup/info', Info),
  notice: get('/api/lookup/notice', NoticeAnswer),
  contact: get('/api/lookup/contact', Contact),
  withdraw: { ...get('/api/lookup/withdraw', WithdrawLimits), auth: true },
  slip: get('/api/lookup/slip', SlipLookup),
  sources: get('/api/lookup/sources', z.array(Source)),
  active: get('/api/lookup/active', ServiceActive),
  registerOTP: get('/api/lookup/registerOTP', z.object({ registerOTP: z.boolean() })),
  enableChatWidget: get(
    '/api/lookup/enableChatWidget',
    z.object({ enableChatWidget: z.boolean() }),
  ),
}
