import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useEffect } from 'react'

import { formatMoney, isEnglishName, requiresEnglishName } from '@member-wallet/contract/rules'
import {
  endpoints,
  type GameAccount,
  MAIN_WALLET,
  type TransferRequest,
} from '@member-wallet/contract/schemas'
import { messageWithValues, translateMessage } from '@member-wallet/contract/translate'

import { type Backend, memberBackendOf } from '~/api/api.server'
import { ApiError } from '~/api/client'
import { errorMessageKey, moneyErrorMessageKey } from '~/api/error-message'
import { memberBankCode } from '~/api/profile.server'
import { CopyButton } from '~/components/copy-button'
import { ErrorAlert } from '~/components/error-alert'
import { Field } from '~/components/forms'
import { HiddenText } from '~/components/hidden-text'
import { Icon } from '~/components/icon'
import { IdempotencyKeyField } from '~/components/idempotency-key'
import { Modal } from '~/components/modal'
import { ReceiptDetails } from '~/components/receipt'
import { ToastView } from '~/components/toast-view'
import { useTranslation } from '~/components/translations'
import { type Language } from '~/i18n'
import { getLanguage } from '~/language.server'
import { launchSettings } from '~/launch-settings.server'
import { currentWallet } from '~/receipt.server'
import { setToast } from '~/toast.server'
import { formatDateTime } from '~/utils/dates'
import { readForm } from '~/utils/form.server'
import { creditsWhenConverted } from '~/utils/game-balance'
import { idempotencyKeyOf, keyToKeep, newIdempotencyKey } from '~/utils/idempotency.server'
import { launchAnswer, launchTarget, planLaunch } from '~/utils/launcher'
import { appReference, playTransferAmount, transferReceipt } from '~/utils/money-moves'
import { BankNameForm } from '~/validation/wallet'

export const handle = { titleKey: 'member:game.title' }

async function loadGame(backend: Backend, code: string) {
  const wallet = await backend.call(endpoints.wallet.wallet)
  const game = wallet.slots.find((slot) => slot.code.toUpperCase() === code.toUpperCase())
  if (!game) throw new Response('Not found', { status: 404 })
  return { wallet, game }
}

/** The wallet, the game and, when its account is open, its login. */
async function gameWithLogin(backend: Backend, code: string) {
  const { wallet, game } = await loadGame(backend, code)
  const login = game.isActive
    ? await backend.tryCall(endpoints.wallet.account, { params: { gameCode: game.code } })
    : null
  return { wallet, game, login }
}

/** The member's profile and bank code (its lookup needs the profile first). */
async function profileWithBank(backend: Backend) {
  const profile = await backend.tryCall(endpoints.account.profile)
  return { profile, bankCode: profile ? await memberBankCode(backend, profile) : null }
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const [{ wallet, game, login }, { profile, bankCode }] = await Promise.all([
    gameWithLogin(backend, params.code ?? ''),
    profileWithBank(backend),
  ])
  // without the account name (SPEC §3 does not promise it here) there is nothing to correct
  const needsEnglishName =
    bankCode !== null &&
    profile?.bankAccountName !== undefined &&
    requiresEnglishName(bankCode) &&
    !isEnglishName(profile.bankAccountName)
  return {
    game,
    login,
    playMoves: playTransferAmount(wallet.amount),
    bankCode: needsEnglishName ? bankCode : null,
    target: launchTarget(launchSettings),
    idempotencyKey: newIdempotencyKey(),
  }
}

/**
 * Play: move the wallet into the game first unless it is empty, then resolve the launcher. A
 * failed transfer or auto-login throws, and the dialog shows it (SPEC §8). When the game opens
 * beside the dialog, the dialog shows what moved (the wallet read again after). When the money
 * went in but the game would not open, the message says where the money is now.
 */
async function play(backend: Backend, code: string, idempotencyKey: string, language: Language) {
  const { wallet, game } = await loadGame(backend, code)
  const moving = playTransferAmount(wallet.amount)
  const move = { from: MAIN_WALLET, to: game.code, amount: moving }
  if (moving > 0) await backend.call(endpoints.wallet.transfer, { body: move, idempotencyKey })
  // as every result says it: when, and the form's key as the reference
  const moved = moving > 0 ? { move, ...resultStamp(idempotencyKey, language) } : null
  try {
    return await launch(backend, game, moved)
  } catch (error) {
    if (!(error instanceof ApiError) || moving <= 0) throw error
    return {
      error: errorMessageKey(error),
      toast: false,
      moved: messageWithValues('member:game.movedNotOpened', {
        amount: formatMoney(moving),
        name: game.name,
      }),
    }
  }
}

