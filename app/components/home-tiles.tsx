import { Form, Link } from '@remix-run/react'

import { type KeyIn } from '@member-wallet/contract/translation-keys'

import { Icon, type IconName } from './icon'
import { useTranslation } from './translations'

type Tile = { label: KeyIn<'member'>; icon: IconName; to: string; coins?: number }

/**
 * The six home tiles (SPEC §2 Home). The third is the spin wheel with the member's coins while
 * the wheel runs, else `refresh`: a form that refreshes every game account.
 */
export function homeTiles(spinCoins: number | null): Tile[] {
  return [
    { label: 'home.tiles.deposit', icon: 'deposit', to: 'deposit' },
    { label: 'home.tiles.withdraw', icon: 'withdraw', to: 'withdraw' },
    spinCoins === null
      ? { label: 'home.tiles.refreshAll', icon: 'refresh', to: 'refresh' }
      : { label: 'home.tiles.spin', icon: 'wheel', to: '/user/spin', coins: spinCoins },
    { label: 'home.tiles.invite', icon: 'invite', to: 'invite' },
    { label: 'home.tiles.bonus', icon: 'gift', to: '/user/bonus' },
    { label: 'home.tiles.refund', icon: 'refund', to: 'refund' },
  ]
}

function TileContent({ tile }: { tile: Tile }) {
  const { t } = useTranslation('member')
  return (
    <>
      <span className="tile-icon">
        <Icon name={tile.icon} size={26} />
      </span>
      <span className="tile-label">{t(tile.label)}</span>
      {tile.coins !== undefined ? (
        <span className="tile-badge">{t('home.coins', { count: tile.coins })}</span>
      ) : null}
    </>
  )
}

export function HomeTiles({ spinCoins }: { spinCoins: number | null }) {
  const { t } = useTranslation('member')
  return (
    <nav className="tiles" aria-label={t('home.tilesLabel')}>
      {homeTiles(spinCoins).map((tile) =>
        tile.to === 'refresh' ? (
          // the same as check balance
          <Form
            noValidate
            key={tile.label}
            method="post"
            action="/user/home?index"
            className="tile-form"
          >
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
