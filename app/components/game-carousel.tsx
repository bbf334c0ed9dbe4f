import { Link } from '@remix-run/react'

import { formatMoney } from '@member-wallet/contract/rules'
import { type GameCategory } from '@member-wallet/contract/schemas'

import { type GameCard } from '~/api/wallet.server'
import { gameCardLoading } from '~/utils/image-loading'

import { useTranslation } from './translations'

/**
 * One row of game account cards that scrolls sideways (CSS scroll snap, no script needed);
 * `row` is its place on the page, which decides which pictures load at once.
 */
export function GameCarousel({
  category,
  games,
  row,
}: {
  category: GameCategory
  games: GameCard[]
  row: number
}) {
  const { t } = useTranslation('member')
  const titleId = `games-${category}`
  return (
    <section className="carousel" aria-labelledby={titleId}>
      <h2 id={titleId} className="carousel-title">
        {t(`games.category.${category}`)}
      </h2>
      <ul className="carousel-track">
        {games.map((game, column) => (
          <li key={game.code}>
            <Link
              to={`game/${game.code}`}
              className={game.isActive ? 'game-card' : 'game-card is-inactive'}
              preventScrollReset
            >
              <img
                src={game.background}
                alt=""
                width={152}
                height={150}
                className="game-card-background"
                {...gameCardLoading(row, column)}
              />
              <img
                src={game.logo}
                alt=""
                width={44}
                height={44}
                className="game-logo"
                loading={gameCardLoading(row, column).loading}
              />
              <span className="game-name">{game.name}</span>
              {game.isActive ? (
                <GameBalance game={game} />
              ) : (
                <span className="game-open">{t('games.openAccount')}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The balance in the wallet's money; below it, only when the rate is not 1, the same money in game credits. */
function GameBalance({ game: { amount, credits, ftWalletSlot } }: { game: GameCard }) {
  const { t } = useTranslation('member')
  return (
    <span className="game-balance">
      <strong>{formatMoney(amount)}</strong>
      {credits === null ? null : (
        <small>{t('games.inCredits', { amount: formatMoney(credits), rate: ftWalletSlot })}</small>
      )}
    </span>
  )
}
