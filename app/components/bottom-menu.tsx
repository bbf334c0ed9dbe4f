import { NavLink } from '@remix-run/react'

import { type KeyIn } from '@member-wallet/contract/translation-keys'

import { Icon, type IconName } from './icon'
import { useTranslation } from './translations'

export type MenuItem = {
  to: string
  icon: IconName
  label: KeyIn<'common'>
  primary?: boolean
  /** Overrides the path match, for items that open a dialog over the current page. */
  active?: boolean
  /** A screen not built yet: shown, but not a link (docs/decisions/004). */
  soon?: boolean
}

export function BottomMenu({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation()
  return (
    <nav className="bottom-menu" aria-label={t('menu.label')}>
      {items.map((item) =>
        item.soon ? (
          <span
            key={item.to}
            className="bottom-menu-item is-soon"
            aria-disabled="true"
            title={t('soon')}
          >
            <span className="bottom-menu-icon">
              <Icon name={item.icon} size={22} />
            </span>
            <span className="bottom-menu-label">{t(item.label)}</span>
          </span>
        ) : (
          <NavLink
            key={item.to}
            to={item.to}
            preventScrollReset={item.to.includes('?')}
            className={({ isActive }) =>
              [
                'bottom-menu-item',
                item.primary ? 'is-primary' : '',
                (item.active ?? isActive) ? 'is-active' : '',
              ]
                .filter(Boolean)
                .join(' ')
            }
          >
            <span className="bottom-menu-icon">
              <Icon name={item.icon} size={item.primary ? 28 : 22} />
            </span>
            <span className="bottom-menu-label">{t(item.label)}</span>
          </NavLink>
        ),
      )}
    </nav>
  )
}

export const GUEST_MENU: MenuItem[] = [
  { to: '/login', icon: 'home', label: 'menu.home' },
  { to: '/register', icon: 'register', label: 'menu.register' },
  { to: '/howto', icon: 'play', label: 'menu.howto' },
  { to: '/contact', icon: 'chat', label: 'menu.contact' },
]
