import { type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteLoaderData,
} from '@remix-run/react'
import { Suspense, useEffect } from 'react'

import { dynamicKey } from '@member-wallet/contract/translation-keys'

import { brandForPage } from './brand.server'
import { useBrand } from './components/brand'
import { spriteHref } from './components/icon'
import { LoadingOverlay } from './components/loading-overlay'
import { useNonce } from './components/nonce'
import { ToastView } from './components/toast-view'
import { RouteTranslations, TranslationsScript, useTranslation } from './components/translations'
import { publicEnv } from './env.server'
import { type RouteHandle } from './i18n'
import { getLanguage } from './language.server'
import styles from './styles/app.css'
import { withToast } from './toast.server'
import { FIRST_SCREEN_FONTS } from './utils/fonts'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: styles },
  { rel: 'preload', href: spriteHref, as: 'image', type: 'image/svg+xml' },
  { rel: 'icon', href: '/brand/favicon' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await getLanguage(request)
  return withToast(request, { locale, ENV: publicEnv(), brand: brandForPage(request, locale) })
}

/** The tab title: the deepest route's `handle.titleKey`, translated. */
function DocumentTitle() {
  const { t } = useTranslation()
  const name = useBrand()?.name ?? ''
  const matches = useMatches()
  const key = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    .filter(Boolean)
    .pop()
  return <title>{key ? `${t(dynamicKey(key))} · ${name}` : name}</title>
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const { i18n } = useTranslation()
  const nonce = useNonce()
  return (
    <html lang={i18n.language}>
      <head>
        <meta charSet="utf-8" />
        <meta
          name="viewport"
          content="width=device-width, initial-scale=1, viewport-fit=cover, interactive-widget=resizes-content"
        />
        <meta name="theme-color" content={data?.brand.theme ?? '#140b2e'} />
        {FIRST_SCREEN_FONTS[i18n.language].map((href) => (
          <link
            key={href}
            rel="preload"
            href={href}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ))}
        <Meta />
        <DocumentTitle />
        <Links />
        {/* the brand's colours over the stylesheet's (checked #rrggbb values only) */}
        {data ? <style dangerouslySetInnerHTML={{ __html: data.brand.css }} /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        {data ? (
          <script
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: `window.ENV = ${JSON.stringify(data.ENV)}` }}
          />
        ) : null}
        <TranslationsScript />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const { locale, toast } = useLoaderData<typeof loader>()
  useEffect(() => {
    // mirrors of the choice for the operator's other scripts (SPEC §3 local storage keys)
    window.localStorage.setItem('locale', locale)
  }, [locale])
  return (
    <Suspense>
      <RouteTranslations>
        <Outlet />
        <LoadingOverlay />
        <div className="toast-region">
          <ToastView toast={toast} />
        </div>
      </RouteTranslations>
    </Suspense>
  )
}

export { PageError as ErrorBoundary } from './components/route-error'
