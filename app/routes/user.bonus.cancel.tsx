import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react'

import { isErrorCode } from '@member-wallet/contract/errors'
import { formatMoney } from '@member-wallet/contract/rules'
import { endpoints } from '@member-wallet/contract/schemas'

import { memberBackendOf } from '~/api/api.server'
import { ApiError } from '~/api/client'
import { moneyErrorMessageKey } from '~/api/error-message'
import { BonusEndRuleLines } from '~/components/bonus-state'
import { ErrorAlert } from '~/components/error-alert'
import { Modal } from '~/components/modal'
import { useTranslation } from '~/components/translations'
import { redirectWithToast } from '~/toast.server'
import { type ActiveBonusState, BONUS_SCREEN } from '~/utils/bonus'

import { type loader as screenLoader } from './user.bonus/route'

export const handle = { titleKey: 'bonus:cancel.title' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const active = await backend.tryCall(endpoints.rewards.activeBonus)
  // nothing to cancel: back to the screen, which offers the promotion form instead
  if (active && !active.status) throw redirect(BONUS_SCREEN)
  return { type: active?.type ?? null }
}

/**
 * What ends the bonus and what ending it clears are the screen's under the dialog, read once for
 * both; unknown when the screen could not read them.
 */
const UNKNOWN_STATE: Pick<ActiveBonusState, 'rule' | 'inGames'> = {
  rule: { canEnd: null, below: null, total: null },
  inGames: null,
}

export async function action({ request, context }: ActionFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  try {
    const { message } = await backend.call(endpoints.rewards.clearBonus)
    return redirectWithToast(request, BONUS_SCREEN, {
      type: 'success',
      key: isErrorCode(message) ? `errors:${message}` : 'errors:BONUS_CLEAR',
    })
  } catch (error) {
    // SPEC §8: a failed cancel shows an alert with the message (e.g. BONUS_CONDITION)
    if (error instanceof ApiError) {
      return { error: moneyErrorMessageKey(error), notYet: error.code === 'BONUS_CONDITION' }
    }
    throw error
  }
}

/** What ending the bonus clears, in baht, each game a link to move its money out first. */
function Forfeit({ inGames }: { inGames: ActiveBonusState['inGames'] }) {
  const { t } = useTranslation('bonus')
  if (!inGames) return <p className="notice">{t('cancel.warning')}</p>
  const games = inGames.games.filter((game) => game.amount > 0)
  if (games.length === 0) return <p className="notice">{t('cancel.forfeitNone')}</p>
  return (
    <div className="notice stack-sm">
      <p>{t('cancel.forfeit', { amount: formatMoney(inGames.total) })}</p>
      <ul className="forfeit-list">
        {games.map((game) => (
          <li key={game.code}>
            <span>{game.name}</span> <strong>{formatMoney(game.amount)}</strong>
          </li>
        ))}
      </ul>
      <Link to={`/user/home/transfer?from=${games[0]!.code}&to=wallet`} className="forfeit-move">
        {t('cancel.moveFirst')}
      </Link>
    </div>
  )
}

export default function CancelBonusDialog() {
  const { t } = useTranslation('bonus')
  const { type } = useLoaderData<typeof loader>()
  const { rule, inGames } =
    useRouteLoaderData<typeof screenLoader>('routes/user.bonus')?.active ?? UNKNOWN_STATE
  const actionData = useActionData<typeof action>()
  // refused for its condition, or known not to be met: the same button is not offered again
  const notYet = rule.canEnd === false || actionData?.notYet === true
  return (
    <Modal
      title={t('cancel.title')}
      closeTo={BONUS_SCREEN}
      footer={
        notYet ? (
          <Link to={BONUS_SCREEN} className="button button-ghost button-block" preventScrollReset>
            {t('back')}
          </Link>
        ) : (
          <div className="button-row">
            <Link to={BONUS_SCREEN} className="button button-ghost" preventScrollReset>
              {t('back')}
            </Link>
            <Form noValidate method="post" className="button-row-form" preventScrollReset>
              <button type="submit" className="button button-primary button-block">
                {t('cancel.confirm')}
              </button>
            </Form>
          </div>
        )
      }
    >
      <div className="stack">
        <ErrorAlert message={actionData?.error} />
        <p>
          {t('cancel.question', {
            type: type ? t(`types.${type}`) : t('active.unknownType'),
          })}
        </p>
        <div className="bonus-active-rule">
          <BonusEndRuleLines rule={notYet ? { ...rule, canEnd: false } : rule} />
          {notYet ? <p>{t('cancel.notYet')}</p> : null}
        </div>
        <Forfeit inGames={inGames} />
      </div>
    </Modal>
  )
}

export { DialogError as ErrorBoundary } from '~/components/dialog-error'
