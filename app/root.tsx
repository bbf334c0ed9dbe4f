import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useChangeLanguage } from 'remix-i18next/react'

import { LoadingOverlay } from './components/loading-overlay'
import { NotFound } from './components/not-found'
import { ToastView } from './components/toast-view'
import { publicEnv } from './env.server'
import { getLanguage } from './i18next.server'
import { resourcesVersion } from './locales.server'
import styles from './styles/app.css'
import { takeToast } from './toast.server'

export const links: LinksFunction = () => [
  {
    rel: 'preload',
    href: '/fonts/noto-sans-thai-thai-400-normal.woff2',
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous',
  },
  { rel: 'stylesheet', href: styles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await getLanguage(request)
  const { toast, headers } = await takeToast(request)
  return data(
    { locale, toast, ENV: { ...publicEnv(), LOCALES_VERSION: resourcesVersion } },
    { headers },
  )
}

/** The tab title: the deepest route's `handle.titleKey`, translated. */
function DocumentTitle() {
  const { t } = useTranslation()
  const matches = useMatches()
  const key = matches
    .map((match) => (match.handle as { titleKey?: string } | undefined)?.titleKey)
    .filter(Boolean)
    .pop()
  return <title>{key ? `${t(key)} · ${t('appName')}` : t('appName')}</title>
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const locale = data?.locale ?? 'th'
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#140b2e" />
        <Meta />
        <DocumentTitle />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        {data ? (
          <script
            dangerouslySetInnerHTML={{ __html: `window.ENV = ${JSON.stringify(data.ENV)}` }}
          />
        ) : null}
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  const { locale, toast } = useLoaderData<typeof loader>()
  useChangeLanguage(locale)
  useEffect(() => {
    // mirrors of the choice for the operator's other scripts (SPEC §3 local storage keys)
    window.localStorage.setItem('locale', locale)
  }, [locale])
  return (
    <>
      <Outlet />
      <LoadingOverlay />
      <div className="toast-region">
        <ToastView toast={toast} />
      </div>
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return (
    <main className="page page-center">
      <div className="card stack">
        <h1>{t('errorPage.title')}</h1>
        <p>{t('errorPage.body')}</p>
        <a className="button button-primary" href="/">
          {t('errorPage.home')}
        </a>
      </div>
    </main>
  )
}
