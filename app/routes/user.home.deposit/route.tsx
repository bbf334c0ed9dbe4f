import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react'

import { endpoints, isQrProvider } from '@member-wallet/contract/schemas'
import { SLIP_MAX_MB } from '@member-wallet/contract/slip-file'
import { messageWithValues } from '@member-wallet/contract/translate'
import { type KeyIn } from '@member-wallet/contract/translation-keys'

import { type Backend, memberBackendOf } from '~/api/api.server'
import { activeBonusState, bonusIsActive } from '~/api/bonus.server'
import { ApiError } from '~/api/client'
import { messageKeyOf, moneyErrorMessageKey } from '~/api/error-message'
import { type Upload, UPLOADS, withUpload } from '~/api/upload.server'
import { BonusDepositGate } from '~/components/bonus-state'
import { Icon } from '~/components/icon'
import { Modal } from '~/components/modal'
import { NoticeBanner } from '~/components/notice-banner'
import { ToastView } from '~/components/toast-view'
import { useTranslation } from '~/components/translations'
import { forgetQr, rememberQr } from '~/pending.server'
import { endMoneyEvent, retryOf } from '~/receipt.server'
import { redirectWithToast } from '~/toast.server'
import { typedAmount } from '~/utils/deposit'
import { isMultipart, readForm } from '~/utils/form.server'
import { idempotencyKeyOf, keyToKeep, newIdempotencyKey } from '~/utils/idempotency.server'
import { depositReceipt } from '~/utils/money-moves'
import { type Toast } from '~/utils/toast'
import { QrCancelForm, qrCreateForm, QrPaidForm, TrueLinkForm } from '~/validation/deposit'

import { type loader as homeLoader } from '../user.home/route'
import { BankTransfer } from './bank-transfer'
import {
  availableMethods,
  DEPOSIT_METHODS,
  type DepositMethod,
  encryptedGiftLink,
  loadDeposit,
  qrRulesFor,
  slipUpload,
  watchedQrOf,
  watchQr,
} from './deposit.server'
import { QrDeposit } from './qr-panel'
import { TrueWallet } from './true-wallet'

export const handle = { titleKey: 'member:deposit.title' }

const DIALOG = '/user/home/deposit'

function chosenMethod(url: URL, methods: DepositMethod[]): DepositMethod | null {
  const asked = url.searchParams.get('method')
  const method = DEPOSIT_METHODS.find((m) => m === asked)
  return method && methods.includes(method) ? method : (methods[0] ?? null)
}

/** A quick amount chosen without JavaScript arrives as ?amount=100 (&channel=WW kept). */
function prefilledAmount(url: URL): { amount: string; channel: string | null } {
  const amount = url.searchParams.get('amount') ?? ''
  const channel = url.searchParams.get('channel')
  return {
    amount: Number.isFinite(typedAmount(amount)) ? amount : '',
    channel: channel && isQrProvider(channel) ? channel : null,
  }
}

/**
 * What became of the QR a "check payment" link (or the watch) asks about, once it is gone; paid,
 * it ends on its result sheet, as every deposit does.
 */
async function watchedOutcome(
  request: Request,
  backend: Backend,
  url: URL,
  qr: Awaited<ReturnType<typeof loadDeposit>>['qr'],
) {
  const watched = watchedQrOf(url)
  if (!watched) return null
  const shown = qr.find((channel) => channel.live?.qrcodeId === watched.qrcodeId)
  if (shown) return null
  const outcome = await watchQr(backend, watched)
  if (outcome === 'paid') {
    throw await endMoneyEvent(request, {
      ...depositEvent(backend, watched.qrcodeId, 'qr'),
      reference: watched.qrcodeId,
      retry: null,
      accepted: 'success',
      send: async () => {},
      move: (now) => depositReceipt('qr', watched.amount, now),
    })
  }
  return outcome === 'live' || outcome === 'replaced'
    ? null
    : { outcome, provider: watched.provider, amount: watched.amount }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const [{ options, qr, slipWindow }, bonus] = await Promise.all([
    loadDeposit(backend),
    activeBonusState(backend),
  ])
  const url = new URL(request.url)
  const methods = availableMethods(options)
  return {
    // deposits wait while a bonus is active (SPEC §9): said before the player fills anything
    bonus,
    watched: await watchedOutcome(request, backend, url, qr),
    failed: options === null,
    methods,
    method: chosenMethod(url, methods),
    qr,
    banks: options?.banks ?? [],
    manual: options?.manual ?? [],
    trueWallets: options?.trueWallets ?? [],
    giftLinks: options?.giftLinks ?? [],
    slipWindow,
    prefill: prefilledAmount(url),
    idempotencyKey: newIdempotencyKey(),
    // the countdown runs on the server's clock, whatever the phone's clock says
    now: Date.now(),
  }
}

