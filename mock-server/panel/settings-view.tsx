// The settings page's HTML: the switches a demo turns on and off, the bonus threshold, the
// slip window, the players' notice, the game providers, and "Reset demo data" behind an "I understand" box.
import { type GameProvider } from '@prisma/client'

import { type AdminSettings, NOTICE_MAX, type SettingSwitch } from '../operator-settings'
import {
  ButtonForm,
  DoneNotice,
  fieldProps,
  FormError,
  PageError,
  type Refusal,
  valueOf,
} from './forms'
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
function StateOf({ t, label, good }: { t: Translate; label: PanelKey; good: boolean }) {
  return <span className={`op-state ${good ? 'op-on' : 'op-off'}`}>{t(label)}</span>
}

function SwitchRow({ view, name }: { view: SettingsView; name: PanelSwitch }) {
  const { t, refused } = view
  const on = switchState(view, name)
  const { label, hint } = SWITCH_TEXT[name]
  const id = `switch-${name}`
  // ending the service is the one switch that takes the whole app away
  const danger = name === 'terminated' && !on
  return (
    <li className={`op-switch ${name === 'terminated' && on ? 'op-switch-alert' : ''}`}>
      <div>
        <strong id={`${id}-label`}>{t(label)}</strong>
        <p className="hint" id={`${id}-hint`}>
          {t(hint)}
        </p>
        <FormError form={id} refused={refused} />
      </div>{' '}
      <StateOf t={t} label={on ? 'stateOn' : 'stateOff'} good={name === 'terminated' ? !on : on} />{' '}
      <ButtonForm
        action="/panel/settings/switch"
        label={t(on ? 'switchOff' : 'switchOn')}
        hidden={{ name, value: on ? 'off' : 'on' }}
        id={id}
        className={danger ? 'op-danger' : undefined}
      />
    </li>
  )
}

const SLIP_WINDOW_FORM = 'slip-window'

/** One end of the slip window, HH:MM. */
function TimeField({
  view: { t, refused },
  name,
  current,
}: {
  view: SettingsView
  name: 'from' | 'to'
  current: string
}) {
  const form = SLIP_WINDOW_FORM
  return (
    <span>
      <label htmlFor={`${form}-${name}`}>{t(name)}</label>
      <input
        {...fieldProps(form, name, refused, 'slip-window-hint')}
        type="text"
        inputMode="numeric"
        pattern="([01][0-9]|2[0-3]):[0-5][0-9]"
        maxLength={5}
        placeholder="23:50"
        autoComplete="off"
        defaultValue={valueOf(form, name, refused, current)}
        required
      />
    </span>
  )
}

function SlipWindow({ view }: { view: SettingsView }) {
  const { t, settings, refused } = view
  const closed = settings.slipClosed
  const form = SLIP_WINDOW_FORM
  return (
    <section className="op-box" id="slip-window-box" aria-labelledby="slip-window-title">
      <h2 id="slip-window-title">{t('slipWindowTitle')}</h2>
      <p>
        {closed ? t('slipClosedDaily', { from: closed.from, to: closed.to }) : t('slipNeverClosed')}
      </p>
      <p className="hint" id="slip-window-hint">
        {t('slipWindowHint')}
      </p>
      <form method="post" action="/panel/settings/slip-window" id={form} className="op-form">
        <div className="op-row">
          <TimeField view={view} name="from" current={closed?.from ?? '23:50'} />{' '}
          <TimeField view={view} name="to" current={closed?.to ?? '00:10'} />{' '}
          <button type="submit">{t('save')}</button>
        </div>
        <FormError form={form} refused={refused} />
      </form>
      {closed && (
        <ButtonForm
          action="/panel/settings/slip-window"
          label={t('slipNeverButton')}
          hidden={{ never: '1' }}
        />
      )}
    </section>
  )
}

function BonusClear({ view }: { view: SettingsView }) {
  const { t, settings, refused } = view
  const form = 'bonus-clear'
  return (
    <section className="op-box" id="bonus-clear-box" aria-labelledby="bonus-clear-title">
      <h2 id="bonus-clear-title">{t('bonusClearTitle')}</h2>
      <form method="post" action="/panel/settings/bonus-clear" id={form} className="op-form">
        <label htmlFor={`${form}-bonusClearBelow`}>{t('bonusClearLabel')}</label>
        <div className="op-row">
          <input
            {...fieldProps(form, 'bonusClearBelow', refused)}
            type="number"
            min="0"
            max="1000000"
            step="0.01"
            inputMode="decimal"
            defaultValue={valueOf(
              form,
              'bonusClearBelow',
              refused,
              String(settings.bonusClearBelow),
            )}
            required
          />{' '}
          <button type="submit">{t('save')}</button>
        </div>
        <FormError form={form} refused={refused} />
      </form>
    </section>
  )
}

