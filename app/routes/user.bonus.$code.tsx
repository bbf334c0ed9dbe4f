import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useEffect, useRef } from 'react'

import { endpoints } from '@member-wallet/contract/schemas'

import { memberBackendOf } from '~/api/api.server'
import { ApiError } from '~/api/client'
import { errorMessageKey } from '~/api/error-message'
import { BannerCarousel } from '~/components/banner-carousel'
import { ErrorAlert } from '~/components/error-alert'
import { IdempotencyKeyField } from '~/components/idempotency-key'
import { Modal } from '~/components/modal'
import { useTranslation } from '~/components/translations'
import { endMoneyEvent, retryOf } from '~/receipt.server'
import { BONUS_SCREEN, bonusName, cardState, fillPercentFail, receivedCount } from '~/utils/bonus'
import { readForm } from '~/utils/form.server'
import { idempotencyKeyOf, newIdempotencyKey } from '~/utils/idempotency.server'
import { creditReceipt } from '~/utils/money-moves'
import { sanitizeBanners } from '~/utils/sanitize.server'

import { findBonus } from './user.bonus/bonus.server'

export const handle = { titleKey: 'bonus:dialog.title' }

/** SPEC §9 bonus rule texts, in the order a member meets them. */
const RULES = [
  'dialog.rules.withdraw',
  'dialog.rules.end',
  'dialog.rules.deposit',
  'dialog.rules.games',
] as const

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const bonus = await findBonus(backend, params.code ?? '')
  const now = new Date()
  return {
    code: bonus.code,
    name: bonusName(bonus),
    type: bonus.type,
    percentFail: bonus.percentFail,
    maxReceived: bonus.maxReceived,
    count: receivedCount(bonus.type, bonus.userBonus?.received ?? [], now),
    state: cardState(bonus, now),
    banners: sanitizeBanners(bonus.banners),
    idempotencyKey: newIdempotencyKey(),
  }
}

/** Receiving ends on its result sheet, which returns to the bonus screen (SPEC §4's saved flag). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const formData = await readForm(request)
  let bonus
  try {
    bonus = await findBonus(backend, params.code ?? '')
  } catch (error) {
    // nothing sent yet: SPEC §8's error alert with the message, in the dialog
    if (error instanceof ApiError) return { error: errorMessageKey(error) }
    throw error
  }
  const idempotencyKey = idempotencyKeyOf(formData)
  const { code } = bonus
  return endMoneyEvent(request, {
    backend,
    idempotencyKey,
    again: `${BONUS_SCREEN}/${encodeURIComponent(code)}`,
    back: `${BONUS_SCREEN}?saved=1`,
    retry: retryOf(request, formData),
    send: () => backend.call(endpoints.rewards.activateBonus, { params: { code }, idempotencyKey }),
    move: (after) => creditReceipt('bonus', null, after),
  })
}

/**
 * Slides of different heights (a picture, a picture with the rules) share the carousel's one
 * row, which leaves a gap under the shorter ones. With JavaScript the row takes the height of
 * the slide in view; without it every slide is as tall as the tallest.
 */
function useFitBannerHeight() {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const track = box.current?.querySelector<HTMLElement>('.banner-track')
    if (!track) return
    let frame = 0
    const fit = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const index = track.clientWidth ? Math.round(track.scrollLeft / track.clientWidth) : 0
        const slide = track.children[index] as HTMLElement | undefined
        if (slide) track.style.height = `${slide.offsetHeight}px`
      })
    }
    track.classList.add('is-fitted')
    fit()
    track.addEventListener('scroll', fit, { passive: true })
    window.addEventListener('resize', fit)
    // pictures arrive after the first measure
    const images = Array.from(track.querySelectorAll('img'))
    images.forEach((img) => img.addEventListener('load', fit))
    return () => {
      cancelAnimationFrame(frame)
      track.removeEventListener('scroll', fit)
      window.removeEventListener('resize', fit)
      images.forEach((img) => img.removeEventListener('load', fit))
    }
  }, [])
  return box
}

export default function BonusDialog() {
  const { t } = useTranslation('bonus')
  const bonus = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const banners = useFitBannerHeight()

  const footer =
    bonus.state === 'available' ? (
      <Form noValidate method="post" preventScrollReset>
        <IdempotencyKeyField value={bonus.idempotencyKey} />
        <button type="submit" className="button button-primary button-block">
          {t('dialog.receive')}
        </button>
      </Form>
    ) : (
      // the active bonus (or one received as often as it may be) only has a confirm
      <Link to={BONUS_SCREEN} className="button button-primary button-block" preventScrollReset>
        {t('dialog.confirm')}
      </Link>
    )

  return (
    <Modal title={bonus.name} closeTo={BONUS_SCREEN} footer={footer}>
      <div className="stack">
        <ErrorAlert message={actionData?.error} />
        <div ref={banners} className="bonus-banners">
          <BannerCarousel
            banners={bonus.banners}
            label={t('dialog.banners', { name: bonus.name })}
          />
        </div>
        <p className="bonus-dialog-meta">
          <span className="bonus-type">{t(`types.${bonus.type}`)}</span>
          <span className="muted">
            {t(`card.usage.${bonus.type}`, { count: bonus.count, max: bonus.maxReceived })}
          </span>
        </p>
        {bonus.state === 'current' ? (
          <p className="notice-line" role="status">
            {t('dialog.isCurrent')}
          </p>
        ) : null}
        {bonus.state === 'received' ? (
          <p className="alert alert-warning" role="status">
            {t('dialog.maxed')}
          </p>
        ) : null}
        <p className="notice">{fillPercentFail(t('dialog.notice'), bonus.percentFail)}</p>
        <ul className="rule-list">
          {RULES.map((rule) => (
            <li key={rule}>{t(rule)}</li>
          ))}
        </ul>
      </div>
    </Modal>
  )
}

export { DialogError as ErrorBoundary } from '~/components/dialog-error'
