// What the operator switches during a demo, shared by the /__admin JSON API and the /panel
// pages: the settings (OTP registration, chat widget, service gone, slip window …), the prize
// wheel, and the game providers' switches.
import { type GameProvider, type PrismaClient } from '@prisma/client'
import * as z from 'zod'

import { normalizeCode } from './games'
import { ApiError } from './http'
import { inTransaction } from './ledger'
import { getSetting, setSetting, Terminated } from './settings'

const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)

/** The daily window in which slips are refused (Bangkok time), or null for never. */
export const SlipClosed = z.object({ from: ClockTime, to: ClockTime }).strict().nullable()
export type SlipClosed = z.infer<typeof SlipClosed>

/** The longest notice the operator may set. */
export const NOTICE_MAX = 2000

/** The highest bonusClearBelow (baht). */
export const BONUS_CLEAR_BELOW_MAX = 1_000_000

export const AdminSettingsRequest = z
  .object({
    registerOTP: z.boolean().optional(),
    enableChatWidget: z.boolean().optional(),
    terminated: Terminated.optional(),
    isManual: z.boolean().optional(),
    slipClosed: SlipClosed.optional(),
    inviteActive: z.boolean().optional(),
    refundActive: z.boolean().optional(),
    /** Baht: a bonus can be ended below it. */
    bonusClearBelow: z.number().finite().min(0).max(BONUS_CLEAR_BELOW_MAX).optional(),
    /** The operator's notice to players (HTML; empty for none). */
    notice: z.string().max(NOTICE_MAX).optional(),
  })
  .strict()
export type AdminSettingsRequest = z.infer<typeof AdminSettingsRequest>

export const AdminSettings = z.object({
  registerOTP: z.boolean(),
  enableChatWidget: z.boolean(),
  terminated: Terminated,
  isManual: z.boolean(),
  slipClosed: SlipClosed,
  inviteActive: z.boolean(),
  refundActive: z.boolean(),
  bonusClearBelow: z.number(),
  notice: z.string(),
})
export type AdminSettings = z.infer<typeof AdminSettings>

/** The on/off settings (the panel shows each as a switch). */
export const SETTING_SWITCHES = [
  'registerOTP',
  'enableChatWidget',
  'isManual',
  'inviteActive',
  'refundActive',
] as const satisfies readonly (keyof AdminSettings)[]
export type SettingSwitch = (typeof SETTING_SWITCHES)[number]

export async function readSettings(prisma: PrismaClient): Promise<AdminSettings> {
  const slip = await getSetting(prisma, 'slip')
  return {
    registerOTP: await getSetting(prisma, 'registerOTP'),
    enableChatWidget: await getSetting(prisma, 'enableChatWidget'),
    terminated: await getSetting(prisma, 'terminated'),
    isManual: await getSetting(prisma, 'isManual'),
    // a window from a time to the same time is never closed (isSlipOpen)
    slipClosed:
      slip.closedFrom === slip.closedTo ? null : { from: slip.closedFrom, to: slip.closedTo },
    inviteActive: await getSetting(prisma, 'inviteActive'),
    refundActive: await getSetting(prisma, 'refundActive'),
    bonusClearBelow: await getSetting(prisma, 'bonusClearBelow'),
    notice: await getSetting(prisma, 'notice'),
  }
}

/** Writes the settings given (checked by AdminSettingsRequest), all or none. */
export async function changeSettings(
  prisma: PrismaClient,
  change: AdminSettingsRequest,
): Promise<void> {
  await inTransaction(prisma, async (tx) => {
    const { slipClosed, ...simple } = change
    for (const key of Object.keys(simple) as (keyof typeof simple)[]) {
      const value = simple[key]
      if (value !== undefined) await setSetting(tx, key, value)
    }
    if (slipClosed !== undefined) {
      const slip = await getSetting(tx, 'slip')
      const { from, to } = slipClosed ?? { from: '00:00', to: '00:00' }
      await setSetting(tx, 'slip', { ...slip, closedFrom: from, closedTo: to })
    }
  })
}

// ---------------------------------------------------------------------------------------------
// the prize wheel

/** Whether a wheel is on (the one members spin). */
export async function isWheelActive(prisma: PrismaClient): Promise<boolean> {
  return (await prisma.spinWheel.count({ where: { isActive: true } })) > 0
}

/** Off: every wheel is switched off. On: the first wheel, unless one is on already. */
export async function switchWheel(prisma: PrismaClient, isActive: boolean): Promise<void> {
  await inTransaction(prisma, async (tx) => {
    if (!isActive) {
      await tx.spinWheel.updateMany({ data: { isActive: false } })
      return
    }
    if ((await tx.spinWheel.count({ where: { isActive: true } })) > 0) return
    const first = await tx.spinWheel.findFirst({ orderBy: { id: 'asc' } })
    if (!first) throw new ApiError(404, 'NO_DATA')
    await tx.spinWheel.update({ where: { id: first.id }, data: { isActive: true } })
  })
}

// ---------------------------------------------------------------------------------------------
// game providers

/**
 * isActive off: the provider's cards disappear and its calls answer NO_GAME; failTransfersIn
 * on: it refuses every transfer into it (TRANSFER_FAIL).
 */
export const AdminProviderRequest = z
  .object({ failTransfersIn: z.boolean().optional(), isActive: z.boolean().optional() })
  .strict()
export type AdminProviderRequest = z.infer<typeof AdminProviderRequest>

export const AdminProvider = z.object({
  code: z.string(),
  name: z.string(),
  category: z.string(),
  isActive: z.boolean(),
  failTransfersIn: z.boolean(),
})

/** Every provider, in the carousels' order. */
export function listProviders(prisma: PrismaClient): Promise<GameProvider[]> {
  return prisma.gameProvider.findMany({ orderBy: { sortOrder: 'asc' } })
}

/** Switches a provider (code in any case); unknown → 404 NO_GAME. */
export async function changeProvider(
  prisma: PrismaClient,
  input: string,
  change: AdminProviderRequest,
): Promise<GameProvider> {
  const code = normalizeCode(input)
  const provider = await prisma.gameProvider.findUnique({ where: { code } })
  if (!provider) throw new ApiError(404, 'NO_GAME')
  return prisma.gameProvider.update({ where: { code }, data: change })
}
