// MOCK_SHAPE=spec: every successful /api answer carries only the fields SPEC §3/§7 lists,
// as a backend we did not write may, so the app is tested against what is promised. The shape
// can be switched while the mock runs (PUT /__admin/shape), so one mock serves tests of both.
import { type RequestHandler } from 'express'
import * as z from 'zod'

import { specShapeOf } from '@member-wallet/contract/spec-fields'
import { keepSpecFields } from '@member-wallet/contract/spec-shape'

/** MOCK_SHAPE: `full` (the default: every field the mock has) or `spec`. */
export const ANSWER_SHAPES = ['full', 'spec'] as const
export type AnswerShape = (typeof ANSWER_SHAPES)[number]

/** The answers' shape, now: GET and PUT /__admin/shape. */
export const AdminShape = z.object({ shape: z.enum(ANSWER_SHAPES) }).strict()

/**
 * While `currentShape()` is `spec`, cuts each successful JSON answer of a contract endpoint down
 * to the spec's fields.
 */
export function specShapedAnswers(currentShape: () => AnswerShape): RequestHandler {
  return (req, res, next) => {
    if (currentShape() !== 'spec') return next()
    const shape = specShapeOf(req.method, `${req.baseUrl}${req.path}`)
    if (shape) {
      const json = res.json.bind(res)
      res.json = (body: unknown) => json(res.statusCode < 400 ? keepSpecFields(body, shape) : body)
    }
    next()
  }
}
