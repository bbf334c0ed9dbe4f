import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Outlet, type ShouldRevalidateFunction, useLoaderData } from '@remix-run/react'

import { memberBackendOf } from '~/api/api.server'
import { Icon } from '~/components/icon'
import { useTranslation } from '~/components/translations'
import { type RouteHandle } from '~/i18n'
import { sessionOwner } from '~/session.server'
import { redirectWithToast } from '~/toast.server'
import { readForm } from '~/utils/form.server'
import { COUPON_PAGE_PARAM, SPIN_SCREEN } from '~/utils/spin'
import { pageParam } from '~/utils/statement'

import { CouponTable } from './coupon-table'
import { loadSpinScreen, spinOnce } from './spin.server'
import { WheelPanel } from './wheel-panel'

export const handle = { titleKey: 'spin:title', i18n: ['spin'] } satisfies RouteHandle

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const screen = await loadSpinScreen(backend, pageParam(new URL(request.url), COUPON_PAGE_PARAM))
  return { ...screen, outage: backend.outage }
}

/**
 * One spin. The screen's script asks with mode=animate and gets the result to animate; a
 * plain form post (no JavaScript) is sent on to the prize dialog, or back with the refusal.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const form = await readForm(request)
  if (form.get('intent') !== 'spin') throw redirect(SPIN_SCREEN)
  const outcome = await spinOnce(backend, await sessionOwner(request))
  if (form.get('mode') === 'animate') return outcome
  if (outcome.error !== undefined) {
    return redirectWithToast(request, SPIN_SCREEN, { type: 'error', key: outcome.error })
  }
  return redirect(outcome.prizeHref)
}

/**
 * The animated spin must not show its prize early (the new coupon, the coin count): the page
 * reloads its data when the prize dialog opens, and again when it closes.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  defaultShouldRevalidate,
}) =>
  formData?.get('intent') === 'spin' && formData.get('mode') === 'animate'
    ? false
    : defaultShouldRevalidate

export default function SpinScreen() {
  const { t } = useTranslation('spin')
  const { wheel, coins, coupons, failed } = useLoaderData<typeof loader>()

  return (
    <div className="stack-lg">
      <h1>{t('title')}</h1>
      {wheel && wheel.slices.length > 0 ? (
        <WheelPanel name={wheel.name} slices={wheel.slices} coins={coins} />
      ) : (
        <section className="card spin-closed" aria-labelledby="spin-closed-title">
          <span className="spin-closed-icon" aria-hidden="true">
            <Icon name="wheel" size={40} />
          </span>
          <h2 id="spin-closed-title" className="card-title">
            {failed ? t('closed.unavailableTitle') : t('closed.title')}
          </h2>
          <p className="muted">{failed ? t('closed.unavailable') : t('closed.body')}</p>
        </section>
      )}
      <CouponTable {...coupons} />
      <Outlet />
    </div>
  )
}

export { ScreenError as ErrorBoundary } from '~/components/route-error'
