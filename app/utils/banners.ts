// Banner pictures carry words, so each language has its own (issue 19 point 9).
import { type Language } from '~/i18n'

/**
 * The banner's address asking for the player's language (?lang=lo); the mock answers with that
 * language's picture, a backend without one ignores the parameter. Thai is the default picture.
 */
export function bannerInLanguage(src: string, language: Language): string {
  if (!src || language === 'th') return src
  const [path, hash] = src.split('#', 2)
  const joiner = path!.includes('?') ? '&' : '?'
  return `${path}${joiner}lang=${language}${hash === undefined ? '' : `#${hash}`}`
}
