import { type LoaderFunctionArgs } from '@remix-run/node'

import { namespaceBundle, resourcesVersion } from '~/locales.server'

/** One namespace of translations for the browser; versioned URLs are cached for good. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const bundle = namespaceBundle(params.lng ?? '', params.ns ?? '')
  if (!bundle) throw new Response('Not found', { status: 404 })
  const versioned = new URL(request.url).searchParams.get('v') === resourcesVersion
  return Response.json(bundle, {
    headers: {
      'Cache-Control': versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    },
  })
}
