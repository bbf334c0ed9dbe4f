import { type LoaderFunctionArgs } from '@remix-run/node'
import { Link, Outlet, useLoaderData } from '@remix-run/react'
import { type ReactNode } from 'react'

import { formatAccountNo } from '@member-wallet/contract/rules'
import { endpoints } from '@member-wallet/contract/schemas'

import { memberBackendOf } from '~/api/api.server'
import { BankLogo } from '~/components/bank-logo'
import { Icon } from '~/components/icon'
import { useTranslation } from '~/components/translations'
import { bankName } from '~/utils/banks'
import { formatDateTime } from '~/utils/dates'

export const handle = { titleKey: 'member:profile.title' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const profile = await backend.tryCall(endpoints.account.profile)
  return { profile, outage: backend.outage }
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="detail-row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

export default function ProfilePage() {
  const { t, i18n } = useTranslation('member')
  const { profile } = useLoaderData<typeof loader>()
  return (
    <div className="stack-lg">
      <section className="profile-head">
        <span className="avatar" aria-hidden="true">
          <Icon name="user" size={36} />
        </span>
        <div>
          <h1>{profile?.name ?? t('profile.title')}</h1>
          {profile ? <p className="muted">{t('profile.memberId', { id: profile._id })}</p> : null}
        </div>
      </section>
      {/* the screen's two actions first: at its end the bottom menu's raised home button sat
          over "change password" on the first view (issue 35) */}
      <nav className="profile-actions" aria-label={t('profile.actions')}>
        <Link to="/user/profile/edit" className="button button-ghost" preventScrollReset>
          <Icon name="user" size={18} />
          {t('profileEdit.open')}
        </Link>
        {/* a labelled control, not a lone padlock (issue 19) */}
        <Link to="/user/profile/password" className="button button-ghost" preventScrollReset>
          <Icon name="lock" size={18} />
          {t('password.open')}
        </Link>
      </nav>
      {profile ? (
        <>
          <section className="card">
            <h2 className="card-title">{t('profile.account')}</h2>
            <dl className="details">
              <Row label={t('profile.username')} value={profile.username} />
              <Row label={t('profile.name')} value={profile.name} />
              <Row label={t('profile.id')} value={profile._id} />
              <Row
                label={t('profile.createdAt')}
                value={formatDateTime(profile.createdAt, i18n.language)}
              />
            </dl>
          </section>
          {/* SPEC §3 does not promise the bank account on the profile: show what came */}
          {profile.bankAccountName || profile.bank || profile.bankAccountNo ? (
            <section className="card">
              <h2 className="card-title">{t('profile.bankAccount')}</h2>
              <dl className="details">
                {profile.bankAccountName ? (
                  <Row label={t('profile.bankAccountName')} value={profile.bankAccountName} />
                ) : null}
                {profile.bank ? (
                  <Row
                    label={t('profile.bank')}
                    value={
                      <span className="bank-named">
                        <BankLogo code={profile.bank.code ?? profile.bankCode ?? ''} size={28} />
                        {bankName(profile.bank, i18n.language)}
                      </span>
                    }
                  />
                ) : null}
                {profile.bankAccountNo ? (
                  <Row
                    label={t('profile.bankAccountNo')}
                    value={formatAccountNo(profile.bankAccountNo)}
                  />
                ) : null}
              </dl>
            </section>
          ) : null}
        </>
      ) : (
        <p className="card muted">{t('profile.unavailable')}</p>
      )}
      <Outlet />
    </div>
  )
}

export { ScreenError as ErrorBoundary } from '~/components/route-error'