export type DepositActionData = {
  intent: string
  provider?: string
  /** The amount a refused QR form had, so it comes back filled in. */
  amount?: string
  /** An error next to the form it belongs to. */
  error?: string
  /** A message in a toast (SPEC §8: QR and True Wallet failures show in a red toast). */
  toast?: Toast
  /** Refused for an active bonus: the sheet shows its banner, not a toast. */
  bonusActive?: true
  /** The forms' key, kept after an answer that did not come (utils/idempotency.server.ts). */
  idempotencyKey?: string
}

async function uploadSlip(
  request: Request,
  backend: Backend,
  upload: Upload,
  idempotencyKey: string,
): Promise<Response | DepositActionData> {
  const intent = 'slip'
  // a slip the backend would refuse for an active bonus is not sent at all: the money has
  // left the player's bank, and the slip is their proof of it
  if (await bonusIsActive(backend)) return { intent, bonusActive: true }
  if ('refused' in upload) {
    return upload.refused === 'busy'
      ? { intent, error: 'common:uploadBusy' }
      : { intent, error: messageWithValues('member:deposit.slip.tooLarge', { mb: SLIP_MAX_MB }) }
  }
  const slip = await slipUpload(upload.formData)
  if ('problem' in slip) return { intent, error: `errors:${slip.problem}` }
  return endMoneyEvent(request, {
    ...depositEvent(backend, idempotencyKey, 'bank'),
    // a file cannot be sent again from the sheet: the slip status says whether it arrived
    retry: null,
    send: () => backend.call(endpoints.deposit.slip, { form: slip.form, idempotencyKey }),
    move: (now) => depositReceipt('slip', null, now),
  })
}

/** What every deposit's result sheet shares: tried again from its tab; an active bonus is the sheet's banner. */
function depositEvent(backend: Backend, idempotencyKey: string, method: DepositMethod) {
  return {
    backend,
    idempotencyKey,
    again: `${DIALOG}?method=${method}`,
    answersItself: (error: ApiError) => error.code === 'BONUS_REMAINING',
  }
}

async function createQr(
  backend: Backend,
  formData: FormData,
  idempotencyKey: string,
): Promise<Response | DepositActionData> {
  const provider = String(formData.get('provider') ?? '')
  const amount = String(formData.get('amount') ?? '').slice(0, 20)
  if (!isQrProvider(provider)) {
    return { intent: 'qr-create', amount, error: 'member:deposit.qr.chooseChannel' }
  }
  const submission = parseWithZod(formData, { schema: qrCreateForm(qrRulesFor(provider)) })
  if (submission.status !== 'success') {
    return { intent: 'qr-create', provider, amount, error: submission.error?.amount?.[0] }
  }
  const state = await backend.call(endpoints.deposit.qrCreate, {
    params: { provider },
    body: { amount: submission.value.amount },
    idempotencyKey,
  })
  if (!state.hasQrcode) {
    return {
      intent: 'qr-create',
      provider,
      amount,
      toast: { type: 'error', key: messageKeyOf(state.message) },
    }
  }
  // home shows it as pending until it is paid, cancelled or out of time
  const remembered =
    state.qrcodeId && state.expireIn
      ? await rememberQr({
          provider,
          qrcodeId: state.qrcodeId,
          amount: state.amount ?? submission.value.amount,
          expireIn: state.expireIn,
        })
      : null
  return redirect(`${DIALOG}?method=qr#qr-${provider}`, {
    headers: remembered ? { 'Set-Cookie': remembered } : undefined,
  })
}

async function act(
  request: Request,
  backend: Backend,
  intent: string,
  formData: FormData,
  idempotencyKey: string,
) {
  const event = depositEvent(backend, idempotencyKey, intent === 'truelink' ? 'wallet' : 'qr')
  if (intent === 'qr-create') return createQr(backend, formData, idempotencyKey)
  if (intent === 'qr-cancel') {
    const submission = parseWithZod(formData, { schema: QrCancelForm })
    if (submission.status !== 'success') return { intent, error: 'errors:KEY_INVALID' }
    await backend.call(endpoints.deposit.qrCancel, { params: submission.value })
    return redirectWithToast(
      request,
      `${DIALOG}?method=qr`,
      { type: 'info', key: 'member:deposit.qr.cancelled' },
      [await forgetQr()],
    )
  }
  if (intent === 'qr-confirm') {
    const submission = parseWithZod(formData, { schema: QrPaidForm })
    if (submission.status !== 'success') return { intent, error: 'errors:KEY_INVALID' }
    const { qrcodeId, amount } = submission.value
    // the player says they paid: pending until the payment reaches the backend
    return endMoneyEvent(request, {
      ...event,
      reference: qrcodeId,
      retry: null,
      send: async () => {},
      move: (now) => depositReceipt('qr', amount, now),
    })
  }
  if (intent === 'truelink') {
    const submission = parseWithZod(formData, { schema: TrueLinkForm })
    if (submission.status !== 'success') {
      return { intent, error: submission.error?.link?.[0] ?? 'errors:KEY_INVALID' }
    }
    const { link, walletAccountName } = submission.value
    return endMoneyEvent(request, {
      ...event,
      retry: retryOf(request, formData),
      send: () =>
        backend.call(endpoints.deposit.trueLink, {
          body: { link: encryptedGiftLink(link, walletAccountName) },
          idempotencyKey,
        }),
      move: (now) => depositReceipt('trueLink', null, now),
    })
  }
  return { intent, error: 'errors:KEY_INVALID' }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  if (isMultipart(request)) {
    return withUpload(request, UPLOADS.slip, (upload) => {
      const key = 'formData' in upload ? idempotencyKeyOf(upload.formData) : newIdempotencyKey()
      return answerFailure('slip', null, key, () => uploadSlip(request, backend, upload, key))
    })
  }
  const formData = await readForm(request)
  const intent = String(formData.get('intent') ?? '')
  const key = idempotencyKeyOf(formData)
  return answerFailure(intent, formData, key, () => act(request, backend, intent, formData, key))
}

