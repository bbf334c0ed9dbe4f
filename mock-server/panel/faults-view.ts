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
import { type Html, html } from './html'
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

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bangkok',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/** HH:mm:ss in Bangkok. */
export function bangkokClock(iso: string): string {
  return clock.format(new Date(iso))
}

function time(iso: string): Html {
  return html`<time datetime="${iso}">${bangkokClock(iso)}</time>`
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
  }
}

function methodLabel(t: Translate, method: string): string {
  return method === '*' ? `* (${t('faultsAnyMethod')})` : method
}

function rulesTable(t: Translate, rules: readonly FaultRule[]): Html {
  if (rules.length === 0) return html`<p class="empty">${t('faultsNone')}</p>`
  return html`<div class="table-wrap">
    <table class="fault-rules">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">${t('faultsMethod')}</th>
          <th scope="col">${t('faultsPath')}</th>
          <th scope="col">${t('faultsKind')}</th>
          <th scope="col">${t('faultsRemaining')}</th>
          <th scope="col">${t('faultsCreated')}</th>
          <th scope="col"><span class="visually-hidden">${t('faultsRemove')}</span></th>
        </tr>
      </thead>
      <tbody>
        ${rules.map(
          (rule) =>
            html`<tr id="rule-${rule.id}">
              <td>${rule.id}</td>
              <td>${methodLabel(t, rule.method)}</td>
              <td class="path"><code>${rule.path}</code></td>
              <td>${describeKind(t, rule.kind)}</td>
              <td>
                ${
                  rule.remaining === null
                    ? t('faultsUntilCleared')
                    : t('faultsLeft', { count: rule.remaining })
                }
              </td>
              <td>${time(rule.createdAt)}</td>
              <td>
                <form method="post" action="/panel/faults/${encodeURIComponent(rule.id)}/remove">
                  <button
                    type="submit"
                    class="danger"
                    aria-label="${t('faultsRemoveRule', { id: rule.id })}"
                  >
                    ${t('faultsRemove')}
                  </button>
                </form>
              </td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`
}

/** The contract's paths, and `/api/<group>/*` for groups of more than one. */
function pathSuggestions(): Html {
  const routes = contractRoutes()
  const groups = new Map<string, number>()
  for (const { path } of routes) {
    const group = /^\/api\/[^/]+\//.exec(path)?.[0]
    if (group) groups.set(group, (groups.get(group) ?? 0) + 1)
  }
  const prefixes = [...groups].filter(([, count]) => count > 1).map(([group]) => `${group}*`)
  return html`<datalist id="fault-paths">
    <option value="/api/*"></option>
    ${prefixes.map((prefix) => html`<option value="${prefix}"></option>`)}
    ${routes.map(
      ({ path, methods }) => html`<option value="${path}">${methods.join(', ')}</option>`,
    )}
  </datalist>`
}

const TYPE_LABELS: Record<FaultType, PanelKey> = {
  error: 'faultsTypeError',
  delay: 'faultsTypeDelay',
  drop: 'faultsTypeDrop',
  garbage: 'faultsTypeGarbage',
}

/** id, name, and aria-invalid / aria-describedby when the field was refused. */
function field(name: FaultFormField, errors: FaultFormErrors, hint?: string): Html {
  const invalid = errors[name] !== undefined
  const describedBy = [hint, invalid && `fault-${name}-error`].filter(Boolean).join(' ')
  return html`id="fault-${name}" name="${name}" ${invalid && html`aria-invalid="true"`}
  ${describedBy && html`aria-describedby="${describedBy}"`}`
}

function errorOf(name: FaultFormField, errors: FaultFormErrors): Html | false {
  const message = errors[name]
  return message !== undefined && html`<p id="fault-${name}-error" class="error">${message}</p>`
}

function addForm(t: Translate, values: FaultFormValues, errors: FaultFormErrors): Html {
  const refused = Object.keys(errors).length > 0
  return html`<form method="post" action="/panel/faults" class="fault-form" novalidate>
    ${refused && html`<p class="error" role="alert">${Object.values(errors).join(' · ')}</p>`}
    <div class="fault-row">
      <div class="field">
        <label for="fault-method">${t('faultsMethod')}</label>
        <select ${field('method', errors)}>
          ${FAULT_METHODS.map(
            (method) =>
              html`<option value="${method}" ${values.method === method && html`selected`}>
                ${methodLabel(t, method)}
              </option>`,
          )}
        </select>
        ${errorOf('method', errors)}
      </div>
      <div class="field grow">
        <label for="fault-path">${t('faultsPath')}</label>
        <input
          type="text"
          ${field('path', errors, 'fault-path-hint')}
          value="${values.path}"
          list="fault-paths"
          maxlength="300"
          placeholder="/api/wallet/transfer"
          autocomplete="off"
          spellcheck="false"
          required
        />
        ${pathSuggestions()} ${errorOf('path', errors)}
      </div>
    </div>
    <p id="fault-path-hint" class="hint">${t('faultsPathHint')}</p>
    <fieldset ${errors.type !== undefined && html`aria-describedby="fault-type-error"`}>
      <legend>${t('faultsKind')}</legend>
      ${errorOf('type', errors)}
      ${FAULT_TYPES.map(
        (type) =>
          html`<div class="fault-kind">
            <input
              type="radio"
              id="fault-type-${type}"
              name="type"
              value="${type}"
              ${values.type === type && html`checked`}
            />
            <label for="fault-type-${type}">${t(TYPE_LABELS[type])}</label>
            ${type === 'error' && errorFields(t, values, errors)}
            ${
              type === 'delay' &&
              html`<div class="fault-sub">
                <label for="fault-ms">${t('faultsDelayMs')}</label>
                <input
                  type="number"
                  ${field('ms', errors)}
                  value="${values.ms}"
                  min="1"
                  max="120000"
                  step="1"
                  inputmode="numeric"
                />
                ${errorOf('ms', errors)}
              </div>`
            }
          </div>`,
      )}
    </fieldset>
    <div class="fault-row">
      <div class="field">
        <label for="fault-count">${t('faultsCount')}</label>
        <input
          type="number"
          ${field('count', errors)}
          value="${values.count}"
          min="1"
          max="1000000"
          step="1"
          inputmode="numeric"
        />
        ${errorOf('count', errors)}
      </div>
      <div class="field check">
        <input
          type="checkbox"
          id="fault-forever"
          name="forever"
          value="1"
          ${values.forever && html`checked`}
        />
        <label for="fault-forever">${t('faultsForever')}</label>
      </div>
    </div>
    <button type="submit">${t('faultsAddButton')}</button>
  </form>`
}

function errorFields(t: Translate, values: FaultFormValues, errors: FaultFormErrors): Html {
  return html`<div class="fault-sub">
    <label for="fault-code">${t('faultsCode')}</label>
    <select ${field('code', errors)}>
      ${injectableCodes().map(
        ({ code, status }) =>
          html`<option value="${code}" ${values.code === code && html`selected`}>
            ${code} (${status})
          </option>`,
      )}
    </select>
    ${errorOf('code', errors)}
    <label for="fault-status">${t('faultsStatus')}</label>
    <input
      type="number"
      ${field('status', errors)}
      value="${values.status}"
      min="400"
      max="599"
      step="1"
      inputmode="numeric"
    />
    ${errorOf('status', errors)}
  </div>`
}

export function faultsMain({
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
}): Html {
  return html`<main class="tools">
    <h1>${t('faultsTitle')}</h1>
    <p class="hint">${t('faultsIntro')}</p>
    ${added && html`<p class="notice" role="status">${t('faultsAdded', { id: added })}</p>`}
    <section aria-labelledby="rules-title">
      <h2 id="rules-title">${t('faultsActive', { count: rules.length })}</h2>
      ${rulesTable(t, rules)}
      ${
        rules.length > 0 &&
        html`<form method="post" action="/panel/faults/clear">
          <button type="submit" class="danger">${t('faultsClearAll')}</button>
        </form>`
      }
    </section>
    <section aria-labelledby="add-title">
      <h2 id="add-title">${t('faultsAdd')}</h2>
      ${addForm(t, values, errors)}
    </section>
    <p><a href="/panel/journal">${t('faultsToJournal')}</a></p>
  </main>`
}

function statusCell(t: Translate, entry: JournalEntry): Html {
  if (entry.dropped) return html`<td class="status status-dropped">${t('journalDropped')}</td>`
  const kind = entry.status >= 500 ? '5xx' : entry.status >= 400 ? '4xx' : 'ok'
  return html`<td class="status status-${kind}">${entry.status}</td>`
}

export function journalMain({
  t,
  entries,
  auto,
}: {
  t: Translate
  entries: readonly JournalEntry[]
  /** Whether the page refreshes itself (the Refresh header). */
  auto: boolean
}): Html {
  const rows = entries.map(
    (entry) =>
      html`<tr ${entry.injected !== null && html`class="injected"`}>
        <td>${time(entry.at)}</td>
        <td>${entry.method}</td>
        <td class="path"><code>${entry.path}</code></td>
        ${statusCell(t, entry)}
        <td class="num">${entry.ms.toFixed(1)}</td>
        <td>${entry.code && html`<code>${entry.code}</code>`}</td>
        <td>
          ${
            entry.injected !== null &&
            html`<span class="fault-mark">${t('journalInjected', { id: entry.injected })}</span>`
          }
        </td>
      </tr>`,
  )
  return html`<main class="tools">
    <h1>${t('journalTitle')}</h1>
    <p class="hint">${t('journalIntro', { count: entries.length })}</p>
    <div class="tools-bar">
      <a href="/panel/journal${auto ? '' : '?auto=0'}">${t('journalRefresh')}</a>
      <a href="/panel/journal${auto ? '?auto=0' : ''}">
        ${auto ? t('journalAutoOn') : t('journalAutoOff')}
      </a>
      <form method="post" action="/panel/journal/clear">
        <button type="submit" class="danger">${t('journalClear')}</button>
      </form>
      <a href="/panel/faults">${t('journalToFaults')}</a>
    </div>
    ${
      entries.length === 0
        ? html`<p class="empty">${t('journalEmpty')}</p>`
        : html`<div class="table-wrap">
            <table class="journal">
              <thead>
                <tr>
                  <th scope="col">${t('journalTime')}</th>
                  <th scope="col">${t('journalMethod')}</th>
                  <th scope="col">${t('journalPath')}</th>
                  <th scope="col">${t('journalStatus')}</th>
                  <th scope="col" class="num">${t('journalMs')}</th>
                  <th scope="col">${t('journalCode')}</th>
                  <th scope="col">${t('journalFault')}</th>
                </tr>
              </thead>
              <tbody>
                ${rows}
              </tbody>
            </table>
          </div>`
    }
  </main>`
}
