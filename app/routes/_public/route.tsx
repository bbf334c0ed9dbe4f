import { type LoaderFunctionArgs } from '@remix-run/node'
import { Outlet } from '@remix-run/react'

import { BottomMenu, GUEST_MENU } from '~/components/bottom-menu'
import { LanguageSelect } from '~/components/language-select'
import { LayoutMain } from '~/components/route-error'
import { TopBar } from '~/components/top-bar'

import { backendOf, loadInfo } from './public-layout.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await backendOf({ request, context })
  const info = await loadInfo(backend)
  // the operator's name for the contact page (the top bar shows the brand's)
  return { appName: info.name, outage: backend.outage }
}

export default function PublicLayout() {
  return (
    <div className="app-shell">
      <TopBar home="/login">
        <LanguageSelect />
      </TopBar>
      <LayoutMain>
        <Outlet />
      </LayoutMain>
      <BottomMenu items={GUEST_MENU} />
    </div>
  )
}

export { PageError as ErrorBoundary } from '~/components/route-error'
