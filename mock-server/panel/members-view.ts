// The members pages' HTML: the searchable list, and one member's page with its forms (switch
// on or off, grant spins, reward balances, log in as).
import { type Member } from '@prisma/client'

import { COIN_GRANT_MAX, LOGIN_AS_PASSWORD, type MemberPage } from '../operator-members'
import { bahtField, formatBaht, timeOf } from './format'
import { errorOf, fieldAttrs, noticeOf, type Refusal, valueOf } from './forms'
import { type Html, html } from './html'
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

function state(t: Translate, isActive: boolean): Html {
  return isActive
    ? html`<span class="op-state op-on">${t('stateActive')}</span>`
    : html`<span class="op-state op-off">${t('stateInactive')}</span>`
}

export type MembersListView = {
  t: Translate
  lang: PanelLang
  search: string
  result: MemberPage
}

export function membersList({ t, lang, search, result }: MembersListView): Html {
  const { members, total, page, pages } = result
  return html`<h1>${t('navMembers')}</h1>
    <form method="get" action="/panel/members" class="op-search" role="search">
      <label for="members-q">${t('searchMembers')}</label>
      <div class="op-row">
        <input id="members-q" name="q" type="search" value="${search}" maxlength="50" />
        <button type="submit">${t('search')}</button>
        ${search && html`<a href="/panel/members">${t('clearSearch')}</a>`}
      </div>
    </form>
    <p class="op-muted">${t('membersFound', { total, page, pages })}</p>
    ${
      members.length === 0
        ? html`<p class="op-empty">${t('noMembers')}</p>`
        : html`<div class="op-table-wrap">
            <table class="op-table op-stack">
              <thead>
                <tr>
                  <th scope="col">${t('phone')}</th>
                  <th scope="col">${t('name')}</th>
                  <th scope="col" class="op-num">${t('walletBaht')}</th>
                  <th scope="col" class="op-num">${t('coins')}</th>
                  <th scope="col">${t('status')}</th>
                  <th scope="col">${t('registered')}</th>
                </tr>
              </thead>
              <tbody>
                ${members.map(
                  (m) =>
                    html`<tr>
                      <td data-label="${t('phone')}">
                        <a href="${memberHref(m.username)}">${m.username}</a>
                      </td>
                      <td data-label="${t('name')}">${m.name}</td>
                      <td data-label="${t('walletBaht')}" class="op-num">
                        ${formatBaht(lang, m.walletBalance)}
                      </td>
                      <td data-label="${t('coins')}" class="op-num">${m.coin}</td>
                      <td data-label="${t('status')}">${state(t, m.isActive)}</td>
                      <td data-label="${t('registered')}">${timeOf(lang, m.createdAt, false)}</td>
                    </tr>`,
                )}
              </tbody>
            </table>
          </div>`
    }
    ${
      pages > 1 &&
      html`<nav class="op-pager" aria-label="${t('pages')}">
        ${
          page > 1
            ? html`<a href="${membersHref(search, page - 1)}" rel="prev">← ${t('previous')}</a>`
            : html`<span></span>`
        }
        <span>${t('pageOf', { page, pages })}</span>
        ${
          page < pages
            ? html`<a href="${membersHref(search, page + 1)}" rel="next">${t('next')} →</a>`
            : html`<span></span>`
        }
      </nav>`
    }`
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
function loginAsResult(t: Translate, member: Member, appUrl: string): Html {
  const link = `${appUrl}/login?username=${encodeURIComponent(member.username)}`
  return html`<section class="op-box op-credentials" aria-labelledby="login-as-done">
    <h2 id="login-as-done">${t('loginAsReady')}</h2>
    <dl class="op-facts">
      <dt>${t('phone')}</dt>
      <dd><code>${member.username}</code></dd>
      <dt>${t('memberPassword')}</dt>
      <dd><code>${LOGIN_AS_PASSWORD}</code></dd>
    </dl>
    <p>
      <a class="op-button" href="${link}" target="_blank" rel="noopener">${t('openAppLogin')}</a>
    </p>
    ${!member.isActive && html`<p class="op-alert">${t('loginAsInactive')}</p>`}
  </section>`
}

export function memberDetail({ t, lang, member, appUrl, done, refused }: MemberView): Html {
  const base = memberHref(member.username)
  return html`<p><a href="/panel/members">← ${t('allMembers')}</a></p>
    <h1>${member.name} <span class="op-sub">${member.username}</span></h1>
    ${noticeOf(t, done)} ${done === 'loginAs' && loginAsResult(t, member, appUrl)}
    <section class="op-box" aria-labelledby="member-facts">
      <h2 id="member-facts" class="visually-hidden">${t('memberFacts')}</h2>
      <dl class="op-facts">
        <dt>${t('status')}</dt>
        <dd>${state(t, member.isActive)}</dd>
        <dt>${t('walletBaht')}</dt>
        <dd>${formatBaht(lang, member.walletBalance)}</dd>
        <dt>${t('coins')}</dt>
        <dd>${member.coin}</dd>
        <dt>${t('refundAccrued')}</dt>
        <dd>${formatBaht(lang, member.refundAccrued)}</dd>
        <dt>${t('refundBalance')}</dt>
        <dd>${formatBaht(lang, member.refundBalance)}</dd>
        <dt>${t('inviteBalance')}</dt>
        <dd>${formatBaht(lang, member.inviteBalance)}</dd>
        <dt>${t('bankAccount')}</dt>
        <dd>${member.bankCode} ${member.bankAccountNo} · ${member.bankAccountName}</dd>
        <dt>${t('registered')}</dt>
        <dd>${timeOf(lang, member.createdAt)}</dd>
      </dl>
    </section>
    <div class="op-grid">
      <section class="op-box" aria-labelledby="login-as-title">
        <h2 id="login-as-title">${t('loginAsTitle')}</h2>
        <p class="hint" id="login-as-hint">${t('loginAsHint', { password: LOGIN_AS_PASSWORD })}</p>
        <form method="post" action="${base}/login-as" id="login-as" class="op-form">
          ${errorOf('login-as', refused)}
          <button type="submit" aria-describedby="login-as-hint">${t('loginAsButton')}</button>
        </form>
      </section>
      <section class="op-box" aria-labelledby="active-title">
        <h2 id="active-title">${t('accountTitle')}</h2>
        <p class="hint" id="active-hint">
          ${t(member.isActive ? 'deactivateHint' : 'activateHint')}
        </p>
        <form method="post" action="${base}/active" id="active" class="op-form">
          <input type="hidden" name="isActive" value="${member.isActive ? 'false' : 'true'}" />
          ${errorOf('active', refused)}
          <button
            type="submit"
            class="${member.isActive ? 'op-danger' : ''}"
            aria-describedby="active-hint"
          >
            ${t(member.isActive ? 'deactivate' : 'activate')}
          </button>
        </form>
      </section>
      <section class="op-box" aria-labelledby="coins-title">
        <h2 id="coins-title">${t('grantCoinsTitle')}</h2>
        <form method="post" action="${base}/coins" id="coins" class="op-form">
          <label for="coins-coins">${t('coinsToAdd', { max: COIN_GRANT_MAX })}</label>
          <div class="op-row">
            <input
              ${fieldAttrs('coins', 'coins', refused)}
              type="number"
              min="1"
              max="${COIN_GRANT_MAX}"
              step="1"
              inputmode="numeric"
              value="${valueOf('coins', 'coins', refused, '1')}"
              required
            />
            <button type="submit">${t('grantCoins')}</button>
          </div>
          ${errorOf('coins', refused)}
        </form>
      </section>
      <section class="op-box" aria-labelledby="rewards-title">
        <h2 id="rewards-title">${t('rewardsTitle')}</h2>
        <form method="post" action="${base}/rewards" id="rewards" class="op-form">
          <label for="rewards-refundAccrued">${t('refundAccruedBaht')}</label>
          <input
            ${fieldAttrs('rewards', 'refundAccrued', refused)}
            type="number"
            min="0"
            step="0.01"
            inputmode="decimal"
            value="${valueOf('rewards', 'refundAccrued', refused, bahtField(member.refundAccrued))}"
            required
          />
          <label for="rewards-inviteBalance">${t('inviteBalanceBaht')}</label>
          <input
            ${fieldAttrs('rewards', 'inviteBalance', refused)}
            type="number"
            min="0"
            step="0.01"
            inputmode="decimal"
            value="${valueOf('rewards', 'inviteBalance', refused, bahtField(member.inviteBalance))}"
            required
          />
          ${errorOf('rewards', refused)}
          <button type="submit">${t('save')}</button>
        </form>
      </section>
    </div>`
}
