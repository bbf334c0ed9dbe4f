// The operator's pages of the panel (behind the sign-in): the overview at /panel, members,
// deposits and withdrawals, settings. Each does what the /__admin API does, through forms.
import { Router } from 'express'

import { type MockContext } from '../context'
import { panelDepositRoutes } from './deposits-routes'
import { panelMemberRoutes } from './members-routes'
import { panelOverviewRoutes } from './overview-routes'
import { panelSettingsRoutes } from './settings-routes'

/** Where the panel's sign-in leads. */
export const PANEL_HOME = '/panel'

export function panelOperatorRoutes(ctx: MockContext): Router {
  const router = Router()
  router.use(panelOverviewRoutes(ctx))
  router.use(panelMemberRoutes(ctx))
  router.use(panelDepositRoutes(ctx))
  router.use(panelSettingsRoutes(ctx))
  return router
}
