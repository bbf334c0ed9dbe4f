import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Link, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { type CSSProperties, useId } from 'react'

import { memberBackendOf } from '~/api/api.server'
import { Icon } from '~/components/icon'
import { Modal } from '~/components/modal'
import { SafeHtml } from '~/components/safe-html'
import { useTranslation } from '~/components/translations'
import { SPIN_SCREEN } from '~/utils/spin'

import { claimHref, SliceChip } from './user.spin/coupon-table'
import { type loader as spinLoader } from './user.spin/route'
import { wonPrizeOf } from './user.spin/spin.server'

export const handle = { titleKey: 'spin:prize.title' }

/** The prize dialog's address carries the win as the server sealed it (?won=…). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await memberBackendOf({ request, context })
  const won = await wonPrizeOf(request)
  if (!won) throw redirect(SPIN_SCREEN)
  return won
}

const CONFETTI_PIECES = 16

/** Confetti falling once over the prize; hidden for a reader who asks for less motion. */
function Confetti() {
  return (
    <div className="spin-confetti" aria-hidden="true">
      {Array.from({ length: CONFETTI_PIECES }, (_, i) => (
        // spread across the dialog, starting in a scrambled order (7 and 16 share no factor)
        <i
          key={i}
          style={{ '--piece': i, '--delay': (i * 7) % CONFETTI_PIECES } as CSSProperties}
        />
      ))}
    </div>
  )
}

/**
 * SPEC §2 Spin: the prize dialog names where the wheel stopped, and says honestly what that
 * won (spinPrize in utils/spin): a coupon is congratulated, with "claim now" straight to its
 * claim dialog; coins are congratulated; a slice that won nothing says "not this time"; and a
 * prize that could not be told names only where the wheel stopped. The slice is looked up on
 * the wheel by its code (its colours and description); closing goes back to the screen, which
 * reloads the wheel, the coins and the coupons.
 */
export default function PrizeDialog() {
  const { t } = useTranslation('spin')
  const { code, label, prize: won } = useLoaderData<typeof loader>()
  const screen = useRouteLoaderData<typeof spinLoader>('routes/user.spin')
  const slice = screen?.wheel?.slices.find((s) => s.code === code)
  const prize = slice?.label ?? label
  const wonId = useId()
  const celebrate = won.kind === 'coupon' || won.kind === 'coins'

  const close = (
    <Link
      to={SPIN_SCREEN}
      className={`button ${won.kind === 'coupon' ? 'button-ghost' : 'button-primary'} button-block`}
      preventScrollReset
    >
      {t('prize.ok')}
    </Link>
  )
  return (
    <Modal
      title={t(`prize.heading.${won.kind}`)}
      closeTo={SPIN_SCREEN}
      // opened, it reads "ยินดีด้วย! คุณได้รับรางวัล 50 บาท"
      describedBy={`${wonId}-text ${wonId}-prize`}
      footer={
        won.kind === 'coupon' ? (
          <div className="button-row">
            {close}
            <Link
              to={claimHref(won.couponKey, 1)}
              className="button button-primary button-block"
              preventScrollReset
            >
              {t('prize.claimNow')}
            </Link>
          </div>
        ) : (
          close
        )
      }
    >
      <div className={`stack spin-prize is-${won.kind}`}>
        {celebrate ? <Confetti /> : null}
        <span className="spin-prize-icon" aria-hidden="true">
          <Icon name={celebrate ? 'gift' : 'wheel'} size={40} />
        </span>
        <p id={`${wonId}-text`} className="spin-prize-won">
          {t(`prize.lead.${won.kind}`)}
        </p>
        <p id={`${wonId}-prize`} className="spin-prize-label">
          {slice ? (
            <SliceChip label={prize} bgColor={slice.bgColor} textColor={slice.textColor} />
          ) : (
            <strong>{prize}</strong>
          )}
        </p>
        {celebrate && slice?.html ? (
          <SafeHtml html={slice.html} className="spin-prize-description" />
        ) : null}
        <p className="muted spin-prize-hint">{t(`prize.hint.${won.kind}`)}</p>
      </div>
    </Modal>
  )
}

export { DialogError as ErrorBoundary } from '~/components/dialog-error'
