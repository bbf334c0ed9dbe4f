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
import * as z from 'zod'

import { GONE_MESSAGE } from '@member-wallet/contract/errors'

import { type MockContext } from '../context'
import { resetDemo } from '../demo-reset'
import { route } from '../http'
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
  amountField,
  choiceField,
  type Done,
  formHandler,
  type FormSpec,
  type Refusal,
  refuse,
  sendOperatorPage,
} from './forms'
import { type PanelKey } from './i18n'
import { PROVIDER_FIELDS, SettingsMain, SWITCHES } from './settings-view'

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

  function settingsForm<Schema extends z.ZodObject>(
    path: string,
    schema: Schema,
    errors: Partial<Record<string, PanelKey>>,
    formOf: FormSpec<Schema>['formOf'],
    act: FormSpec<Schema>['act'],
    refuseAtTop = false,
  ) {
    const home = () => '/panel/settings'
    const page = settingsPage
    router.post(path, formHandler({ schema, errors, formOf, refuseAtTop, act, page, home }))
  }

  const onOff = choiceField(['on', 'off'], 'errorForm')

  settingsForm(
    '/settings/switch',
    z.object({ name: choiceField(SWITCHES, 'errorForm'), value: onOff }),
    {},
    (_req, fields) => `switch-${fields.name}`,
    async (_req, { name, value }) => {
      const on = value === 'on'
      if (name === 'wheel') await switchWheel(prisma, on)
      else if (name === 'terminated') {
        await changeSettings(prisma, { terminated: on ? GONE_MESSAGE : null })
      } else await changeSettings(prisma, { [name]: on })
      return { notice: 'settingSaved', fragment: 'switches' }
    },
    true,
  )

  settingsForm(
    '/settings/bonus-clear',
    z.object({ bonusClearBelow: amountField('errorBonusClear') }),
    {},
    () => 'bonus-clear',
    async (_req, { bonusClearBelow }, { t, fields, form }) => {
      const change = AdminSettingsRequest.safeParse({ bonusClearBelow })
      if (!change.success) {
        return { refused: refuse(t, 'errorBonusClear', fields, { form, field: 'bonusClearBelow' }) }
      }
      await changeSettings(prisma, change.data)
      return { notice: 'settingSaved', fragment: 'bonus-clear-box' }
    },
  )

  settingsForm(
    '/settings/notice',
    // an empty notice is none
    z.object({ notice: z.string().trim().default('') }),
    {},
    () => 'notice',
    async (_req, { notice }, { t, fields, form }) => {
      const change = AdminSettingsRequest.safeParse({ notice })
      if (!change.success) {
        return { refused: refuse(t, 'errorNotice', fields, { form, field: 'notice' }) }
      }
      await changeSettings(prisma, change.data)
      return { notice: 'settingSaved', fragment: 'notice-box' }
    },
  )

  settingsForm(
    '/settings/slip-window',
    z.object({
      from: z.string().optional(),
      to: z.string().optional(),
      never: z.string().optional(),
    }),
    {},
    () => 'slip-window',
    async (_req, { from, to, never }, { t, fields, form }) => {
      const done: Done = { notice: 'settingSaved', fragment: 'slip-window-box' }
      if (never === '1') {
        await changeSettings(prisma, { slipClosed: null })
        return done
      }
      const closed = SlipClosed.safeParse({ from, to })
      if (!closed.success || !closed.data) {
        return { refused: refuse(t, 'errorSlipTimes', fields, { form }) }
      }
      if (closed.data.from === closed.data.to) {
        return { refused: refuse(t, 'errorSlipSame', fields, { form }) }
      }
      await changeSettings(prisma, { slipClosed: closed.data })
      return done
    },
  )

  settingsForm(
    '/settings/providers/:code',
    z.object({ field: choiceField(PROVIDER_FIELDS, 'errorForm'), value: onOff }),
    { NO_GAME: 'errorProviderUnknown' },
    (req, fields) => `provider-${req.params.code}-${fields.field}`,
    async (req, { field, value }, { t, fields }) => {
      const change = AdminProviderRequest.safeParse({ [field]: value === 'on' })
      if (!change.success) return { refused: refuse(t, 'errorForm', fields) }
      await changeProvider(prisma, req.params.code ?? '', change.data)
      return { notice: 'settingSaved', fragment: 'providers' }
    },
    true,
  )

  settingsForm(
    '/settings/reset',
    z.object({ confirm: choiceField(['yes'], 'errorConfirm') }),
    {},
    () => 'reset',
    async () => {
      await resetDemo(ctx)
      return { notice: 'reset', path: '/panel', fragment: '' }
    },
  )

  return router
}
