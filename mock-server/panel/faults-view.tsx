// The HTML of the fault-injection page (/panel/faults: the active rules and the form that adds
// one) and of the request journal (/panel/journal). Plain forms: no JavaScript needed.
import {
  contractRoutes,
  FAULT_METHODS,
  FAULT_TYPES,
  type FaultKind,
  type FaultRule,
  faultStatus,
  type FaultType,
  injectableCodes,
} from '../faults'
import { type JournalEntry } from '../journal'
import { formatInBangkok } from './format'
import { type PanelKey, type Translate } from './i18n'

/** The add form's fields, as typed. */
export type FaultFormValues = {
  method: string
  path: string
  type: string
  code: string
  status: string
  ms: string
  count: string
  forever: boolean
}

export const FAULT_FORM_FIELDS = [
  'method',
  'path',
  'type',
  'code',
  'status',
  'ms',
  'count',
] as const
export type FaultFormField = (typeof FAULT_FORM_FIELDS)[number]

/** A refused add form: what was typed and the message of each wrong field. */
export type FaultFormErrors = Partial<Record<FaultFormField | 'form', string>>

export const DEFAULT_FAULT_FORM: FaultFormValues = {
  method: '*',
  path: '',
  type: 'error',
  code: 'INTERNAL_SERVER_ERROR',
  status: '',
  ms: '3000',
  count: '1',
  forever: false,
}

/** HH:mm:ss in Bangkok. */
export function bangkokClock(iso: string): string {
  return formatInBangkok('en', new Date(iso), 'HH:mm:ss')
}

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{bangkokClock(iso)}</time>
}

export function describeKind(t: Translate, kind: FaultKind): string {
  switch (kind.type) {
    case 'error':
      return t('faultsDescError', {
        code: kind.code,
        status: kind.status ?? faultStatus(kind.code),
      })
    case 'delay':
      return t('faultsDescDelay', { ms: kind.ms })
    case 'drop':
      return t('faultsDescDrop')
    case 'garbage':
      return t('faultsDescGarbage')
    case 'lose':
      return t('faultsDescLose')
  }
}

function methodLabel(t: Translate, method: string): string {
  return method === '*' ? `* (${t('faultsAnyMethod')})` : method
}

