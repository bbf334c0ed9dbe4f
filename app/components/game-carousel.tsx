import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

import { type GameAccount, type GameCategory } from '~/api/contract'
import { formatMoney } from '~/api/rules'
import { convertedAmount } from '~/utils/launcher'

/** One row of game account cards that scrolls sideways (CSS scroll snap, no script needed). */
export function GameCarousel({
  category,
  games,
}: {
  category: GameCategory
  games: GameAccount[]
}) {
  const { t } = useTranslation('member')
  const titleId = `games-${category}`
  return (
    <section className="carousel" aria-labelledby={titleId}>
      <h2 id={titleId} className="carousel-title">
        {t(`games.category.${category}`)}
      </h2>
      <ul className="carousel-track">
        {games.map((game) => (
          <li key={game.code}>
            <Link
              to={`game/${game.code}`}
              className={game.isActive ? 'game-card' : 'game-card is-inactive'}
              style={{ backgroundImage: `url(${game.background})` }}
              preventScrollReset
            >
              <img src={game.logo} alt="" width={44} height={44} className="game-logo" />
              <span className="game-name">{game.name}</span>
              {game.isActive ? (
                <span className="game-balance">
                  <strong>{formatMoney(game.amount)}</strong>
                  <small>
                    {t('games.credits', {
                      amount: formatMoney(convertedAmount(game.amount, game.ftWalletSlot)),
                    })}
                  </small>
                </span>
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
