// `npm run contract:check`: logs in to a backend, makes every read of READ_CHECKS, and judges
// each answer by the contract's schema and by the fields SPEC §3/§7 lists.
import { type z } from 'zod'

import { type Endpoint, endpoints, ErrorBody } from '@member-wallet/contract/schemas'
import { compareWithSpec, UNSHOWN } from '@member-wallet/contract/spec-shape'

import { CLIENT_HEADER, fillPath } from '../../app/api/client'
import { type CallInput, READ_CHECKS, type ReadCheck, type Seen } from './checks'

export type Verdict = 'ok' | 'mismatch' | 'error' | 'skipped'

export type Row = {
  endpoint: string
  status: number | null
  missing: string[]
  extra: string[]
  verdict: Verdict
  note: string
}

export type CheckOptions = {
  backend: string
  phone: string
  password: string
  timeoutMs: number
  fetch?: typeof fetch
}

type Answer = { status: number; json: unknown } | { failure: string }

async function callRaw(
  endpoint: Endpoint<z.ZodType | null, z.ZodType>,
  input: CallInput,
  token: string | null,
  options: CheckOptions,
): Promise<Answer> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [CLIENT_HEADER.name]: CLIENT_HEADER.value,
  }
  if (token) headers.Authorization = `Bearer ${token}`
  if (input.body !== undefined) headers['Content-Type'] = 'application/json'
  try {
    const response = await (options.fetch ?? fetch)(
      new URL(fillPath(endpoint.path, input.params), options.backend),
      {
        method: endpoint.method,
        headers,
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
        signal: AbortSignal.timeout(options.timeoutMs),
      },
    )
    return { status: response.status, json: await response.json().catch(() => undefined) }
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    return { failure: timedOut ? 'no answer in time' : 'backend unreachable' }
  }
}

function labelOf(check: ReadCheck, input: CallInput): string {
  return `${check.endpoint.method} ${fillPath(check.endpoint.path, input.params)}`
}

/** One answer judged: the schema and the spec's fields on success, the code otherwise. */
export function judge(check: ReadCheck, label: string, answer: Answer): Row & { data?: unknown } {
  const row = { endpoint: label, missing: [], extra: [] }
  if ('failure' in answer) return { ...row, status: null, verdict: 'error', note: answer.failure }
  const { status, json } = answer
  if (status < 200 || status >= 300) {
    const code = ErrorBody.safeParse(json).data?.message ?? 'no readable code'
    const accepted = check.acceptedCodes?.includes(code) ?? false
    return { ...row, status, verdict: accepted ? 'ok' : 'error', note: code }
  }
  const parsed = check.endpoint.response.safeParse(json)
  const { missing, extra } = compareWithSpec(json, check.shape)
  const issue = parsed.success ? null : parsed.error.issues[0]
  const notes = [
    check.shape === UNSHOWN ? 'not shown by spec' : '',
    issue ? `schema: ${issue.path.join('.') || '(answer)'}: ${issue.message}` : '',
  ].filter(Boolean)
  return {
    endpoint: label,
    status,
    missing,
    extra,
    verdict: parsed.success && missing.length === 0 ? 'ok' : 'mismatch',
    note: notes.join('; '),
    data: parsed.success ? parsed.data : undefined,
  }
}

/** Logs in, then runs every read; a failed login is the only row. */
export async function runContractCheck(options: CheckOptions): Promise<Row[]> {
  const login = await callRaw(
    endpoints.account.login,
    { body: { username: options.phone, password: options.password } },
    null,
    options,
  )
  const loginCheck: ReadCheck = { endpoint: endpoints.account.login, shape: { token: 'value' } }
  const loginRow = judge(loginCheck, 'POST /api/login', login)
  const token = (loginRow.data as { token?: string } | undefined)?.token
  const { data: _token, ...loginShown } = loginRow
  if (!token)
    return [{ ...loginShown, verdict: loginRow.verdict === 'ok' ? 'error' : loginRow.verdict }]

  const rows: Row[] = [loginShown]
  const seen: Seen = {}
  for (const check of READ_CHECKS) {
    const inputs = check.inputs ? check.inputs(seen) : [{}]
    if (!Array.isArray(inputs)) {
      const label = `${check.endpoint.method} ${check.endpoint.path}`
      rows.push({
        endpoint: label,
        status: null,
        missing: [],
        extra: [],
        verdict: 'skipped',
        note: inputs.skip,
      })
      continue
    }
    for (const input of inputs) {
      const answer = await callRaw(check.endpoint, input, token, options)
      const { data, ...row } = judge(check, labelOf(check, input), answer)
      if (check.remember && data !== undefined) Object.assign(seen, { [check.remember]: data })
      rows.push(row)
    }
  }
  return rows
}

/** Whether a run found the backend keeping the contract. */
export function passed(rows: readonly Row[]): boolean {
  return rows.every((row) => row.verdict === 'ok' || row.verdict === 'skipped')
}

/** The rows as a fixed-width table, with a closing count. */
export function formatTable(rows: readonly Row[]): string {
  const list = (fields: string[]) => (fields.length ? fields.join(', ') : '-')
  const cells = rows.map((row) => [
    row.endpoint,
    row.status === null ? '-' : String(row.status),
    list(row.missing),
    list(row.extra),
    row.note ? `${row.verdict} (${row.note})` : row.verdict,
  ])
  const header = ['ENDPOINT', 'STATUS', 'MISSING', 'EXTRA', 'VERDICT']
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => cell[column]!.length)),
  )
  const line = (cell: string[]) =>
    cell
      .map((text, column) => text.padEnd(widths[column]!))
      .join('  ')
      .trimEnd()
  const count = (verdict: Verdict) => rows.filter((row) => row.verdict === verdict).length
  return [
    line(header),
    ...cells.map(line),
    '',
    `${count('ok')} ok, ${count('mismatch')} mismatch, ${count('error')} error, ${count('skipped')} skipped`,
  ].join('\n')
}
