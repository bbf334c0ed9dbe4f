// The brand's pictures (brand.server.ts): its logo, favicon and the web manifest's icons, read at
// start, served for the host the request was made to.
import { type LoaderFunctionArgs } from '@remix-run/node'

import { brandOf, type BrandPicture } from '~/brand.server'

/** `logo`, `favicon` or `icon-N` (the manifest's N-th icon) of a brand. */
function pictureOf(brand: ReturnType<typeof brandOf>, name: string): BrandPicture | null {
  if (name === 'logo') return brand.logo
  if (name === 'favicon') return brand.favicon
  const icon = /^icon-(\d{1,2})$/.exec(name)
  return icon ? (brand.icons[Number(icon[1])] ?? null) : null
}

export function loader({ request, params }: LoaderFunctionArgs) {
  const picture = pictureOf(brandOf(request), params.picture ?? '')
  if (!picture) throw new Response('Not Found', { status: 404 })
  return new Response(new Uint8Array(picture.body), {
    headers: {
      'Content-Type': picture.type,
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      // an SVG opened on its own runs nothing
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  })
}
