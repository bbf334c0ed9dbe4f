// The budgets of bench/budgets.json, checked against a run's figures: PASS or FAIL each.
import { readFileSync } from 'node:fs'

import * as z from 'zod'

export const Budget = z
  .object({
    /** A figure's name as metricsOf() gives it, e.g. "assets./login.js". */
    metric: z.string().min(1),
    label: z.string().min(1),
    unit: z.string().default(''),
    min: z.number().optional(),
    max: z.number().optional(),
  })
  .refine((budget) => budget.min !== undefined || budget.max !== undefined, {
    message: 'a budget needs a min or a max',
  })
export type Budget = z.infer<typeof Budget>

export const BudgetFile = z.object({ budgets: z.array(Budget).min(1) })

export function readBudgets(file: string): Budget[] {
  return BudgetFile.parse(JSON.parse(readFileSync(file, 'utf8'))).budgets
}

export type BudgetOutcome = { budget: Budget; value: number | null; pass: boolean }

/** Each budget against the figures; one whose figure was not measured fails. */
export function evaluateBudgets(
  budgets: readonly Budget[],
  metrics: Readonly<Record<string, number>>,
): BudgetOutcome[] {
  return budgets.map((budget) => {
    const value = metrics[budget.metric]
    if (value === undefined || !Number.isFinite(value)) return { budget, value: null, pass: false }
    const pass =
      (budget.min === undefined || value >= budget.min) &&
      (budget.max === undefined || value <= budget.max)
    return { budget, value, pass }
  })
}

/** A figure as budget lines show it: whole numbers as they are, others to two decimals. */
export function formatFigure(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2)
}

function limitOf({ min, max, unit }: Budget): string {
  const suffix = unit ? ` ${unit}` : ''
  const parts = [
    min === undefined ? null : `≥ ${min}${suffix}`,
    max === undefined ? null : `≤ ${max}${suffix}`,
  ]
  return parts.filter(Boolean).join(', ')
}

/** "PASS  JavaScript on /login: 88.10 kB gzip (budget ≤ 100 kB gzip)", one line per budget. */
export function budgetLines(outcomes: readonly BudgetOutcome[]): string[] {
  return outcomes.map(({ budget, value, pass }) => {
    const measured =
      value === null
        ? 'not measured'
        : `${formatFigure(value)}${budget.unit ? ` ${budget.unit}` : ''}`
    return `${pass ? 'PASS' : 'FAIL'}  ${budget.label}: ${measured} (budget ${limitOf(budget)})`
  })
}

/**
 * The bench's exit code: 1 when the run itself broke, or with --strict when a budget failed;
 * else 0 (timings on a shared machine are noisy).
 */
export function exitCodeOf({
  broken,
  outcomes,
  strict,
}: {
  broken: boolean
  outcomes: readonly BudgetOutcome[]
  strict: boolean
}): number {
  if (broken) return 1
  return strict && outcomes.some((outcome) => !outcome.pass) ? 1 : 0
}
