import { type ActionFunctionArgs, data, redirect } from '@remix-run/node'

import { dismissedNoticeCookie } from '~/notice.server'
import { readForm } from '~/utils/form.server'
import { safeRedirect } from '~/utils/redirect'
import { DismissNoticeForm } from '~/validation/notice'

/**
 * Dismisses the notice of this id: the cookie remembers it. The banner's script (mode=fetcher)
 * gets the id back and the page revalidates; a plain form goes back to the page it came from.
 * A bad post changes nothing.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request)
  const back = safeRedirect(form.get('redirectTo'), '/user/home')
  const submission = DismissNoticeForm.safeParse(Object.fromEntries(form))
  if (!submission.success) return redirect(back)
  const { id, mode } = submission.data
  const headers = { 'Set-Cookie': await dismissedNoticeCookie.serialize(id) }
  if (mode === 'fetcher') return data({ dismissed: id }, { headers })
  return redirect(back, { headers })
}

export function loader() {
  return redirect('/user/home')
}
