import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Link, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { useId } from 'react'

import { Icon } from '~/components/icon'
import { Modal } from '~/components/modal'
import { SafeHtml } from '~/components/safe-html'
import { useTranslation } from '~/components/translations'
import { requireToken } from '~/session.server'
import { SPIN_SCREEN } from '~/utils/spin'

import { SliceChip } from './user.spin/coupon-table'
import { type loader as spinLoader } from './user.spin/route'
import { wonPrizeOf } from './user.spin/spin.server'

export const handle = { titleKey: 'spin:prize.title' }

/** The prize dialog's address carries the win as the server sealed it (?won=…). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireToken(request)
  const won = await wonPrizeOf(new URL(request.url))
  if (!won) throw redirect(SPIN_SCREEN)
  return won
}

/**
 * SPEC §2 Spin: the prize dialog congratulates and names the prize. The slice is looked up on
 * the wheel by its code (its colours and description); closing goes back to the screen, which
 * reloads the wheel, the coins and the coupons.
 */
export default function PrizeDialog() {
  const { t } = useTranslation('spin')
  const { code, label } = useLoaderData<typeof loader>()
  const screen = useRouteLoaderData<typeof spinLoader>('routes/user.spin')
  const slice = screen?.wheel?.slices.find((s) => s.code === code)
  const prize = slice?.label ?? label
  const wonId = useId()

  return (
    <Modal
      title={t('prize.title')}
      closeTo={SPIN_SCREEN}
      // opened, it reads "ยินดีด้วย! คุณได้รับรางวัล 50 บาท"
      describedBy={`${wonId}-text ${wonId}-prize`}
      footer={
        <Link to={SPIN_SCREEN} className="button button-primary button-block" preventScrollReset>
          {t('prize.ok')}
        </Link>
      }
    >
      <div className="stack spin-prize">
        <span className="spin-prize-icon" aria-hidden="true">
          <Icon name="gift" size={40} />
        </span>
        <p id={`${wonId}-text`} className="spin-prize-won">
          {t('prize.won')}
        </p>
        <p id={`${wonId}-prize`} className="spin-prize-label">
          {slice ? (
            <SliceChip label={prize} bgColor={slice.bgColor} textColor={slice.textColor} />
          ) : (
            <strong>{prize}</strong>
          )}
        </p>
        {slice?.html ? <SafeHtml html={slice.html} className="spin-prize-description" /> : null}
        <p className="muted spin-prize-hint">{t('prize.hint')}</p>
      </div>
    </Modal>
  )
}

export { DialogError as ErrorBoundary } from '~/components/route-error'
