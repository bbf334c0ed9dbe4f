import { type ActionFunctionArgs, data, redirect } from '@remix-run/node'

import { dismissedNoticeCookie } from '~/notice.server'
import { readForm } from '~/utils/form.server'
import { safeRedirect } from '~/utils/redirect'

const NOTICE_ID = /^[\w-]{16}$/

/**
 * Dismisses the notice of this id: the cookie remembers it. A fetcher (with JavaScript) gets
 * data and the page revalidates; a plain form goes back to the page it came from.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request)
  const id = form.get('id')
  const headers = new Headers()
  if (typeof id === 'string' && NOTICE_ID.test(id)) {
    headers.append('Set-Cookie', await dismissedNoticeCookie.serialize(id))
  }
  if (new URL(request.url).searchParams.has('_data')) return data({ dismissed: true }, { headers })
  return redirect(safeRedirect(form.get('redirectTo'), '/user/home'), { headers })
}

export function loader() {
  return redirect('/user/home')
}
