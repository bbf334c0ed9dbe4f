import { useRouteLoaderData } from '@remix-run/react'

import type { loader as rootLoader } from '~/root'
import { type ImageLoading } from '~/utils/image-loading'

/** The brand's logo, as the host the player came by chooses it (routes/brand.$picture.ts). */
export const BRAND_LOGO = '/brand/logo'

/** The brand the page is drawn in (brand.server.ts): its name, colours and theme colour. */
export function useBrand() {
  return useRouteLoaderData<typeof rootLoader>('root')?.brand ?? null
}

/** The brand's logo, as the server has it for the page's host. */
export function BrandLogo({ size, ...loading }: { size: number } & Partial<ImageLoading>) {
  return <img src={BRAND_LOGO} alt="" width={size} height={size} {...loading} />
}
