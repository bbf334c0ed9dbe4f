import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  useSubmit,
} from '@remix-run/react'
import { type FormEvent, useEffect, useMemo, useState } from 'react'

import { endpoints } from '@member-wallet/contract/schemas'

import { memberBackendOf } from '~/api/api.server'
import { ClaimPreview } from '~/components/claim-preview'
import { ErrorAlert } from '~/components/error-alert'
import { IdempotencyKeyField } from '~/components/idempotency-key'
import { Modal } from '~/components/modal'
import { SafeHtml } from '~/components/safe-html'
import { useTranslation } from '~/components/translations'
import { endMoneyEvent, RefusedAnswer, retryOf } from '~/receipt.server'
import { readForm } from '~/utils/form.server'
import { idempotencyKeyOf, newIdempotencyKey } from '~/utils/idempotency.server'
import { creditReceipt } from '~/utils/money-moves'
import {
  CLAIM_DEBOUNCE_MS,
  COUPON_PAGE_PARAM,
  debounce,
  spinErrorKey,
  spinScreenHref,
} from '~/utils/spin'
import { pageParam } from '~/utils/statement'
import { useHydrated } from '~/utils/use-hydrated'

import { SliceChip } from './user.spin/coupon-table'
import { findCoupon } from './user.spin/spin.server'

export const handle = { titleKey: 'spin:claim.title' }

/** The coupon's key (couponKey in utils/spin) from the address, or null. */
function couponKeyOf(params: LoaderFunctionArgs['params']): string | null {
  const key = params.id?.trim() ?? ''
  return key && key.length <= 200 ? key : null
}

/** Back to the screen on the coupon page the member came from. */
function screenOf(request: Request): string {
  return spinScreenHref(pageParam(new URL(request.url), COUPON_PAGE_PARAM))
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const key = couponKeyOf(params)
  // null: claimed meanwhile, expired or never there; the dialog says so
  const [found, wallet] = await Promise.all([
    key ? findCoupon(backend, key) : null,
    backend.tryCall(endpoints.wallet.wallet),
  ])
  const coupon = found && { ...found, ref: undefined }
  return {
    coupon,
    wallet: wallet?.amount ?? null,
    closeTo: screenOf(request),
    idempotencyKey: newIdempotencyKey(),
  }
}

/**
 * Claims the coupon and ends on its result sheet; a coupon no longer listed is still asked for
 * by its key (the backend says why it is gone). SPEC §4: a 2xx without `success: false` counts
 * as claimed.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const key = couponKeyOf(params)
  if (!key) return { error: 'errors:INVALID_CODE' }
  const formData = await readForm(request)
  const idempotencyKey = idempotencyKeyOf(formData)
  const coupon = await findCoupon(backend, key)
  return endMoneyEvent(request, {
    backend,
    idempotencyKey,
    again: screenOf(request),
    back: screenOf(request),
    retry: retryOf(request, formData),
    failureKey: spinErrorKey,
    send: async () => {
      const body = { coupon: coupon?.ref ?? key }
      const answer = await backend.call(endpoints.spin.claim, { body, idempotencyKey })
      if (answer.success === false) throw new RefusedAnswer(answer.error)
    },
    move: (after) => creditReceipt('coupon', coupon?.amount ?? null, after),
  })
}

/**
 * SPEC §2 Spin claim dialog: the slice label, the operator's description, cancel and confirm.
 * With JavaScript the confirm is debounced 500 ms (SPEC §9), so a double tap claims once.
 */
export default function ClaimDialog() {
  const { t } = useTranslation('spin')
  const { coupon, wallet, closeTo, idempotencyKey } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const submit = useSubmit()
  const hydrated = useHydrated()
  const [waiting, setWaiting] = useState(false)
  const sending = waiting || navigation.state === 'submitting'

  const debouncedSubmit = useMemo(
    () =>
      debounce((form: HTMLFormElement) => {
        setWaiting(false)
        submit(form, { preventScrollReset: true })
      }, CLAIM_DEBOUNCE_MS),
    [submit],
  )
  useEffect(() => () => debouncedSubmit.cancel(), [debouncedSubmit])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (navigation.state === 'submitting') return
    setWaiting(true)
    debouncedSubmit(event.currentTarget)
  }

  if (!coupon) {
    return (
      <Modal
        title={t('claim.title')}
        closeTo={closeTo}
        footer={
          <Link to={closeTo} className="button button-primary button-block" preventScrollReset>
            {t('claim.back')}
          </Link>
        }
      >
        <div className="stack">
          <ErrorAlert message={actionData?.error} />
          <p className="muted">{t('claim.notFound')}</p>
        </div>
      </Modal>
    )
  }

  return (
    <Modal
      title={t('claim.title')}
      closeTo={closeTo}
      footer={
        <div className="button-row">
          <Link to={closeTo} className="button button-ghost" preventScrollReset>
            {t('claim.cancel')}
          </Link>
          <Form
            noValidate
            method="post"
            className="button-row-form"
            preventScrollReset
            onSubmit={hydrated ? onSubmit : undefined}
          >
            <IdempotencyKeyField value={idempotencyKey} />
            <button
              type="submit"
              className="button button-primary button-block"
              aria-busy={sending || undefined}
            >
              {sending ? t('claim.sending') : t('claim.confirm')}
            </button>
          </Form>
        </div>
      }
    >
      <div className="stack">
        <ErrorAlert message={actionData?.error} />
        <div className="spin-claim-prize">
          <SliceChip label={coupon.label} bgColor={coupon.bgColor} textColor={coupon.textColor} />
          <p className="spin-claim-name">{coupon.name}</p>
        </div>
        <ClaimPreview amount={coupon.amount} wallet={wallet} />
        {coupon.html ? <SafeHtml html={coupon.html} className="spin-claim-description" /> : null}
        <p>{t('claim.question')}</p>
      </div>
    </Modal>
  )
}

export { DialogError as ErrorBoundary } from '~/components/dialog-error'
