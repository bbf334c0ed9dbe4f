// The panel's fault-injection and journal pages (HTML forms over the same rules and journal as
// /__admin/faults and /__admin/journal):
//   GET  /panel/faults                  the active rules and the form that adds one
//   POST /panel/faults                  adds a rule → 303 /panel/faults?added=<id>, or 422 and
//                                       the form again with what was typed and why it was refused
//   POST /panel/faults/:id/remove       removes one → 303 /panel/faults
//   POST /panel/faults/clear            removes every rule → 303 /panel/faults
//   GET  /panel/journal[?auto=0]        the last 100 API calls (refreshes itself every 3 s
//                                       through the Refresh header unless auto=0)
//   POST /panel/journal/clear           forgets them → 303 /panel/journal
import { type Response, Router } from 'express'
import { type ReactNode } from 'react'

import { type MockContext } from '../context'
import { FAULT_RULES_MAX, FaultRuleRequest, TooManyFaultRules } from '../faults'
import {
  type FaultFormErrors,
  type FaultFormField,
  type FaultFormValues,
  FaultsMain,
  JournalMain,
} from './faults-view'
import { languageOf, type PanelKey, type Translate } from './i18n'
import { PanelPage, sendPage } from './layout'

/** The journal page's rows. */
export const JOURNAL_PAGE = 100
export const JOURNAL_REFRESH_S = 3

const FIELD_ERRORS: Record<FaultFormField, PanelKey> = {
  method: 'faultsErrorMethod',
  path: 'faultsErrorPath',
  type: 'faultsErrorType',
  code: 'faultsErrorCode',
  status: 'faultsErrorStatus',
  ms: 'faultsErrorMs',
  count: 'faultsErrorCount',
}

/** The add form's fields as they were posted (absent ones empty). */
export function faultFormValues(body: unknown): FaultFormValues {
  const fields = (body ?? {}) as Record<string, unknown>
  const text = (name: string) => {
    const value = fields[name]
    return typeof value === 'string' ? value.slice(0, 400) : ''
  }
  return {
    method: text('method'),
    path: text('path').trim(),
    type: text('type'),
    code: text('code'),
    status: text('status').trim(),
    ms: text('ms').trim(),
    count: text('count').trim(),
    forever: fields.forever !== undefined,
  }
}

/** A whole number typed in a field; anything else fails the schema's number check. */
function wholeNumber(text: string): number {
  return /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN
}

/** The rule a form asks for, as POST /__admin/faults would be sent it. */
export function faultRequestOf(values: FaultFormValues): Record<string, unknown> {
  const kind: Record<string, unknown> = { type: values.type }
  if (values.type === 'error') {
    kind.code = values.code
    if (values.status !== '') kind.status = wholeNumber(values.status)
  } else if (values.type === 'delay') {
    kind.ms = wholeNumber(values.ms)
  }
  return {
    method: values.method,
    path: values.path,
    kind,
    remaining: values.forever ? null : wholeNumber(values.count),
  }
}

function fieldOfIssue(path: readonly PropertyKey[]): FaultFormField {
  const [first, second] = path
  if (first === 'method' || first === 'path') return first
  if (first === 'remaining') return 'count'
  if (second === 'code' || second === 'status' || second === 'ms') return second
  return 'type'
}

/** The form's rule, checked by the admin API's schema; or the message of each wrong field. */
export function parseFaultForm(
  t: Translate,
  values: FaultFormValues,
):
  | { ok: true; value: ReturnType<typeof FaultRuleRequest.parse> }
  | { ok: false; errors: FaultFormErrors } {
  const result = FaultRuleRequest.safeParse(faultRequestOf(values))
  if (result.success) return { ok: true, value: result.data }
  const errors: FaultFormErrors = {}
  for (const issue of result.error.issues) {
    const name = fieldOfIssue(issue.path)
    errors[name] ??= t(FIELD_ERRORS[name])
  }
  return { ok: false, errors }
}

function addedParam(value: unknown): string | null {
  return typeof value === 'string' && /^f\d{1,9}$/.test(value) ? value : null
}

export function panelFaultRoutes(ctx: MockContext): Router {
  const { faults, journal } = ctx
  const router = Router()

  function page(res: Response, status: number, title: string, here: string, body: ReactNode): void {
    const { lang, t } = languageOf(res)
    sendPage(
      res,
      status,
      <PanelPage lang={lang} t={t} title={title} here={here} signedIn>
        {body}
      </PanelPage>,
    )
  }

  function faultsPage(
    res: Response,
    status: number,
    form?: { values: FaultFormValues; errors: FaultFormErrors },
    added?: string | null,
  ): void {
    const { t } = languageOf(res)
    const body = <FaultsMain t={t} rules={faults.list()} {...form} added={added} />
    page(res, status, t('faultsTitle'), '/panel/faults', body)
  }

  router.get('/faults', (req, res) => {
    faultsPage(res, 200, undefined, addedParam(req.query.added))
  })

  router.post('/faults', (req, res) => {
    const { t } = languageOf(res)
    const values = faultFormValues(req.body)
    const parsed = parseFaultForm(t, values)
    if (!parsed.ok) return faultsPage(res, 422, { values, errors: parsed.errors })
    try {
      const rule = faults.add(parsed.value)
      res.redirect(303, `/panel/faults?added=${encodeURIComponent(rule.id)}`)
    } catch (error) {
      if (!(error instanceof TooManyFaultRules)) throw error
      const errors = { form: t('faultsErrorTooMany', { max: FAULT_RULES_MAX }) }
      faultsPage(res, 422, { values, errors })
    }
  })

  router.post('/faults/clear', (_req, res) => {
    faults.clear()
    res.redirect(303, '/panel/faults')
  })

  // removing a rule that is gone already (used up, or removed in another window) is no error
  router.post('/faults/:id/remove', (req, res) => {
    faults.remove(req.params.id ?? '')
    res.redirect(303, '/panel/faults')
  })

  router.get('/journal', (req, res) => {
    const { t } = languageOf(res)
    const auto = req.query.auto !== '0'
    if (auto) res.set('Refresh', String(JOURNAL_REFRESH_S))
    const body = <JournalMain t={t} entries={journal.newest(JOURNAL_PAGE)} auto={auto} />
    page(res, 200, t('journalTitle'), auto ? '/panel/journal' : '/panel/journal?auto=0', body)
  })

  router.post('/journal/clear', (_req, res) => {
    journal.clear()
    res.redirect(303, '/panel/journal')
  })

  return router
}
