import {
  isRouteErrorResponse,
  Link,
  useLocation,
  useMatches,
  useRouteError,
} from '@remix-run/react'
import { type ReactNode } from 'react'

import { pageHasOutage } from '~/utils/outage'

import { Icon } from './icon'
import { NotFound } from './not-found'
import { useTranslation } from './translations'

// What a route shows when its loader or action failed: the backend down, too slow or
// answering garbage. Remix hides the cause in production, so every failure gets the same
// friendly text; "Try again" loads the same address again, with or without JavaScript.

export function RetryLink() {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  return (
    <Link className="button button-primary" to={pathname + search} reloadDocument>
      {t('errorPage.retry')}
    </Link>
  )
}

/**
 * A 503 is the app's own store away (session.server.ts): nothing is wrong with the page or the
 * backend, and the player's money did not move; a retry in a few seconds is all it takes.
 */
const isUnavailable = (error: unknown) => isRouteErrorResponse(error) && error.status === 503

/** The failure's title and text, by what failed. */
export function failureTexts(error: unknown) {
  return isUnavailable(error)
    ? ({ title: 'errorPage.unavailableTitle', body: 'errorPage.unavailableBody' } as const)
    : ({ title: 'errorPage.title', body: 'errorPage.body' } as const)
}

function FailureCard() {
  const { t } = useTranslation()
  const texts = failureTexts(useRouteError())
  return (
    <div className="card stack center-text" role="alert">
      <Icon name="alert" size={32} />
      <h1>{t(texts.title)}</h1>
      <p>{t(texts.body)}</p>
      <RetryLink />
      <a className="button button-ghost" href="/">
        {t('errorPage.home')}
      </a>
    </div>
  )
}

export const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404

/** The ErrorBoundary of the root and of the layouts: a page of its own. */
export function PageError() {
  if (isNotFound(useRouteError())) return <NotFound />
  return (
    <main className="page page-center">
      <FailureCard />
    </main>
  )
}

/** The ErrorBoundary of a screen inside a layout: the menus and language choice stay. */
export function ScreenError() {
  if (isNotFound(useRouteError())) return <NotFound inLayout />
  return <FailureCard />
}

/** A layout's notice that the backend could not be reached: the screen below may lack data. */
function OutageNotice() {
  const { t } = useTranslation()
  return (
    <div className="alert alert-error outage-notice" role="alert">
      <Icon name="alert" size={20} />
      <div className="stack">
        <p>{t('outage')}</p>
        <RetryLink />
      </div>
    </div>
  )
}

/**
 * A layout's main landmark: its screen, under the outage notice when the backend failed for
 * the layout or for any page inside it (a loader returning `outage: true`).
 */
export function LayoutMain({ children }: { children: ReactNode }) {
  const outage = pageHasOutage(useMatches())
  return (
    // focusable by script only: where focus goes when a dialog closes and its opener is gone
    <main className="page" tabIndex={-1}>
      {outage ? <OutageNotice /> : null}
      {children}
    </main>
  )
}
