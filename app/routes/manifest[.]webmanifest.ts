// The web manifest of the brand the request was made to (brand.server.ts): its name, colours and
// icons, so a phone's home screen shows the operator's brand.
import { type LoaderFunctionArgs } from '@remix-run/node'

import { brandOf } from '~/brand.server'
import { getLanguage } from '~/language.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const brand = brandOf(request)
  const manifest = {
    name: brand.name[await getLanguage(request)],
    short_name: brand.shortName,
    start_url: '/user/home',
    display: 'standalone',
    background_color: brand.colors.background,
    theme_color: brand.colors.background,
    icons: brand.icons.map((icon, index) => ({
      src: `/brand/icon-${index}`,
      sizes: icon.sizes,
      type: icon.type,
    })),
  }
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json',
      'Cache-Control': 'public, max-age=3600',
      Vary: 'Cookie, Accept-Language',
    },
  })
}
