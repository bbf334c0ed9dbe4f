import { type LoaderFunctionArgs } from '@remix-run/node'
import { Link, Outlet, useLoaderData } from '@remix-run/react'

import { backendFor } from '~/api/api.server'
import { loadInfo } from '~/api/lookups.server'
import { BottomMenu, GUEST_MENU } from '~/components/bottom-menu'
import { LanguageSelect } from '~/components/language-select'

export async function loader({ request }: LoaderFunctionArgs) {
  const info = await loadInfo(await backendFor(request))
  return { appName: info.name }
}

export default function PublicLayout() {
  const { appName } = useLoaderData<typeof loader>()
  return (
    <div className="app-shell">
      <header className="top-bar">
        <Link to="/login" className="brand">
          <img src="/images/logo.svg" alt="" width={32} height={32} />
          <span>{appName}</span>
        </Link>
        <LanguageSelect />
      </header>
      <main className="page">
        <Outlet />
      </main>
      <BottomMenu items={GUEST_MENU} />
    </div>
  )
}
