// The operator's settings, stored as JSON in the Setting table, one schema per key.
import { type Prisma, type PrismaClient } from '@prisma/client'
import * as z from 'zod'

import { GONE_MESSAGE } from '@member-wallet/contract/errors'
import {
  Banner,
  Contact,
  Info,
  QR_PROVIDERS,
  WithdrawLimits,
} from '@member-wallet/contract/schemas'

export const SlipWindow = z.object({
  maxAgeMinutes: z.number().int().positive(),
  closedFrom: z.string().regex(/^\d{2}:\d{2}$/),
  closedTo: z.string().regex(/^\d{2}:\d{2}$/),
})
export type SlipWindow = z.infer<typeof SlipWindow>

export const Terminated = z.literal(GONE_MESSAGE).nullable()

const Percent = z.number().min(0).max(100)

export const settingSchemas = {
  /** Which version of seed.ts wrote the data (see SEED_VERSION). */
  seedVersion: z.number().int(),
  info: Info,
  contact: Contact,
  conditions: z.array(z.string()),
  agreements: z.array(z.string()),
  notice: z.string(),
  registerOTP: z.boolean(),
  enableChatWidget: z.boolean(),
  terminated: Terminated,
  withdraw: WithdrawLimits,
  slip: SlipWindow,
  isManual: z.boolean(),
  /** Baht every redeemed True Wallet gift voucher is worth in the mock: demos are predictable. */
  trueLinkAmount: z.number().positive(),
  /** How long a QR can be paid, in minutes. */
  qrMinutes: z.number().int().positive(),
  /** QR providers that refuse to make a QR (QR_FAIL): the admin API's fault switch. */
  qrFailing: z.array(z.enum(QR_PROVIDERS)),
  /** Baht: a bonus can be ended once the wallet and all game balances together are below it. */
  bonusClearBelow: z.number().min(0),
  /** Whether invite bonuses can be claimed (INVITE_INACTIVE). */
  inviteActive: z.boolean(),
  /** Baht the inviter earns when an invitee registers with their code. */
  inviteSignupReward: z.number().min(0),
  /** Percent of every invitee deposit the inviter earns (rounded down to a satang). */
  inviteRatePercent: Percent,
  /** The invite bonus's success and failure percentages, shown in the claim confirm. */
  inviteSuccessPercent: Percent,
  inviteFailPercent: Percent,
  /** Shown before the invite dialog; images are paths on this server (/banners/…) or URLs. */
  inviteBanners: z.array(Banner),
  /** Whether cashback can be received (REFUND_INACTIVE). */
  refundActive: z.boolean(),
  /** The cashback rules, operator HTML. */
  refundInfo: z.string(),
  refundSuccessPercent: Percent,
  refundFailPercent: Percent,
  refundBanners: z.array(Banner),
}

export type Settings = { [K in keyof typeof settingSchemas]: z.infer<(typeof settingSchemas)[K]> }
export type SettingKey = keyof Settings

/** The client, or the client inside an interactive transaction. */
export type Db = PrismaClient | Prisma.TransactionClient

export const SETTING_KEYS = Object.keys(settingSchemas) as SettingKey[]

/** A setting's stored JSON. */
function storedSetting(db: Db, key: SettingKey): Promise<{ value: string } | null> {
  return db.setting.findUnique({ where: { key } })
}

/** Reads one setting; a missing or malformed row is a server fault (the seed writes them all). */
export async function getSetting<K extends SettingKey>(db: Db, key: K): Promise<Settings[K]> {
  const row = await storedSetting(db, key)
  if (!row) throw new Error(`Setting "${key}" is missing: reseed the mock database`)
  return settingSchemas[key].parse(JSON.parse(row.value)) as Settings[K]
}

export async function setSetting<K extends SettingKey>(
  prisma: Db,
  key: K,
  value: Settings[K],
): Promise<void> {
  const json = JSON.stringify(settingSchemas[key].parse(value))
  await prisma.setting.upsert({
    where: { key },
    create: { key, value: json },
    update: { value: json },
  })
}
