import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'

import { endpoints } from '@member-wallet/contract/schemas'

import { memberBackendOf } from '~/api/api.server'
import { ApiError } from '~/api/client'
import { errorMessageKey } from '~/api/error-message'
import { ErrorAlert } from '~/components/error-alert'
import { IdempotencyKeyField } from '~/components/idempotency-key'
import { Modal } from '~/components/modal'
import { SafeHtml } from '~/components/safe-html'
import { useTranslation } from '~/components/translations'
import { endMoneyEvent, retryOf } from '~/receipt.server'
import { BONUS_SCREEN, fillPercentFail, looksLikeHtml } from '~/utils/bonus'
import { readForm } from '~/utils/form.server'
import { idempotencyKeyOf, newIdempotencyKey } from '~/utils/idempotency.server'
import { creditReceipt } from '~/utils/money-moves'
import { sanitizeOperatorHtml } from '~/utils/sanitize.server'
import { PromotionCodeForm } from '~/validation/bonus'

export const handle = { titleKey: 'bonus:promotion.title' }

const PROMOTION_DIALOG = '/user/bonus/promotion'

type Lookup =
  | { status: 'invalid'; code: null; error: string }
  | { status: 'error'; code: string; error: string }
  | { status: 'notFound'; code: string }
  | {
      status: 'found'
      code: string
      percentFail: number
      /** Sanitised operator HTML, or null when the description is plain text. */
      html: string | null
      text: string
      /** The receive form's key (utils/idempotency.server.ts). */
      idempotencyKey: string
    }

/** The promotion of ?code=…, looked up in upper case (SPEC §5). */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<Lookup> {
  const backend = await memberBackendOf({ request, context })
  const submission = parseWithZod(new URL(request.url).searchParams, {
    schema: PromotionCodeForm,
  })
  if (submission.status !== 'success') {
    return {
      status: 'invalid',
      code: null,
      error: submission.error?.code?.[0] ?? 'bonus:promotion.codeRequired',
    }
  }
  const { code } = submission.value
  try {
    const found = await backend.call(endpoints.rewards.findPromotion, { params: { code } })
    if (!found || !('description' in found)) return { status: 'notFound', code }
    const description = found.description.trim()
    return {
      status: 'found',
      code: found.code || code,
      percentFail: found.percentFail,
      html: looksLikeHtml(description) ? sanitizeOperatorHtml(description) : null,
      text: description,
      idempotencyKey: newIdempotencyKey(),
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (error.code === 'NO_PROMOTION') return { status: 'notFound', code }
    return { status: 'error', code, error: errorMessageKey(error) }
  }
}

/** Receiving ends on its result sheet, which returns to the bonus screen. */
export async function action({ request, context }: ActionFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: PromotionCodeForm })
  if (submission.status !== 'success') {
    return { error: submission.error?.code?.[0] ?? 'bonus:promotion.codeRequired' }
  }
  const { code } = submission.value
  const idempotencyKey = idempotencyKeyOf(formData)
  return endMoneyEvent(request, {
    backend,
    idempotencyKey,
    again: `${PROMOTION_DIALOG}?${new URLSearchParams({ code })}`,
    back: BONUS_SCREEN,
    retry: retryOf(request, formData),
    send: () =>
      backend.call(endpoints.rewards.activatePromotion, { params: { code }, idempotencyKey }),
    move: (after) => creditReceipt('promotion', null, after),
  })
}

function Description({ lookup }: { lookup: Extract<Lookup, { status: 'found' }> }) {
  if (lookup.html) return <SafeHtml html={lookup.html} className="promotion-description" />
  return <p className="promotion-description pre-line">{lookup.text}</p>
}

export default function PromotionDialog() {
  const { t } = useTranslation('bonus')
  const lookup = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const back = (
    <Link to={BONUS_SCREEN} className="button button-ghost button-block" preventScrollReset>
      {t('back')}
    </Link>
  )

  return (
    <Modal
      title={t('promotion.title')}
      closeTo={BONUS_SCREEN}
      footer={
        lookup.status === 'found' ? (
          <Form noValidate method="post" preventScrollReset>
            <input type="hidden" name="code" value={lookup.code} />
            <IdempotencyKeyField value={lookup.idempotencyKey} />
            <button type="submit" className="button button-primary button-block">
              {t('promotion.receive')}
            </button>
          </Form>
        ) : (
          back
        )
      }
    >
      <div className="stack">
        <ErrorAlert message={actionData?.error} />
        {lookup.code ? (
          <p className="promotion-code">
            <span className="muted">{t('promotion.code')}</span>
            <strong>{lookup.code}</strong>
          </p>
        ) : null}
        {lookup.status === 'invalid' || lookup.status === 'error' ? (
          <ErrorAlert message={lookup.error} />
        ) : null}
        {lookup.status === 'notFound' ? (
          <p className="promotion-not-found" role="status">
            {t('promotion.notFound')}
          </p>
        ) : null}
        {lookup.status === 'found' ? (
          <>
            <Description lookup={lookup} />
            <p className="notice">
              {fillPercentFail(t('promotion.percentFail'), lookup.percentFail)}
            </p>
          </>
        ) : null}
      </div>
    </Modal>
  )
}

export { DialogError as ErrorBoundary } from '~/components/dialog-error'
