import { useFetcher, useLocation } from '@remix-run/react'
import { useId } from 'react'

import { type ShownNotice } from '~/notice.server'
import { type action } from '~/routes/notice'
import { useHydrated } from '~/utils/use-hydrated'

import { Icon } from './icon'
import { SafeHtml } from './safe-html'
import { useTranslation } from './translations'

/**
 * Shared by every banner on the page (home and the deposit dialog over it), hidden together;
 * quiet: dismissing shows no loading overlay (components/loading-overlay.tsx).
 */
const NOTICE_FETCHER_KEY = 'quiet:notice'

/**
 * The operator's notice, with a dismiss button: a form post that works without JavaScript;
 * with it, a fetcher hides the notice at once, without leaving the page. Only the dismissed
 * notice stays hidden: a new one that comes with the page's next data shows.
 */
export function NoticeBanner({
  notice,
  inDialog = false,
}: {
  notice: ShownNotice | null
  /** In a dialog over a page that shows it too: a group, not a second region of one name. */
  inDialog?: boolean
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const fetcher = useFetcher<typeof action>({ key: NOTICE_FETCHER_KEY })
  const location = useLocation()
  const titleId = useId()
  const dismissing = fetcher.formData?.get('id') ?? fetcher.data?.dismissed
  if (!notice || dismissing === notice.id) return null
  const Container = inDialog ? 'div' : 'section'
  return (
    <Container
      className="notice-banner"
      aria-labelledby={titleId}
      role={inDialog ? 'group' : undefined}
    >
      <Icon name="info" size={20} />
      <div className="notice-body">
        <h2 id={titleId} className="notice-title">
          {t('notice.title')}
        </h2>
        <SafeHtml html={notice.html} className="notice-text" />
      </div>
      <fetcher.Form noValidate method="post" action="/notice" preventScrollReset>
        <input type="hidden" name="id" value={notice.id} />
        <input type="hidden" name="mode" value={hydrated ? 'fetcher' : 'page'} />
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <button
          type="submit"
          className="icon-button notice-dismiss"
          aria-label={t('notice.dismiss')}
        >
          <Icon name="close" size={18} />
        </button>
      </fetcher.Form>
    </Container>
  )
}
