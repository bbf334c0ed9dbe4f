import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { backendFor } from '~/api/api.server'
import { endpoints } from '~/api/contract'
import { formatDateTime, formatMoney } from '~/api/rules'
import { HomeTiles } from '~/components/home-tiles'
import { Icon } from '~/components/icon'
import { requireToken } from '~/session.server'

export const handle = { i18n: ['member'], titleKey: 'member:home.title' }

export async function loader({ request }: LoaderFunctionArgs) {
  await requireToken(request)
  const backend = await backendFor(request)
  const [profile, wallet] = await Promise.all([
    backend.tryCall(endpoints.account.profile),
    backend.tryCall(endpoints.wallet.wallet),
  ])
  return {
    name: profile?.name ?? '',
    coin: profile?.coin ?? 0,
    balance: wallet?.amount ?? null,
    inviteAmount: wallet?.invite.amount ?? 0,
  }
}

/** Check balance: reads the wallet again and notes when (SPEC §2 Home header). */
export async function action({ request }: ActionFunctionArgs) {
  await requireToken(request)
  const backend = await backendFor(request)
  await backend.tryCall(endpoints.wallet.wallet)
  return { lastSync: new Date().toISOString() }
}

function useLastSync(fromAction: string | undefined) {
  const [lastSync, setLastSync] = useState<string | null>(fromAction ?? null)
  useEffect(() => {
    if (fromAction) {
      window.localStorage.setItem('last_sync', fromAction)
      setLastSync(fromAction)
    } else {
      setLastSync(window.localStorage.getItem('last_sync'))
    }
  }, [fromAction])
  return lastSync
}

export default function Home() {
  const { t } = useTranslation('member')
  const { name, balance, inviteAmount } = useLoaderData<typeof loader>()
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
          <Form method="post">
            <button type="submit" className="chip-button">
              <Icon name="refresh" size={18} />
              {t('home.checkBalance')}
            </button>
          </Form>
        </div>
        <p id="wallet-title" className="muted-light">
          {t('home.totalBalance')}
        </p>
        <p className="wallet-amount">
          {balance === null ? '—' : formatMoney(balance)}{' '}
          <span className="currency">{t('home.baht')}</span>
        </p>
        {lastSync ? (
          <p className="wallet-sync">{t('home.lastUpdate', { time: formatDateTime(lastSync) })}</p>
        ) : null}
        <div className="wallet-invite">
          <span>
            <Icon name="gift" size={18} /> {t('home.inviteBonus')}
          </span>
          <strong>{formatMoney(inviteAmount)}</strong>
        </div>
      </section>
      <HomeTiles />
    </div>
  )
}
