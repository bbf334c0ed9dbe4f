import { env } from './env.server'
import { type LaunchSettings } from './utils/launcher'

/** The build settings that change how games open (docs/decisions/005-game-launch.md). */
export const launchSettings: LaunchSettings = {
  iframe: env.IFRAME,
  sportSiteUrl: env.SPORT_SITE_URL ?? null,
  laos: env.LAOS,
}
