import { type LoaderFunctionArgs } from '@remix-run/node'
import { Link, Outlet, useLoaderData } from '@remix-run/react'

import { formatMoney } from '@member-wallet/contract/rules'
import { endpoints, type StatementEntry } from '@member-wallet/contract/schemas'
import { type TFunction } from '@member-wallet/contract/translate'

import { memberBackendOf } from '~/api/api.server'
import { Icon, type IconName } from '~/components/icon'
import { Pager } from '~/components/pager'
import { useTranslation } from '~/components/translations'
import { formatDay, formatRelative, formatTime, groupByDay, nearDay } from '~/utils/dates'
import {
  amountTone,
  ENTRY_LABEL_KEYS,
  entrySign,
  entryStatus,
  failedNoteKey,
  pageCount,
  pageParam,
  STATEMENT_PAGE_SIZE,
} from '~/utils/statement'

export const handle = { titleKey: 'member:statement.title' }

const ICONS: Record<StatementEntry['statementType'], IconName> = {
  deposit: 'deposit',
  bonus: 'gift',
  finish_bonus: 'check',
  withdraw: 'withdraw',
  transfer: 'refresh',
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const page = pageParam(new URL(request.url))
  const [result, wallet] = await Promise.all([
    backend.tryCall(endpoints.statement.statements, { body: { page, limit: STATEMENT_PAGE_SIZE } }),
    backend.tryCall(endpoints.wallet.wallet),
  ])
  return {
    // transfers name accounts by code; show the provider's name where it is known
    gameNames: Object.fromEntries((wallet?.slots ?? []).map((game) => [game.code, game.name])),
    page,
    pages: pageCount(result?.total ?? 0),
    statements: result?.statements ?? [],
    failed: result === null,
    // one clock for the server render and hydration, so relative times agree
    now: new Date().toISOString(),
    outage: backend.outage,
  }
}

/** Extra words for an entry: the bonus, promotion … description, or where money went. */
function detailOf(entry: StatementEntry): string | null {
  const described =
    entry.bonus ?? entry.promotion ?? entry.invite ?? entry.refund ?? entry.luckydraw
  return described?.description ?? null
}

function Entry({
  entry,
  now,
  names,
}: {
  entry: StatementEntry
  now: string
  names: Record<string, string>
}) {
  const { t, i18n } = useTranslation('member')
  const status = entryStatus(entry.status)
  const tone = amountTone(entry.statementType, entry.status)
  const detail = detailOf(entry)
  const route =
    entry.statementType === 'transfer'
      ? `${accountName(entry.from, names, t)} → ${accountName(entry.to, names, t)}`
      : null
  return (
    <li className={status === 'failed' ? 'statement-entry is-failed' : 'statement-entry'}>
      <span className={`statement-icon is-${entry.statementType}`} aria-hidden="true">
        <Icon name={ICONS[entry.statementType]} size={20} />
      </span>
      <div className="statement-main">
        <p className="statement-title">{t(ENTRY_LABEL_KEYS[entry.statementType])}</p>
        {route || detail ? <p className="statement-detail">{detail ?? route}</p> : null}
        {status === 'failed' ? (
          <p className="statement-failed-note">{t(failedNoteKey(entry.statementType))}</p>
        ) : null}
        <p className="statement-time">
          <time dateTime={entry.createdAt}>{formatTime(entry.createdAt)}</time>
          {' · '}
          <span className="nowrap">{formatRelative(entry.createdAt, now, i18n.language)}</span>
        </p>
      </div>
      <div className="statement-side">
        <p className={`statement-amount sign-${tone}`}>
          {tone === 'void' ? (
            <>
              <del>
                {entrySign(entry.statementType)}
                {formatMoney(entry.amount)}
              </del>
              <span className="visually-hidden">{t('statement.notMoved')}</span>
            </>
          ) : (
            <>
              {entrySign(entry.statementType)}
              {formatMoney(entry.amount)}
            </>
          )}
        </p>
        <span className={`status status-${status}`}>{t(`statement.status.${status}`)}</span>
      </div>
    </li>
  )
}

/** A day's header: "Today", "Yesterday", else the day ("24 พ.ย. 69"). */
function DayTitle({ day, now }: { day: string; now: string }) {
  const { t, i18n } = useTranslation('member')
  const near = nearDay(day, now)
  return (
    <h2 className="statement-day">
      <time dateTime={day}>
        {near ? t(`statement.${near}`) : formatDay(`${day}T12:00:00+07:00`, i18n.language)}
      </time>
    </h2>
  )
}

function accountName(
  account: string | null,
  names: Record<string, string>,
  t: TFunction<'member'>,
): string {
  if (!account) return '—'
  return account === 'wallet' ? t('transfer.mainWallet') : (names[account] ?? account)
}

export default function Statement() {
  const { t } = useTranslation('member')
  const { page, pages, statements, failed, now, gameNames } = useLoaderData<typeof loader>()
  return (
    <div className="stack-lg">
      <div className="page-title-row">
        <h1>{t('statement.title')}</h1>
        <Link to="slips" className="chip-button" preventScrollReset>
          <Icon name="document" size={18} />
          {t('slips.open')}
        </Link>
      </div>
      {failed ? (
        <div className="card statement-unavailable" role="status">
          <p>{t('statement.unavailable')}</p>
          <Link to={`?page=${page}`} className="button button-ghost" preventScrollReset>
            {t('common:errorPage.retry')}
          </Link>
        </div>
      ) : statements.length === 0 ? (
        <p className="card muted">{t('statement.empty')}</p>
      ) : (
        groupByDay(statements, (entry) => entry.createdAt).map(({ day, items }) => (
          <section key={day} className="statement-group">
            <DayTitle day={day} now={now} />
            <ul className="statement-list">
              {items.map((entry, index) => (
                <Entry key={entry._id ?? index} entry={entry} now={now} names={gameNames} />
              ))}
            </ul>
          </section>
        ))
      )}
      <Pager page={page} pages={pages} query="page=" label={t('statement.pages')} />
      <Outlet />
    </div>
  )
}

export { ScreenError as ErrorBoundary } from '~/components/route-error'
