// The settings page's HTML: the switches a demo turns on and off, the bonus threshold, the
// slip window, the players' notice, the game providers, and "Reset demo data" behind an "I understand" box.
import { type GameProvider } from '@prisma/client'

import { type AdminSettings, NOTICE_MAX, type SettingSwitch } from '../operator-settings'
import {
  buttonForm,
  errorOf,
  fieldAttrs,
  noticeOf,
  pageError,
  type Refusal,
  valueOf,
} from './forms'
import { type Html, html } from './html'
import { type PanelKey, type Translate } from './i18n'

/** Every switch of the page: the settings, the service's state and the wheel. */
export const SWITCHES = [
  'registerOTP',
  'enableChatWidget',
  'terminated',
  'isManual',
  'inviteActive',
  'refundActive',
  'wheel',
] as const satisfies readonly (SettingSwitch | 'terminated' | 'wheel')[]
export type PanelSwitch = (typeof SWITCHES)[number]

const SWITCH_TEXT: Record<PanelSwitch, { label: PanelKey; hint: PanelKey }> = {
  registerOTP: { label: 'switchRegisterOTP', hint: 'switchRegisterOTPHint' },
  enableChatWidget: { label: 'switchChatWidget', hint: 'switchChatWidgetHint' },
  terminated: { label: 'switchTerminated', hint: 'switchTerminatedHint' },
  isManual: { label: 'switchManual', hint: 'switchManualHint' },
  inviteActive: { label: 'switchInvite', hint: 'switchInviteHint' },
  refundActive: { label: 'switchRefund', hint: 'switchRefundHint' },
  wheel: { label: 'switchWheel', hint: 'switchWheelHint' },
}

export const PROVIDER_FIELDS = ['isActive', 'failTransfersIn'] as const
export type ProviderField = (typeof PROVIDER_FIELDS)[number]

export type SettingsView = {
  t: Translate
  settings: AdminSettings
  /** The prize wheel is on. */
  wheel: boolean
  providers: GameProvider[]
  done: unknown
  refused?: Refusal
}

/** Whether a switch is on now. */
export function switchState(view: Pick<SettingsView, 'settings' | 'wheel'>, name: PanelSwitch) {
  if (name === 'wheel') return view.wheel
  if (name === 'terminated') return view.settings.terminated !== null
  return view.settings[name]
}

/** A state in words, green when `good`. */
function stateOf(t: Translate, key: PanelKey, good: boolean): Html {
  return html`<span class="op-state ${good ? 'op-on' : 'op-off'}">${t(key)}</span>`
}

function switchRow(view: SettingsView, name: PanelSwitch): Html {
  const { t, refused } = view
  const on = switchState(view, name)
  const { label, hint } = SWITCH_TEXT[name]
  const id = `switch-${name}`
  // ending the service is the one switch that takes the whole app away
  const danger = name === 'terminated' && !on
  return html`<li class="op-switch ${name === 'terminated' && on ? 'op-switch-alert' : ''}">
    <div>
      <strong id="${id}-label">${t(label)}</strong>
      <p class="hint" id="${id}-hint">${t(hint)}</p>
      ${errorOf(id, refused)}
    </div>
    ${stateOf(t, on ? 'stateOn' : 'stateOff', name === 'terminated' ? !on : on)}
    ${buttonForm(
      '/panel/settings/switch',
      t(on ? 'switchOff' : 'switchOn'),
      { name, value: on ? 'off' : 'on' },
      { id, className: danger ? 'op-danger' : undefined },
    )}
  </li>`
}

const SLIP_WINDOW_FORM = 'slip-window'

/** One end of the slip window, HH:MM. */
function timeField({ t, refused }: SettingsView, name: 'from' | 'to', current: string): Html {
  const form = SLIP_WINDOW_FORM
  return html`<span>
    <label for="${form}-${name}">${t(name)}</label>
    <input
      ${fieldAttrs(form, name, refused, 'slip-window-hint')}
      type="text"
      inputmode="numeric"
      pattern="([01][0-9]|2[0-3]):[0-5][0-9]"
      maxlength="5"
      placeholder="23:50"
      autocomplete="off"
      value="${valueOf(form, name, refused, current)}"
      required
    />
  </span>`
}

function slipWindow(view: SettingsView): Html {
  const { t, settings, refused } = view
  const closed = settings.slipClosed
  const form = SLIP_WINDOW_FORM
  return html`<section class="op-box" id="slip-window-box" aria-labelledby="slip-window-title">
    <h2 id="slip-window-title">${t('slipWindowTitle')}</h2>
    <p>
      ${closed ? t('slipClosedDaily', { from: closed.from, to: closed.to }) : t('slipNeverClosed')}
    </p>
    <p class="hint" id="slip-window-hint">${t('slipWindowHint')}</p>
    <form method="post" action="/panel/settings/slip-window" id="${form}" class="op-form">
      <div class="op-row">
        ${timeField(view, 'from', closed?.from ?? '23:50')}
        ${timeField(view, 'to', closed?.to ?? '00:10')}
        <button type="submit">${t('save')}</button>
      </div>
      ${errorOf(form, refused)}
    </form>
    ${closed && buttonForm('/panel/settings/slip-window', t('slipNeverButton'), { never: '1' })}
  </section>`
}

