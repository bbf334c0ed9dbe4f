// What the operator pages share: the page frame with its language, a refused form shown again
// (what was typed, a translated error next to it), the notice after a good form's redirect,
// small one-button forms, and reading the numbers typed into fields.
import { parseWithZod } from '@conform-to/zod/v4'
import { type Request, type RequestHandler, type Response } from 'express'
import { type ReactNode } from 'react'
import * as z from 'zod'

import { ApiError, route } from '../http'
import { languageOf, type PanelKey, type PanelLang, type Translate } from './i18n'
import { PanelPage, sendPage } from './layout'

/** A form the operator sent that was refused: nothing changed. */
export type Refusal = {
  /** The id of the form on the page (its fields' ids are `<form>-<name>`); absent: the page's. */
  form?: string
  /** What was typed, shown again. */
  fields: Record<string, string>
  /** The field the error is about. */
  field?: string
  /** The error, translated. */
  message: string
  /** The page's status: 422 bad input, 404 unknown, 409 already done. */
  status: number
}

/** A posted form's text fields (files are multer's), as conform reads a form. */
export function formDataOf(body: unknown): URLSearchParams {
  const data = new URLSearchParams()
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string') data.append(name, value)
  }
  return data
}

/** What was typed in the fields the schema reads, to show the refused form again. */
function typedFields(data: URLSearchParams, schema: z.ZodObject): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const name of Object.keys(schema.shape)) {
    const value = data.get(name)
    if (value !== null) fields[name] = value
  }
  return fields
}

/**
 * A form's fields read by its zod schema with conform (parseWithZod: an empty field is a
 * missing one). A schema's messages are panel keys; the first field in error is the refusal's.
 */
export function parseForm<Schema extends z.ZodObject>(
  body: unknown,
  schema: Schema,
  t: Translate,
  form?: string,
): { fields: Record<string, string> } & ({ value: z.output<Schema> } | { refused: Refusal }) {
  const data = formDataOf(body)
  const fields = typedFields(data, schema)
  const submission = parseWithZod(data, { schema })
  if (submission.status === 'success') return { fields, value: submission.value }
  const [field, messages] = Object.entries(submission.error ?? {}).find(([, m]) => m?.length) ?? []
  const key = (messages?.[0] ?? 'errorForm') as PanelKey
  const at = { form, ...(field ? { field } : {}) }
  return { fields, refused: refuse(t, key, fields, at) }
}

/** An error found by the page itself (a field typed wrong): 422. */
export function refuse(
  t: Translate,
  key: PanelKey,
  fields: Record<string, string>,
  at: { form?: string; field?: string } = {},
  status = 422,
): Refusal {
  return { ...at, fields, message: t(key), status }
}

/**
 * The refusal an ApiError of a shared function means for this form: `keys` names the message
 * for `<status>:<code>` or for the code alone. Anything else is thrown on (a server fault).
 */
export function refusalOf(
  error: unknown,
  t: Translate,
  keys: Partial<Record<string, PanelKey>>,
  fields: Record<string, string>,
  at: { form?: string; field?: string } = {},
): Refusal {
  if (!(error instanceof ApiError)) throw error
  const key = keys[`${error.status}:${error.code}`] ?? keys[error.code]
  if (!key) throw error
  const status = error.status === 404 || error.status === 409 ? error.status : 422
  // an unknown or settled item is no longer on the page: the error goes at the top
  return { ...(status === 422 ? at : {}), fields, message: t(key), status }
}

// ---------------------------------------------------------------------------------------------
// fields

