import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, Outlet, useActionData, useLoaderData } from '@remix-run/react'
import { useEffect, useState } from 'react'

import { formatMoney } from '@member-wallet/contract/rules'
import { endpoints } from '@member-wallet/contract/schemas'

import { AgreementModal } from '~/components/agreement-modal'
import { GameCarousel } from '~/components/game-carousel'
import { HomeTiles } from '~/components/home-tiles'
import { Icon } from '~/components/icon'
import { NoticeBanner } from '~/components/notice-banner'
import { PendingCards } from '~/components/pending-cards'
import { useTranslation } from '~/components/translations'
import { type InGames } from '~/utils/money-moves'

import {
  acceptAgreementCookie,
  bonusIsActive,
  carousels,
  formatDateTime,
  getLanguage,
  hasAcceptedAgreement,
  homeWallet,
  inGamesBeside,
  loadNotice,
  loadPending,
  memberBackendOf,
  readForm,
  redirect,
  sanitizeOperatorHtml,
} from './home.server'

export const handle = { titleKey: 'member:home.title' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const [{ wallet, spinActive }, profile, agreements, notice, bonusActive, pending] =
    await Promise.all([
      // the games asked again first, before this loader waits on anything: a dialog over home
      // that reads the wallet then waits for them, and reads the same wallet (api.server.ts)
      homeWallet(backend),
      backend.tryCall(endpoints.account.profile),
      hasAcceptedAgreement(request).then((accepted) =>
        accepted ? null : backend.tryCall(endpoints.lookup.agreements),
      ),
      loadNotice(request, backend),
      bonusIsActive(backend),
      getLanguage(request).then((language) => loadPending(request, backend, language)),
    ])
  return {
    name: profile?.name ?? '',
    balance: wallet?.amount ?? null,
    inGames: wallet ? inGamesBeside(wallet) : null,
    inviteAmount: wallet?.invite.amount ?? null,
    bonusActive,
    pending,
    carousels: carousels(wallet?.slots ?? []),
    spinCoins: spinActive ? (profile?.coin ?? 0) : null,
    agreements: agreements?.agreements.length
      ? agreements.agreements.map(sanitizeOperatorHtml)
      : null,
    notice,
    outage: backend.outage,
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const intent = (await readForm(request)).get('intent')
  if (intent === 'agree') {
    return redirect('/user/home', { headers: { 'Set-Cookie': await acceptAgreementCookie() } })
  }
  // check balance: ask every provider again, then show when
  await backend.tryCall(endpoints.wallet.refreshSlots)
  const at = new Date().toISOString()
  return { lastSync: { at, text: formatDateTime(at, await getLanguage(request)) } }
}

/** When the balance was last checked: just now (the action's answer), or as this phone kept it. */
function useLastSync(fromAction: { at: string; text: string } | undefined) {
  const { i18n } = useTranslation('member')
  const [lastSync, setLastSync] = useState<string | null>(fromAction?.text ?? null)
  useEffect(() => {
    if (fromAction) {
      window.localStorage.setItem('last_sync', fromAction.at)
      setLastSync(fromAction.text)
      return
    }
    const kept = window.localStorage.getItem('last_sync')
    if (!kept) return
    // the date code comes only for a time kept on the phone, after the page is up (issue 36)
    void import('~/utils/dates').then(({ formatDateTime }) =>
      setLastSync(formatDateTime(kept, i18n.language)),
    )
  }, [fromAction, i18n.language])
  return lastSync
}

export default function Home() {
  const { t } = useTranslation('member')
  const {
    name,
    balance,
    inGames,
    inviteAmount,
    bonusActive,
    pending,
    carousels,
    agreements,
    spinCoins,
    notice,
  } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const lastSync = useLastSync(actionData?.lastSync)

  return (
    <div className="stack-lg">
      <section className="wallet-card" aria-labelledby="wallet-title">
        <div className="wallet-card-top">
          <div>
            <p className="muted-light">{t('home.greeting')}</p>
            <h1 className="wallet-name">{name || t('home.member')}</h1>
          </div>
          <Form noValidate method="post">
            <button type="submit" name="intent" value="refresh" className="chip-button">
              <Icon name="refresh" size={18} />
              {t('home.checkBalance')}
            </button>
          </Form>
        </div>
        <p id="wallet-title" className="muted-light">
          {t('home.mainWallet')}
        </p>
        {balance === null ? (
          <p className="wallet-failed">
            {t('home.walletFailed')}{' '}
            <Link to="/user/home" className="wallet-retry">
              {t('home.retry')}
            </Link>
          </p>
        ) : (
          <>
            <p className="wallet-amount">
              {formatMoney(balance)} <span className="currency">{t('home.baht')}</span>
            </p>
            {bonusActive ? (
              <Link to="/user/bonus" className="wallet-bonus-chip">
                <Icon name="gift" size={16} />
                {t('bonusState.chip')}
              </Link>
            ) : null}
            {inGames ? <MoneyInGames inGames={inGames} /> : null}
            {lastSync ? (
              <p className="wallet-sync">{t('home.lastUpdate', { time: lastSync })}</p>
            ) : null}
          </>
        )}
        <div className="wallet-actions">
          <Link to="transfer" className="wallet-action" preventScrollReset>
            <Icon name="refresh" size={18} />
            {t('home.transfer')}
          </Link>
          <div className="wallet-invite">
            <span>
              <Icon name="gift" size={18} /> {t('home.inviteBonus')}
            </span>
            <strong>{inviteAmount === null ? '—' : formatMoney(inviteAmount)}</strong>
            <Link to="invite-bonus" className="chip-button" preventScrollReset>
              {t('home.receiveInvite')}
            </Link>
          </div>
        </div>
      </section>
      <PendingCards items={pending} />
      <NoticeBanner notice={notice} />
      <HomeTiles spinCoins={spinCoins} />
      {carousels.map((group, row) => (
        <GameCarousel
          key={group.category}
          category={group.category}
          games={group.games}
          row={row}
        />
      ))}
      <Outlet />
      {agreements ? <AgreementModal agreements={agreements} /> : null}
    </div>
  )
}

/** What is in games beside the main wallet: the sum, each open game's chip, both together. */
function MoneyInGames({ inGames }: { inGames: InGames & { allTogether: number } }) {
  const { t } = useTranslation('member')
  return (
    <div className="wallet-games">
      <p>{t('home.inGames', { amount: formatMoney(inGames.total) })}</p>
      {inGames.games.length > 0 ? (
        <ul className="wallet-game-chips" aria-label={t('home.gamesLabel')}>
          {inGames.games.map((game) => (
            <li key={game.code}>
              <Link to={`game/${game.code}`} className="wallet-game-chip" preventScrollReset>
                <span>{game.name}</span> <strong>{formatMoney(game.amount)}</strong>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="wallet-all">
        {t('home.allTogether', { amount: formatMoney(inGames.allTogether) })}
      </p>
    </div>
  )
}

export { ScreenError as ErrorBoundary } from '~/components/route-error'