function RulesTable({ t, rules }: { t: Translate; rules: readonly FaultRule[] }) {
  if (rules.length === 0) return <p className="empty">{t('faultsNone')}</p>
  return (
    <div className="table-wrap">
      <table className="fault-rules">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('faultsMethod')}</th>
            <th scope="col">{t('faultsPath')}</th>
            <th scope="col">{t('faultsKind')}</th>
            <th scope="col">{t('faultsRemaining')}</th>
            <th scope="col">{t('faultsCreated')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('faultsRemove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => (
            <tr key={rule.id} id={`rule-${rule.id}`}>
              <td>{rule.id}</td>
              <td>{methodLabel(t, rule.method)}</td>
              <td className="path">
                <code>{rule.path}</code>
              </td>
              <td>{describeKind(t, rule.kind)}</td>
              <td>
                {rule.remaining === null
                  ? t('faultsUntilCleared')
                  : t('faultsLeft', { count: rule.remaining })}
              </td>
              <td>
                <Time iso={rule.createdAt} />
              </td>
              <td>
                <form method="post" action={`/panel/faults/${encodeURIComponent(rule.id)}/remove`}>
                  <button
                    type="submit"
                    className="danger"
                    aria-label={t('faultsRemoveRule', { id: rule.id })}
                  >
                    {t('faultsRemove')}
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The contract's paths, and `/api/<group>/*` for groups of more than one. */
function PathSuggestions() {
  const routes = contractRoutes()
  const groups = new Map<string, number>()
  for (const { path } of routes) {
    const group = /^\/api\/[^/]+\//.exec(path)?.[0]
    if (group) groups.set(group, (groups.get(group) ?? 0) + 1)
  }
  const prefixes = [...groups].filter(([, count]) => count > 1).map(([group]) => `${group}*`)
  return (
    <datalist id="fault-paths">
      <option value="/api/*" />
      {prefixes.map((prefix) => (
        <option key={prefix} value={prefix} />
      ))}
      {routes.map(({ path, methods }) => (
        <option key={path} value={path}>
          {methods.join(', ')}
        </option>
      ))}
    </datalist>
  )
}

const TYPE_LABELS: Record<FaultType, PanelKey> = {
  error: 'faultsTypeError',
  delay: 'faultsTypeDelay',
  drop: 'faultsTypeDrop',
  garbage: 'faultsTypeGarbage',
  lose: 'faultsTypeLose',
}

/** id, name, and aria-invalid / aria-describedby when the field was refused. */
function field(name: FaultFormField, errors: FaultFormErrors, hint?: string) {
  const invalid = errors[name] !== undefined
  const describedBy = [hint, invalid && `fault-${name}-error`].filter(Boolean).join(' ')
  return {
    id: `fault-${name}`,
    name,
    ...(invalid ? { 'aria-invalid': true } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  }
}

function FieldError({ name, errors }: { name: FaultFormField; errors: FaultFormErrors }) {
  const message = errors[name]
  if (message === undefined) return null
  return (
    <p id={`fault-${name}-error`} className="error">
      {message}
    </p>
  )
}

type FormView = { t: Translate; values: FaultFormValues; errors: FaultFormErrors }

function AddForm({ t, values, errors }: FormView) {
  const refused = Object.keys(errors).length > 0
  return (
    <form method="post" action="/panel/faults" className="fault-form" noValidate>
      {refused && (
        <p className="error" role="alert">
          {Object.values(errors).join(' · ')}
        </p>
      )}
      <div className="fault-row">
        <div className="field">
          <label htmlFor="fault-method">{t('faultsMethod')}</label>
          <select {...field('method', errors)} defaultValue={values.method}>
            {FAULT_METHODS.map((method) => (
              <option key={method} value={method}>
                {methodLabel(t, method)}
              </option>
            ))}
          </select>
          <FieldError name="method" errors={errors} />
        </div>
        <div className="field grow">
          <label htmlFor="fault-path">{t('faultsPath')}</label>
          <input
            type="text"
            {...field('path', errors, 'fault-path-hint')}
            defaultValue={values.path}
            list="fault-paths"
            maxLength={300}
            placeholder="/api/wallet/transfer"
            autoComplete="off"
            spellCheck="false"
            required
          />
          <PathSuggestions /> <FieldError name="path" errors={errors} />
        </div>
      </div>
      <p id="fault-path-hint" className="hint">
        {t('faultsPathHint')}
      </p>
      <fieldset aria-describedby={errors.type !== undefined ? 'fault-type-error' : undefined}>
        <legend>{t('faultsKind')}</legend>
        <FieldError name="type" errors={errors} />
        {FAULT_TYPES.map((type) => (
          <div key={type} className="fault-kind">
            <input
              type="radio"
              id={`fault-type-${type}`}
              name="type"
              value={type}
              defaultChecked={values.type === type}
            />{' '}
            <label htmlFor={`fault-type-${type}`}>{t(TYPE_LABELS[type])}</label>
            {type === 'error' && <ErrorFields t={t} values={values} errors={errors} />}
            {type === 'delay' && (
              <div className="fault-sub">
                <label htmlFor="fault-ms">{t('faultsDelayMs')}</label>
                <input
                  type="number"
                  {...field('ms', errors)}
                  defaultValue={values.ms}
                  min="1"
                  max="120000"
                  step="1"
                  inputMode="numeric"
                />
                <FieldError name="ms" errors={errors} />
              </div>
            )}
          </div>
        ))}
      </fieldset>
      <div className="fault-row">
        <div className="field">
          <label htmlFor="fault-count">{t('faultsCount')}</label>
          <input
            type="number"
            {...field('count', errors)}
            defaultValue={values.count}
            min="1"
            max="1000000"
            step="1"
            inputMode="numeric"
          />
          <FieldError name="count" errors={errors} />
        </div>
        <div className="field check">
          <input
            type="checkbox"
            id="fault-forever"
            name="forever"
            value="1"
            defaultChecked={values.forever}
          />{' '}
          <label htmlFor="fault-forever">{t('faultsForever')}</label>
        </div>
      </div>
      <button type="submit">{t('faultsAddButton')}</button>
    </form>
  )
}

function ErrorFields({ t, values, errors }: FormView) {
  return (
    <div className="fault-sub">
      <label htmlFor="fault-code">{t('faultsCode')}</label>
      <select {...field('code', errors)} defaultValue={values.code}>
        {injectableCodes().map(({ code, status }) => (
          <option key={code} value={code}>
            {code} ({status})
          </option>
        ))}
      </select>
      <FieldError name="code" errors={errors} />
      <label htmlFor="fault-status">{t('faultsStatus')}</label>
      <input
        type="number"
        {...field('status', errors)}
        defaultValue={values.status}
        min="400"
        max="599"
        step="1"
        inputMode="numeric"
      />
      <FieldError name="status" errors={errors} />
    </div>
  )
}

export function FaultsMain({
  t,
  rules,
  values = DEFAULT_FAULT_FORM,
  errors = {},
  added,
}: {
  t: Translate
  rules: readonly FaultRule[]
  values?: FaultFormValues
  errors?: FaultFormErrors
  /** The id of the rule just added (after the redirect). */
  added?: string | null
}) {
  return (
    <main className="tools">
      <h1>{t('faultsTitle')}</h1>
      <p className="hint">{t('faultsIntro')}</p>
      {added && (
        <p className="notice" role="status">
          {t('faultsAdded', { id: added })}
        </p>
      )}
      <section aria-labelledby="rules-title">
        <h2 id="rules-title">{t('faultsActive', { count: rules.length })}</h2>
        <RulesTable t={t} rules={rules} />
        {rules.length > 0 && (
          <form method="post" action="/panel/faults/clear">
            <button type="submit" className="danger">
              {t('faultsClearAll')}
            </button>
          </form>
        )}
      </section>
      <section aria-labelledby="add-title">
        <h2 id="add-title">{t('faultsAdd')}</h2>
        <AddForm t={t} values={values} errors={errors} />
      </section>
      <p>
        <a href="/panel/journal">{t('faultsToJournal')}</a>
      </p>
    </main>
  )
}

function StatusCell({ t, entry }: { t: Translate; entry: JournalEntry }) {
  if (entry.dropped) return <td className="status status-dropped">{t('journalDropped')}</td>
  const kind = entry.status >= 500 ? '5xx' : entry.status >= 400 ? '4xx' : 'ok'
  return <td className={`status status-${kind}`}>{entry.status}</td>
}

export function JournalMain({
  t,
  entries,
  auto,
}: {
  t: Translate
  entries: readonly JournalEntry[]
  /** Whether the page refreshes itself (the Refresh header). */
  auto: boolean
}) {
  return (
    <main className="tools">
      <h1>{t('journalTitle')}</h1>
      <p className="hint">{t('journalIntro', { count: entries.length })}</p>
      <div className="tools-bar">
        <a href={`/panel/journal${auto ? '' : '?auto=0'}`}>{t('journalRefresh')}</a>{' '}
        <a href={`/panel/journal${auto ? '?auto=0' : ''}`}>
          {auto ? t('journalAutoOn') : t('journalAutoOff')}
        </a>{' '}
        <form method="post" action="/panel/journal/clear">
          <button type="submit" className="danger">
            {t('journalClear')}
          </button>
        </form>{' '}
        <a href="/panel/faults">{t('journalToFaults')}</a>
      </div>
      {entries.length === 0 ? (
        <p className="empty">{t('journalEmpty')}</p>
      ) : (
        <div className="table-wrap">
          <table className="journal">
            <thead>
              <tr>
                <th scope="col">{t('journalTime')}</th>
                <th scope="col">{t('journalMethod')}</th>
                <th scope="col">{t('journalPath')}</th>
                <th scope="col">{t('journalStatus')}</th>
                <th scope="col" className="num">
                  {t('journalMs')}
                </th>
                <th scope="col">{t('journalCode')}</th>
                <th scope="col">{t('journalFault')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, i) => (
                <tr key={i} className={entry.injected !== null ? 'injected' : undefined}>
                  <td>
                    <Time iso={entry.at} />
                  </td>
                  <td>{entry.method}</td>
                  <td className="path">
                    <code>{entry.path}</code>
                  </td>
                  <StatusCell t={t} entry={entry} />
                  <td className="num">{entry.ms.toFixed(1)}</td>
                  <td>{entry.code && <code>{entry.code}</code>}</td>
                  <td>
                    {entry.injected !== null && (
                      <span className="fault-mark">
                        {t('journalInjected', { id: entry.injected })}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  )
}