/** id, name, and what describes the field: its hint, and its error when the form was refused. */
export function fieldProps(
  form: string,
  name: string,
  refused: Refusal | undefined,
  hint?: string,
): { id: string; name: string; 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const invalid = refused?.form === form && (refused.field ?? name) === name
  const describedBy = [hint, invalid && `${form}-error`].filter(Boolean).join(' ')
  return {
    id: `${form}-${name}`,
    name,
    ...(invalid ? { 'aria-invalid': true } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  }
}

/** What the field shows: what was typed when its form was refused, else `fallback`. */
export function valueOf(
  form: string,
  name: string,
  refused: Refusal | undefined,
  fallback = '',
): string {
  return refused?.form === form ? (refused.fields[name] ?? '') : fallback
}

/** The error of a refused form, next to it. */
export function FormError({ form, refused }: { form: string; refused: Refusal | undefined }) {
  if (refused?.form !== form) return null
  return (
    <p id={`${form}-error`} className="error" role="alert">
      {refused.message}
    </p>
  )
}

/** The error of a refusal that is not about a form on the page (an unknown item). */
export function PageError({ refused }: { refused: Refusal | undefined }) {
  if (refused === undefined || refused.form !== undefined) return null
  return (
    <p className="op-alert" role="alert">
      {refused.message}
    </p>
  )
}

/** A form of one button, with hidden fields. */
export function ButtonForm({
  action,
  label,
  hidden = {},
  className,
  id,
}: {
  action: string
  label: string
  hidden?: Record<string, string>
  className?: string
  id?: string
}) {
  return (
    <form method="post" action={action} className="op-inline" id={id}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  )
}

// ---------------------------------------------------------------------------------------------
// the notice after a redirect: ?done=<notice>

const NOTICES = {
  memberActivated: 'doneMemberActivated',
  memberDeactivated: 'doneMemberDeactivated',
  coinsGranted: 'doneCoinsGranted',
  rewardsSaved: 'doneRewardsSaved',
  loginAs: 'doneLoginAs',
  slipApproved: 'doneSlipApproved',
  slipFailed: 'doneSlipFailed',
  withdrawalPaid: 'doneWithdrawalPaid',
  withdrawalFailed: 'doneWithdrawalFailed',
  qrPaid: 'doneQrPaid',
  settingSaved: 'doneSettingSaved',
  reset: 'doneReset',
} as const satisfies Record<string, PanelKey>
export type Notice = keyof typeof NOTICES

export function isNotice(value: unknown): value is Notice {
  return typeof value === 'string' && Object.hasOwn(NOTICES, value)
}

/** `path` with ?done= (before its #fragment). */
export function withNotice(path: string, notice: Notice, fragment = ''): string {
  const separator = path.includes('?') ? '&' : '?'
  return `${path}${separator}done=${notice}${fragment ? `#${fragment}` : ''}`
}

/** The notice a redirect asked for, if it is one. */
export function DoneNotice({ t, done }: { t: Translate; done: unknown }) {
  if (!isNotice(done)) return null
  return (
    <p className="op-notice" role="status">
      {t(NOTICES[done])}
    </p>
  )
}

// ---------------------------------------------------------------------------------------------
// fields of the schemas (the shared rules then check their range and decimals)

/** Digits with an optional decimal part ("1500", "35.5", "0.125") as a number. */
export function amountField(message: PanelKey) {
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,12}(\.\d{1,6})?$/, message)
    .transform(Number)
}

/** Digits only ("3") as a number: a sign, a decimal point or anything else is `message`. */
export function wholeNumberField(message: PanelKey) {
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
}

/** One of `values`, else `message`. */
export function choiceField<const Values extends readonly [string, ...string[]]>(
  values: Values,
  message: PanelKey,
) {
  return z.enum(values, { error: message })
}

// ---------------------------------------------------------------------------------------------
// the page

export type OperatorPage = {
  /** The page's heading and title. */
  title: PanelKey
  /** Where the page is, without ?lang= and ?done= (the language switch links to it). */
  here: string
  body: (view: { t: Translate; lang: PanelLang }) => ReactNode
}

export function sendOperatorPage(
  res: Response,
  status: number,
  { title, here, body }: OperatorPage,
): void {
  const { lang, t } = languageOf(res)
  sendPage(
    res,
    status,
    <PanelPage lang={lang} t={t} title={t(title)} here={here} signedIn>
      <main className="op-page">{body({ t, lang })}</main>
    </PanelPage>,
  )
}

/** What a good form leads to: its notice, on another page or at a fragment if it says so. */
export type Done = { notice: Notice; path?: string; fragment?: string }
export type FormOutcome = Done | { refused: Refusal }

export type FormSpec<Schema extends z.ZodObject> = {
  /** The form's fields, read with conform (see parseForm). */
  schema: Schema
  /** The messages of the ApiErrors `act` may throw (see refusalOf). */
  errors: Partial<Record<string, PanelKey>>
  /** The id of the form on the page, where a refusal is shown. */
  formOf: (req: Request, fields: Record<string, string>) => string
  /** The schema's refusals go at the top of the page (forms of one button, nothing typed). */
  refuseAtTop?: boolean
  act: (
    req: Request,
    value: z.output<Schema>,
    context: { t: Translate; fields: Record<string, string>; form: string },
  ) => Promise<FormOutcome>
  /** The page shown again with a refusal. */
  page: (req: Request, res: Response, status: number, refused: Refusal) => Promise<void>
  /** Where a good form returns unless its outcome names a path. */
  home: (req: Request) => string
}

/**
 * A panel form's POST handler: parses the fields with the schema and runs `act`; a refusal
 * (the schema's, act's own, or one of `errors`) shows the page again, anything done redirects
 * (303) with the notice.
 */
export function formHandler<Schema extends z.ZodObject>(spec: FormSpec<Schema>): RequestHandler {
  return route(async (req, res) => {
    const { t } = languageOf(res)
    const form = spec.formOf(req, typedFields(formDataOf(req.body), spec.schema))
    const parsed = parseForm(req.body, spec.schema, t, spec.refuseAtTop ? undefined : form)
    let outcome: FormOutcome
    if ('refused' in parsed) outcome = parsed
    else {
      try {
        outcome = await spec.act(req, parsed.value, { t, fields: parsed.fields, form })
      } catch (error) {
        outcome = { refused: refusalOf(error, t, spec.errors, parsed.fields, { form }) }
      }
    }
    if ('refused' in outcome) {
      await spec.page(req, res, outcome.refused.status, outcome.refused)
      return
    }
    const { notice, path = spec.home(req), fragment } = outcome
    res.redirect(303, withNotice(path, notice, fragment))
  })
}
