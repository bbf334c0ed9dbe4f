// The members pages' HTML: the searchable list, and one member's page with its forms (switch
// on or off, grant spins, reward balances, log in as).
import { type Member } from '@prisma/client'

import { COIN_GRANT_MAX, LOGIN_AS_PASSWORD, type MemberPage } from '../operator-members'
import { bahtField, formatBaht, TimeOf } from './format'
import { DoneNotice, fieldProps, FormError, type Refusal, valueOf } from './forms'
import { type PanelLang, type Translate } from './i18n'

export function membersHref(search = '', page = 1): string {
  const query = new URLSearchParams()
  if (search) query.set('q', search)
  if (page > 1) query.set('page', String(page))
  const text = query.toString()
  return text ? `/panel/members?${text}` : '/panel/members'
}

export function memberHref(username: string): string {
  return `/panel/members/${encodeURIComponent(username)}`
}

function State({ t, isActive }: { t: Translate; isActive: boolean }) {
  return isActive ? (
    <span className="op-state op-on">{t('stateActive')}</span>
  ) : (
    <span className="op-state op-off">{t('stateInactive')}</span>
  )
}

export type MembersListView = {
  t: Translate
  lang: PanelLang
  search: string
  result: MemberPage
}

export function MembersList({ t, lang, search, result }: MembersListView) {
  const { members, total, page, pages } = result
  return (
    <>
      <h1>{t('navMembers')}</h1>
      <form method="get" action="/panel/members" className="op-search" role="search">
        <label htmlFor="members-q">{t('searchMembers')}</label>
        <div className="op-row">
          <input id="members-q" name="q" type="search" defaultValue={search} maxLength={50} />{' '}
          <button type="submit">{t('search')}</button>{' '}
          {search && <a href="/panel/members">{t('clearSearch')}</a>}
        </div>
      </form>
      <p className="op-muted">{t('membersFound', { count: total, page, pages })}</p>
      {members.length === 0 ? (
        <p className="op-empty">{t('noMembers')}</p>
      ) : (
        <div className="op-table-wrap">
          <table className="op-table op-stack">
            <thead>
              <tr>
                <th scope="col">{t('phone')}</th>
                <th scope="col">{t('name')}</th>
                <th scope="col" className="op-num">
                  {t('walletBaht')}
                </th>
                <th scope="col" className="op-num">
                  {t('coins')}
                </th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('registered')}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <tr key={m.id}>
                  <td data-label={t('phone')}>
                    <a href={memberHref(m.username)}>{m.username}</a>
                  </td>
                  <td data-label={t('name')}>{m.name}</td>
                  <td data-label={t('walletBaht')} className="op-num">
                    {formatBaht(lang, m.walletBalance)}
                  </td>
                  <td data-label={t('coins')} className="op-num">
                    {m.coin}
                  </td>
                  <td data-label={t('status')}>
                    <State t={t} isActive={m.isActive} />
                  </td>
                  <td data-label={t('registered')}>
                    <TimeOf lang={lang} date={m.createdAt} withTime={false} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="op-pager" aria-label={t('pages')}>
          {page > 1 ? (
            <a href={membersHref(search, page - 1)} rel="prev">
              ← {t('previous')}
            </a>
          ) : (
            <span />
          )}
          <span>{t('pageOf', { page, pages })}</span>
          {page < pages ? (
            <a href={membersHref(search, page + 1)} rel="next">
              {t('next')} →
            </a>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  )
}

export type MemberView = {
  t: Translate
  lang: PanelLang
  member: Member
  /** Where the player app runs (MockConfig.appUrl). */
  appUrl: string
  done: unknown
  refused?: Refusal
}

/** The phone, password and app link after "log in as". */
function LoginAsResult({ t, member, appUrl }: { t: Translate; member: Member; appUrl: string }) {
  const link = `${appUrl}/login?username=${encodeURIComponent(member.username)}`
  return (
    <section className="op-box op-credentials" aria-labelledby="login-as-done">
      <h2 id="login-as-done">{t('loginAsReady')}</h2>
      <dl className="op-facts">
        <dt>{t('phone')}</dt>
        <dd>
          <code>{member.username}</code>
        </dd>
        <dt>{t('memberPassword')}</dt>
        <dd>
          <code>{LOGIN_AS_PASSWORD}</code>
        </dd>
      </dl>
      <p>
        <a className="op-button" href={link} target="_blank" rel="noopener">
          {t('openAppLogin')}
        </a>
      </p>
      {!member.isActive && <p className="op-alert">{t('loginAsInactive')}</p>}
    </section>
  )
}

export function MemberDetail({ t, lang, member, appUrl, done, refused }: MemberView) {
  const base = memberHref(member.username)
  return (
    <>
      <p>
        <a href="/panel/members">← {t('allMembers')}</a>
      </p>
      <h1>
        {member.name} <span className="op-sub">{member.username}</span>
      </h1>
      <DoneNotice t={t} done={done} />
      {done === 'loginAs' && <LoginAsResult t={t} member={member} appUrl={appUrl} />}
      <section className="op-box" aria-labelledby="member-facts">
        <h2 id="member-facts" className="visually-hidden">
          {t('memberFacts')}
        </h2>
        <dl className="op-facts">
          <dt>{t('status')}</dt>
          <dd>
            <State t={t} isActive={member.isActive} />
          </dd>
          <dt>{t('walletBaht')}</dt>
          <dd>{formatBaht(lang, member.walletBalance)}</dd>
          <dt>{t('coins')}</dt>
          <dd>{member.coin}</dd>
          <dt>{t('refundAccrued')}</dt>
          <dd>{formatBaht(lang, member.refundAccrued)}</dd>
          <dt>{t('refundBalance')}</dt>
          <dd>{formatBaht(lang, member.refundBalance)}</dd>
          <dt>{t('inviteBalance')}</dt>
          <dd>{formatBaht(lang, member.inviteBalance)}</dd>
          <dt>{t('bankAccount')}</dt>
          <dd>
            {member.bankCode} {member.bankAccountNo} · {member.bankAccountName}
          </dd>
          <dt>{t('registered')}</dt>
          <dd>
            <TimeOf lang={lang} date={member.createdAt} />
          </dd>
        </dl>
      </section>
      <div className="op-grid">
        <section className="op-box" aria-labelledby="login-as-title">
          <h2 id="login-as-title">{t('loginAsTitle')}</h2>
          <p className="hint" id="login-as-hint">
            {t('loginAsHint', { password: LOGIN_AS_PASSWORD })}
          </p>
          <form method="post" action={`${base}/login-as`} id="login-as" className="op-form">
            <FormError form="login-as" refused={refused} />
            <button type="submit" aria-describedby="login-as-hint">
              {t('loginAsButton')}
            </button>
          </form>
        </section>
        <section className="op-box" aria-labelledby="active-title">
          <h2 id="active-title">{t('accountTitle')}</h2>
          <p className="hint" id="active-hint">
            {t(member.isActive ? 'deactivateHint' : 'activateHint')}
          </p>
          <form method="post" action={`${base}/active`} id="active" className="op-form">
            <input type="hidden" name="isActive" value={member.isActive ? 'false' : 'true'} />
            <FormError form="active" refused={refused} />
            <button
              type="submit"
              className={member.isActive ? 'op-danger' : ''}
              aria-describedby="active-hint"
            >
              {t(member.isActive ? 'deactivate' : 'activate')}
            </button>
          </form>
        </section>
        <section className="op-box" aria-labelledby="coins-title">
          <h2 id="coins-title">{t('grantCoinsTitle')}</h2>
          <form method="post" action={`${base}/coins`} id="coins" className="op-form">
            <label htmlFor="coins-coins">{t('coinsToAdd', { max: COIN_GRANT_MAX })}</label>
            <div className="op-row">
              <input
                {...fieldProps('coins', 'coins', refused)}
                type="number"
                min="1"
                max={COIN_GRANT_MAX}
                step="1"
                inputMode="numeric"
                defaultValue={valueOf('coins', 'coins', refused, '1')}
                required
              />{' '}
              <button type="submit">{t('grantCoins')}</button>
            </div>
            <FormError form="coins" refused={refused} />
          </form>
        </section>
        <section className="op-box" aria-labelledby="rewards-title">
          <h2 id="rewards-title">{t('rewardsTitle')}</h2>
          <form method="post" action={`${base}/rewards`} id="rewards" className="op-form">
            <label htmlFor="rewards-refundAccrued">{t('refundAccruedBaht')}</label>
            <RewardBahtInput name="refundAccrued" baht={member.refundAccrued} refused={refused} />
            <label htmlFor="rewards-inviteBalance">{t('inviteBalanceBaht')}</label>
            <RewardBahtInput name="inviteBalance" baht={member.inviteBalance} refused={refused} />
            <FormError form="rewards" refused={refused} />
            <button type="submit">{t('save')}</button>
          </form>
        </section>
      </div>
    </>
  )
}

/** A reward balance in baht, as the rewards form edits it (a refused value stays as typed). */
function RewardBahtInput({
  name,
  baht,
  refused,
}: {
  name: 'refundAccrued' | 'inviteBalance'
  baht: Member['refundAccrued']
  refused: Refusal | undefined
}) {
  return (
    <input
      {...fieldProps('rewards', name, refused)}
      type="number"
      min="0"
      step="0.01"
      inputMode="decimal"
      defaultValue={valueOf('rewards', name, refused, bahtField(baht))}
      required
    />
  )
}
