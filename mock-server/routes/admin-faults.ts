// The admin calls of fault injection and the request journal (behind the admin router's
// x-admin-password check):
//   GET    /__admin/faults           the active rules, oldest first
//   POST   /__admin/faults           a new rule (FaultRuleRequest) → 201 the rule
//   DELETE /__admin/faults/:id       one rule (404 NO_DATA when there is none)
//   DELETE /__admin/faults           every rule
//   GET    /__admin/faults/codes     every injectable code with its default status
//   GET    /__admin/journal?limit=50 the last calls of /api, newest first (limit 1–200)
//   DELETE /__admin/journal          forgets them
import { Router } from 'express'
import * as z from 'zod'

import { type MockContext } from '../context'
import { FaultRule, FaultRuleRequest, injectableCodes, TooManyFaultRules } from '../faults'
import { ApiError, parseBody } from '../http'
import { JOURNAL_SIZE, JournalEntry } from '../journal'

export const JournalQuery = z.object({
  limit: z.coerce.number().int().min(1).max(JOURNAL_SIZE).default(50),
})

export function adminFaultRoutes(ctx: MockContext): Router {
  const { faults, journal } = ctx
  const router = Router()

  router.get('/faults', (_req, res) => {
    res.json(z.array(FaultRule).parse(faults.list()))
  })

  router.get('/faults/codes', (_req, res) => {
    res.json(injectableCodes())
  })

  router.post('/faults', (req, res) => {
    const body = parseBody(FaultRuleRequest, req)
    try {
      res.status(201).json(FaultRule.parse(faults.add(body)))
    } catch (error) {
      if (error instanceof TooManyFaultRules) throw new ApiError(400, 'KEY_INVALID')
      throw error
    }
  })

  router.delete('/faults', (_req, res) => {
    faults.clear()
    res.json({ message: 'SUCCESS' })
  })

  router.delete('/faults/:id', (req, res) => {
    if (!faults.remove(req.params.id ?? '')) throw new ApiError(404, 'NO_DATA')
    res.json({ message: 'SUCCESS' })
  })

  router.get('/journal', (req, res) => {
    const query = JournalQuery.safeParse(req.query)
    if (!query.success) throw new ApiError(400, 'KEY_INVALID')
    res.json(z.array(JournalEntry).parse(journal.newest(query.data.limit)))
  })

  router.delete('/journal', (_req, res) => {
    journal.clear()
    res.json({ message: 'SUCCESS' })
  })

  return router
}
