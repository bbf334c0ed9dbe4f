// The operator's side of the prize wheel, for tests and demos (part of the /__admin API, behind
// its password): switching the wheel on or off, and forcing what the next spins win.
import { Router } from 'express'
import * as z from 'zod'

import { type MockContext } from '../context'
import { ApiError, parseBody, route } from '../http'
import { isWheelActive, switchWheel } from '../operator-settings'

/**
 * nextSlices replaces the queue of forced outcomes (slice codes, any case; [] empties it), one
 * taken per spin before the seeded draw is used again (a refused spin takes none; a code that
 * is no longer on the running wheel is used up and that spin draws); isActive switches the
 * wheel.
 */
export const AdminSpinRequest = z
  .object({
    nextSlices: z.array(z.string().trim().min(1).max(50)).max(100).optional(),
    isActive: z.boolean().optional(),
  })
  .strict()

export const AdminSpin = z.object({ isActive: z.boolean(), nextSlices: z.array(z.string()) })
export type AdminSpin = z.infer<typeof AdminSpin>

export function adminSpinRoutes(ctx: MockContext): Router {
  const { prisma, spin: outcomes } = ctx
  const router = Router()

  async function currentSpin(): Promise<AdminSpin> {
    return { isActive: await isWheelActive(prisma), nextSlices: [...outcomes.nextSlices] }
  }

  /** Codes that are not a slice's → 400 KEY_INVALID. */
  async function sliceCodesOf(input: string[]): Promise<string[]> {
    const codes = input.map((code) => code.toUpperCase())
    const found = await prisma.spinSlice.findMany({
      where: { code: { in: codes } },
      select: { code: true },
    })
    const known = new Set(found.map((slice) => slice.code))
    if (!codes.every((code) => known.has(code))) throw new ApiError(400, 'KEY_INVALID')
    return codes
  }

  router.get(
    '/spin',
    route(async (_req, res) => {
      res.json(AdminSpin.parse(await currentSpin()))
    }),
  )

  // Switches the wheel and/or replaces the forced outcomes; a bad body or code sets nothing.
  router.put(
    '/spin',
    route(async (req, res) => {
      const body = parseBody(AdminSpinRequest, req)
      const codes = body.nextSlices && (await sliceCodesOf(body.nextSlices))
      if (body.isActive !== undefined) await switchWheel(prisma, body.isActive)
      if (codes) outcomes.force(codes)
      res.json(AdminSpin.parse(await currentSpin()))
    }),
  )

  return router
}
