// The operator's settings, stored as JSON in the Setting table, one schema per key.
import { type Prisma, type PrismaClient } from '@prisma/client'
import { z } from 'zod'

import { Contact, Info, QR_PROVIDERS, WithdrawLimits } from '../app/api/contract'
import { GONE_MESSAGE } from '../app/api/error-codes'

export const SlipWindow = z.object({
  maxAgeMinutes: z.number().int().positive(),
  closedFrom: z.string().regex(/^\d{2}:\d{2}$/),
  closedTo: z.string().regex(/^\d{2}:\d{2}$/),
})
export type SlipWindow = z.infer<typeof SlipWindow>

export const Terminated = z.literal(GONE_MESSAGE).nullable()

export const settingSchemas = {
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
}

export type Settings = { [K in keyof typeof settingSchemas]: z.infer<(typeof settingSchemas)[K]> }
export type SettingKey = keyof Settings

/** The client, or the client inside an interactive transaction. */
export type Db = PrismaClient | Prisma.TransactionClient

export const SETTING_KEYS = Object.keys(settingSchemas) as SettingKey[]

/** Reads one setting; a missing or malformed row is a server fault (the seed writes them all). */
export async function getSetting<K extends SettingKey>(prisma: Db, key: K): Promise<Settings[K]> {
  const row = await prisma.setting.findUnique({ where: { key } })
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
