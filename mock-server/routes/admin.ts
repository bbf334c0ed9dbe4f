// A small admin API for tests and demos (the control panel comes later). Every request
// needs the header x-admin-password.
import { Router } from 'express'
import { z } from 'zod'

import { ApiError, type MockContext, parseBody, route } from '../http'
import { safeEqual } from '../passwords'
import { seed } from '../seed'
import { getSetting, setSetting, Terminated } from '../settings'

export const AdminSettingsRequest = z
  .object({
    registerOTP: z.boolean().optional(),
    enableChatWidget: z.boolean().optional(),
    terminated: Terminated.optional(),
  })
  .strict()

export const AdminSettings = z.object({
  registerOTP: z.boolean(),
  enableChatWidget: z.boolean(),
  terminated: Terminated,
})
export type AdminSettings = z.infer<typeof AdminSettings>

export const AdminMemberRequest = z.object({ isActive: z.boolean().optional() }).strict()

export const AdminMember = z.object({ username: z.string(), isActive: z.boolean() })

export function adminRoutes(ctx: MockContext): Router {
  const { prisma, config, limits } = ctx
  const router = Router()

  router.use((req, _res, next) => {
    const password = req.get('x-admin-password')
    if (password === undefined || !safeEqual(password, config.adminPassword)) {
      next(new ApiError(401, 'UNAUTHORIZED'))
    } else {
      next()
    }
  })

  async function currentSettings(): Promise<AdminSettings> {
    return {
      registerOTP: await getSetting(prisma, 'registerOTP'),
      enableChatWidget: await getSetting(prisma, 'enableChatWidget'),
      terminated: await getSetting(prisma, 'terminated'),
    }
  }

  router.get(
    '/settings',
    route(async (_req, res) => {
      res.json(AdminSettings.parse(await currentSettings()))
    }),
  )

  router.put(
    '/settings',
    route(async (req, res) => {
      const body = parseBody(AdminSettingsRequest, req)
      if (body.registerOTP !== undefined) await setSetting(prisma, 'registerOTP', body.registerOTP)
      if (body.enableChatWidget !== undefined) {
        await setSetting(prisma, 'enableChatWidget', body.enableChatWidget)
      }
      if (body.terminated !== undefined) await setSetting(prisma, 'terminated', body.terminated)
      res.json(AdminSettings.parse(await currentSettings()))
    }),
  )

  router.post(
    '/reset',
    route(async (_req, res) => {
      await seed(prisma, { registerOTP: config.registerOTPDefault })
      for (const counter of Object.values(limits)) counter.reset()
      res.json({ message: 'SUCCESS' })
    }),
  )

  router.put(
    '/members/:username',
    route(async (req, res) => {
      const body = parseBody(AdminMemberRequest, req)
      const username = req.params.username ?? ''
      const member = await prisma.member.findUnique({ where: { username } })
      if (!member) throw new ApiError(404, 'NO_USER')
      const updated = await prisma.member.update({
        where: { id: member.id },
        data: { isActive: body.isActive ?? member.isActive },
      })
      res.json(AdminMember.parse({ username: updated.username, isActive: updated.isActive }))
    }),
  )

  router.post('/rate-limits/reset', (_req, res) => {
    for (const counter of Object.values(limits)) counter.reset()
    res.json({ message: 'SUCCESS' })
  })

  return router
}