/**
 * A backend refusal as the dialog shows it: beside the slip form, or in a red toast; the
 * forms' key kept when the answer did not come.
 */
async function answerFailure(
  intent: string,
  formData: FormData | null,
  idempotencyKey: string,
  perform: () => Promise<Response | DepositActionData>,
): Promise<Response | DepositActionData> {
  try {
    return await perform()
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (error.code === 'BONUS_REMAINING') return { intent, bonusActive: true }
    const key = moneyErrorMessageKey(error)
    const kept = keyToKeep(error, idempotencyKey)
    const provider = String(formData?.get('provider') ?? '') || undefined
    const amount = String(formData?.get('amount') ?? '').slice(0, 20) || undefined
    return { intent, provider, amount, toast: { type: 'error', key } satisfies Toast, ...kept }
  }
}

const METHOD_LABELS: Record<DepositMethod, KeyIn<'member'>> = {
  qr: 'deposit.methods.qr',
  bank: 'deposit.methods.bank',
  wallet: 'deposit.methods.wallet',
}

export default function DepositDialog() {
  const { t } = useTranslation('member')
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as DepositActionData | undefined
  const { methods, method } = data
  const blocked = data.bonus !== null || actionData?.bonusActive === true
  // kept while the last answer did not come: pressing again cannot move the money twice
  const idempotencyKey = actionData?.idempotencyKey ?? data.idempotencyKey
  // the notice of home, the screen under the dialog: one call for both, not one each
  const notice = useRouteLoaderData<typeof homeLoader>('routes/user.home')?.notice ?? null

  return (
    <Modal title={t('deposit.title')} closeTo="/user/home">
      <div className="stack">
        {actionData?.toast ? (
          <div className="toast-region">
            <ToastView toast={actionData.toast} />
          </div>
        ) : null}
        {blocked ? <BonusDepositGate rule={data.bonus?.rule ?? null} /> : null}
        <NoticeBanner notice={notice} inDialog />
        <p className="notice-line">
          <Icon name="info" size={18} />
          {t('deposit.creditTime')}
        </p>
        {methods.length > 1 ? (
          <nav className="segmented" aria-label={t('deposit.methodsLabel')}>
            {methods.map((m) => (
              <Link
                key={m}
                to={`?method=${m}`}
                replace
                preventScrollReset
                className={m === method ? 'segment is-active' : 'segment'}
                aria-current={m === method ? 'page' : undefined}
              >
                {t(METHOD_LABELS[m])}
              </Link>
            ))}
          </nav>
        ) : null}
        {method === 'qr' ? (
          <QrDeposit
            channels={data.qr}
            now={data.now}
            prefill={data.prefill}
            watched={data.watched}
            actionData={actionData}
            blocked={blocked}
            idempotencyKey={idempotencyKey}
          />
        ) : null}
        {method === 'bank' ? (
          <BankTransfer
            banks={data.banks}
            manual={data.manual}
            slipWindow={data.slipWindow}
            error={actionData?.intent === 'slip' ? actionData.error : undefined}
            blocked={blocked}
            idempotencyKey={idempotencyKey}
          />
        ) : null}
        {method === 'wallet' ? (
          <TrueWallet
            wallets={data.trueWallets}
            giftLinks={data.giftLinks}
            error={actionData?.intent === 'truelink' ? actionData.error : undefined}
            blocked={blocked}
            idempotencyKey={idempotencyKey}
          />
        ) : null}
        {method === null ? (
          <p className="card muted">
            {data.failed ? t('deposit.unavailable') : t('deposit.noMethods')}
          </p>
        ) : null}
      </div>
    </Modal>
  )
}

export { DialogError as ErrorBoundary } from '~/components/dialog-error'
