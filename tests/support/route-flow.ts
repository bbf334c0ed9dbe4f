// What a route test of a dialog needs beyond render-route.tsx: a member's session that names
// its member (sealed prize and receipt addresses open only for their owner), the answer an
// action gave (its redirect and the toast it leaves for the next page), and that toast as the
// player reads it.
import { createT, RAW_MESSAGE } from '@member-wallet/contract/translate'
import { dynamicKey } from '@member-wallet/contract/translation-keys'

import { type Language } from '~/i18n'
import { translationsFor } from '~/locales.server'
import { commitSession, getSession } from '~/session.server'
import { withToast } from '~/toast.server'
import { type Toast } from '~/utils/toast'

import { type RouteModule } from './render-route'
import { profile } from './spec-answers'

/** The session cookie of a member logged in with `token`, whose backend id is `member`. */
export async function memberSessionCookie(
  token = 'member-token',
  member: string = profile._id,
): Promise<string> {
  const session = await getSession(new Request('http://app.test/'))
  session.set('token', token)
  session.set('member', member)
  return (await commitSession(session)).split(';')[0]!
}

/**
 * The route with its action's answers kept (returned or thrown); `after` runs once the action
 * is done, for a backend whose state the action changed (what the next page reads).
 */
export function recordingActions(module: RouteModule, after?: () => void) {
  const answers: unknown[] = []
  const action: RouteModule['action'] = async (args) => {
    try {
      const answer: unknown = await module.action!(args)
      answers.push(answer)
      return answer
    } catch (thrown) {
      answers.push(thrown)
      throw thrown
    } finally {
      after?.()
    }
  }
  return { module: { ...module, action }, answers }
}

/** The last answer's redirect, as `Location`. */
export function redirectOf(answers: unknown[]): string | null {
  const last = answers.at(-1)
  return last instanceof Response ? last.headers.get('Location') : null
}

/** The toast an answer leaves for the next page, in `language`, as ToastView shows it. */
export async function toastOf(
  answer: unknown,
  language: Language = 'en',
): Promise<{ type: Toast['type']; text: string } | null> {
  if (!(answer instanceof Response)) return null
  const cookie = (answer.headers.get('Set-Cookie') ?? '').split(';')[0]!
  const init = await withToast(new Request('http://app.test/', { headers: { Cookie: cookie } }), {})
  const toast = init.data.toast
  if (!toast) return null
  const t = createT(translationsFor(language))
  const text = toast.key.startsWith(RAW_MESSAGE)
    ? toast.key.slice(RAW_MESSAGE.length)
    : t(dynamicKey(toast.key), toast.values)
  return { type: toast.type, text }
}
