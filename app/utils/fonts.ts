// The self-hosted fonts (public/fonts, declared in styles/app.css with font-display: swap).
import { type Language } from '~/i18n'

const font = (file: string) => `/fonts/noto-sans-${file}-normal.woff2`
const LATIN = [font('thai-latin-400'), font('thai-latin-700')]

/**
 * The files the first screen of a page in each language draws with (its script and the Latin
 * digits, regular and bold), which the document preloads: they then arrive before the first
 * layout, so text is not drawn twice and nothing moves when they come (CLS). Other scripts'
 * files load only if the CSS asks for them.
 */
export const FIRST_SCREEN_FONTS: Record<Language, readonly string[]> = {
  th: [font('thai-thai-400'), font('thai-thai-700'), ...LATIN],
  lo: [font('lao-lao-400'), font('lao-lao-700'), ...LATIN],
  en: LATIN,
}
