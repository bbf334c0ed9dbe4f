// The settings page, with the same functions as the /__admin API:
//   GET  /panel/settings
//   POST /panel/settings/switch           name=<switch>&value=on|off  (registerOTP, enableChatWidget,
//                                        terminated, isManual, inviteActive, refundActive, wheel)
//   POST /panel/settings/bonus-clear      bonusClearBelow=<baht>
//   POST /panel/settings/slip-window      from=HH:MM&to=HH:MM, or never=1
//   POST /panel/settings/notice           notice=<html, empty for none>
//   POST /panel/settings/providers/:code  field=isActive|failTransfersIn&value=on|off
//   POST /panel/settings/reset            confirm=yes: the same reset as POST /__admin/reset
// A good form redirects (303) with a notice; a refused one shows the page again with the error
// (422, or 404 for an unknown provider) and changes nothing.
import { type Request, type Response, Router } from 'express'

import { GONE_MESSAGE } from '../../app/api/error-codes'
import { resetDemo } from '../demo-reset'
import { type MockContext, route } from '../http'
import {
  AdminProviderRequest,
  AdminSettingsRequest,
  changeProvider,
  changeSettings,
  isWheelActive,
  listProviders,
  readSettings,
  SlipClosed,
  switchWheel,
} from '../operator-settings'
import {
  amountOf,
  type Done,
  formHandler,
  type FormSpec,
  type Refusal,
  refuse,
  sendOperatorPage,
} from './forms'
import { type PanelKey } from './i18n'
import { PROVIDER_FIELDS, SettingsMain, SWITCHES } from './settings-view'

/** on → true, off → false, anything else undefined. */
function onOf(value: string | undefined): boolean | undefined {
  return value === 'on' ? true : value === 'off' ? false : undefined
}

export function panelSettingsRoutes(ctx: MockContext): Router {
  const { prisma } = ctx
  const router = Router()

  async function settingsPage(
    req: Request,
    res: Response,
    status: number,
    refused?: Refusal,
  ): Promise<void> {
    const [settings, wheel, providers] = await Promise.all([
      readSettings(prisma),
      isWheelActive(prisma),
      listProviders(prisma),
    ])
    sendOperatorPage(res, status, {
      title: 'navSettings',
      here: '/panel/settings',
      body: ({ t }) => (
        <SettingsMain view={{ t, settings, wheel, providers, done: req.query.done, refused }} />
      ),
    })
  }

  router.get(
    '/settings',
    route((req, res) => settingsPage(req, res, 200)),
  )

  function settingsForm(
    path: string,
    fieldNames: readonly string[],
    errors: Partial<Record<string, PanelKey>>,
    formOf: FormSpec['formOf'],
    act: FormSpec['act'],
  ) {
    const home = () => '/panel/settings'
    router.post(path, formHandler({ fieldNames, errors, formOf, act, page: settingsPage, home }))
  }

  settingsForm(
    '/settings/switch',
    ['name', 'value'],
    {},
    (_req, fields) => `switch-${fields.name}`,
    async (_req, fields, t) => {
      const name = SWITCHES.find((s) => s === fields.name)
      const on = onOf(fields.value)
      if (!name || on === undefined) return { refused: refuse(t, 'errorForm', fields) }
      if (name === 'wheel') await switchWheel(prisma, on)
      else if (name === 'terminated') {
        await changeSettings(prisma, { terminated: on ? GONE_MESSAGE : null })
      } else await changeSettings(prisma, { [name]: on })
      return { notice: 'settingSaved', fragment: 'switches' }
    },
  )

  settingsForm(
    '/settings/bonus-clear',
    ['bonusClearBelow'],
    {},
    () => 'bonus-clear',
    async (_req, fields, t) => {
      const change = AdminSettingsRequest.safeParse({
        bonusClearBelow: amountOf(fields.bonusClearBelow),
      })
      if (!change.success) {
        const at = { form: 'bonus-clear', field: 'bonusClearBelow' }
        return { refused: refuse(t, 'errorBonusClear', fields, at) }
      }
      await changeSettings(prisma, change.data)
      return { notice: 'settingSaved', fragment: 'bonus-clear-box' }
    },
  )

  settingsForm(
    '/settings/notice',
    ['notice'],
    {},
    () => 'notice',
    async (_req, fields, t) => {
      const change = AdminSettingsRequest.safeParse({ notice: (fields.notice ?? '').trim() })
      if (!change.success) {
        return { refused: refuse(t, 'errorNotice', fields, { form: 'notice', field: 'notice' }) }
      }
      await changeSettings(prisma, change.data)
      return { notice: 'settingSaved', fragment: 'notice-box' }
    },
  )

  settingsForm(
    '/settings/slip-window',
    ['from', 'to', 'never'],
    {},
    () => 'slip-window',
    async (_req, fields, t) => {
      const done: Done = { notice: 'settingSaved', fragment: 'slip-window-box' }
      if (fields.never === '1') {
        await changeSettings(prisma, { slipClosed: null })
        return done
      }
      const closed = SlipClosed.safeParse({ from: fields.from, to: fields.to })
      if (!closed.success || !closed.data) {
        return { refused: refuse(t, 'errorSlipTimes', fields, { form: 'slip-window' }) }
      }
      if (closed.data.from === closed.data.to) {
        return { refused: refuse(t, 'errorSlipSame', fields, { form: 'slip-window' }) }
      }
      await changeSettings(prisma, { slipClosed: closed.data })
      return done
    },
  )

  settingsForm(
    '/settings/providers/:code',
    ['field', 'value'],
    { NO_GAME: 'errorProviderUnknown' },
    (req, fields) => `provider-${req.params.code}-${fields.field}`,
    async (req, fields, t) => {
      const field = PROVIDER_FIELDS.find((f) => f === fields.field)
      const change = AdminProviderRequest.safeParse(field ? { [field]: onOf(fields.value) } : null)
      if (!field || !change.success || onOf(fields.value) === undefined) {
        return { refused: refuse(t, 'errorForm', fields) }
      }
      await changeProvider(prisma, req.params.code ?? '', change.data)
      return { notice: 'settingSaved', fragment: 'providers' }
    },
  )

  settingsForm(
    '/settings/reset',
    ['confirm'],
    {},
    () => 'reset',
    async (_req, fields, t) => {
      if (fields.confirm !== 'yes') {
        return { refused: refuse(t, 'errorConfirm', fields, { form: 'reset', field: 'confirm' }) }
      }
      await resetDemo(ctx)
      return { notice: 'reset', path: '/panel', fragment: '' }
    },
  )

  return router
}