/** Opens the game: its login, then its launcher's address (an auto-login call for some). */
/** When a move happened, in the player's language and Bangkok time, and its reference. */
function resultStamp(idempotencyKey: string, language: Language) {
  return { when: formatDateTime(new Date(), language), reference: appReference(idempotencyKey) }
}

async function launch(
  backend: Backend,
  game: GameAccount,
  moved: { move: TransferRequest; when: string; reference: string } | null,
) {
  const login = game.isActive
    ? await backend.call(endpoints.wallet.account, { params: { gameCode: game.code } })
    : null
  const plan = planLaunch(game, login, launchSettings)
  if (plan.kind === 'none') return { error: 'member:game.cannotOpen', toast: false }
  const link =
    plan.kind === 'url'
      ? plan.url
      : (await backend.call(endpoints.autoLogin[plan.provider], { params: plan.params })).link
  const answer = launchAnswer(link, plan.target)
  if ('redirect' in answer) return redirect(answer.redirect)
  const receipt = moved ? transferReceipt(moved.move, await currentWallet(backend), 'play') : null
  return { ...answer, receipt, when: moved?.when, reference: moved?.reference }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const code = params.code ?? ''
  const formData = await readForm(request)
  const intent = formData.get('intent')
  const idempotencyKey = idempotencyKeyOf(formData)
  const back = async (key: string) =>
    redirect(`/user/home/game/${code}`, {
      headers: { 'Set-Cookie': await setToast(request, { type: 'success', key }) },
    })
  try {
    if (intent === 'activate') {
      await backend.call(endpoints.wallet.activate, { params: { gameCode: code } })
      return back('member:game.activated')
    }
    if (intent === 'reset') {
      await backend.call(endpoints.wallet.resetPassword, { params: { gameCode: code } })
      return back('member:game.passwordReset')
    }
    if (intent === 'bankName') {
      const submission = parseWithZod(formData, { schema: BankNameForm })
      if (submission.status !== 'success') {
        return {
          error: submission.error?.bankAccountName?.[0] ?? 'validation.required',
          toast: true,
        }
      }
      const bankCode = await memberBankCode(backend, await backend.call(endpoints.account.profile))
      if (!bankCode) throw new ApiError('NO_BANK', 400)
      await backend.call(endpoints.account.bankAccountName, {
        body: { bankCode, bankAccountName: submission.value.bankAccountName },
      })
      return back('member:game.bankNameSaved')
    }
    if (intent === 'play')
      return await play(backend, code, idempotencyKey, await getLanguage(request))
  } catch (error) {
    // the bank-name edit reports in a red toast, the rest in the error alert (SPEC §8)
    // play moves the wallet into the game first: without an answer that move is unknown, and
    // the next press keeps the key
    if (error instanceof ApiError) {
      if (intent !== 'play') return { error: errorMessageKey(error), toast: intent === 'bankName' }
      return {
        error: moneyErrorMessageKey(error),
        toast: false,
        ...keyToKeep(error, idempotencyKey),
      }
    }
    throw error
  }
  return { error: 'errors:KEY_INVALID', toast: false }
}

