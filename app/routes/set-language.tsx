import { type ActionFunctionArgs, redirect } from '@remix-run/node'

import { isLanguage } from '~/i18n'
import { languageCookies } from '~/language.server'
import { readForm } from '~/utils/form.server'
import { safeRedirect } from '~/utils/redirect'

/** Stores the dropdown's choice in the language cookies, then goes back to the page. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request)
  const language = form.get('language')
  const back = safeRedirect(form.get('redirectTo'), '/')
  if (!isLanguage(language)) return redirect(back)
  const headers = new Headers()
  for (const cookie of await languageCookies(language)) headers.append('Set-Cookie', cookie)
  return redirect(back, { headers })
}

export function loader() {
  return redirect('/')
}
