// GET /healthz and /readyz: whether the mock backend is up and can reach its database. They
// live outside /api, so neither the terminated switch nor the injected faults touch them.
import { Router } from 'express'

import { type MockContext } from '../context'
import { route } from '../http'

export function healthRoutes({ prisma }: Pick<MockContext, 'prisma'>): Router {
  const router = Router()

  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').type('text/plain').send('ok')
  })

  router.get(
    '/readyz',
    route(async (_req, res) => {
      res.set('Cache-Control', 'no-store')
      try {
        await prisma.$queryRaw`SELECT 1`
        res.json({ status: 'ready', database: 'up' })
      } catch {
        res.status(503).json({ status: 'not ready', database: 'down' })
      }
    }),
  )

  return router
}
