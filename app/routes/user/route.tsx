import { type LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData, useLocation } from '@remix-run/react'

import { endpoints } from '@member-wallet/contract/schemas'

import { BottomMenu, type MenuItem } from '~/components/bottom-menu'
import { LanguageSelect } from '~/components/language-select'
import { LogoutDialog, LogoutLink } from '~/components/logout'
import { Modal } from '~/components/modal'
import { LayoutMain } from '~/components/route-error'
import { SafeHtml } from '~/components/safe-html'
import { TopBar } from '~/components/top-bar'
import { useTranslation } from '~/components/translations'
import { type RouteHandle } from '~/i18n'

import { loadInfo, memberBackendOf, sanitizeOperatorHtml } from './member-layout.server'

export const handle = { i18n: ['member'] } satisfies RouteHandle

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const showConditions = new URL(request.url).searchParams.has('conditions')
  const [info, conditions] = await Promise.all([
    loadInfo(backend),
    showConditions ? backend.tryCall(endpoints.lookup.conditions) : null,
  ])
  return {
    appName: info.name,
    conditions: showConditions ? (conditions?.conditions ?? []).map(sanitizeOperatorHtml) : null,
    outage: backend.outage,
  }
}

function memberMenu(pathname: string, conditionsOpen: boolean): MenuItem[] {
  return [
    {
      to: '/user/profile',
      icon: 'user',
      label: 'menu.profile',
      active: conditionsOpen ? false : undefined,
    },
    {
      to: `${pathname}?conditions=1`,
      icon: 'document',
      label: 'menu.conditions',
      active: conditionsOpen,
    },
    { to: '/user/home', icon: 'home', label: 'menu.home', primary: true },
    { to: '/user/statement', icon: 'list', label: 'menu.statement' },
    { to: '/user/contact', icon: 'chat', label: 'menu.contact' },
  ]
}

export default function MemberLayout() {
  const { t } = useTranslation(['common', 'member'])
  const { conditions } = useLoaderData<typeof loader>()
  const { pathname } = useLocation()
  return (
    <div className="app-shell">
      <TopBar home="/user/home">
        <div className="top-bar-actions">
          <LanguageSelect />
          <LogoutLink />
        </div>
      </TopBar>
      <LayoutMain>
        <Outlet />
      </LayoutMain>
      <BottomMenu items={memberMenu(pathname, conditions !== null)} />
      <LogoutDialog />
      {conditions ? (
        <Modal title={t('member:conditions.title')} closeTo={pathname}>
          {conditions.length === 0 ? <p className="muted">{t('member:conditions.empty')}</p> : null}
          <ol className="conditions">
            {conditions.map((html, index) => (
              <li key={index}>
                <SafeHtml html={html} />
              </li>
            ))}
          </ol>
        </Modal>
      ) : null}
    </div>
  )
}

export { PageError as ErrorBoundary } from '~/components/route-error'
