import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

import { Icon, type IconName } from './icon'

type Tile = { label: string; icon: IconName; to: string }

/** The six home tiles (SPEC §2 Home). `refresh` is a form: it refreshes every game account. */
const TILES: Tile[] = [
  { label: 'home.tiles.deposit', icon: 'deposit', to: 'deposit' },
  { label: 'home.tiles.withdraw', icon: 'withdraw', to: 'withdraw' },
  { label: 'home.tiles.refreshAll', icon: 'refresh', to: 'refresh' },
  { label: 'home.tiles.invite', icon: 'invite', to: 'invite' },
  { label: 'home.tiles.bonus', icon: 'gift', to: '/user/bonus' },
  { label: 'home.tiles.refund', icon: 'refund', to: 'refund' },
]

function TileContent({ tile }: { tile: Tile }) {
  const { t } = useTranslation('member')
  return (
    <>
      <span className="tile-icon">
        <Icon name={tile.icon} size={26} />
      </span>
      <span className="tile-label">{t(tile.label)}</span>
    </>
  )
}

export function HomeTiles() {
  const { t } = useTranslation('member')
  return (
    <nav className="tiles" aria-label={t('home.tilesLabel')}>
      {TILES.map((tile) =>
        tile.to === 'refresh' ? (
          // the same as check balance
          <Form key={tile.label} method="post" action="/user/home?index" className="tile-form">
            <button type="submit" name="intent" value="refresh" className="tile">
              <TileContent tile={tile} />
            </button>
          </Form>
        ) : (
          <Link key={tile.label} to={tile.to} className="tile" preventScrollReset>
            <TileContent tile={tile} />
          </Link>
        ),
      )}
    </nav>
  )
}
