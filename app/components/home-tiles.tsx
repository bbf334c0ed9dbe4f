import { Form, Link } from '@remix-run/react'
import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { Icon, type IconName } from './icon'

type Tile = { label: string; icon: IconName; to: string | null }

/**
 * The six home tiles (SPEC §2 Home). A tile whose screen is not built yet has no link
 * and says so, rather than leading to a page that does not exist.
 */
const TILES: Tile[] = [
  { label: 'home.tiles.deposit', icon: 'deposit', to: 'deposit' },
  { label: 'home.tiles.withdraw', icon: 'withdraw', to: 'withdraw' },
  { label: 'home.tiles.refreshAll', icon: 'refresh', to: 'refresh' },
  { label: 'home.tiles.invite', icon: 'invite', to: null },
  { label: 'home.tiles.bonus', icon: 'gift', to: null },
  { label: 'home.tiles.refund', icon: 'refund', to: null },
]

function TileContent({ tile, children }: { tile: Tile; children?: ReactNode }) {
  const { t } = useTranslation('member')
  return (
    <>
      <span className="tile-icon">
        <Icon name={tile.icon} size={26} />
      </span>
      <span className="tile-label">{t(tile.label)}</span>
      {children}
    </>
  )
}

export function HomeTiles() {
  const { t } = useTranslation('member')
  return (
    <nav className="tiles" aria-label={t('home.tilesLabel')}>
      {TILES.map((tile) => {
        if (tile.to === 'refresh') {
          // refreshes every game account, the same as check balance
          return (
            <Form key={tile.label} method="post" action="/user/home?index" className="tile-form">
              <button type="submit" name="intent" value="refresh" className="tile">
                <TileContent tile={tile} />
              </button>
            </Form>
          )
        }
        if (tile.to) {
          return (
            <Link key={tile.label} to={tile.to} className="tile" preventScrollReset>
              <TileContent tile={tile} />
            </Link>
          )
        }
        return (
          <span
            key={tile.label}
            className="tile is-soon"
            aria-disabled="true"
            title={t('common:soon')}
          >
            <TileContent tile={tile}>
              <span className="tile-badge">{t('common:soon')}</span>
            </TileContent>
          </span>
        )
      })}
    </nav>
  )
}
