// One namespace of one language's texts, for a page that navigates to a screen whose texts it
// does not carry (components/translations.tsx, RouteTranslations). Asked for with the version
// of the texts the page was drawn with, it may be kept for good: new texts have a new version.
import { type LoaderFunctionArgs } from '@remix-run/node'

import { isLanguage, isNamespace } from '~/i18n'
import { resources, versions } from '~/locales.server'

const KEPT_FOR_GOOD = 'public, max-age=31536000, immutable'

export function loader({ params, request }: LoaderFunctionArgs) {
  const { language, namespace } = params
  if (!isLanguage(language) || !isNamespace(namespace)) {
    return new Response(null, { status: 404 })
  }
  const current = new URL(request.url).searchParams.get('v') === versions[language]
  return new Response(JSON.stringify(resources[language][namespace]), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': current ? KEPT_FOR_GOOD : 'no-cache',
    },
  })
}
