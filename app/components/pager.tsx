import { Link } from '@remix-run/react'

import { useTranslation } from './translations'

/**
 * Newer/older links of a paged list. `query` is the start of each link's query, to which the
 * page number is added ('page=', 'list=1&page='). Without a page count (`pages` null) the next
 * link shows while `hasNext` says so.
 */
export function Pager({
  page,
  pages,
  hasNext = pages !== null && page < pages,
  query,
  label,
}: {
  page: number
  pages: number | null
  hasNext?: boolean
  query: string
  label: string
}) {
  const { t } = useTranslation('member')
  if (page <= 1 && !hasNext) return null
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? (
        <Link to={`?${query}${page - 1}`} className="button button-ghost" rel="prev" replace>
          {t('statement.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="muted">
        {pages ? t('statement.pageOf', { page, pages }) : t('slips.page', { page })}
      </span>
      {hasNext ? (
        <Link to={`?${query}${page + 1}`} className="button button-ghost" rel="next" replace>
          {t('statement.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