export default function GameDialog() {
  const { t } = useTranslation('member')
  const { game, login, playMoves, bankCode, target, idempotencyKey } =
    useLoaderData<typeof loader>()
  const credits = creditsWhenConverted(game.amount, game.ftWalletSlot)
  const actionData = useActionData<typeof action>()
  const error = actionData && 'error' in actionData ? actionData : null
  // kept while Play's transfer had no answer: pressing again cannot move the wallet twice
  const keptKey =
    error && 'idempotencyKey' in error && typeof error.idempotencyKey === 'string'
      ? error.idempotencyKey
      : null
  const opened = actionData && 'open' in actionData ? actionData : null
  const gameLink = opened?.open ?? null

  // the game opens in a new tab as soon as its link is here; the link stays for a blocked popup
  useEffect(() => {
    if (!gameLink) return
    const opened = window.open(gameLink, target)
    if (opened) opened.opener = null
  }, [actionData, gameLink, target])

  return (
    <Modal title={game.name} closeTo="/user/home">
      <div className="stack">
        {error?.toast ? (
          <div className="toast-region">
            <ToastView toast={{ type: 'error', key: error.error }} />
          </div>
        ) : (
          <ErrorAlert message={error?.error}>
            {error && 'moved' in error && typeof error.moved === 'string' ? (
              <p>{translateMessage(error.moved, t)}</p>
            ) : null}
          </ErrorAlert>
        )}
        <div className="game-hero" style={{ backgroundImage: `url(${game.background})` }}>
          <img src={game.logo} alt="" width={56} height={56} />
          {game.isActive ? (
            <div>
              <p className="game-hero-amount">{formatMoney(game.amount)}</p>
              {credits === null ? null : (
                <p className="muted-light-on-dark">
                  {t('games.inCredits', { amount: formatMoney(credits), rate: game.ftWalletSlot })}
                </p>
              )}
            </div>
          ) : null}
        </div>
        {game.isActive ? (
          <>
            {login ? (
              <dl className="details">
                <div className="detail-row">
                  <dt>{t('game.username')}</dt>
                  <dd className="secret-row">
                    <span>{login.username}</span>
                    <CopyButton text={login.username} label={t('game.copyUsername')} />
                  </dd>
                </div>
                <div className="detail-row">
                  <dt>{t('game.password')}</dt>
                  <dd className="secret-row">
                    <HiddenText text={login.password} showLabel={t('game.showPassword')} />
                    <CopyButton text={login.password} label={t('game.copyPassword')} />
                  </dd>
                </div>
              </dl>
            ) : null}
            {/* play posts here: errors show in this dialog, the game opens from its link */}
            <Form noValidate method="post" className="stack-sm" preventScrollReset>
              <IdempotencyKeyField value={keptKey ?? idempotencyKey} />
              <button
                type="submit"
                name="intent"
                value="play"
                className="button button-primary button-block"
                aria-describedby={`play-hint-${game.code}`}
              >
                {playMoves > 0 ? (
                  // laid out on two lines, read as one sentence: "Play · moves ฿… to …"
                  <span className="play-lines">
                    <span>{t('game.playMovesTitle')}</span>
                    <span className="visually-hidden"> · </span>
                    <span className="play-detail">
                      {t('game.playMovesDetail', {
                        amount: formatMoney(playMoves),
                        name: game.name,
                      })}
                    </span>
                  </span>
                ) : (
                  t('game.play')
                )}
              </button>
              <p id={`play-hint-${game.code}`} className="muted">
                {playMoves > 0
                  ? t('game.playMovesHint', { name: game.name })
                  : t('game.playOnlyOpens')}
              </p>
            </Form>
            {/* one result: what moved with the game's link, or only the link when nothing moved */}
            {gameLink && opened?.receipt ? (
              <section className="card-inset stack-sm" aria-labelledby="play-receipt">
                <h3 id="play-receipt">{t('receipt.title.play')}</h3>
                <ReceiptDetails
                  receipt={opened.receipt}
                  when={opened.when}
                  reference={opened.reference}
                />
                <a href={gameLink} target={target} rel="noopener noreferrer" className="play-open">
                  {t('game.openGame')}
                </a>
              </section>
            ) : null}
            {gameLink && !opened?.receipt ? (
              <div className="alert alert-success" role="status">
                <Icon name="check" size={20} />
                <div>
                  <strong>{t('game.ready')}</strong>
                  <p>
                    <a href={gameLink} target={target} rel="noopener noreferrer">
                      {t('game.openGame')}
                    </a>
                  </p>
                </div>
              </div>
            ) : null}
            <div className="button-row">
              <Link
                to={`/user/home/transfer?to=${game.code}`}
                className="button button-ghost"
                preventScrollReset
              >
                {t('game.transferIn')}
              </Link>
              <Link
                to={`/user/home/transfer?from=${game.code}`}
                className="button button-ghost"
                preventScrollReset
              >
                {t('game.transferOut')}
              </Link>
            </div>
            <Form noValidate method="post">
              <button
                type="submit"
                name="intent"
                value="reset"
                className="button button-ghost button-block"
              >
                {t('game.resetPassword')}
              </button>
            </Form>
          </>
        ) : (
          <Form noValidate method="post" className="stack">
            <p className="muted">{t('game.inactive')}</p>
            <button
              type="submit"
              name="intent"
              value="activate"
              className="button button-primary button-block"
            >
              {t('game.activate')}
            </button>
          </Form>
        )}
        {bankCode ? (
          <Form noValidate method="post" className="stack card-inset">
            <p className="muted">{t('game.bankNameHint', { bank: bankCode })}</p>
            <Field
              label={t('game.bankName')}
              inputProps={{
                name: 'bankAccountName',
                required: true,
                className: 'uppercase',
                autoComplete: 'off',
              }}
            />
            <button
              type="submit"
              name="intent"
              value="bankName"
              className="button button-ghost button-block"
            >
              {t('game.saveBankName')}
            </button>
          </Form>
        ) : null}
      </div>
    </Modal>
  )
}

export { DialogError as ErrorBoundary } from '~/components/dialog-error'