function bonusClear(view: SettingsView): Html {
  const { t, settings, refused } = view
  const form = 'bonus-clear'
  return html`<section class="op-box" id="bonus-clear-box" aria-labelledby="bonus-clear-title">
    <h2 id="bonus-clear-title">${t('bonusClearTitle')}</h2>
    <form method="post" action="/panel/settings/bonus-clear" id="${form}" class="op-form">
      <label for="${form}-bonusClearBelow">${t('bonusClearLabel')}</label>
      <div class="op-row">
        <input
          ${fieldAttrs(form, 'bonusClearBelow', refused)}
          type="number"
          min="0"
          max="1000000"
          step="0.01"
          inputmode="decimal"
          value="${valueOf(form, 'bonusClearBelow', refused, String(settings.bonusClearBelow))}"
          required
        />
        <button type="submit">${t('save')}</button>
      </div>
      ${errorOf(form, refused)}
    </form>
  </section>`
}

/** The operator's notice to players (GET /api/lookup/notice): HTML, empty for none. */
function noticeBox(view: SettingsView): Html {
  const { t, settings, refused } = view
  const form = 'notice'
  return html`<section class="op-box" id="notice-box" aria-labelledby="notice-title">
    <h2 id="notice-title">${t('noticeTitle')}</h2>
    <form method="post" action="/panel/settings/notice" id="${form}" class="op-form">
      <label for="${form}-notice">${t('noticeLabel')}</label>
      <p class="hint" id="${form}-hint">${t('noticeHint')}</p>
      <textarea
        ${fieldAttrs(form, 'notice', refused, `${form}-hint`)}
        rows="3"
        maxlength="${NOTICE_MAX}"
      >
${valueOf(form, 'notice', refused, settings.notice)}</textarea>
      <button type="submit">${t('save')}</button>
      ${errorOf(form, refused)}
    </form>
  </section>`
}

function providerCell(t: Translate, p: GameProvider, field: ProviderField, refused?: Refusal) {
  const on = p[field]
  const id = `provider-${p.code}-${field}`
  const state =
    field === 'isActive'
      ? stateOf(t, on ? 'stateOn' : 'stateOff', on)
      : stateOf(t, on ? 'transfersFail' : 'transfersWork', !on)
  const button =
    field === 'isActive'
      ? t(on ? 'switchOff' : 'switchOn')
      : t(on ? 'transfersMakeWork' : 'transfersMakeFail')
  return html`<div class="op-cell-switch">
    ${state}
    ${buttonForm(
      `/panel/settings/providers/${encodeURIComponent(p.code)}`,
      button,
      { field, value: on ? 'off' : 'on' },
      { id },
    )}
    ${errorOf(id, refused)}
  </div>`
}

function providers(view: SettingsView): Html {
  const { t, refused } = view
  return html`<section class="op-section" id="providers" aria-labelledby="providers-title">
    <h2 id="providers-title">${t('providersTitle')}</h2>
    <p class="hint">${t('providersHint')}</p>
    <div class="op-table-wrap">
      <table class="op-table op-stack">
        <thead>
          <tr>
            <th scope="col">${t('provider')}</th>
            <th scope="col">${t('category')}</th>
            <th scope="col">${t('providerActive')}</th>
            <th scope="col">${t('providerTransfersFail')}</th>
          </tr>
        </thead>
        <tbody>
          ${view.providers.map(
            (p) =>
              html`<tr>
                <td data-label="${t('provider')}">
                  <span><strong>${p.name}</strong> <span class="op-muted">${p.code}</span></span>
                </td>
                <td data-label="${t('category')}">${p.category}</td>
                <td data-label="${t('providerActive')}">
                  ${providerCell(t, p, 'isActive', refused)}
                </td>
                <td data-label="${t('providerTransfersFail')}">
                  ${providerCell(t, p, 'failTransfersIn', refused)}
                </td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
  </section>`
}

function reset(view: SettingsView): Html {
  const { t, refused } = view
  const form = 'reset'
  return html`<section class="op-box op-reset" id="reset-box" aria-labelledby="reset-title">
    <h2 id="reset-title">${t('resetTitle')}</h2>
    <p id="reset-hint">${t('resetHint')}</p>
    <form method="post" action="/panel/settings/reset" id="${form}" class="op-form">
      <label class="op-check">
        <input
          ${fieldAttrs(form, 'confirm', refused, 'reset-hint')}
          type="checkbox"
          value="yes"
          required
        />
        ${t('resetConfirm')}
      </label>
      ${errorOf(form, refused)}
      <button type="submit" class="op-danger">${t('resetButton')}</button>
    </form>
  </section>`
}

export function settingsMain(view: SettingsView): Html {
  const { t, done, refused } = view
  return html`<h1>${t('navSettings')}</h1>
    ${noticeOf(t, done)} ${pageError(refused)}
    <section class="op-section" id="switches" aria-labelledby="switches-title">
      <h2 id="switches-title">${t('switchesTitle')}</h2>
      <ul class="op-switches">
        ${SWITCHES.map((name) => switchRow(view, name))}
      </ul>
    </section>
    <div class="op-grid">${bonusClear(view)} ${slipWindow(view)}</div>
    ${noticeBox(view)} ${providers(view)} ${reset(view)}`
}