/** The operator's notice to players (GET /api/lookup/notice): HTML, empty for none. */
function NoticeBox({ view }: { view: SettingsView }) {
  const { t, settings, refused } = view
  const form = 'notice'
  return (
    <section className="op-box" id="notice-box" aria-labelledby="notice-title">
      <h2 id="notice-title">{t('noticeTitle')}</h2>
      <form method="post" action="/panel/settings/notice" id={form} className="op-form">
        <label htmlFor={`${form}-notice`}>{t('noticeLabel')}</label>
        <p className="hint" id={`${form}-hint`}>
          {t('noticeHint')}
        </p>
        <textarea
          {...fieldProps(form, 'notice', refused, `${form}-hint`)}
          rows={3}
          maxLength={NOTICE_MAX}
          defaultValue={valueOf(form, 'notice', refused, settings.notice)}
        />
        <button type="submit">{t('save')}</button>
        <FormError form={form} refused={refused} />
      </form>
    </section>
  )
}

function ProviderCell({
  t,
  provider: p,
  field,
  refused,
}: {
  t: Translate
  provider: GameProvider
  field: ProviderField
  refused?: Refusal
}) {
  const on = p[field]
  const id = `provider-${p.code}-${field}`
  const state =
    field === 'isActive' ? (
      <StateOf t={t} label={on ? 'stateOn' : 'stateOff'} good={on} />
    ) : (
      <StateOf t={t} label={on ? 'transfersFail' : 'transfersWork'} good={!on} />
    )
  const button =
    field === 'isActive'
      ? t(on ? 'switchOff' : 'switchOn')
      : t(on ? 'transfersMakeWork' : 'transfersMakeFail')
  return (
    <div className="op-cell-switch">
      {state}{' '}
      <ButtonForm
        action={`/panel/settings/providers/${encodeURIComponent(p.code)}`}
        label={button}
        hidden={{ field, value: on ? 'off' : 'on' }}
        id={id}
      />
      <FormError form={id} refused={refused} />
    </div>
  )
}

function Providers({ view }: { view: SettingsView }) {
  const { t, refused } = view
  return (
    <section className="op-section" id="providers" aria-labelledby="providers-title">
      <h2 id="providers-title">{t('providersTitle')}</h2>
      <p className="hint">{t('providersHint')}</p>
      <div className="op-table-wrap">
        <table className="op-table op-stack">
          <thead>
            <tr>
              <th scope="col">{t('provider')}</th>
              <th scope="col">{t('category')}</th>
              <th scope="col">{t('providerActive')}</th>
              <th scope="col">{t('providerTransfersFail')}</th>
            </tr>
          </thead>
          <tbody>
            {view.providers.map((p) => (
              <tr key={p.code}>
                <td data-label={t('provider')}>
                  <span>
                    <strong>{p.name}</strong> <span className="op-muted">{p.code}</span>
                  </span>
                </td>
                <td data-label={t('category')}>{p.category}</td>
                <td data-label={t('providerActive')}>
                  <ProviderCell t={t} provider={p} field="isActive" refused={refused} />
                </td>
                <td data-label={t('providerTransfersFail')}>
                  <ProviderCell t={t} provider={p} field="failTransfersIn" refused={refused} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function Reset({ view }: { view: SettingsView }) {
  const { t, refused } = view
  const form = 'reset'
  return (
    <section className="op-box op-reset" id="reset-box" aria-labelledby="reset-title">
      <h2 id="reset-title">{t('resetTitle')}</h2>
      <p id="reset-hint">{t('resetHint')}</p>
      <form method="post" action="/panel/settings/reset" id={form} className="op-form">
        <label className="op-check">
          <input
            {...fieldProps(form, 'confirm', refused, 'reset-hint')}
            type="checkbox"
            value="yes"
            required
          />{' '}
          {t('resetConfirm')}
        </label>
        <FormError form={form} refused={refused} />
        <button type="submit" className="op-danger">
          {t('resetButton')}
        </button>
      </form>
    </section>
  )
}

export function SettingsMain({ view }: { view: SettingsView }) {
  const { t, done, refused } = view
  return (
    <>
      <h1>{t('navSettings')}</h1>
      <DoneNotice t={t} done={done} />
      <PageError refused={refused} />
      <section className="op-section" id="switches" aria-labelledby="switches-title">
        <h2 id="switches-title">{t('switchesTitle')}</h2>
        <ul className="op-switches">
          {SWITCHES.map((name) => (
            <SwitchRow key={name} view={view} name={name} />
          ))}
        </ul>
      </section>
      <div className="op-grid">
        <BonusClear view={view} /> <SlipWindow view={view} />
      </div>
      <NoticeBox view={view} />
      <Providers view={view} />
      <Reset view={view} />
    </>
  )
}
