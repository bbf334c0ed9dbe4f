// Which way a game opens (SPEC §7 Auto login): from the account data, through the backend's
// auto-login call, or the provider's web address as the generic fallback.
import { type GameLogin } from '@member-wallet/contract/schemas'
import {
  ACCOUNT_DATA_PROVIDERS,
  AUTO_LOGIN_PROVIDERS,
  type AutoLoginProvider,
} from '@member-wallet/contract/schemas'

export type LaunchSettings = {
  /** Inside the operator's frame games replace the page; otherwise they get a new tab. */
  iframe: boolean
  /** The operator's own sports site, which UFABET players are sent to when set. */
  sportSiteUrl: string | null
  /** The Laos variant opens provider lobbies in Lao. */
  laos: boolean
}

export type LaunchTarget = '_blank' | '_self'

export type LaunchPlan =
  | {
      kind: 'autoLogin'
      provider: AutoLoginProvider
      params: Record<string, string>
      target: LaunchTarget
    }
  | { kind: 'url'; url: string; target: LaunchTarget }
  | { kind: 'none' }

export const SPORT_SITE_PROVIDER = 'UFABET'

function isAutoLogin(code: string): code is AutoLoginProvider {
  return code in AUTO_LOGIN_PROVIDERS
}

function isAccountData(code: string): boolean {
  return (ACCOUNT_DATA_PROVIDERS as readonly string[]).includes(code)
}

function withCredentials(base: string, login: GameLogin, laos: boolean): string {
  const url = new URL(base)
  url.searchParams.set('username', login.username)
  url.searchParams.set('password', login.password)
  url.searchParams.set('lang', laos ? 'la' : 'th')
  return url.toString()
}

export function launchTarget(settings: LaunchSettings): LaunchTarget {
  return settings.iframe ? '_self' : '_blank'
}

/** The launcher for one provider; `login` is the member's account there, null if none. */
export function planLaunch(
  game: { code: string; web: string | null },
  login: GameLogin | null,
  settings: LaunchSettings,
): LaunchPlan {
  const code = game.code.toUpperCase()
  const target = launchTarget(settings)
  if (login && isAutoLogin(code)) {
    const params: Record<string, string> = { username: login.username }
    if (AUTO_LOGIN_PROVIDERS[code].password) params.password = login.password
    return { kind: 'autoLogin', provider: code, params, target }
  }
  if (login && isAccountData(code)) {
    const base =
      code === SPORT_SITE_PROVIDER && settings.sportSiteUrl ? settings.sportSiteUrl : game.web
    if (base) return { kind: 'url', url: withCredentials(base, login, settings.laos), target }
  }
  return game.web ? { kind: 'url', url: game.web, target } : { kind: 'none' }
}

/** What a successful play answers: where the page goes, or the link the dialog opens. */
export type LaunchAnswer = { redirect: string } | { open: string }

/**
 * Inside the operator's frame the game replaces the page, so play redirects to it. Otherwise
 * the dialog gets the link: its script opens it in a new tab at once, and without JavaScript
 * (or when a popup blocker refuses) the player presses it. Errors never leave the dialog.
 */
export function launchAnswer(link: string, target: LaunchTarget): LaunchAnswer {
  return target === '_self' ? { redirect: link } : { open: link }
}
