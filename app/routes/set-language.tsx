import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { isLanguage } from '~/i18n'
import { languageCookie, upperLanguageCookie } from '~/i18next.server'
import { safeRedirect } from '~/utils/redirect'

/** Stores the dropdown's choice in the language cookies, then goes back to the page. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const language = form.get('language')
  const back = safeRedirect(form.get('redirectTo'), '/')
  if (!isLanguage(language)) return redirect(back)
  const headers = new Headers()
  headers.append('Set-Cookie', await languageCookie.serialize(language))
  headers.append('Set-Cookie', await upperLanguageCookie.serialize(language.toUpperCase()))
  return redirect(back, { headers })
}

export function loader() {
  return redirect('/')
}
