// The operator's banner carousels (SPEC §3 Carousel banner). Their pictures are SVG files made
// by scripts/make-banners.js and served by the mock at /banners/<file>; the database keeps the
// path, answers carry the address on this server.
import { fileURLToPath } from 'node:url'

import * as z from 'zod'

import { Banner } from '@member-wallet/contract/schemas'

import { absoluteUrl } from './games'

/** Where the banner pictures are kept. */
export const BANNER_DIR = fileURLToPath(new URL('./assets/banners/', import.meta.url))

/** The path of a banner picture on this server. */
export function bannerPath(file: string): string {
  return `/banners/${file}`
}

/** The languages with their own banner pictures besides Thai (invite.lo.svg, invite.en.svg). */
const VARIANT_LANGUAGES = ['lo', 'en']

/**
 * The picture in the player's language: the app asks /banners/invite.svg?lang=lo and gets
 * invite.lo.svg (made by scripts/make-banners.js); Thai, or no language, keeps the plain file.
 */
export function localizedBannerFile(file: string, language: unknown): string {
  if (typeof language !== 'string' || !VARIANT_LANGUAGES.includes(language)) return file
  return file.replace(/\.svg$/, `.${language}.svg`)
}

/** A Lao or English copy of a picture, not a picture of its own. */
export function isLanguageVariant(file: string): boolean {
  return VARIANT_LANGUAGES.some((language) => file.endsWith(`.${language}.svg`))
}

/** Banners as the member gets them: pictures on this server as absolute addresses. */
export function toBanners(banners: readonly Banner[], publicUrl: string): Banner[] {
  return banners.map(({ image, html }) => ({ image: absoluteUrl(image, publicUrl) ?? '', html }))
}

const StoredBanners = z.array(Banner)

/** Banners stored as JSON (Bonus.banners). */
export function parseBanners(json: string): Banner[] {
  return StoredBanners.parse(JSON.parse(json))
}
