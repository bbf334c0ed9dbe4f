import { type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'

import { formatMoney, inviteLink } from '@member-wallet/contract/rules'
import { endpoints } from '@member-wallet/contract/schemas'

import { memberBackendOf } from '~/api/api.server'
import { BannerCarousel } from '~/components/banner-carousel'
import { Modal } from '~/components/modal'
import { Pager } from '~/components/pager'
import { ShareLink } from '~/components/share-link'
import { useTranslation } from '~/components/translations'
import { formatDateTime } from '~/utils/dates'
import { firstStep, REWARD_PAGE_SIZE } from '~/utils/rewards'
import { sanitizeBanners } from '~/utils/sanitize.server'
import { listPages, pageParam } from '~/utils/statement'

export const handle = { titleKey: 'member:invite.title' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const url = new URL(request.url)
  const listRequested = url.searchParams.has('list')
  const banners = listRequested ? [] : await backend.tryCall(endpoints.rewards.inviteBanners)
  if (firstStep(banners?.length ?? 0, listRequested) === 'banners') {
    return { step: 'banners' as const, banners: sanitizeBanners(banners ?? []) }
  }
  const page = pageParam(url)
  const [profile, invites] = await Promise.all([
    backend.tryCall(endpoints.account.profile),
    backend.tryCall(endpoints.rewards.invites, { body: { page, limit: REWARD_PAGE_SIZE } }),
  ])
  return {
    step: 'dialog' as const,
    link: profile ? inviteLink(url.origin, profile._id) : null,
    invites: invites?.invites ?? [],
    failed: invites === null,
    page,
    ...listPages(page, invites?.invites.length ?? 0, invites?.total, REWARD_PAGE_SIZE),
  }
}

function InviteList() {
  const { t, i18n } = useTranslation('member')
  const data = useLoaderData<typeof loader>()
  if (data.step !== 'dialog') return null
  return (
    <div className="stack">
      {data.link ? (
        <div className="card-inset stack-sm">
          <p className="field-hint">{t('invite.linkIntro')}</p>
          <ShareLink url={data.link} title={t('invite.title')} />
        </div>
      ) : null}
      <h3 className="card-title">{t('invite.records')}</h3>
      {data.invites.length === 0 ? (
        <p className="muted">{data.failed ? t('invite.unavailable') : t('invite.empty')}</p>
      ) : (
        <ul className="record-list">
          {data.invites.map((invite, index) => (
            <li key={invite._id ?? index} className="record">
              <div>
                <p className="record-title">{invite.from.name}</p>
                <p className="record-time">{formatDateTime(invite.createdAt, i18n.language)}</p>
              </div>
              <p className="record-amount">+{formatMoney(invite.amount)}</p>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={data.page}
        pages={data.pages}
        hasNext={data.hasNext}
        query="list=1&page="
        label={t('invite.pages')}
      />
    </div>
  )
}

export default function InviteDialog() {
  const { t } = useTranslation('member')
  const data = useLoaderData<typeof loader>()
  if (data.step === 'banners') {
    return (
      <Modal title={t('invite.title')} closeTo="/user/home/invite?list=1">
        <div className="stack">
          <BannerCarousel banners={data.banners} label={t('invite.banners')} />
          <Link to="?list=1" className="button button-primary button-block" replace>
            {t('invite.continue')}
          </Link>
        </div>
      </Modal>
    )
  }
  return (
    <Modal title={t('invite.title')} closeTo="/user/home">
      <InviteList />
    </Modal>
  )
}

export { DialogError as ErrorBoundary } from '~/components/dialog-error'
