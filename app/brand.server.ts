// The operator's brands (issue 35 §4), from the file BRANDS_FILE names, checked with zod when the
// server starts: a name in each language, colours (CSS custom properties, each text colour
// checked against what it is drawn on), logo, favicon and the web manifest's icons. Several
// brands may share one deployment, chosen by the request's host; the first is the default.
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import * as z from 'zod'

import { env } from '~/env.server'
import { type Language } from '~/i18n'
import { contrastRatio, mixColours, rgbChannels } from '~/utils/contrast'

const Colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour is #rrggbb')
/** A picture of the brand, relative to the brands file. */
const Picture = z.string().regex(/\.(svg|png|webp|ico)$/i, 'a picture is .svg, .png, .webp or .ico')

const BrandSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,30}$/),
  /** Host names (no port) this brand answers; the first brand also answers every other host. */
  hosts: z.array(z.string().toLowerCase()).default([]),
  name: z.object({
    th: z.string().trim().min(1).max(40),
    lo: z.string().trim().min(1).max(40),
    en: z.string().trim().min(1).max(40),
  }),
  shortName: z.string().trim().min(1).max(20),
  colors: z.object({
    accent: Colour,
    accentDeep: Colour,
    onAccent: Colour,
    background: Colour,
    backgroundDeep: Colour,
    surface: Colour,
    surface2: Colour,
    border: Colour,
    text: Colour,
    muted: Colour,
    /** Tints made from the colours above when absent: a lighter and a paler accent (its
     * gradients and glows), a deeper one, gold-coloured text on the background, softer text. */
    accentLight: Colour.optional(),
    accentPale: Colour.optional(),
    accentDark: Colour.optional(),
    accentText: Colour.optional(),
    textSoft: Colour.optional(),
  }),
  logo: Picture,
  favicon: Picture,
  icons: z.array(z.object({ file: Picture, sizes: z.string().regex(/^(any|\d+x\d+)$/) })).min(1),
})
const BrandsFile = z.object({ brands: z.array(BrandSchema).min(1) })

type BrandColours = Required<z.infer<typeof BrandSchema>['colors']>

/** A brand's picture, read at start: its bytes and type. */
export type BrandPicture = { body: Buffer; type: string }

export type Brand = Omit<z.infer<typeof BrandSchema>, 'logo' | 'favicon' | 'icons' | 'colors'> & {
  colors: BrandColours
  /** The colours as the page's style, written once at start, not per request. */
  css: string
  logo: BrandPicture
  favicon: BrandPicture
  icons: Array<BrandPicture & { sizes: string }>
}

/** WCAG AA for text; every pair is text the app draws on that colour. */
const TEXT_CONTRAST = 4.5
const TEXT_PAIRS: Array<[keyof BrandColours, keyof BrandColours]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surface2'],
  ['muted', 'background'],
  ['muted', 'surface'],
  ['accent', 'background'],
  ['accent', 'surface'],
  ['onAccent', 'accent'],
  ['onAccent', 'accentDeep'],
  ['onAccent', 'accentLight'],
  ['accentText', 'background'],
  ['accentText', 'surface'],
  ['textSoft', 'surface'],
]

const WHITE = '#ffffff'
const BLACK = '#000000'

/** The brand's colours with the tints it did not give made from the others. */
export function withTints(colours: z.infer<typeof BrandSchema>['colors']): BrandColours {
  return {
    ...colours,
    accentLight: colours.accentLight ?? mixColours(colours.accent, WHITE, 0.55),
    accentPale: colours.accentPale ?? mixColours(colours.accent, WHITE, 0.2),
    accentDark: colours.accentDark ?? mixColours(colours.accentDeep, BLACK, 0.85),
    accentText: colours.accentText ?? mixColours(colours.accent, WHITE, 0.45),
    textSoft: colours.textSoft ?? mixColours(colours.text, colours.muted, 0.5),
  }
}

/** The colour pairs of a brand below WCAG AA for text, each with its ratio. */
export function weakContrasts(colours: BrandColours): string[] {
  return TEXT_PAIRS.flatMap(([text, on]) => {
    const ratio = contrastRatio(colours[text], colours[on])
    return ratio < TEXT_CONTRAST ? [`${text} on ${on}: ${ratio.toFixed(2)}:1`] : []
  })
}

const PICTURE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  ico: 'image/x-icon',
}
const PICTURE_MAX_BYTES = 512 * 1024

function readPicture(directory: string, file: string): BrandPicture {
  const full = path.resolve(directory, file)
  if (!full.startsWith(`${directory}${path.sep}`))
    throw new Error(`${file}: outside the brands folder`)
  if (statSync(full).size > PICTURE_MAX_BYTES) throw new Error(`${file}: larger than 512 kB`)
  const type = PICTURE_TYPES[path.extname(full).slice(1).toLowerCase()]!
  return { body: readFileSync(full), type }
}

/** The brands of a brands file, checked, with their pictures read; throws saying what is wrong. */
export function loadBrands(file: string): Brand[] {
  const directory = path.dirname(path.resolve(file))
  const parsed = BrandsFile.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`)
  const ids = parsed.data.brands.map((brand) => brand.id)
  if (new Set(ids).size !== ids.length) throw new Error(`${file}: two brands share an id`)
  return parsed.data.brands.map((brand) => {
    const colors = withTints(brand.colors)
    const weak = weakContrasts(colors)
    if (weak.length)
      throw new Error(`${file}: brand ${brand.id}: too little contrast: ${weak.join('; ')}`)
    return {
      ...brand,
      colors,
      css: brandCss(colors),
      logo: readPicture(directory, brand.logo),
      favicon: readPicture(directory, brand.favicon),
      icons: brand.icons.map((icon) => ({
        ...readPicture(directory, icon.file),
        sizes: icon.sizes,
      })),
    }
  })
}

const brands = loadBrands(env.BRANDS_FILE)

/** The brand of a host name: the one that lists it, else the first. */
export function brandOfHost(all: readonly Brand[], host: string): Brand {
  const name = host.toLowerCase().replace(/:\d+$/, '')
  return all.find((brand) => brand.hosts.includes(name)) ?? all[0]!
}

/** The brand the request was made to (its URL's host: server.js sets it, trusting only configured proxies). */
export function brandOf(request: Request): Brand {
  return brandOfHost(brands, new URL(request.url).host)
}

/** What a page needs of its brand: the name in its language, and the colours as CSS. */
export function brandForPage(request: Request, language: Language) {
  const brand = brandOf(request)
  return { name: brand.name[language], css: brand.css, theme: brand.colors.background }
}

/** The brand's colours as the stylesheet's custom properties. */
export function brandCss(colours: BrandColours): string {
  const properties: Record<string, string> = {
    '--gold': colours.accent,
    '--gold-2': colours.accentDeep,
    '--on-gold': colours.onAccent,
    '--bg': colours.background,
    '--bg-2': colours.backgroundDeep,
    '--surface': colours.surface,
    '--surface-2': colours.surface2,
    '--border': colours.border,
    '--text': colours.text,
    '--muted': colours.muted,
    '--gold-light': colours.accentLight,
    '--gold-pale': colours.accentPale,
    '--gold-dark': colours.accentDark,
    '--gold-text': colours.accentText,
    '--text-soft': colours.textSoft,
    '--gold-rgb': rgbChannels(colours.accent),
    '--on-gold-rgb': rgbChannels(colours.onAccent),
    '--bg-rgb': rgbChannels(colours.background),
    '--muted-rgb': rgbChannels(colours.muted),
  }
  return `:root{${Object.entries(properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`
}
