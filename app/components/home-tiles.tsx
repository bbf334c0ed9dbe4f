import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Icon, type IconName } from './icon'

type Tile = { key: string; icon: IconName; to: string | null }

/**
 * The six home tiles (SPEC §2 Home). A tile whose screen is not built yet has no link
 * and says so, rather than leading to a page that does not exist.
 */
const TILES: Tile[] = [
  { key: 'deposit', icon: 'deposit', to: null },
  { key: 'withdraw', icon: 'withdraw', to: null },
  { key: 'refreshAll', icon: 'refresh', to: null },
  { key: 'invite', icon: 'invite', to: null },
  { key: 'bonus', icon: 'gift', to: null },
  { key: 'refund', icon: 'refund', to: null },
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
            <span className="tile-label">{t(`home.tiles.${tile.key}`)}</span>
          </>
        )
        return tile.to ? (
          <Link key={tile.key} to={tile.to} className="tile">
            {content}
          </Link>
        ) : (
          <span key={tile.key} className="tile is-soon" aria-disabled="true" title={t('home.soon')}>
            {content}
            <span className="tile-badge">{t('home.soon')}</span>
          </span>
        )
      })}
    </nav>
  )
}
