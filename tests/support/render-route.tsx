// Renders one of the app's routes as the browser gets it, with its real loader and action
// (Remix's createRemixStub), in a language, for a guest or a logged-in member.
import { type ActionFunction, type LoaderFunction } from '@remix-run/node'
import { createRemixStub } from '@remix-run/testing'
import { render } from '@testing-library/react'
import { type ComponentType } from 'react'

import { TranslationsProvider } from '~/components/translations'
import { publicEnv } from '~/env.server'
import { type Language } from '~/i18n'
import { translationsFor } from '~/locales.server'
import { commitSession, getSession } from '~/session.server'

export type RouteModule = {
  default: ComponentType
  loader?: LoaderFunction
  action?: ActionFunction
  ErrorBoundary?: ComponentType
}

/** A route of createRemixStub, as its first argument takes them. */
type StubRouteObject = Parameters<typeof createRemixStub>[0][number]

type StubRoute = {
  path: string
  module: RouteModule
  /** The app's route id, for a child that reads this route's data (useRouteLoaderData). */
  id?: string
  /** Routes drawn inside this one (its <Outlet />), their paths relative to it. */
  children?: StubRoute[]
}

/** The session cookie of a member logged in with `token`, as the browser sends it. */
export async function memberCookie(token = 'member-token'): Promise<string> {
  const session = await getSession(new Request('http://app.test/'))
  session.set('token', token)
  return (await commitSession(session)).split(';')[0]!
}

/** The request as it would arrive with the browser's cookie. */
function withCookie(request: Request, cookie: string | undefined): Request {
  if (!cookie) return request
  const headers = new Headers(request.headers)
  headers.set('Cookie', cookie)
  return new Request(request, { headers })
}

export function renderRoute({
  routes,
  url,
  language = 'en',
  cookie,
}: {
  /** The route under test first; others (where a redirect lands) after it. */
  routes: StubRoute[]
  url: string
  language?: Language
  cookie?: string
}) {
  // each call a request of its own, as the browser's fetches are: a context of its own (the
  // stub would give every call the same one, and the app keeps a request's backend in it)
  const asBrowser = <F extends LoaderFunction | ActionFunction>(fn: F | undefined) =>
    fn && (((args) => fn({ ...args, context: {}, request: withCookie(args.request, cookie) })) as F)
  const stubOf = ({ path, module, id, children }: StubRoute): StubRouteObject => ({
    id,
    path,
    Component: module.default,
    ErrorBoundary: module.ErrorBoundary,
    loader: asBrowser(module.loader),
    action: asBrowser(module.action),
    children: children?.map(stubOf),
  })
  const RemixStub = createRemixStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: language, ENV: publicEnv() }),
      children: routes.map(stubOf),
    },
  ])
  return render(
    <TranslationsProvider translations={translationsFor(language)}>
      <RemixStub initialEntries={[url]} />
    </TranslationsProvider>,
  )
}
