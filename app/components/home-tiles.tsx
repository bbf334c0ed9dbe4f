import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

import { Icon, type IconName } from './icon'

type Tile = { label: string; icon: IconName; to: string | null }

/**
 * The six home tiles (SPEC §2 Home). A tile whose screen is not built yet has no link
 * and says so, rather than leading to a page that does not exist.
 */
const TILES: Tile[] = [
  { label: 'home.tiles.deposit', icon: 'deposit', to: null },
  { label: 'home.tiles.withdraw', icon: 'withdraw', to: null },
  { label: 'home.tiles.refreshAll', icon: 'refresh', to: null },
  { label: 'home.tiles.invite', icon: 'invite', to: null },
  { label: 'home.tiles.bonus', icon: 'gift', to: null },
  { label: 'home.tiles.refund', icon: 'refund', to: null },
]

export function HomeTiles() {
  const { t } = useTranslation('member')
  return (
    <nav className="tiles" aria-label={t('home.tilesLabel')}>
      {TILES.map((tile) => {
        const content = (
          <>
            <span className="tile-icon">
              <Icon name={tile.icon} size={26} />
            </span>
            <span className="tile-label">{t(tile.label)}</span>
          </>
        )
        return tile.to ? (
          <Link key={tile.label} to={tile.to} className="tile">
            {content}
          </Link>
        ) : (
          <span
            key={tile.label}
            className="tile is-soon"
            aria-disabled="true"
            title={t('common:soon')}
          >
            {content}
            <span className="tile-badge">{t('common:soon')}</span>
          </span>
        )
      })}
    </nav>
  )
}
